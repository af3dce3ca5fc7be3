/**
 * The FDA allergen profile: FD&C Act §201(qq)(1), §403(w)(1)–(2) (regulations-us.md §8.1–8.3): the
 * big 9 in statutory order; species for tree nuts, fish and crustaceans; "Goat Milk", "Duck Egg"
 * (FDA Ed. 5 ✅ S15).
 *
 * @module
 */
import { type AllergenProfile, keyRule } from '../../allergens/profile';

const US = 'FD&C Act §201(qq)(1), §403(w)';
/** The fda allergen profile. */
export const FDA_ALLERGENS: AllergenProfile = {
  order: ['milk', 'egg', 'fish', 'crustacean_shellfish', 'tree_nuts', 'wheat', 'peanuts', 'soy', 'sesame'],
  rules: {
    milk: keyRule('milk', 'Milk', US, { bySpecies: true }),
    egg: keyRule('egg', 'Egg', US, { bySpecies: true }),
    fish: keyRule('fish', 'Fish', `${US}(2)`, { bySpecies: true, speciesRequired: true }),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'Crustacean Shellfish', `${US}(2)`, {
      bySpecies: true,
      speciesRequired: true,
    }),
    tree_nuts: keyRule('tree_nuts', 'Tree Nuts', `${US}(2); FDA Q&A Ed. 5 (Jan 2025)`, {
      bySpecies: true,
      speciesRequired: true,
    }),
    wheat: keyRule('wheat', 'Wheat', US),
    peanuts: keyRule('peanuts', 'Peanuts', US),
    soy: keyRule('soy', 'Soy', US),
    sesame: keyRule('sesame', 'Sesame', `${US}; FASTER Act 2021`),
  },
  emphasis: false,
  exempts: [],
  euSpeciesNames: false,
  groupsSugars: false,
};
