/**
 * Food-type detection for the eligibility of health claims 101.76 (grain products, fruits,
 * vegetables), 101.77 (same, with soluble fiber) and 101.78 (fruits, vegetables): "the food
 * is or contains a grain product, fruit or vegetable" (spec §6.2). The word lists are an
 * engine lexicon (policy), not regulatory text; a match only makes a claim *eligible*, and the
 * nutrient criteria must still hold.
 *
 * Matching: whole words, case-insensitive, with an optional plural "s"/"es". An ingredient
 * whose name contains an exclusion word (oil, syrup, starch, flavor…) is a derived product, not
 * the food itself, and is ignored.
 *
 * @module
 */
import { BoundedMemo } from '../../../memo/bounded-memo';
import type { FoodType } from './types';

/** Where the eligibility word tables come from. */
export const FOOD_TYPE_CITES: { readonly [K in FoodType]: string } = {
  grain: '21 CFR 101.76, 101.77 (grain products)',
  fruit: '21 CFR 101.76–101.78 (fruits)',
  vegetable: '21 CFR 101.76–101.78 (vegetables)',
};

/** Words that mark each food type. */
export const FOOD_TYPE_WORDS: { readonly [K in FoodType]: readonly string[] } = {
  grain: [
    'wheat',
    'whole wheat',
    'flour',
    'oat',
    'oats',
    'oatmeal',
    'rolled oats',
    'barley',
    'rye',
    'rice',
    'brown rice',
    'corn',
    'cornmeal',
    'maize',
    'millet',
    'sorghum',
    'quinoa',
    'buckwheat',
    'spelt',
    'bulgur',
    'farro',
    'couscous',
    'semolina',
    'bran',
    'bread',
    'pasta',
    'penne',
    'spaghetti',
    'macaroni',
    'noodle',
    'cereal',
    'granola',
    'tortilla',
    'cracker',
    'amaranth',
    'teff',
    'triticale',
  ],
  fruit: [
    'apple',
    'apricot',
    'banana',
    'berry',
    'berries',
    'blueberry',
    'blueberries',
    'strawberry',
    'strawberries',
    'raspberry',
    'raspberries',
    'blackberry',
    'blackberries',
    'cranberry',
    'cranberries',
    'cherry',
    'cherries',
    'grape',
    'raisin',
    'orange',
    'orange juice',
    'grapefruit',
    'lemon',
    'lime',
    'mango',
    'peach',
    'pear',
    'pineapple',
    'plum',
    'prune',
    'date',
    'fig',
    'kiwi',
    'melon',
    'watermelon',
    'cantaloupe',
    'papaya',
    'pomegranate',
    'tangerine',
    'nectarine',
    'avocado',
  ],
  vegetable: [
    'broccoli',
    'carrot',
    'spinach',
    'kale',
    'lettuce',
    'cabbage',
    'cauliflower',
    'celery',
    'tomato',
    'tomatoes',
    'crushed tomatoes',
    'onion',
    'garlic',
    'pepper',
    'bell pepper',
    'potato',
    'potatoes',
    'sweet potato',
    'squash',
    'pumpkin',
    'zucchini',
    'cucumber',
    'pea',
    'peas',
    'green bean',
    'bean',
    'lentil',
    'chickpea',
    'beet',
    'asparagus',
    'artichoke',
    'eggplant',
    'mushroom',
    'leek',
    'okra',
    'radish',
    'turnip',
    'brussels sprout',
    'chard',
    'collard',
    'arugula',
  ],
};

/** Qualifiers that make an ingredient a derived product rather than the food itself. */
export const FOOD_TYPE_EXCLUSION_WORDS: readonly string[] = [
  'oil',
  'syrup',
  'starch',
  'flavor',
  'flavour',
  'flavoring',
  'flavouring',
  'extract',
  'vinegar',
  'sugar',
  'maltodextrin',
  'dextrose',
  'gum',
  'lecithin',
  'essence',
];

const escapeRegExp = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (words: readonly string[]): RegExp =>
  new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})(?:e?s)?\\b`, 'i');

const PATTERNS: { readonly [K in FoodType]: RegExp } = {
  grain: wordPattern(FOOD_TYPE_WORDS.grain),
  fruit: wordPattern(FOOD_TYPE_WORDS.fruit),
  vegetable: wordPattern(FOOD_TYPE_WORDS.vegetable),
};
const EXCLUSION = wordPattern(FOOD_TYPE_EXCLUSION_WORDS);

const TYPES: readonly FoodType[] = ['grain', 'fruit', 'vegetable'];

/**
 * The bit of each food type in a {@link foodTypeMask}.
 *
 * @example FOOD_TYPE_BITS.fruit // 2
 */
export const FOOD_TYPE_BITS: { readonly [K in FoodType]: number } = { grain: 1, fruit: 2, vegetable: 4 };

/** Masks of recently seen names (ingredient names repeat across labels). */
const NAME_MASKS = new BoundedMemo<string, number>(4096);

function nameMask(name: string): number {
  const known = NAME_MASKS.get(name);
  if (known !== undefined) return known;
  let mask = 0;
  if (!EXCLUSION.test(name)) {
    for (const type of TYPES) {
      if (PATTERNS[type].test(name)) mask |= FOOD_TYPE_BITS[type];
    }
  }
  return NAME_MASKS.set(name, mask);
}

/**
 * The food types present among the ingredient names, as {@link FOOD_TYPE_BITS} or-ed together.
 *
 * @param ingredientNames - ingredient names as written in the recipe
 * @returns the mask of detected food types (0 when none)
 * @example foodTypeMask(['rolled oats', 'orange juice']) // FOOD_TYPE_BITS.grain | FOOD_TYPE_BITS.fruit
 */
export function foodTypeMask(ingredientNames: readonly string[]): number {
  let mask = 0;
  for (let i = 0; i < ingredientNames.length; i++) mask |= nameMask(ingredientNames[i] as string);
  return mask;
}

/**
 * The food types present among the ingredient names.
 *
 * @param ingredientNames - ingredient names as written in the recipe
 * @returns the set of detected food types
 * @example detectFoodTypes(['rolled oats', 'orange juice']) // Set { 'grain', 'fruit' }
 */
export function detectFoodTypes(ingredientNames: readonly string[]): ReadonlySet<FoodType> {
  const found = new Set<FoodType>();
  for (const name of ingredientNames) {
    const mask = nameMask(name);
    for (const type of TYPES) {
      if ((mask & FOOD_TYPE_BITS[type]) !== 0) found.add(type);
    }
  }
  return found;
}
