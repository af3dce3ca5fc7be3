/**
 * A small, local allergen lexicon for tagging USDA descriptions with the nine US major food
 * allergens (FD&C Act §201(qq); terms from regulations-us.md §8.4, false friends from §8.5).
 * Placeholder until the core allergen module is exported; it only sees the food's name, so a
 * description that does not name an allergen ("Cookies, chocolate chip") yields nothing.
 *
 * @module
 */

/** Allergen keys, in the statutory order of §201(qq)(1). */
export const ALLERGEN_KEYS = [
  'milk',
  'egg',
  'fish',
  'crustacean_shellfish',
  'tree_nuts',
  'wheat',
  'peanuts',
  'soy',
  'sesame',
] as const;

/** One of the nine US major food allergens. */
export type AllergenKey = (typeof ALLERGEN_KEYS)[number];

/** Term → allergens (empty list = a false friend that must not trigger a shorter term inside it). */
const LEXICON: Record<string, readonly AllergenKey[]> = {
  // milk (§8.4)
  milk: ['milk'],
  buttermilk: ['milk'],
  butter: ['milk'],
  butterfat: ['milk'],
  ghee: ['milk'],
  cream: ['milk'],
  'sour cream': ['milk'],
  'half and half': ['milk'],
  cheese: ['milk'],
  cheddar: ['milk'],
  mozzarella: ['milk'],
  parmesan: ['milk'],
  ricotta: ['milk'],
  feta: ['milk'],
  whey: ['milk'],
  casein: ['milk'],
  caseinate: ['milk'],
  lactose: ['milk'],
  yogurt: ['milk'],
  yoghurt: ['milk'],
  kefir: ['milk'],
  'ice cream': ['milk'],
  custard: ['milk', 'egg'],
  'milk chocolate': ['milk'],
  'white chocolate': ['milk'],
  // egg
  egg: ['egg'],
  'egg white': ['egg'],
  'egg yolk': ['egg'],
  mayonnaise: ['egg'],
  meringue: ['egg'],
  eggnog: ['milk', 'egg'],
  'egg noodle': ['egg', 'wheat'],
  // fish (species)
  fish: ['fish'],
  anchovy: ['fish'],
  bass: ['fish'],
  catfish: ['fish'],
  cod: ['fish'],
  flounder: ['fish'],
  grouper: ['fish'],
  haddock: ['fish'],
  halibut: ['fish'],
  herring: ['fish'],
  mackerel: ['fish'],
  pollock: ['fish'],
  salmon: ['fish'],
  sardine: ['fish'],
  snapper: ['fish'],
  sole: ['fish'],
  swordfish: ['fish'],
  tilapia: ['fish'],
  trout: ['fish'],
  tuna: ['fish'],
  whitefish: ['fish'],
  carp: ['fish'],
  eel: ['fish'],
  perch: ['fish'],
  pike: ['fish'],
  roe: ['fish'],
  caviar: ['fish'],
  surimi: ['fish'],
  'imitation crab': ['fish'],
  // crustacean shellfish
  shrimp: ['crustacean_shellfish'],
  prawn: ['crustacean_shellfish'],
  crab: ['crustacean_shellfish'],
  lobster: ['crustacean_shellfish'],
  crayfish: ['crustacean_shellfish'],
  crawfish: ['crustacean_shellfish'],
  langoustine: ['crustacean_shellfish'],
  krill: ['crustacean_shellfish'],
  // tree nuts (the 12 of §8.2)
  almond: ['tree_nuts'],
  'brazil nut': ['tree_nuts'],
  brazilnut: ['tree_nuts'],
  cashew: ['tree_nuts'],
  hazelnut: ['tree_nuts'],
  filbert: ['tree_nuts'],
  macadamia: ['tree_nuts'],
  pecan: ['tree_nuts'],
  'pine nut': ['tree_nuts'],
  pinyon: ['tree_nuts'],
  pistachio: ['tree_nuts'],
  walnut: ['tree_nuts'],
  marzipan: ['tree_nuts'],
  // wheat
  wheat: ['wheat'],
  flour: ['wheat'],
  semolina: ['wheat'],
  durum: ['wheat'],
  spelt: ['wheat'],
  farina: ['wheat'],
  bulgur: ['wheat'],
  couscous: ['wheat'],
  'bread crumbs': ['wheat'],
  panko: ['wheat'],
  seitan: ['wheat'],
  // peanuts
  peanut: ['peanuts'],
  'peanut butter': ['peanuts'],
  // soy
  soy: ['soy'],
  soya: ['soy'],
  soybean: ['soy'],
  'soy sauce': ['soy', 'wheat'],
  tofu: ['soy'],
  tempeh: ['soy'],
  miso: ['soy'],
  edamame: ['soy'],
  natto: ['soy'],
  // sesame
  sesame: ['sesame'],
  tahini: ['sesame'],
  // false friends (§8.5): longest match wins, so these shield the shorter terms inside them
  'coconut milk': [],
  'coconut cream': [],
  'cream of coconut': [],
  'cream of tartar': [],
  'rice milk': [],
  'oat milk': [],
  'almond milk': ['tree_nuts'],
  'soy milk': ['soy'],
  'almond butter': ['tree_nuts'],
  'cashew butter': ['tree_nuts'],
  'cocoa butter': [],
  'apple butter': [],
  'shea butter': [],
  'butter bean': [],
  'milk thistle': [],
  'crab apple': [],
  'rice flour': [],
  'corn flour': [],
  'potato flour': [],
  'rye flour': [],
  'oat flour': [],
  'buckwheat flour': [],
  'chickpea flour': [],
  'coconut flour': [],
  'tapioca flour': [],
  'arrowroot flour': [],
  'sorghum flour': [],
  'millet flour': [],
  'carob flour': [],
  'soy flour': ['soy'],
  'peanut flour': ['peanuts'],
  'almond flour': ['tree_nuts'],
  'cream of wheat': ['wheat'],
  'sea bass': ['fish'],
};

/** Naive singular forms tried for each word (eggs → egg, anchovies → anchovy, peaches → peach). */
function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(word.slice(0, -3) + 'y');
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

const MAX_TERM_WORDS = Math.max(...Object.keys(LEXICON).map((t) => t.split(' ').length));

/**
 * Detects the US major food allergens that a food's name reveals, longest phrase first
 * (so "peanut butter" beats "butter" and "coconut milk" beats "milk").
 *
 * @param description - a food name or description, e.g. "Cheese, cheddar"
 * @returns allergen keys in statutory order, without duplicates
 * @example
 * detectAllergensLocal('Butter, salted'); // ['milk']
 * detectAllergensLocal('Peanut butter, smooth style'); // ['peanuts']
 */
export function detectAllergensLocal(description: string): AllergenKey[] {
  const words = description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  const found = new Set<AllergenKey>();
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 1 && matched === 0; n--) {
      const last = words[i + n - 1] ?? '';
      const head = words.slice(i, i + n - 1).join(' ');
      for (const form of singulars(last)) {
        const phrase = head === '' ? form : `${head} ${form}`;
        const hit = LEXICON[phrase];
        if (hit) {
          for (const a of hit) found.add(a);
          matched = n;
          break;
        }
      }
    }
    i += matched > 0 ? matched : 1;
  }
  return ALLERGEN_KEYS.filter((a) => found.has(a));
}
