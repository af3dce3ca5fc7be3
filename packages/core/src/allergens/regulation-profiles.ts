/**
 * Which allergen keys each format declares, in which order, and how each is named.
 *
 * - FDA: FD&C Act §201(qq)(1), §403(w)(1)–(2) (regulations-us.md §8.1–8.3): the big 9 in statutory
 *   order; species for tree nuts, fish and crustaceans; "Goat Milk", "Duck Egg" (FDA Ed. 5 ✅ S15).
 * - CFIA: FDR B.01.010.1–B.01.010.4 (regulations-intl.md §1.7 ✔): priority allergens incl. molluscs
 *   and mustard, gluten sources named by cereal, sulphites; bilingual Contains / Contient.
 * - EU: Regulation (EU) 1169/2011 Annex II (regulations-intl.md §2.6 ✔): 14 items, Annex II names,
 *   nuts named (no pine nut); Art 21 emphasis in the ingredient list (exact wording ✖ unverified).
 * - China: GB 7718-2025 4.12 and Annex D (regulations-intl.md §3.5 ✔): the 8 categories a)–h),
 *   named by category; bold in the ingredient list (D.2.1) or "含有…" next to it (D.2.2).
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import type { SpeciesId } from './species';
import type { AllergenRegulation } from './types';

/** How one allergen key is named and declared under one regulation. */
export interface KeyRule {
  /** Name in the English "Contains" statement. */
  readonly en: string;
  /** French name (Canada's "Contient"). */
  readonly fr?: string;
  /** Chinese name (China's "含有"). */
  readonly zh?: string;
  /** Word used in the ingredient statement's parenthesis ("Whey (milk)"); default: `en` lowercased. */
  readonly inList?: string;
  /** Lowercase stems showing that an ingredient name already names the allergen. */
  readonly stems: readonly string[];
  /** Print the species name (from the species table) instead of the category when known. */
  readonly bySpecies: boolean;
  /** Warn when no species is known: the declaration must name it. */
  readonly speciesRequired: boolean;
  /** Species that do not count under this regulation (EU: pine nuts are not Annex II nuts). */
  readonly excludeSpecies?: readonly SpeciesId[];
  readonly cite: string;
}

/** One regulation's allergen rules. */
export interface RegulationProfile {
  readonly id: AllergenRegulation;
  /** Keys declared, in the statutory order (used to order keys brought by the same ingredient). */
  readonly order: readonly AllergenKey[];
  readonly rules: Readonly<Partial<Record<AllergenKey, KeyRule>>>;
  /** The ingredient list must emphasise allergen words (EU Art 21; China D.2.1). */
  readonly emphasis: boolean;
  /** Second-language "Contains" statement. */
  readonly alt?: 'fr' | 'zh';
}

const STEMS = {
  milk: ['milk', 'dairy', '乳', '奶'],
  egg: ['egg', '蛋'],
  fish: ['fish', '鱼'],
  crustacean_shellfish: ['crustacean', 'shellfish', '虾', '蟹'],
  tree_nuts: ['tree nut', '坚果'],
  wheat: ['wheat', '小麦'],
  peanuts: ['peanut', '花生'],
  soy: ['soy', '大豆', '黄豆'],
  sesame: ['sesame', '芝麻'],
  gluten: ['gluten', '麸质'],
  molluscs: ['mollusc', 'mollusk'],
  mustard: ['mustard'],
  celery: ['celery', 'celeriac'],
  lupin: ['lupin'],
  sulphites: ['sulphite', 'sulfite'],
} as const satisfies Record<AllergenKey, readonly string[]>;

const rule = (
  k: AllergenKey,
  en: string,
  cite: string,
  extra: Partial<Omit<KeyRule, 'en' | 'cite'>> = {},
): KeyRule => ({ en, cite, stems: STEMS[k], bySpecies: false, speciesRequired: false, ...extra });

const US = 'FD&C Act §201(qq)(1), §403(w)';
const FDA: RegulationProfile = {
  id: 'fda',
  order: ['milk', 'egg', 'fish', 'crustacean_shellfish', 'tree_nuts', 'wheat', 'peanuts', 'soy', 'sesame'],
  rules: {
    milk: rule('milk', 'Milk', US, { bySpecies: true }),
    egg: rule('egg', 'Egg', US, { bySpecies: true }),
    fish: rule('fish', 'Fish', `${US}(2)`, { bySpecies: true, speciesRequired: true }),
    crustacean_shellfish: rule('crustacean_shellfish', 'Crustacean Shellfish', `${US}(2)`, {
      bySpecies: true,
      speciesRequired: true,
    }),
    tree_nuts: rule('tree_nuts', 'Tree Nuts', `${US}(2); FDA Q&A Ed. 5 (Jan 2025)`, {
      bySpecies: true,
      speciesRequired: true,
    }),
    wheat: rule('wheat', 'Wheat', US),
    peanuts: rule('peanuts', 'Peanuts', US),
    soy: rule('soy', 'Soy', US),
    sesame: rule('sesame', 'Sesame', `${US}; FASTER Act 2021`),
  },
  emphasis: false,
};

