/**
 * Why each allergen is declared (api.md §14): for every ingredient that brings one, the word of
 * its name that the lexicon matched, or the entry of its `allergens` field that named it. Read from
 * the same analysis detection used (ingredientFacts), never a second match.
 *
 * @module
 */
import type { AllergenExplanation } from '../label/types';
import { foldWithMap } from './fold';
import { ingredientFacts } from './ingredient-facts';
import { resolveAllergenRefs } from './normalize-allergen';
import { REGULATION_PROFILES } from './regulation-profiles';
import type { AllergenIngredient, AllergenRegulation } from './types';

/**
 * One explanation per (allergen, ingredient) that the declaration counts, in weight order as in
 * `sources`.
 *
 * @example explainAllergens([{ name: 'Wheat flour', weightGrams: 100 }], 'fda')
 * // [{ allergen: 'wheat', ingredient: 'Wheat flour', word: 'Wheat', from: 'name' }]
 */
export function explainAllergens(
  ingredients: readonly AllergenIngredient[],
  regulation: AllergenRegulation,
  order: readonly number[],
): AllergenExplanation[] {
  const profile = REGULATION_PROFILES[regulation];
  const out: AllergenExplanation[] = [];
  for (const index of order) {
    const ingredient = ingredients[index]!;
    const facts = ingredientFacts(ingredient, profile);
    if (facts.declared.length === 0) continue;
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
      out.push({ allergen: item.key, ingredient: facts.name, word, from });
    }
  }
  return out;
}
