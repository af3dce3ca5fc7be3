/**
 * Turns an explicit allergen word given on an ingredient ("Tree nuts", "almond", "sulfites",
 * "乳制品") into allergen keys, through category aliases first and then the shared lexicon.
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import { fold } from './fold';
import { matchTerms, termIdentity } from './lexicon';
import type { AllergenRef } from './lexicon-row';
import type { SpeciesId } from './species';

/** Category names a user may type; the lexicon treats some of them ("nuts", "shellfish") as ambiguous. */
const CATEGORY_ALIASES: readonly (readonly [AllergenKey, string])[] = [
  ['milk', 'milk, dairy, milk products, 乳, 乳制品, 乳及乳制品, 乳成分'],
  ['egg', 'egg, 蛋, 蛋类'],
  ['fish', 'fish, finfish, 鱼类'],
  ['crustacean_shellfish', 'crustacean shellfish, crustacean, shellfish, 甲壳纲类动物, 甲壳类, 甲壳类动物'],
  ['tree_nuts', 'tree nuts, nuts, 坚果'],
  ['wheat', 'wheat'],
  ['peanuts', 'peanuts'],
  ['soy', 'soy, soya, soybeans'],
  ['sesame', 'sesame, sesame seeds'],
  ['gluten', 'gluten, cereals containing gluten, gluten cereals, 麸质, 含麸质的谷物'],
  ['molluscs', 'molluscs, mollusks'],
  ['mustard', 'mustard'],
  ['celery', 'celery'],
  ['lupin', 'lupin'],
  ['sulphites', 'sulphites, sulfites, sulphur dioxide, sulfur dioxide, sulphur dioxide and sulphites'],
];

const ALIASES: ReadonlyMap<string, AllergenKey> = new Map(
  CATEGORY_ALIASES.flatMap(([k, terms]) => [
    [termIdentity(k), k] as const,
    ...terms.split(',').map((t) => [termIdentity(t.trim()), k] as const),
  ]),
);

/** An allergen resolved from a word: its key and, when the word names one, the species. */
export interface ResolvedAllergen {
  readonly key: AllergenKey;
  readonly species?: SpeciesId;
}

/**
 * Resolves an explicit allergen word to the allergens it names (a compound such as "gochujang"
 * may name two).
 *
 * @param term - e.g. "Tree nuts", "almond", "Goat milk"
 * @returns the allergen references, empty when the word names no allergen
 */
export function resolveAllergenRefs(term: string): readonly AllergenRef[] {
  const alias = ALIASES.get(termIdentity(term));
  if (alias) return [{ key: alias }];
  return matchTerms(fold(term)).flatMap((h) => h.row.allergens);
}

/**
 * Resolves an explicit allergen word to its key and species.
 *
 * @example resolveAllergen('almond') // { key: 'tree_nuts', species: 'Almonds' }
 */
export function resolveAllergen(term: string): ResolvedAllergen | undefined {
  const ref = resolveAllergenRefs(term)[0];
  if (!ref) return undefined;
  return ref.species ? { key: ref.key, species: ref.species } : { key: ref.key };
}

/**
 * Normalises an allergen word to an allergen key.
 *
 * @param term - a category ("Tree nuts", "Crustaceans", "sulfites") or an ingredient word ("almond", "whey")
 * @returns the key ("tree_nuts", "milk"…) or undefined when the word names no allergen
 * @example normalizeAllergen('Tree nuts') // 'tree_nuts'
 * @example normalizeAllergen('almond') // 'tree_nuts'
 */
export function normalizeAllergen(term: string): string | undefined {
  return resolveAllergenRefs(term)[0]?.key;
}
