/**
 * Why each allergen is declared (api.md §14): for every ingredient that brings one, the word of
 * its name that the lexicon matched, or the entry of its `allergens` field that named it. Read from
 * the same analysis detection used (ingredientFacts), never a second match.
 *
 * @module
 */
import type { AllergenExplanation } from '../label/types';
import { foldWithMap } from './fold';
import { type IngredientFacts, ingredientFacts } from './ingredient-facts';
import { resolveAllergenRefs } from './normalize-allergen';
import type { AllergenProfile } from './profile';
import type { AllergenIngredient } from './types';

/**
 * One explanation per (allergen, ingredient) that the declaration counts, in weight order as in
 * `sources`.
 *
 * @example explainAllergens([{ name: 'Wheat flour', weightGrams: 100 }], fda.allergens)
 * // [{ allergen: 'wheat', ingredient: 'Wheat flour', word: 'Wheat', from: 'name' }]
 */
export function explainAllergens(
  ingredients: readonly AllergenIngredient[],
  profile: AllergenProfile,
  order: readonly number[],
): AllergenExplanation[] {
  const out: AllergenExplanation[] = [];
  for (const index of order) {
    const ingredient = ingredients[index]!;
    const facts = ingredientFacts(ingredient, profile);
    if (facts.declared.length === 0) continue;
    let own = BY_FACTS.get(facts);
    if (own === undefined) {
      own = explainIngredient(ingredient, facts);
      BY_FACTS.set(facts, own);
    }
    for (const e of own) out.push(e);
  }
  return out;
}

/**
 * Each ingredient's explanations, by its facts: facts are memoised per name (and explicit allergens)
 * and regulation, so a name seen before is explained without matching or folding again.
 */
const BY_FACTS = new WeakMap<IngredientFacts, readonly AllergenExplanation[]>();

function explainIngredient(
  ingredient: AllergenIngredient,
  facts: IngredientFacts,
): readonly AllergenExplanation[] {
  const out: AllergenExplanation[] = [];
  const counted = new Set(facts.declared.map((d) => d.key));
  let folded: ReturnType<typeof foldWithMap> | undefined;
  const seen = new Set<string>();
  for (const item of facts.analysis.items) {
    if (!counted.has(item.key)) continue;
    let word: string;
    let from: 'name' | 'allergens';
    if (item.hit !== undefined) {
      folded ??= foldWithMap(ingredient.name);
      const map = folded.map;
      const start = map ? map[item.hit.start]! : item.hit.start;
      const end = map ? map[item.hit.end]! : item.hit.end;
      word = ingredient.name.slice(start, end);
      from = 'name';
    } else {
      word =
        ingredient.allergens?.find((term) => resolveAllergenRefs(term).some((r) => r.key === item.key)) ??
        item.key;
      from = 'allergens';
    }
    const id = `${item.key}\u0000${word}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(Object.freeze({ allergen: item.key, ingredient: facts.name, word, from }));
  }
  return Object.freeze(out);
}
