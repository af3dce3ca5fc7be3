/**
 * The EU allergen profile: Regulation (EU) 1169/2011 Annex II (regulations-intl.md §2.6 ✔): 14 items,
 * Annex II names, nuts named (no pine nut), the Annex II footnote derivatives exempt; Art 21 emphasis
 * in the ingredient list (exact wording ✖ unverified).
 *
 * @module
 */
import { type AllergenProfile, keyRule, STEMS } from '../../allergens/profile';

const EU_CITE = 'Reg. (EU) 1169/2011 Annex II';
/** The eu allergen profile. */
export const EU_ALLERGENS: AllergenProfile = {
  order: [
    'wheat',
    'gluten',
    'crustacean_shellfish',
    'egg',
    'fish',
    'peanuts',
    'soy',
    'milk',
    'tree_nuts',
    'celery',
    'mustard',
    'sesame',
    'sulphites',
    'lupin',
    'molluscs',
  ],
  rules: {
    wheat: keyRule('wheat', 'Wheat', `${EU_CITE} item 1`, { bySpecies: true }),
    gluten: keyRule('gluten', 'Cereals containing gluten', `${EU_CITE} item 1`, {
      inList: 'gluten',
      bySpecies: true,
      speciesRequired: true,
    }),
    crustacean_shellfish: keyRule('crustacean_shellfish', 'Crustaceans', `${EU_CITE} item 2`, {
      stems: [
        ...STEMS.crustacean_shellfish,
        'shrimp',
        'prawn',
        'crab',
        'lobster',
        'crawfish',
        'crayfish',
        'langoustine',
        'krill',
      ],
    }),
    egg: keyRule('egg', 'Eggs', `${EU_CITE} item 3`),
    fish: keyRule('fish', 'Fish', `${EU_CITE} item 4`),
    peanuts: keyRule('peanuts', 'Peanuts', `${EU_CITE} item 5`),
    soy: keyRule('soy', 'Soybeans', `${EU_CITE} item 6`, { inList: 'soya' }),
    milk: keyRule('milk', 'Milk', `${EU_CITE} item 7`),
    tree_nuts: keyRule('tree_nuts', 'Nuts', `${EU_CITE} item 8`, {
      bySpecies: true,
      speciesRequired: true,
      excludeSpecies: ['Pine Nuts'],
    }),
    celery: keyRule('celery', 'Celery', `${EU_CITE} item 9`),
    mustard: keyRule('mustard', 'Mustard', `${EU_CITE} item 10`),
    sesame: keyRule('sesame', 'Sesame', `${EU_CITE} item 11`),
    sulphites: keyRule('sulphites', 'Sulphites', `${EU_CITE} item 12 (> 10 mg/kg as SO2)`),
    lupin: keyRule('lupin', 'Lupin', `${EU_CITE} item 13`),
    molluscs: keyRule('molluscs', 'Molluscs', `${EU_CITE} item 14`, {
      stems: [
        ...STEMS.molluscs,
        'clam',
        'mussel',
        'oyster',
        'scallop',
        'squid',
        'octopus',
        'snail',
        'cuttlefish',
      ],
    }),
  },
  emphasis: true,
  exempts: ['annexII'],
  euSpeciesNames: true,
  groupsSugars: false,
};
