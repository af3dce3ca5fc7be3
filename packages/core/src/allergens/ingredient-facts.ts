/**
 * What one ingredient brings under one regulation: its analysis, its allergen keys and printed
 * names in the regulation's order, the warnings it raises and its piece of the ingredient
 * statement. All of it is a pure function of (regulation, name, explicit allergens), and names
 * repeat across labels ("Butter", "Sugar"), so recent results are remembered within a bound.
 *
 * @module
 */
import { BoundedMemo } from '../memo/bounded-memo';
import type { AllergenKey } from './allergen-keys';
import { analyzeIngredient, type IngredientAnalysis, type IngredientItem } from './analyze-ingredient';
import { type DeclarationName, declarationName } from './declaration-name';
import { fold, foldWithMap, isPlainAscii, isWordChar } from './fold';
import { hasCjk, isWordStart, type LexiconHit } from './lexicon';
import type { AllergenProfile } from './profile';
import { isSugarsBased } from './sugars-based';
import type { AllergenIngredient, EmphasisRange } from './types';

/** One allergen of the ingredient with the name it is declared under (undefined: not printed). */
export interface DeclaredItem {
  readonly key: AllergenKey;
  readonly name: DeclarationName | undefined;
}

/** The ingredient's text in the statement, with emphasis ranges relative to its own start. */
export interface StatementPiece {
  readonly text: string;
  readonly marks: readonly EmphasisRange[];
}

/** Everything allergen detection and the ingredient statement need from one ingredient. */
export interface IngredientFacts {
  /** The name as printed in "sources": trimmed. */
  readonly name: string;
  /** The name holds Chinese characters (a Chinese label lists such ingredients in Chinese). */
  readonly chineseName: boolean;
  readonly analysis: IngredientAnalysis;
  /** The keys it brings, in the regulation's order (frozen: handed out as `perIngredient`). */
  readonly keys: readonly AllergenKey[];
  /** Its items in the regulation's order, each with its declaration name. */
  readonly declared: readonly DeclaredItem[];
  /** Ambiguities, missing species and unknown explicit words, worded for the user. */
  readonly warnings: readonly string[];
  /** Canada: the name is that of a sugars-based ingredient (sugars-based.ts); false elsewhere. */
  readonly sugarsBased: boolean;
  /** Its statement piece for a Latin list [0] and a Chinese list [1], built on first use. */
  readonly pieces: [StatementPiece | undefined, StatementPiece | undefined];
}

/** How the "name the species" warning speaks about each key that needs one. */
const SPECIES_WORDING: Readonly<
  Partial<Record<AllergenKey, readonly [what: string, noun: string, example: string]>>
> = {
  fish: ['fish', 'species', 'anchovy'],
  crustacean_shellfish: ['crustacean shellfish', 'species', 'shrimp'],
  molluscs: ['molluscs', 'species', 'oyster'],
  tree_nuts: ['tree nuts', 'nut', 'almond'],
  gluten: ['a gluten cereal', 'cereal', 'barley'],
};

function warningsOf(name: string, a: IngredientAnalysis, profile: AllergenProfile): string[] {
  const out: string[] = [];
  for (const q of a.questions) {
    out.push(`Ingredient "${name}" may contain ${q.hint}: add the allergen explicitly to declare it.`);
  }
  for (const item of a.items) {
    const rule = profile.rules[item.key];
    if (!rule?.speciesRequired || item.species) continue;
    if (a.items.some((o) => o.key === item.key && o.species)) continue;
    const [what, noun, example] = SPECIES_WORDING[item.key] ?? [item.key, 'species', ''];
    out.push(
      `Ingredient "${name}" contains ${what} but does not name the ${noun}: add it explicitly (e.g. "${example}") so that the declaration names it.`,
    );
  }
  for (const term of a.unknown) {
    out.push(`Ingredient "${name}": "${term}" is not a known allergen and was ignored.`);
  }
  return out;
}

function byRegulationOrder(profile: AllergenProfile): (x: AllergenKey, y: AllergenKey) => number {
  return (x, y) => profile.order.indexOf(x) - profile.order.indexOf(y);
}

function computeFacts(ingredient: AllergenIngredient, profile: AllergenProfile): IngredientFacts {
  const analysis = analyzeIngredient(fold(ingredient.name), ingredient.allergens, profile);
  const order = byRegulationOrder(profile);
  const keys: AllergenKey[] = [];
  for (const item of analysis.items) if (!keys.includes(item.key)) keys.push(item.key);
  keys.sort(order);
  const items: readonly IngredientItem[] =
    analysis.items.length > 1 ? [...analysis.items].sort((x, y) => order(x.key, y.key)) : analysis.items;
  const name = ingredient.name.trim();
  return {
    name,
    chineseName: hasCjk(name),
    analysis,
    keys: Object.freeze(keys),
    declared: items.map((item) => ({ key: item.key, name: declarationName(item, profile) })),
    warnings: warningsOf(name, analysis, profile),
    sugarsBased: profile.groupsSugars && isSugarsBased(name),
    pieces: [undefined, undefined],
  };
}

