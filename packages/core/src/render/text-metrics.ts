/**
 * Approximate text widths for wrapping SVG paragraphs (SVG has no text flow). The
 * factors are average advance widths of Helvetica/Arial in em; CJK ideographs are 1 em.
 *
 * @module
 */
import type { Span } from './layout';

/** Average advance width in em by character class (Helvetica/Arial). */
const ADVANCE = { narrow: 0.28, digit: 0.56, upper: 0.68, lower: 0.52, wide: 1, other: 0.56 } as const;
const BOLD_FACTOR = 1.07;

function advance(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return ADVANCE.wide;
  if (/[ iIjl.,:;'|!()[\]]/.test(char)) return ADVANCE.narrow;
  if (/\d/.test(char)) return ADVANCE.digit;
  if (/[A-Z]/.test(char)) return ADVANCE.upper;
  if (/[a-z]/.test(char)) return ADVANCE.lower;
  return ADVANCE.other;
}

/**
 * Estimated width of a text in px.
 *
 * @example textWidth('Calories', 10) // about 45
 */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const char of text) em += advance(char);
  return em * size * (bold ? BOLD_FACTOR : 1);
}

/** Splits spans into words (a CJK character is a word) keeping each word's style. */
function words(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    for (const part of s.text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? []) {
      out.push({ ...s, text: part });
    }
  }
  return out;
}

/**
 * Greedy line breaking of styled text to a width.
 *
 * @returns one span list per line; whitespace at line starts is dropped
 * @example wrapSpans([{ text: 'a b' }], 10, 8).length // 2
 */
export function wrapSpans(spans: readonly Span[], size: number, width: number): Span[][] {
  const lines: Span[][] = [];
  let line: Span[] = [];
  let used = 0;
  for (const word of words(spans)) {
    const isSpace = /^\s+$/.test(word.text);
    const w = textWidth(isSpace ? ' ' : word.text, word.size ?? size, word.bold);
    if (isSpace) {
      if (line.length > 0) {
        line.push({ ...word, text: ' ' });
        used += w;
      }
      continue;
    }
    if (used + w > width && line.length > 0) {
      while (line.length > 0 && line[line.length - 1]?.text === ' ') line.pop();
      lines.push(merge(line));
      line = [];
      used = 0;
    }
    line.push(word);
    used += w;
  }
  while (line.length > 0 && line[line.length - 1]?.text === ' ') line.pop();
  if (line.length > 0) lines.push(merge(line));
  return lines;
}

/** Joins neighbouring spans of the same style. */
function merge(line: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of line) {
    const last = out[out.length - 1];
    if (last && !!last.bold === !!s.bold && !!last.italic === !!s.italic && last.size === s.size) {
      out[out.length - 1] = { ...last, text: last.text + s.text };
    } else {
      out.push(s);
    }
  }
  return out;
}
