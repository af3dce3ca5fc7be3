/**
 * The ANZ allergen profile: Standard 1.2.3 as varied by Plain English Allergen Labelling (P1044; in
 * force 25 Feb 2021, transition to 25 Feb 2024). The required names (lower case), each tree nut by
 * its own name (nine: no other tree nut is declared), gluten beside the cereal, sulphites added at
 * ≥ 10 mg/kg; required names in bold in the ingredient list and a summary statement beginning
 * "Contains:". ◐: two independent secondary summaries (docs/regulations/anz.md §4); the table of
 * 1.2.3—4 and Schedule 9 were not read. Not in the Code list: celery, mustard.
 *
 * @module
 */
import { type AllergenProfile, keyRule, STEMS } from '../../allergens/profile';
import type { SpeciesId } from '../../allergens/species';

const PEAL = 'FSANZ Code 1.2.3—4 (PEAL required names; ◐)';

/** The nine tree nuts PEAL names, by their required name. */
const TREE_NUT_NAMES: Readonly<Partial<Record<SpeciesId, string>>> = {
  Almonds: 'almond',
  'Brazil Nuts': 'Brazil nut',
  Cashews: 'cashew',
  Hazelnuts: 'hazelnut',
  'Macadamia Nuts': 'macadamia',
  Pecans: 'pecan',
  'Pine Nuts': 'pine nut',
  Pistachios: 'pistachio',
  Walnuts: 'walnut',
  'Black Walnuts': 'walnut',
  Heartnuts: 'walnut',
};

/** The ANZ allergen profile. */
export const ANZ_ALLERGENS: AllergenProfile = {
  order: [
    'wheat',
    'gluten',
    'fish',
    'crustacean_shellfish',
    'molluscs',
    'egg',
    'milk',
    'lupin',
    'peanuts',
    'soy',
    'sesame',
    'tree_nuts',
    'sulphites',
  ],
  rules: {
    wheat: keyRule('wheat', 'wheat', PEAL),
    // PEAL: "gluten" with the cereal named in the ingredient list (barley, oats, rye; wheat is its own name).
    gluten: keyRule('gluten', 'gluten', PEAL),
    fish: keyRule('fish', 'fish', PEAL),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'crustacean', PEAL, {
      stems: [...STEMS.crustacean_shellfish, 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'krill'],
    }),
    molluscs: keyRule('molluscs', 'mollusc', PEAL, {
      stems: [...STEMS.molluscs, 'clam', 'mussel', 'oyster', 'scallop', 'squid', 'octopus', 'snail'],
    }),
    egg: keyRule('egg', 'egg', PEAL),
    milk: keyRule('milk', 'milk', PEAL),
    lupin: keyRule('lupin', 'lupin', PEAL),
    peanuts: keyRule('peanuts', 'peanut', PEAL),
    soy: keyRule('soy', 'soy', PEAL),
    sesame: keyRule('sesame', 'sesame', PEAL),
    tree_nuts: keyRule('tree_nuts', 'tree nut', PEAL, { bySpecies: true, speciesRequired: true }),
    sulphites: keyRule('sulphites', 'sulphites', `${PEAL} (added, ≥ 10 mg/kg)`),
  },
  // PEAL: wheat is declared as "wheat" and "gluten" (the summary reads "Contains: wheat, gluten").
  alsoDeclares: { wheat: ['gluten'] },
  emphasis: true,
  exempts: [],
  euSpeciesNames: false,
  speciesNames: TREE_NUT_NAMES,
  groupsSugars: false,
};
