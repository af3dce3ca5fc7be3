/**
 * What each ingredient adds to a product for Mexico's front of pack (NOM-051 4.5.3.4, api.md §13):
 * sugars, fats or sodium added (the profile evaluates only what was added), sweeteners and added
 * caffeine (the precautionary legends). An ingredient's `added` list overrides detection either
 * way (`[]` = adds nothing); without it only the obvious names are detected, in English and
 * Spanish, as whole words of the name, components in brackets included ("Chips (sugar, cocoa butter)").
 *
 * @module
 */
import { fold } from '../../allergens/fold';
import { BoundedMemo } from '../../memo/bounded-memo';
import type { ResolvedIngredient } from '../../recipe/resolved-recipe';
import type { ADDED_KINDS } from '../../schemas/recipe';

/** One kind of addition. */
export type AddedKind = (typeof ADDED_KINDS)[number];

/** The names (folded, whole words) that show each kind, and the names that look like one but are not. */
export const ADDED_NAMES: Readonly<
  Record<AddedKind, { readonly terms: readonly string[]; readonly not: readonly string[] }>
> = {
  sugars: {
    terms: [
      'sugar',
      'sugars',
      'sucrose',
      'dextrose',
      'glucose',
      'fructose',
      'honey',
      'molasses',
      'syrup',
      'agave nectar',
      'invert sugar',
      'azucar',
      'azucares',
      'sacarosa',
      'dextrosa',
      'glucosa',
      'fructosa',
      'miel',
      'melaza',
      'jarabe',
      'piloncillo',
      'panela',
    ],
    not: [
      'sugar free',
      'sugar-free',
      'no sugar',
      'sugar alcohol',
      'sugar snap',
      'sugar pea',
      'sin azucar',
      'glucose oxidase',
      'honeydew',
    ],
  },
  fats: {
    terms: [
      'oil',
      'butter',
      'margarine',
      'lard',
      'shortening',
      'ghee',
      'tallow',
      'aceite',
      'mantequilla',
      'margarina',
      'manteca',
      'grasa vegetal',
      'grasa animal',
    ],
    not: ['peanut butter', 'nut butter', 'almond butter', 'cocoa butter free', 'buttermilk', 'butternut'],
  },
  sodium: {
    terms: [
      'salt',
      'sea salt',
      'sodium',
      'baking soda',
      'monosodium glutamate',
      'sal',
      'sal de mar',
      'sodio',
      'bicarbonato de sodio',
      'glutamato monosodico',
    ],
    not: ['salt free', 'salt-free', 'sin sal', 'low sodium free'],
  },
  sweeteners: {
    terms: [
      'sweetener',
      'sucralose',
      'aspartame',
      'acesulfame',
      'acesulfame k',
      'saccharin',
      'stevia',
      'steviol glycosides',
      'monk fruit extract',
      'erythritol',
      'xylitol',
      'sorbitol',
      'maltitol',
      'edulcorante',
      'edulcorantes',
      'sucralosa',
      'aspartamo',
      'acesulfamo',
      'sacarina',
      'estevia',
      'glucosidos de esteviol',
      'eritritol',
      'xilitol',
    ],
    not: [],
  },
  caffeine: {
    terms: ['caffeine', 'cafeina'],
    not: ['caffeine free', 'caffeine-free', 'decaffeinated', 'sin cafeina', 'descafeinado'],
  },
};

const escapeRegExp = (term: string): string => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (terms: readonly string[]): RegExp | undefined =>
  terms.length === 0 ? undefined : new RegExp(`\\b(?:${terms.map(escapeRegExp).join('|')})\\b`);

const MATCHERS = (Object.keys(ADDED_NAMES) as AddedKind[]).map((kind) => ({
  kind,
  terms: words(ADDED_NAMES[kind].terms)!,
  not: words(ADDED_NAMES[kind].not),
}));

/**
 * The kinds an ingredient name shows, in the order of {@link ADDED_NAMES}.
 *
 * @example addedByName('Azúcar refinada') // ['sugars']
 * @example addedByName('Sugar-free jelly with sucralose') // ['sweeteners']
 */
export function addedByName(name: string): readonly AddedKind[] {
  const cached = MEMO.get(name);
  if (cached !== undefined) return cached;
  const folded = fold(name);
  const kinds: AddedKind[] = [];
  for (const { kind, terms, not } of MATCHERS) {
    if (!terms.test(folded)) continue;
    // A negated name ("sugar-free syrup") adds nothing of that kind unless another term says so.
    const remaining = not === undefined ? folded : folded.replace(new RegExp(not.source, 'g'), ' ');
    if (terms.test(remaining)) kinds.push(kind);
  }
  return MEMO.set(name, Object.freeze(kinds));
}

/** Names seen lately: a label reads each ingredient's name once per label. */
const MEMO = new BoundedMemo<string, readonly AddedKind[]>(4096);

/** What an ingredient adds: its `added` list when given, else what its name shows. */
export function addedOf(ingredient: ResolvedIngredient): readonly AddedKind[] {
  return ingredient.added ?? addedByName(ingredient.name);
}