const CA = 'FDR B.01.010.1';
const CFIA: RegulationProfile = {
  id: 'cfia',
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
    tree_nuts: rule('tree_nuts', 'Tree Nuts', CA, { fr: 'Noix', bySpecies: true, speciesRequired: true }),
    peanuts: rule('peanuts', 'Peanuts', CA, { fr: 'Arachides' }),
    sesame: rule('sesame', 'Sesame', CA, { fr: 'Sésame' }),
    wheat: rule('wheat', 'Wheat', `${CA} (wheat or triticale)`, { fr: 'Blé', bySpecies: true }),
    egg: rule('egg', 'Egg', CA, { fr: 'Œuf', bySpecies: true }),
    milk: rule('milk', 'Milk', CA, { fr: 'Lait', bySpecies: true }),
    soy: rule('soy', 'Soy', CA, { fr: 'Soja' }),
    crustacean_shellfish: rule('crustacean_shellfish', 'Crustaceans', CA, {
      fr: 'Crustacés',
      bySpecies: true,
      speciesRequired: true,
    }),
    molluscs: rule('molluscs', 'Molluscs', CA, { fr: 'Mollusques', bySpecies: true, speciesRequired: true }),
    fish: rule('fish', 'Fish', CA, { fr: 'Poisson', bySpecies: true, speciesRequired: true }),
    mustard: rule('mustard', 'Mustard', CA, { fr: 'Moutarde' }),
    gluten: rule('gluten', 'Gluten', `${CA} (gluten: barley, oats, rye, triticale, wheat)`, {
      fr: 'Gluten',
      bySpecies: true,
      speciesRequired: true,
    }),
    sulphites: rule('sulphites', 'Sulphites', `${CA} (added sulphites ≥ 10 ppm)`, { fr: 'Sulfites' }),
  },
  emphasis: false,
  alt: 'fr',
};

const EU_CITE = 'Reg. (EU) 1169/2011 Annex II';
const EU: RegulationProfile = {
  id: 'eu',
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
    wheat: rule('wheat', 'Wheat', `${EU_CITE} item 1`, { bySpecies: true }),
    gluten: rule('gluten', 'Cereals containing gluten', `${EU_CITE} item 1`, {
      inList: 'gluten',
      bySpecies: true,
      speciesRequired: true,
    }),
    crustacean_shellfish: rule('crustacean_shellfish', 'Crustaceans', `${EU_CITE} item 2`, {
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
    egg: rule('egg', 'Eggs', `${EU_CITE} item 3`),
    fish: rule('fish', 'Fish', `${EU_CITE} item 4`),
    peanuts: rule('peanuts', 'Peanuts', `${EU_CITE} item 5`),
    soy: rule('soy', 'Soybeans', `${EU_CITE} item 6`, { inList: 'soya' }),
    milk: rule('milk', 'Milk', `${EU_CITE} item 7`),
    tree_nuts: rule('tree_nuts', 'Nuts', `${EU_CITE} item 8`, {
      bySpecies: true,
      speciesRequired: true,
      excludeSpecies: ['Pine Nuts'],
    }),
    celery: rule('celery', 'Celery', `${EU_CITE} item 9`),
    mustard: rule('mustard', 'Mustard', `${EU_CITE} item 10`),
    sesame: rule('sesame', 'Sesame', `${EU_CITE} item 11`),
    sulphites: rule('sulphites', 'Sulphites', `${EU_CITE} item 12 (> 10 mg/kg as SO2)`),
    lupin: rule('lupin', 'Lupin', `${EU_CITE} item 13`),
    molluscs: rule('molluscs', 'Molluscs', `${EU_CITE} item 14`, {
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
};

const GB = 'GB 7718-2025 4.12';
const CHINA: RegulationProfile = {
  id: 'china',
  order: ['wheat', 'gluten', 'crustacean_shellfish', 'fish', 'egg', 'peanuts', 'soy', 'milk', 'tree_nuts'],
  rules: {
    wheat: rule('wheat', 'Wheat', `${GB} a)`, { zh: '小麦', bySpecies: true }),
    gluten: rule('gluten', 'Cereals containing gluten', `${GB} a)`, {
      zh: '含麸质的谷物',
      inList: 'gluten',
      bySpecies: true,
    }),
    crustacean_shellfish: rule('crustacean_shellfish', 'Crustaceans', `${GB} b)`, { zh: '甲壳纲类动物' }),
    fish: rule('fish', 'Fish', `${GB} c)`, { zh: '鱼类' }),
    egg: rule('egg', 'Eggs', `${GB} d)`, { zh: '蛋类' }),
    peanuts: rule('peanuts', 'Peanuts', `${GB} e)`, { zh: '花生' }),
    soy: rule('soy', 'Soybeans', `${GB} f)`, { zh: '大豆', inList: 'soybean' }),
    milk: rule('milk', 'Milk', `${GB} g)`, { zh: '乳成分' }),
    tree_nuts: rule('tree_nuts', 'Tree nuts', `${GB} h)`, { zh: '坚果' }),
  },
  emphasis: true,
  alt: 'zh',
};

/** The four profiles, by regulation id. */
export const REGULATION_PROFILES: Readonly<Record<AllergenRegulation, RegulationProfile>> = {
  fda: FDA,
  cfia: CFIA,
  eu: EU,
  china: CHINA,
};
