/**
 * Allergen detection for a recipe under one regulation: lexicon matches on ingredient names plus
 * explicit allergens, declared in the order of first appearance in the ingredient list.
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import { type DeclarationName, declarationName } from './declaration-name';
import { type IngredientFacts, ingredientFacts } from './ingredient-facts';
import type { AllergenProfile } from './profile';
import type { AllergenDetection, AllergenIngredient } from './types';

/**
 * Indices of the ingredients by descending weight, ties in input order (the ingredient list order,
 * 21 CFR 101.4(a)(1); B.01.008; Art 18(1) 1169/2011; GB 7718 4.1.3.1.2).
 *
 * @param ingredients - the recipe's ingredients
 * @returns input indices, heaviest first
 */
export function weightOrder(ingredients: readonly AllergenIngredient[]): number[] {
  const n = ingredients.length;
  const weights: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const g = ingredients[i]!.weightGrams;
    weights.push(Number.isFinite(g) ? g : 0);
    order.push(i);
  }
  // Recipes are short and often listed heaviest first: an insertion sort is fast for both.
  // It is stable, so equal weights keep input order.
  if (n < 64) {
    for (let i = 1; i < n; i++) {
      const idx = order[i]!;
      const w = weights[idx]!;
      let j = i - 1;
      while (j >= 0 && weights[order[j]!]! < w) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = idx;
    }
    return order;
  }
  return order.sort((a, b) => weights[b]! - weights[a]! || a - b);
}

/**
 * Detects the allergens of a recipe and builds the "Contains" statement of a regulation.
 *
 * Keys come from the shared lexicon (whole words, singular/plural, accent-insensitive, longest
 * phrase first, false friends blocked; Chinese terms as substrings) and from each ingredient's
 * explicit `allergens`. Only the keys the regulation lists count (FDA: big 9; CFIA: + molluscs,
 * mustard, gluten sources, sulphites; EU: Annex II; China: GB 7718 a)–h)). Ambiguous terms
 * ("nuts", "lecithin", "pesto") are not declared: they add a warning. Names follow the order of
 * first appearance in the ingredient list (descending weight), ties in the regulation's order.
 * Sulphites are declared when named: the 10 ppm threshold cannot be checked from names.
 *
 * @param ingredients - name, weight and optional explicit allergens of each ingredient
 * @param profile - the label format's allergen profile (`Regulation.allergens`)
 * @returns detected keys, "Contains: …." (or ""), sources, warnings, per-ingredient keys
 * @see FD&C Act §403(w)(1); FDR B.01.010.1; Reg. (EU) 1169/2011 Annex II; GB 7718-2025 4.12
 * @example
 * detectAllergens([{ name: 'Flour', weightGrams: 200 }, { name: 'Butter', weightGrams: 100 }], fda.allergens)
 * // → detected ['wheat', 'milk'], declaration 'Contains: Wheat, Milk.'
 */
export function detectAllergens(
  ingredients: readonly AllergenIngredient[],
  profile: AllergenProfile,
): AllergenDetection {
  const facts = ingredients.map((ing) => ingredientFacts(ing, profile));

  const detected: AllergenKey[] = [];
  const sources: Record<string, string[]> = {};
  const names: DeclarationName[] = [];
  const warnings: string[] = [];
  for (const idx of weightOrder(ingredients)) {
    const f = facts[idx]!;
    for (const w of f.warnings) if (!warnings.includes(w)) warnings.push(w);
    for (const { key, name: dn } of f.declared) {
      for (const k of [key, ...(profile.alsoDeclares?.[key] ?? [])]) {
        if (!detected.includes(k)) detected.push(k);
        const list = sources[k] ?? [];
        if (!list.includes(f.name)) list.push(f.name);
        sources[k] = list;
        const name = k === key ? dn : declarationName({ key: k }, profile);
        if (name && !names.some((n) => n.en === name.en)) names.push(name);
      }
    }
  }
  // A category printed only for want of a species gives way to the species named elsewhere.
  const printed = names.filter(
    (n) =>
      !(
        n.generic &&
        profile.rules[n.key]?.speciesRequired &&
        names.some((o) => o.key === n.key && !o.generic)
      ),
  );

  const en = printed.map((n) => n.en);
  const declaration = en.length > 0 ? `Contains: ${en.join(', ')}.` : '';
  const perIngredient = facts.map((f) => f.keys);
  const detection: AllergenDetection =
    profile.alt === undefined
      ? { detected, declaration, sources, warnings, perIngredient, names: en }
      : {
          detected,
          declaration,
          sources,
          warnings,
          perIngredient,
          names: en,
          altDeclaration: altDeclarationOf(printed, profile.alt),
        };
  last = { detection, ingredients, profile, facts };
  return detection;
}

/** "Contient : Lait, Blé." (Canada) or "含有乳成分、小麦。" (China); "" when nothing is declared. */
function altDeclarationOf(printed: readonly DeclarationName[], language: 'fr' | 'zh'): string {
  const alt = distinct(printed, language);
  if (alt.length === 0) return '';
  return language === 'fr' ? `Contient : ${alt.join(', ')}.` : `含有${alt.join('、')}。`;
}

/**
 * The last detection with the facts it was made from: the ingredient statement, built next from the
 * same detection and ingredients, reuses them instead of looking each ingredient up again.
 */
let last:
  | {
      readonly detection: AllergenDetection;
      readonly ingredients: readonly AllergenIngredient[];
      readonly profile: AllergenProfile;
      readonly facts: readonly IngredientFacts[];
    }
  | undefined;

/**
 * The facts `detection` was made from, when it is the latest detection and was made from these
 * very ingredients (same array) under this regulation; undefined otherwise.
 */
export function factsOf(
  detection: AllergenDetection,
  ingredients: readonly AllergenIngredient[],
  profile: AllergenProfile,
): readonly IngredientFacts[] | undefined {
  return last !== undefined &&
    last.detection === detection &&
    last.ingredients === ingredients &&
    last.profile === profile
    ? last.facts
    : undefined;
}

/** The names in one language, first occurrence only (two species may share a French or Chinese name). */
function distinct(names: readonly DeclarationName[], language: 'fr' | 'zh'): string[] {
  const out: string[] = [];
  for (const n of names) {
    const name = n[language];
    if (!out.includes(name)) out.push(name);
  }
  return out;
}
