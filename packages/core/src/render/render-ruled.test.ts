/**
 * The `ruled` block: a run of blocks with vertical rules from the top of its first block to the bottom
 * of its last, drawn alike in SVG (a rect per rule) and HTML (a border laid over the run).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { elements, parseXml, type XmlElement } from '../../test/xml';
import { type Block, type LabelLayout, LINE_HEIGHT, LINE_PADDING, type RuledBlock, span } from './layout';
import { layoutToHtml } from './render-html';
import { layoutToSvg } from './render-svg';

const FRAME = 1;
const PADDING = 5;
const WIDTH = 300;
/** Space above the run: a 2 px rule with its default 1 px margins. */
const ABOVE = 4;

const line = (size: number): Block => ({
  kind: 'line',
  size,
  cells: [{ spans: [span('Row')], from: 0, to: 1, align: 'start' }],
});

function layoutOf(run: RuledBlock): LabelLayout {
  return {
    regulation: 'fda',
    title: 'Test',
    lang: 'en',
    width: WIDTH,
    padding: PADDING,
    frame: FRAME,
    fontFamily: 'sans-serif',
    blocks: [{ kind: 'rule', weight: 2 }, run, { kind: 'rule', weight: 2 }],
    after: [],
  };
}

/** The SVG's filled rects narrower than they are tall: the vertical rules. */
const verticalRects = (svg: string): XmlElement[] =>
  elements(parseXml(svg)).filter(
    (e) =>
      e.name === 'rect' &&
      e.attributes.fill === '#000' &&
      Number(e.attributes.width) < Number(e.attributes.height),
  );

describe('a ruled run of blocks', () => {
  test('SVG: each rule centred on its fraction of the width, from the top of the run to its bottom', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 6, max: 30 }), { minLength: 1, maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0.25, 0.75, 1.5),
        (sizes, percents, weight) => {
          const rules = percents.map((p) => ({ at: p / 100, weight }));
          const svg = layoutToSvg(layoutOf({ kind: 'ruled', blocks: sizes.map(line), rules }));
          const drawn = verticalRects(svg);
          expect(drawn).toHaveLength(rules.length);
          const top = FRAME + PADDING + ABOVE;
          const height = sizes.reduce((h, size) => h + size * LINE_HEIGHT + 2 * LINE_PADDING, 0);
          rules.forEach((rule, i) => {
            const a = drawn[i]!.attributes;
            expect(Number(a.x)).toBeCloseTo(FRAME + PADDING + rule.at * WIDTH - weight / 2, 1);
            expect(Number(a.width)).toBeCloseTo(weight, 2);
            expect(Number(a.y)).toBeCloseTo(top, 1);
            expect(Number(a.height)).toBeCloseTo(height, 1);
          });
        },
      ),
    );
  });

  test('SVG: the run takes the height of its blocks, so what follows it does not move', () => {
    const blocks = [line(11), { kind: 'rule', weight: 0.75 } as const, line(11)];
    const plain = layoutToSvg(layoutOf({ kind: 'ruled', blocks, rules: [] }));
    const ruled = layoutToSvg(layoutOf({ kind: 'ruled', blocks, rules: [{ at: 0.5, weight: 1 }] }));
    expect(ruled.replace(/<rect x="[^"]*" y="[^"]*" width="1" height="[^"]*" fill="#000"\/>/, '')).toBe(
      plain,
    );
  });

  test('HTML: the blocks in a positioned box, each rule a border over its whole height', () => {
    const html = layoutToHtml(
      layoutOf({ kind: 'ruled', blocks: [line(11), line(11)], rules: [{ at: 0.7, weight: 0.5 }] }),
    );
    const box = elements(parseXml(html)).find((e) => e.attributes.style?.startsWith('position:relative'));
    expect(box).toBeDefined();
    const children = (box?.children ?? []).filter((c): c is XmlElement => typeof c !== 'string');
    // The two lines, then the rule.
    expect(children).toHaveLength(3);
    const style = children[2]!.attributes.style ?? '';
    expect(style).toContain('position:absolute;top:0;bottom:0;left:70%;');
    expect(style).toContain('margin-left:-0.25px;');
    expect(style).toContain('border-left:0.5px solid #000');
  });
});
