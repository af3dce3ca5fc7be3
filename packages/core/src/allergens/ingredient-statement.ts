/**
 * The ingredient statement: "Ingredients: Flour (wheat), Butter (milk), Sugar."
 *
 * Ingredients in descending order of weight (ties keep input order); each name as given with its
 * first letter capitalised, followed by the allergen source in parentheses when the name does not
 * already name it ("Whey (milk)", "Tahini (sesame)"; but "Wheat flour", "Peanut butter"). A term
 * inside a bracketed sub-ingredient list gets its source right after it instead:
 * "Chocolate chips (sugar, whey (milk))".
 * A word inside a false friend does not name the allergen ("Coconut milk" brings no milk, so a
 * coconut milk declared as milk reads "Coconut milk (milk)"; §403(w)(1)(B) caveat).
 *
 * Emphasis: EU labels must set allergen words apart (Art 21 1169/2011) and Chinese labels may bold
 * them (GB 7718-2025 D.2.1). The text itself stays plain (no markup), and
 * `buildIngredientStatementParts` returns the UTF-16 ranges to bold: the allergen word in the name
 * ("**Wheat** flour", "Butter**milk**") or in the parenthesis ("Whey (**milk**)"). HTML/SVG renderers
 * wrap those ranges in <strong>/<tspan font-weight="bold">; plain-text consumers ignore them.
 *
 * Canada (FDR B.01.008.3 ✔): sugars-based ingredients (sugars-based.ts) are listed after the term
 * "Sugars", in parentheses, in lower case, heaviest first, the group placed by their total weight:
 * "Ingredients: Flour (wheat), Sugars (sugar, honey), Butter (milk)." Not when the product has less
 * than 0.5 g of sugars per serving (4)(f), or a single sugars-based ingredient named "…sugar…" (4)(d).
 *
 * @module
 */
import { factsOf, weightOrder } from './detect-allergens';
import { type IngredientFacts, ingredientFacts, statementPiece } from './ingredient-facts';
import type { AllergenProfile } from './profile';
import { CFIA_SUGARS_GROUP, namesSugar } from './sugars-based';
import type { AllergenDetection, AllergenIngredient, EmphasisRange, IngredientStatementParts } from './types';

/**
 * Builds the ingredient statement and the ranges a renderer must emphasise.
 *
 * @param ingredients - the recipe's ingredients (input order, as given to `detectAllergens`)
 * @param detection - the result of `detectAllergens` for the same ingredients and regulation
 * @param profile - the label format's allergen profile (`Regulation.allergens`)
 * @returns the plain statement ("" without ingredients) and emphasis ranges (EU, China)
 * @example
 * buildIngredientStatementParts(ings, detectAllergens(ings, eu.allergens), eu.allergens)
 * // → { text: 'Ingredients: Wheat flour, Whey (milk).', emphasis: [{ start: 13, end: 18 }, { start: 32, end: 36 }] }
 */
export function buildIngredientStatementParts(
  ingredients: readonly AllergenIngredient[],
  detection: AllergenDetection,
  profile: AllergenProfile,
  options: StatementOptions = {},
): IngredientStatementParts {
  const facts =
    factsOf(detection, ingredients, profile) ?? ingredients.map((ing) => ingredientFacts(ing, profile));
  const order = weightOrder(ingredients).filter((i) => facts[i]!.name.length > 0);
  if (order.length === 0) return { text: '', emphasis: [] };
  // A Chinese label whose ingredient names are all Chinese gets a Chinese list (GB 7718 4.1.3).
  const zh = profile.alt === 'zh' && order.every((i) => facts[i]!.chineseName);
  const [sep, head, tail] = zh ? ['、', '配料：', '。'] : [', ', 'Ingredients: ', '.'];

  const sugars = profile.groupsSugars ? sugarsGroup(ingredients, facts, order, options) : undefined;
  let text = head;
  const emphasis: EmphasisRange[] = [];
  const units = sugars?.units ?? order;
  for (let n = 0; n < units.length; n++) {
    const unit = units[n]!;
    if (n > 0) text += sep;
    const group = typeof unit === 'number' ? undefined : unit;
    if (group !== undefined) text += `${CFIA_SUGARS_GROUP.en} (`;
    const count = group === undefined ? 1 : group.length;
    for (let m = 0; m < count; m++) {
      const idx = group === undefined ? (unit as number) : group[m]!;
      if (m > 0) text += ', ';
      const keys = detection.perIngredient[idx] ?? [];
      const piece = statementPiece(ingredients[idx]!, facts[idx]!, keys, profile, zh);
      if (profile.emphasis) {
        const base = text.length;
        for (const mark of piece.marks) emphasis.push({ start: base + mark.start, end: base + mark.end });
      }
      // Members of the sugars group are printed entirely in lower case (B.01.008.3(3)(a)).
      text += group === undefined ? piece.text : piece.text.toLowerCase();
    }
    if (group !== undefined) text += ')';
  }
  return { text: text + tail, emphasis };
}

