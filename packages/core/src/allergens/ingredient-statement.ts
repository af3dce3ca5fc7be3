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
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import { analyzeIngredient } from './analyze-ingredient';
import { type DeclarationName, declarationName } from './declaration-name';
import { analysesOf, weightOrder } from './detect-allergens';
import { foldWithMap, isPlainAscii, isWordChar } from './fold';
import { hasCjk, isWordStart, type LexiconHit } from './lexicon';
import { REGULATION_PROFILES } from './regulation-profiles';
import type {
  AllergenDetection,
  AllergenIngredient,
  AllergenRegulation,
  EmphasisRange,
  IngredientStatementParts,
} from './types';

function capitalise(name: string): string {
  if (name.charCodeAt(0) < 128) return name.charAt(0).toUpperCase() + name.slice(1);
  const first = name.codePointAt(0);
  if (first === undefined) return name;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + name.slice(ch.length);
}

/** A folded offset back in the displayed name. */
function toDisplay(p: number, map: readonly number[] | undefined, shift: number): number {
  return map ? map[p]! : p - shift;
}

/** True when `pos` lies inside a bracketed sub-ingredient list of the name: "Chips (sugar, whey)". */
function insideBrackets(display: string, pos: number): boolean {
  let depth = 0;
  for (let i = 0; i < pos; i++) {
    const c = display[i];
    if (c === '(' || c === '[' || c === '（') depth++;
    else if ((c === ')' || c === ']' || c === '）') && depth > 0) depth--;
  }
  return depth > 0;
}

function brings(hit: LexiconHit, key: AllergenKey): boolean {
  return hit.row.allergens.some((r) => r.key === key);
}

/** Where the folded name already names the allergen, or undefined. */
function namedAt(
  folded: string,
  hits: readonly LexiconHit[],
  key: AllergenKey,
  stems: readonly string[],
): readonly [number, number] | undefined {
  for (const s of stems) {
    const cjk = hasCjk(s);
    for (let p = folded.indexOf(s); p >= 0; p = folded.indexOf(s, p + 1)) {
      const cover = hits.find((h) => h.start <= p && p < h.end);
      // Inside a hit that brings the allergen any position counts ("buttermilk"); elsewhere only a
      // word start, and never inside a term that does not bring it ("coconut milk").
      const ok = cover ? brings(cover, key) : cjk || isWordStart(folded, p);
      if (!ok) continue;
      let end = p + s.length;
      if (!cjk) while (isWordChar(folded[end])) end++;
      return [p, end];
    }
  }
  return undefined;
}

/**
 * Builds the ingredient statement and the ranges a renderer must emphasise.
 *
 * @param ingredients - the recipe's ingredients (input order, as given to `detectAllergens`)
 * @param detection - the result of `detectAllergens` for the same ingredients and regulation
 * @param regulation - the label format
 * @returns the plain statement ("" without ingredients) and emphasis ranges (EU, China)
 * @example
 * buildIngredientStatementParts(ings, detectAllergens(ings, 'eu'), 'eu')
 * // → { text: 'Ingredients: Wheat flour, Whey (milk).', emphasis: [{ start: 13, end: 18 }, { start: 32, end: 36 }] }
 */
