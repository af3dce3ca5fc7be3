import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CFIA_GRANOLA, CHINA_BISCUIT, EU_BISCUIT, labelOf, SHORTBREAD } from '../../test/fixtures';
import { elements, parseXml, textOf } from '../../test/xml';
import type { LabelResult } from '../label/types';
import { renderLabelHtml } from './render-html';
import { renderLabelSvg } from './render-svg';

const EVIL = `Flour"><script>alert('x')</script><img src=x onerror="alert(1)"> & </text></svg>`;

/** The shortbread with a hostile ingredient name, labelled by the engine. */
const hostile = labelOf(
  {
    ...SHORTBREAD,
    householdMeasure: `2 "cookies" <b>`,
    ingredients: SHORTBREAD.ingredients.map((i, n) => (n === 0 ? { ...i, name: EVIL } : i)),
  },
  'fda',
);

/** A label whose every user-visible string is `text`. */
function labelWith(base: LabelResult, text: string): LabelResult {
  return {
    ...base,
    ingredientStatement: text,
    allergens: { ...base.allergens, declaration: text },
    label: {
      ...base.label,
      title: text,
      servingSize: text,
      servingSizeText: text,
      servingsPerContainer: text,
    },
  };
}

describe.each([
  ['svg', renderLabelSvg],
  ['html', renderLabelHtml],
] as const)('%s output with hostile names', (_, render) => {
  test('a <script> and quotes in an ingredient name stay text', () => {
    const markup = render(hostile);
    const root = parseXml(markup);
    expect(markup).not.toMatch(/<script|<img/i);
    expect(elements(root).some((e) => Object.keys(e.attributes).some((a) => a.startsWith('on')))).toBe(false);
    // Only the renderer's own element names appear.
    const names = new Set(elements(root).map((e) => e.name));
    for (const name of names)
      expect(['svg', 'title', 'rect', 'text', 'tspan', 'g', 'figure', 'div', 'span', 'p']).toContain(name);
    // The name is printed as written (the ingredient statement wraps in SVG, so compare without spaces).
    expect(textOf(root).replace(/\s+/g, '')).toContain(EVIL.replace(/\s+/g, ''));
    expect(textOf(root)).toContain('2 "cookies" <b>');
  });

  test.each([
    ['fda', hostile],
    ['cfia', CFIA_GRANOLA],
    ['eu', EU_BISCUIT],
    ['china', CHINA_BISCUIT],
  ] as const)(
    '%s: any string in any text field parses back to itself and adds no element or attribute',
    (__, base) => {
      const reference = parseXml(render(labelWith(base, 'x')));
      const shape = (root: ReturnType<typeof parseXml>) =>
        elements(root).map((e) => `${e.name}:${Object.keys(e.attributes).join(',')}`);
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
          const root = parseXml(render(labelWith(base, text)));
          expect(root.attributes['data-regulation']).toBe(base.label.regulation);
          const kept = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
          expect(textOf(root).replace(/\s+/g, '')).toContain(kept.replace(/\s+/g, ''));
          // Same elements and attribute names as for a harmless string, except for extra wrapped lines.
          const a = new Set(shape(root));
          for (const s of a) expect(new Set(shape(reference)).has(s)).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
  );
});
