/**
 * Text folding for matching: lowercase, accents removed ("crème" → "creme"), ligatures spelled
 * out ("œuf" → "oeuf", "ß" → "ss"), possessive "'s" kept as "s" ("brewer's" → "brewers") and other
 * apostrophes turned into spaces ("d'huître" → "d huitre"). Also the singular stem of a word.
 *
 * @module
 */

/** Folded text plus, for each folded UTF-16 unit, the offset of the source character it came from. */
export interface FoldedText {
  readonly text: string;
  /**
   * `map[i]` is the source offset of `text[i]`; `map[text.length]` is the source length.
   * Absent when folding kept every offset (plain ASCII): the offsets are then the same.
   */
  readonly map?: readonly number[];
}

/** Printable ASCII without apostrophes: folding is then just lowercasing, offsets unchanged. */
const PLAIN_ASCII = /^[\x20-\x26\x28-\x5f\x61-\x7e]*$/;
const MARKS = /\p{M}+/gu;
const APOSTROPHES = new Set(["'", '’', '‘', 'ʼ', '`', '´']);
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  ð: 'd',
  þ: 'th',
};
const WORD_CHAR = /[a-z0-9]/;

function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  if (lower <= '\x7f') return lower;
  const stripped = lower.normalize('NFKD').replace(MARKS, '');
  let out = '';
  for (const c of stripped) out += LIGATURES[c] ?? c;
  return out;
}

function foldApostrophe(source: string, index: number): string {
  // "brewer's yeast" keeps the "s" attached; "d'huître" splits into two words.
  const next = source[index + 1];
  const after = source[index + 2];
  return (next === 's' || next === 'S') && (after === undefined || !WORD_CHAR.test(after.toLowerCase()))
    ? ''
    : ' ';
}

/**
 * Folds a text and keeps the offsets back to the source (the ingredient statement needs them to
 * emphasise allergen words).
 *
 * @param source - any text
 * @returns the folded text and its offset map
 * @example foldWithMap('Crème').text // 'creme'
 */
export function foldWithMap(source: string): FoldedText {
  if (PLAIN_ASCII.test(source)) return { text: source.toLowerCase() };
  const map: number[] = [];
  let text = '';
  let i = 0;
  for (const ch of source) {
    const out = APOSTROPHES.has(ch) ? foldApostrophe(source, i) : foldChar(ch);
    for (let k = 0; k < out.length; k++) map.push(i);
    text += out;
    i += ch.length;
  }
  map.push(source.length);
  return { text, map };
}

/**
 * True when folding only lowercases the text (printable ASCII, no apostrophe): offsets are kept.
 *
 * @example isPlainAscii('Wheat flour') // true
 */
export function isPlainAscii(source: string): boolean {
  return PLAIN_ASCII.test(source);
}

/**
 * Folds a text for matching (no offsets).
 *
 * @example fold("Brewer’s Yeast") // 'brewers yeast'
 */
export function fold(source: string): string {
  return PLAIN_ASCII.test(source) ? source.toLowerCase() : foldWithMap(source).text;
}

/**
 * The singular stem of a folded Latin word, applied alike to lexicon terms and ingredient words so
 * that "anchovies" meets "anchovy" and "peanuts" meets "peanut".
 *
 * @example stem('anchovies') // 'anchovy'
 */
export function stem(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (n > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || word.endsWith('ches') || word.endsWith('shes') || word.endsWith('xes')) {
    return word.slice(0, -2);
  }
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

/** True when `c` (one UTF-16 unit) is a folded Latin letter or digit. */
export function isWordChar(c: string | undefined): boolean {
  return c !== undefined && WORD_CHAR.test(c);
}