export function buildIngredientStatementParts(
  ingredients: readonly AllergenIngredient[],
  detection: AllergenDetection,
  regulation: AllergenRegulation,
): IngredientStatementParts {
  const profile = REGULATION_PROFILES[regulation];
  const order = weightOrder(ingredients).filter((i) => ingredients[i]!.name.trim().length > 0);
  if (order.length === 0) return { text: '', emphasis: [] };
  // A Chinese label whose ingredient names are all Chinese gets a Chinese list (GB 7718 4.1.3).
  const zh = regulation === 'china' && order.every((i) => hasCjk(ingredients[i]!.name));
  const [open, close, sep, head, tail] = zh
    ? ['（', '）', '、', '配料：', '。']
    : [' (', ')', ', ', 'Ingredients: ', '.'];

  const memo = analysesOf(detection, ingredients, regulation);
  let text = head;
  const emphasis: EmphasisRange[] = [];
  for (let n = 0; n < order.length; n++) {
    const idx = order[n]!;
    const ing = ingredients[idx]!;
    const display = capitalise(ing.name.trim());
    const keys = detection.perIngredient[idx] ?? [];
    if (n > 0) text += sep;
    if (keys.length === 0) {
      text += display;
      continue;
    }
    // Reuse detection's analysis for plain-ASCII names (folding kept offsets; only the leading
    // blanks that trim() removed shift them); fold the displayed name again otherwise.
    const reused = memo?.[idx];
    const plain = reused !== undefined && isPlainAscii(ing.name);
    const shift = plain ? ing.name.length - ing.name.trimStart().length : 0;
    const { text: folded, map } = plain ? { text: reused.folded, map: undefined } : foldWithMap(display);
    const analysis = plain ? reused : analyzeIngredient(folded, ing.allergens, profile);

    // Named allergens are emphasised where they stand; the others get "(source)" after the name,
    // or right after their term inside a sub-ingredient list ("Chocolate chips (sugar, whey (milk))").
    const named: (readonly [number, number])[] = [];
    const inserts: { readonly pos: number; readonly words: string[] }[] = [];
    const inserted: string[] = [];
    for (const item of analysis.items) {
      if (!keys.includes(item.key)) continue;
      // A category without species gives way to a species of the same key in this ingredient.
      if (!item.species && analysis.items.some((o) => o.key === item.key && o.species)) continue;
      const dn: DeclarationName | undefined = declarationName(item, profile);
      if (!dn) continue;
      const at = namedAt(folded, analysis.hits, item.key, dn.stems);
      if (at) {
        const start = toDisplay(at[0], map, shift);
        named.push([start, Math.max(toDisplay(at[1], map, shift), start + 1)]);
        continue;
      }
      const word = zh ? dn.inListZh : dn.inList;
      if (inserted.includes(word)) continue;
      inserted.push(word);
      const hitStart = item.hit ? toDisplay(item.hit.start, map, shift) : 0;
      const pos =
        item.hit && insideBrackets(display, hitStart) ? toDisplay(item.hit.end, map, shift) : display.length;
      const at2 = inserts.find((x) => x.pos === pos);
      if (at2) at2.words.push(word);
      else inserts.push({ pos, words: [word] });
    }
    if (inserts.length > 1) inserts.sort((a, b) => a.pos - b.pos);

    const marks: EmphasisRange[] = [];
    const base = text.length;
    let from = 0;
    let added = 0;
    for (const { pos, words } of inserts) {
      for (const [a, b] of named)
        if (a >= from && a < pos) marks.push({ start: base + a + added, end: base + b + added });
      text += display.slice(from, pos) + open;
      words.forEach((word, k) => {
        if (k > 0) text += sep;
        marks.push({ start: text.length, end: text.length + word.length });
        text += word;
      });
      text += close;
      added = text.length - base - pos;
      from = pos;
    }
    for (const [a, b] of named) if (a >= from) marks.push({ start: base + a + added, end: base + b + added });
    text += display.slice(from);
    if (profile.emphasis && marks.length > 0) emphasis.push(...marks.sort((a, b) => a.start - b.start));
  }
  return { text: text + tail, emphasis };
}

/**
 * Builds the plain ingredient statement.
 *
 * @param ingredients - the recipe's ingredients (input order)
 * @param detection - the result of `detectAllergens` for the same ingredients and regulation
 * @param regulation - the label format
 * @returns e.g. "Ingredients: Flour (wheat), Butter (milk), Sugar." ("" without ingredients)
 * @see 21 CFR 101.4(a)(1); FD&C Act §403(w)(1)(B); FDR B.01.010.1(8); Reg. (EU) 1169/2011 Art 21
 * @example
 * const ings = [{ name: 'flour', weightGrams: 200 }, { name: 'butter', weightGrams: 100 }, { name: 'sugar', weightGrams: 50 }];
 * buildIngredientStatement(ings, detectAllergens(ings, 'fda'), 'fda')
 * // 'Ingredients: Flour (wheat), Butter (milk), Sugar.'
 */
export function buildIngredientStatement(
  ingredients: readonly AllergenIngredient[],
  detection: AllergenDetection,
  regulation: AllergenRegulation,
): string {
  return buildIngredientStatementParts(ingredients, detection, regulation).text;
}
