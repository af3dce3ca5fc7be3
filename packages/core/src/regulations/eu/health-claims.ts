/**
 * The most used authorised health claims of Commission Regulation (EU) No 432/2012 (wordings ◐,
 * docs/spec/regulations-intl.md §2.5): each may be used only when the food meets the listed
 * nutrition claim (at least "source of" the nutrient). Conditions of use are ✖ unverified in
 * the spec beyond that. Every claim needs the Art 10(2) statement returned as a caveat.
 *
 * Not evaluated (no data keys): beta-glucans, oat/barley/wheat-bran fibre, DHA/EPA, unsaturated
 * fat, water.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** A 432/2012 claim and the nutrition claim (by id) that unlocks it. */
export interface EuHealthClaimRule {
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
  /** Any of these nutrition claims must hold. */
  readonly requires: readonly string[];
}

const REG = 'Reg. (EU) 432/2012';
const source = (k: NutrientKey) => [`source_of_${k}`, `high_${k}`];

/** Authorised health claims, one main wording per nutrient (in the order of the spec). */
export const EU_HEALTH_CLAIM_RULES: readonly EuHealthClaimRule[] = [
  {
    id: 'calcium_bones',
    text: 'Calcium is needed for the maintenance of normal bones.',
    nutrient: 'calcium',
    requires: source('calcium'),
  },
  {
    id: 'vitamin_d_calcium_absorption',
    text: 'Vitamin D contributes to the normal absorption/utilisation of calcium and phosphorus.',
    nutrient: 'vitamin_d',
    requires: source('vitamin_d'),
  },
  {
    id: 'iron_red_blood_cells',
    text: 'Iron contributes to normal formation of red blood cells and haemoglobin.',
    nutrient: 'iron',
    requires: source('iron'),
  },
  {
    id: 'vitamin_c_immune',
    text: 'Vitamin C contributes to the normal function of the immune system.',
    nutrient: 'vitamin_c',
    requires: source('vitamin_c'),
  },
  {
    id: 'protein_muscle',
    text: 'Protein contributes to the maintenance of muscle mass.',
    nutrient: 'protein',
    requires: ['source_of_protein', 'high_protein'],
  },
  {
    id: 'zinc_immune',
    text: 'Zinc contributes to the normal function of the immune system.',
    nutrient: 'zinc',
    requires: source('zinc'),
  },
  {
    id: 'magnesium_fatigue',
    text: 'Magnesium contributes to a reduction of tiredness and fatigue.',
    nutrient: 'magnesium',
    requires: source('magnesium'),
  },
  {
    id: 'vitamin_b12_red_blood_cells',
    text: 'Vitamin B12 contributes to normal red blood cell formation.',
    nutrient: 'vitamin_b12',
    requires: source('vitamin_b12'),
  },
  {
    id: 'folate_blood',
    text: 'Folate contributes to normal blood formation.',
    nutrient: 'folate',
    requires: source('folate'),
  },
];

/** The citation printed on every returned claim. */
export const EU_HEALTH_CLAIM_CITE = REG;

/** Art 10(2) of 1924/2006: statement required next to any health claim (✖ exact text; ◐ seen on labels). */
export const EU_HEALTH_CLAIM_STATEMENT =
  'Health claims must be accompanied by: "A varied and balanced diet and a healthy lifestyle are recommended ' +
  'for good health." and the quantity of the food needed for the effect (Reg. (EC) 1924/2006 Art 10(2)).';
