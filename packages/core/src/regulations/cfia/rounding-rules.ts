/**
 * CFIA rounding of declared amounts per serving: column 4 of the tables to FDR B.01.401 and
 * B.01.402 (✔), as restated in docs/spec/regulations-intl.md §1.3. Several nutrients are
 * declared "0" below a limit only when the food meets the matching "free of" claim
 * (CA-TNCC items 1, 11, 18, 22, 27, 31); otherwise the finer step applies. Each entry is
 * therefore a rule plus, where it applies, the zero tier that the "free" condition enables.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { nearest, type RoundingRule, type RoundingTier, zero } from '../../rounding/rounding-rule';

/** A CFIA rounding rule and the zero tier enabled when the food meets the "free of" claim `freeClaim`. */
export interface CfiaRounding {
  readonly rule: RoundingRule;
  readonly zeroWhenFree?: { readonly below: number; readonly freeClaim: string };
}

const T401 = 'FDR B.01.401 table, col. 4';
const T402 = 'FDR B.01.402 table, col. 4';

const energy: CfiaRounding = {
  rule: {
    tiers: [
      { below: 5, outcome: nearest(1) },
      { below: 50, orEqual: true, outcome: nearest(5) },
    ],
    otherwise: nearest(10),
    cite: `${T401}, item 2`,
  },
  zeroWhenFree: { below: 5, freeClaim: 'free_of_energy' },
};

/** Fat, saturated and trans: < 0.5 → 0.1 g (0 when free); 0.5–5 g → 0.5 g; > 5 g → 1 g. */
const fat = (item: string, freeClaim: string): CfiaRounding => ({
  rule: {
    tiers: [
      { below: 0.5, outcome: nearest(0.1) },
      { below: 5, orEqual: true, outcome: nearest(0.5) },
    ],
    otherwise: nearest(1),
    cite: `${T401}, item ${item}`,
  },
  zeroWhenFree: { below: 0.5, freeClaim },
});

const cholesterol: CfiaRounding = {
  rule: { tiers: [], otherwise: nearest(5), cite: `${T401}, item 7` },
  // "0 mg" if free of cholesterol, at any amount (the claim itself needs < 2 mg).
  zeroWhenFree: { below: Number.POSITIVE_INFINITY, freeClaim: 'free_of_cholesterol' },
};

const sodium: CfiaRounding = {
  rule: {
    tiers: [
      { below: 5, outcome: nearest(1) },
      { below: 140, orEqual: true, outcome: nearest(5) },
    ],
    otherwise: nearest(10),
    cite: `${T401}, item 8`,
  },
  zeroWhenFree: { below: 5, freeClaim: 'free_of_sodium' },
};

/** Carbohydrate, fibre, sugars, sugar alcohols: < 0.5 g → 0; else nearest 1 g. */
const grams = (cite: string): CfiaRounding => ({
  rule: { tiers: [{ below: 0.5, outcome: zero }], otherwise: nearest(1), cite },
});

const protein: CfiaRounding = {
  rule: { tiers: [{ below: 0.5, outcome: nearest(0.1) }], otherwise: nearest(1), cite: `${T401}, item 12` },
};

/** Poly-, omega-6, omega-3 and monounsaturated fat (items 5–8 ✔): < 1 g → 0.1; 1–5 g → 0.5; > 5 g → 1. */
const unsaturated: CfiaRounding = {
  rule: {
    tiers: [
      { below: 1, outcome: nearest(0.1) },
      { below: 5, orEqual: true, outcome: nearest(0.5) },
    ],
    otherwise: nearest(1),
    cite: T402,
  },
};

/** Vitamins and minerals: zero below `edges[0]`, then `steps[i]` below `edges[i + 1]`, `steps[2]` above (§1.3 ✔). */
const bands = (
  edges: readonly [number, number, number],
  steps: readonly [number, number, number],
  cite: string,
): CfiaRounding => {
  const tiers: RoundingTier[] = [
    { below: edges[0], outcome: zero },
    { below: edges[1], outcome: nearest(steps[0]) },
    { below: edges[2], outcome: nearest(steps[1]) },
  ];
  return { rule: { tiers, otherwise: nearest(steps[2]), cite } };
};

const MINERALS_50 = bands([5, 50, 250], [10, 25, 50], `${T401} items 13–14 / ${T402}`);
const IRON_GROUP = bands([0.05, 0.5, 2.5], [0.1, 0.25, 0.5], `${T401} item 15 / ${T402}`);
const THIAMIN_GROUP = bands([0.005, 0.05, 0.25], [0.01, 0.025, 0.05], T402);
const VITAMIN_A = bands([5, 50, 250], [10, 50, 100], T402);
const VITAMIN_C_GROUP = bands([0.1, 1, 5], [0.2, 0.5, 1], T402);
const FOLATE_GROUP = bands([1, 10, 50], [2, 5, 10], T402);
const PANTOTHENIC = bands([0.01, 0.1, 0.5], [0.02, 0.05, 0.1], T402);
const COPPER = bands([0.0015, 0.025, 0.05], [0.002, 0.005, 0.01], T402);

/** The CFIA rounding of every nutrient a Canadian NFt can show. */
export const CFIA_ROUNDING: Readonly<Partial<Record<NutrientKey, CfiaRounding>>> = {
  energy_kcal: energy,
  total_fat: fat('3', 'free_of_fat'),
  saturated_fat: fat('4', 'free_of_saturated_fat'),
  trans_fat: fat('5', 'free_of_trans_fat'),
  polyunsaturated_fat: unsaturated,
  omega_6_fat: unsaturated,
  omega_3_fat: unsaturated,
  monounsaturated_fat: unsaturated,
  cholesterol,
  sodium,
  total_carbohydrate: grams(`${T401}, item 9`),
  dietary_fiber: grams(`${T401}, item 10`),
  soluble_fiber: grams(T402),
  insoluble_fiber: grams(T402),
  total_sugars: grams(`${T401}, item 11`),
  sugar_alcohols: grams(T402),
  protein,
  potassium: MINERALS_50,
  calcium: MINERALS_50,
  phosphorus: MINERALS_50,
  chloride: MINERALS_50,
  iron: IRON_GROUP,
  vitamin_e: IRON_GROUP,
  niacin: IRON_GROUP,
  zinc: IRON_GROUP,
  vitamin_k: IRON_GROUP,
  biotin: IRON_GROUP,
  chromium: IRON_GROUP,
  molybdenum: IRON_GROUP,
  thiamin: THIAMIN_GROUP,
  riboflavin: THIAMIN_GROUP,
  vitamin_b6: THIAMIN_GROUP,
  manganese: THIAMIN_GROUP,
  vitamin_b12: THIAMIN_GROUP,
  vitamin_a: VITAMIN_A,
  vitamin_c: VITAMIN_C_GROUP,
  vitamin_d: VITAMIN_C_GROUP,
  selenium: VITAMIN_C_GROUP,
  folate: FOLATE_GROUP,
  iodine: FOLATE_GROUP,
  magnesium: FOLATE_GROUP,
  choline: FOLATE_GROUP,
  pantothenic_acid: PANTOTHENIC,
  copper: COPPER,
};

/** Servings per container: < 2 → nearest 1; 2–5 → nearest 0.5; > 5 → nearest 1 (B.01.402 table ✔). */
export const CFIA_SERVINGS_PER_CONTAINER: RoundingRule = {
  tiers: [
    { below: 2, outcome: nearest(1) },
    { below: 5, orEqual: true, outcome: nearest(0.5) },
  ],
  otherwise: nearest(1),
  cite: `${T402}, item 1`,
};
