/**
 * The whole allergen lexicon (one shared table for the four formats) and its compiled index.
 * The index is built once at module load: Latin terms are keyed by the stem of their first word
 * and tried longest first; Chinese terms are keyed by their first character and tried longest
 * first. Matching a name therefore costs time roughly linear in its length.
 *
 * @module
 */
import { BoundedMemo } from '../memo/bounded-memo';
import { fold, isWordChar, stem } from './fold';
import { LEXICON_ES } from './lexicon-es';
import { LEXICON_INTL } from './lexicon-intl';
import type { LexiconRow } from './lexicon-row';
import { LEXICON_US } from './lexicon-us';
import { LEXICON_ZH } from './lexicon-zh';

/** Every lexicon row: US big 9 (§8.4/§8.5), then §4.1 categories, then Chinese (§4.2). */
export const LEXICON: readonly LexiconRow[] = [...LEXICON_US, ...LEXICON_INTL, ...LEXICON_ES, ...LEXICON_ZH];

/** A term found in a folded name: its span in the folded text and the row it belongs to. */
export interface LexiconHit {
  readonly start: number;
  readonly end: number;
  readonly row: LexiconRow;
}

interface LatinCandidate {
  /** All stems of the term (two or more). */
  readonly stems: readonly string[];
  readonly row: LexiconRow;
}

interface CjkCandidate {
  readonly term: string;
  readonly row: LexiconRow;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const WORD = /[a-z0-9]+/g;

/**
 * The stems of a folded Latin text's words.
 *
 * @example termStems('Peanuts Butter') // ['peanut', 'butter']
 */
export function termStems(text: string): string[] {
  return (fold(text).match(WORD) ?? []).map(stem);
}

/** Normalised form of a term, used as its identity (and to find duplicates). */
export function termIdentity(term: string): string {
  const folded = fold(term);
  return CJK.test(folded) ? folded.replace(/\s+/g, '') : termStems(term).join(' ');
}

/** Latin terms sharing a first word: the one-word term, and longer terms keyed by their second word. */
interface FirstWordEntry {
  single?: LexiconRow;
  readonly longer: Map<string, LatinCandidate[]>;
}

function compile(lexicon: readonly LexiconRow[]) {
  const latin = new Map<string, FirstWordEntry>();
  const cjk = new Map<string, CjkCandidate[]>();
  for (const row of lexicon) {
    for (const term of row.terms) {
      const folded = fold(term);
      if (CJK.test(folded)) {
        const t = folded.replace(/\s+/g, '');
        const first = t[0]!;
        const list = cjk.get(first) ?? [];
        list.push({ term: t, row });
        cjk.set(first, list);
        continue;
      }
      const stems = termStems(term);
      const [first, second] = stems;
      if (first === undefined) continue;
      const entry = latin.get(first) ?? { longer: new Map<string, LatinCandidate[]>() };
      latin.set(first, entry);
      if (second === undefined) {
        entry.single ??= row;
      } else {
        const list = entry.longer.get(second) ?? [];
        list.push({ stems, row });
        entry.longer.set(second, list);
      }
    }
  }
  for (const entry of latin.values()) {
    for (const list of entry.longer.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  }
  for (const list of cjk.values()) list.sort((a, b) => b.term.length - a.term.length);
  return { latin, cjk };
}

const INDEX = compile(LEXICON);

interface Word {
  readonly stem: string;
  readonly start: number;
  readonly end: number;
  /** A hard break (, ; : . | +) separates this word from the previous one: "coconut, milk" is two terms. */
  readonly breakBefore: boolean;
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
/** , ; : . | + */
const isHardBreak = (c: number): boolean =>
  c === 44 || c === 59 || c === 58 || c === 46 || c === 124 || c === 43;

/** Splits folded text into stemmed words (a hand-written scan: this is the hot loop). */
function words(text: string): Word[] {
  const out: Word[] = [];
  const n = text.length;
  let hard = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWordCode(c)) {
      const start = i;
      while (i < n && isWordCode(text.charCodeAt(i))) i++;
      out.push({ stem: stem(text.slice(start, i)), start, end: i, breakBefore: hard });
      hard = false;
    } else {
      if (isHardBreak(c)) hard = true;
      i++;
    }
  }
  return out;
}

function matchLatin(text: string, hits: LexiconHit[]): void {
  const ws = words(text);
  const n = ws.length;
  let i = 0;
  while (i < n) {
    const w = ws[i]!;
    const entry = INDEX.latin.get(w.stem);
    let matched = 0;
    if (entry) {
      const next = ws[i + 1];
      const longer = next && !next.breakBefore ? entry.longer.get(next.stem) : undefined;
      if (longer) {
        for (const c of longer) {
          const len = c.stems.length;
          if (i + len > n) continue;
          let ok = true;
          for (let k = 2; k < len; k++) {
            const wk = ws[i + k]!;
            if (wk.breakBefore || wk.stem !== c.stems[k]) {
              ok = false;
              break;
            }
          }
          if (ok) {
            hits.push({ start: w.start, end: ws[i + len - 1]!.end, row: c.row });
            matched = len;
            break;
          }
        }
      }
      if (matched === 0 && entry.single) {
        hits.push({ start: w.start, end: w.end, row: entry.single });
        matched = 1;
      }
    }
    i += matched || 1;
  }
}

function matchCjk(text: string, hits: LexiconHit[]): void {
  CJK_RUN.lastIndex = 0;
  for (let m = CJK_RUN.exec(text); m !== null; m = CJK_RUN.exec(text)) {
    const run = m[0];
    let i = 0;
    while (i < run.length) {
      const candidates = INDEX.cjk.get(run[i]!);
      let matched = 0;
      if (candidates) {
        for (const c of candidates) {
          if (run.startsWith(c.term, i)) {
            hits.push({ start: m.index + i, end: m.index + i + c.term.length, row: c.row });
            matched = c.term.length;
            break;
          }
        }
      }
      i += matched || 1;
    }
  }
}

/**
 * Finds the lexicon terms in a folded name, leftmost and longest first, so that "peanut butter"
 * beats "butter" and a false friend ("coconut milk") hides the term inside it.
 *
 * @param folded - a name passed through `fold`
 * @returns the hits in order of position
 * @example matchTerms(fold('Peanut butter')).length // 1 (the "peanut butter" row)
 */
export function matchTerms(folded: string): readonly LexiconHit[] {
  // Ingredient names repeat across labels ("Butter", "Sugar"): remember recent ones, within a bound.
  return HIT_MEMO.get(folded) ?? HIT_MEMO.set(folded, scanTerms(folded));
}

/** Hits of recently seen folded names. */
const HIT_MEMO = new BoundedMemo<string, readonly LexiconHit[]>(4096);

function scanTerms(folded: string): readonly LexiconHit[] {
  const hits: LexiconHit[] = [];
  matchLatin(folded, hits);
  if (CJK.test(folded)) {
    const latinCount = hits.length;
    matchCjk(folded, hits);
    if (latinCount > 0) hits.sort((a, b) => a.start - b.start);
  }
  return hits;
}

/** True when the folded text contains Chinese characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** True when position `p` of a folded text begins a Latin word. */
export function isWordStart(text: string, p: number): boolean {
  return p === 0 || !isWordChar(text[p - 1]);
}