/** Facts of recently seen ingredients per regulation, by name (and by name and explicit allergens). */
const BY_NAME = new Map<AllergenProfile, BoundedMemo<string, IngredientFacts>>();
const BY_NAME_AND_ALLERGENS = new Map<AllergenProfile, BoundedMemo<string, IngredientFacts>>();
const MEMO_LIMIT = 512;

function memoOf(
  memos: Map<AllergenProfile, BoundedMemo<string, IngredientFacts>>,
  profile: AllergenProfile,
): BoundedMemo<string, IngredientFacts> {
  let memo = memos.get(profile);
  if (memo === undefined) {
    memo = new BoundedMemo(MEMO_LIMIT);
    memos.set(profile, memo);
  }
  return memo;
}

/**
 * The facts of one ingredient under one regulation (remembered: callers must not mutate them).
 *
 * @param ingredient - name and optional explicit allergens
 * @param profile - the regulation's allergen rules
 * @returns analysis, ordered keys and names, warnings
 */
export function ingredientFacts(ingredient: AllergenIngredient, profile: AllergenProfile): IngredientFacts {
  const explicit = ingredient.allergens;
  const [memo, id] =
    explicit === undefined
      ? [memoOf(BY_NAME, profile), ingredient.name]
      : [memoOf(BY_NAME_AND_ALLERGENS, profile), JSON.stringify([ingredient.name, explicit])];
  return memo.get(id) ?? memo.set(id, computeFacts(ingredient, profile));
}

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
 * The ingredient's piece of the statement: its name capitalised, allergen words it already names
 * marked for emphasis, the others added in parentheses (after the name, or right after their term
 * inside a bracketed sub-ingredient list: "Chocolate chips (sugar, whey (milk))").
 *
 * @param ingredient - the ingredient as given
 * @param facts - its facts under the regulation
 * @param keys - the keys to declare for it (normally `facts.keys`)
 * @param profile - the regulation's allergen rules
 * @param zh - true for a Chinese ingredient list
 */
export function statementPiece(
  ingredient: AllergenIngredient,
  facts: IngredientFacts,
  keys: readonly string[],
  profile: AllergenProfile,
  zh: boolean,
): StatementPiece {
  const cacheable = keys === facts.keys;
  const slot = zh ? 1 : 0;
  const cached = cacheable ? facts.pieces[slot] : undefined;
  if (cached !== undefined) return cached;
  const piece = buildPiece(ingredient, facts.analysis, keys, profile, zh);
  if (cacheable) facts.pieces[slot] = piece;
  return piece;
}

function buildPiece(
  ingredient: AllergenIngredient,
  reused: IngredientAnalysis,
  keys: readonly string[],
  profile: AllergenProfile,
  zh: boolean,
): StatementPiece {
  const display = capitalise(ingredient.name.trim());
  if (keys.length === 0) return { text: display, marks: [] };
  const [open, close, sep] = zh ? ['（', '）', '、'] : [' (', ')', ', '];
  // Reuse the analysis for plain-ASCII names (folding kept offsets; only the leading blanks that
  // trim() removed shift them); fold the displayed name again otherwise.
  const plain = isPlainAscii(ingredient.name);
  const shift = plain ? ingredient.name.length - ingredient.name.trimStart().length : 0;
  const { text: folded, map } = plain ? { text: reused.folded, map: undefined } : foldWithMap(display);
  const analysis = plain ? reused : analyzeIngredient(folded, ingredient.allergens, profile);

  const named: (readonly [number, number])[] = [];
  const inserts: { readonly pos: number; readonly words: string[] }[] = [];
  const inserted: string[] = [];
  for (const item of analysis.items) {
    if (!keys.includes(item.key)) continue;
    // A category without species gives way to a species of the same key in this ingredient.
    if (!item.species && analysis.items.some((o) => o.key === item.key && o.species)) continue;
    const dn = declarationName(item, profile);
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
  let text = '';
  let from = 0;
  let added = 0;
  for (const { pos, words } of inserts) {
    for (const [a, b] of named) if (a >= from && a < pos) marks.push({ start: a + added, end: b + added });
    text += display.slice(from, pos) + open;
    words.forEach((word, k) => {
      if (k > 0) text += sep;
      marks.push({ start: text.length, end: text.length + word.length });
      text += word;
    });
    text += close;
    added = text.length - pos;
    from = pos;
  }
  for (const [a, b] of named) if (a >= from) marks.push({ start: a + added, end: b + added });
  text += display.slice(from);
  return { text, marks: marks.sort((a, b) => a.start - b.start) };
}
