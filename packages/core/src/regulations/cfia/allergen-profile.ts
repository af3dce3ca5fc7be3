/**
 * The CFIA allergen profile: FDR B.01.010.1–B.01.010.4 (regulations-intl.md §1.7 ✔): priority
 * allergens incl. molluscs and mustard, gluten sources named by cereal, sulphites; bilingual
 * Contains / Contient; sugars-based ingredients grouped (B.01.008.3).
 *
 * @module
 */
import { type AllergenProfile, keyRule } from '../../allergens/profile';

const CA = 'FDR B.01.010.1';
/** The cfia allergen profile. */
export const CFIA_ALLERGENS: AllergenProfile = {
  // B.01.010.1(1) "food allergen" order, then gluten sources, then sulphites.
  order: [
    'tree_nuts',
    'peanuts',
    'sesame',
    'wheat',
    'egg',
    'milk',
    'soy',
    'crustacean_shellfish',
    'molluscs',
    'fish',
    'mustard',
    'gluten',
    'sulphites',
  ],
  rules: {
    tree_nuts: keyRule('tree_nuts', 'Tree Nuts', CA, { fr: 'Noix', bySpecies: true, speciesRequired: true }),
    peanuts: keyRule('peanuts', 'Peanuts', CA, { fr: 'Arachides' }),
    sesame: keyRule('sesame', 'Sesame', CA, { fr: 'Sésame' }),
    wheat: keyRule('wheat', 'Wheat', `${CA} (wheat or triticale)`, { fr: 'Blé', bySpecies: true }),
    egg: keyRule('egg', 'Egg', CA, { fr: 'Œuf', bySpecies: true }),
    milk: keyRule('milk', 'Milk', CA, { fr: 'Lait', bySpecies: true }),
    soy: keyRule('soy', 'Soy', CA, { fr: 'Soja' }),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'Crustaceans', CA, {
      fr: 'Crustacés',
      bySpecies: true,
      speciesRequired: true,
    }),
    molluscs: keyRule('molluscs', 'Molluscs', CA, {
      fr: 'Mollusques',
      bySpecies: true,
      speciesRequired: true,
    }),
    fish: keyRule('fish', 'Fish', CA, { fr: 'Poisson', bySpecies: true, speciesRequired: true }),
    mustard: keyRule('mustard', 'Mustard', CA, { fr: 'Moutarde' }),
    gluten: keyRule('gluten', 'Gluten', `${CA} (gluten: barley, oats, rye, triticale, wheat)`, {
      fr: 'Gluten',
      bySpecies: true,
      speciesRequired: true,
    }),
    sulphites: keyRule('sulphites', 'Sulphites', `${CA} (added sulphites ≥ 10 ppm)`, { fr: 'Sulfites' }),
  },
  emphasis: false,
  alt: 'fr',
  exempts: [],
  euSpeciesNames: false,
  groupsSugars: true,
};
