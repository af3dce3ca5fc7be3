import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { textWidth, wrapSpans } from './text-metrics';

describe('textWidth', () => {
  test('sums per-character advances; CJK ideographs are 1 em, bold is wider', () => {
    // "Il" = 0.28 + 0.28 em at 10 px.
    expect(textWidth('Il', 10)).toBeCloseTo(5.6);
    expect(textWidth('营养', 12)).toBe(24);
    expect(textWidth('Fat', 10, true)).toBeGreaterThan(textWidth('Fat', 10));
  });
});

describe('wrapSpans', () => {
  test('breaks between words and keeps each word’s style', () => {
    const lines = wrapSpans([{ text: 'Contains: ', bold: true }, { text: 'Wheat, Milk, Eggs.' }], 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]?.[0]).toEqual({ text: 'Contains:', bold: true });
    expect(
      lines
        .flat()
        .map((s) => s.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe('Contains: Wheat, Milk, Eggs.');
  });

  test('every line fits unless it is one long word, and no word is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z营]{1,12}$/), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 20, max: 300 }),
        (words, width) => {
          const lines = wrapSpans([{ text: words.join(' ') }], 10, width);
          for (const line of lines) {
            const text = line.map((s) => s.text).join('');
            expect(textWidth(text, 10) <= width + 1e-9 || !/\s/.test(text)).toBe(true);
          }
          const all = lines.map((l) => l.map((s) => s.text).join('')).join('');
          expect(all.replace(/\s+/g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});