/** Options of the statement. */
export interface StatementOptions {
  /** Sugars per serving (g), for Canada's exemption from the sugars group (B.01.008.3(4)(f)). */
  readonly sugarsPerServingGrams?: number | undefined;
}

/**
 * Canada's list with its sugars group: ingredients (indexes) in print order, the group as the
 * array of its members heaviest first, placed by their total weight (B.01.008.3(2)(a)); undefined
 * when there is no group (no sugars-based ingredient, or an exemption of (4)).
 */
function sugarsGroup(
  ingredients: readonly AllergenIngredient[],
  facts: readonly IngredientFacts[],
  order: readonly number[],
  options: StatementOptions,
): { readonly units: readonly (number | readonly number[])[] } | undefined {
  let members: number[] | undefined;
  for (const i of order) {
    if (!(ingredients[i]!.sugarsBased ?? facts[i]!.sugarsBased)) continue;
    if (members === undefined) members = [];
    members.push(i);
  }
  if (members === undefined) return undefined;
  if (members.length === 1 && namesSugar(ingredients[members[0]!]!.name)) return undefined; // (4)(d)
  const sugars = options.sugarsPerServingGrams;
  if (sugars !== undefined && sugars < CFIA_SUGARS_GROUP.minSugarsPerServingGrams) return undefined; // (4)(f)
  let total = 0;
  for (const i of members) total += weightOf(ingredients[i]!);
  const units: (number | readonly number[])[] = [];
  let placed = false;
  for (const i of order) {
    if (members.includes(i)) continue;
    if (!placed && weightOf(ingredients[i]!) < total) {
      units.push(members);
      placed = true;
    }
    units.push(i);
  }
  if (!placed) units.push(members);
  return { units };
}

const weightOf = (i: AllergenIngredient): number => (Number.isFinite(i.weightGrams) ? i.weightGrams : 0);

/**
 * Builds the plain ingredient statement.
 *
 * @param ingredients - the recipe's ingredients (input order)
 * @param detection - the result of `detectAllergens` for the same ingredients and regulation
 * @param profile - the label format's allergen profile (`Regulation.allergens`)
 * @returns e.g. "Ingredients: Flour (wheat), Butter (milk), Sugar." ("" without ingredients)
 * @see 21 CFR 101.4(a)(1); FD&C Act §403(w)(1)(B); FDR B.01.010.1(8); Reg. (EU) 1169/2011 Art 21
 * @example
 * const ings = [{ name: 'flour', weightGrams: 200 }, { name: 'butter', weightGrams: 100 }, { name: 'sugar', weightGrams: 50 }];
 * buildIngredientStatement(ings, detectAllergens(ings, fda.allergens), fda.allergens)
 * // 'Ingredients: Flour (wheat), Butter (milk), Sugar.'
 */
export function buildIngredientStatement(
  ingredients: readonly AllergenIngredient[],
  detection: AllergenDetection,
  profile: AllergenProfile,
  options?: StatementOptions,
): string {
  return buildIngredientStatementParts(ingredients, detection, profile, options).text;
}
