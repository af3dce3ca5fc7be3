/**
 * Every FDA display of api.md §12 (`options.layout`: vertical, tabular, linear, simplified), and the
 * panels of two columns (vertical and tabular: per serving / per container, as packaged / as prepared,
 * per RACC, bilingual), drawn by POST /label/render in chromium, its geometry measured with getBBox: no
 * two text boxes overlap, every bar has one of the weights its display specifies, and the whole panel
 * sits inside its box; in a panel of two columns, the vertical line (e)(3)/(e)(6) ask for between the
 * columns of each table, found between column 1's text and column 2's on every nutrient row it
 * crosses, from the first of those rows to the last, through no text (SVG and HTML alike). A
 * screenshot of each goes to test-artifacts/ (label-fda-<case>.png).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FDA_PANEL } from '../../../../packages/core/src/regulations/fda/layout';
import { SAMPLE_RULES } from '../../../../packages/core/src/regulations/fda/layouts/display-specs';
import {
  CAKE_MIX,
  CAKE_MIX_DIRECTIONS,
  COOKIE_BAG,
  COOKIE_PACK_51,
} from '../../../../packages/core/test/fda/column-cases';
import { FDA_SAMPLE_NUTRIENTS } from '../../../../packages/core/test/fixtures';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

/** FDA's Appendix B sample values (per 100 g; a 100 g serving of a 200 g package), with vitamin C. */
const SNACK = { ...FDA_SAMPLE_NUTRIENTS, vitamin_c: 4 };

/** A drink with nine of the nutrients of 101.9(f) insignificant, so that it may use the simplified format. */
const DRINK = {
  ...SNACK,
  total_fat: 0.2,
  saturated_fat: 0.1,
  dietary_fiber: 0.3,
  protein: 0.6,
  vitamin_d: 0,
  calcium: 10,
  iron: 0.1,
  vitamin_c: 0,
};

const recipe = (nutrients: object) => ({
  name: 'Snack',
  servingSizeGrams: 100,
  householdMeasure: '1 bar',
  ingredients: [{ name: 'Oats, honey and almonds', weightGrams: 200, nutrients }],
});

const rect = SAMPLE_RULES;
const VERTICAL = [FDA_PANEL.heavyBar, FDA_PANEL.bar, FDA_PANEL.hairline];
const REDUCED = [rect.heavy.value, rect.medium.value, rect.hairline.value];
const one = (layout: string, nutrients: object) => ({ recipe: recipe(nutrients), options: { layout } });
const CASES = [
  { name: 'vertical', body: one('vertical', SNACK), weights: VERTICAL, linear: false, columns: null },
  { name: 'tabular', body: one('tabular', SNACK), weights: REDUCED, linear: false, columns: null },
  { name: 'linear', body: one('linear', SNACK), weights: [rect.hairline.value], linear: true, columns: null },
  { name: 'simplified', body: one('simplified', DRINK), weights: VERTICAL, linear: false, columns: null },
  // Two columns: the vertical display of 101.9(e)(6)(i) and the tabular one of (e)(6)(ii).
  {
    name: 'vertical-dual',
    body: { recipe: COOKIE_BAG, options: { columns: 'dual' } },
    weights: VERTICAL,
    linear: false,
    columns: { headings: ['Per serving', 'Per container'], tables: 1 },
  },
  {
    name: 'vertical-prepared',
    body: { recipe: CAKE_MIX, options: { prepared: CAKE_MIX_DIRECTIONS } },
    weights: VERTICAL,
    linear: false,
    columns: { headings: ['As Packaged', 'As Prepared'], tables: 1 },
  },
  {
    name: 'vertical-per-racc',
    body: { recipe: COOKIE_PACK_51, options: { columns: 'dual' } },
    weights: VERTICAL,
    linear: false,
    columns: { headings: ['Per 30g', 'Per container'], tables: 1 },
  },
  {
    name: 'tabular-dual',
    body: { recipe: COOKIE_BAG, options: { layout: 'tabular', columns: 'dual' } },
    weights: REDUCED,
    linear: false,
    columns: { headings: ['Per serving', 'Per container'], tables: 2 },
  },
  {
    name: 'tabular-prepared',
    body: { recipe: CAKE_MIX, options: { layout: 'tabular', prepared: CAKE_MIX_DIRECTIONS } },
    weights: REDUCED,
    linear: false,
    columns: { headings: ['As Packaged', 'As Prepared'], tables: 2 },
  },
  {
    name: 'tabular-per-racc',
    body: { recipe: COOKIE_PACK_51, options: { layout: 'tabular', columns: 'dual' } },
    weights: REDUCED,
    linear: false,
    columns: { headings: ['Per 30g', 'Per container'], tables: 2 },
  },
  {
    name: 'tabular-dual-en-es',
    body: { recipe: COOKIE_BAG, options: { layout: 'tabular', columns: 'dual', language: 'en-es' } },
    weights: REDUCED,
    linear: false,
    columns: { headings: ['Per serving / Por porción', 'Per container / Por envase'], tables: 2 },
  },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
type TextBox = Box & { text: string };
interface Geometry {
  frame: Box;
  texts: TextBox[];
  bars: Box[];
}
/** A nutrient row: its box and the boxes of its texts. */
interface Row {
  box: Box;
  texts: TextBox[];
}

const overlaps = (a: Box, b: Box, tolerance = 0.5): boolean =>
  a.x + tolerance < b.x + b.width &&
  b.x + tolerance < a.x + a.width &&
  a.y + tolerance < b.y + b.height &&
  b.y + tolerance < a.y + a.height;

/**
 * The vertical line between the two columns of each table (101.9(e)(3), (e)(6)): for each pair of
 * column headings side by side, the one vertical line from the first heading's right edge to the
 * second's left edge. Then, on every nutrient row it crosses, the name and column 1's amount lie left
 * of it and column 2's amount right of it, no text across it; it runs from the first of those rows to
 * the last; and it crosses no text of the panel.
 */
function expectColumnLines(
  candidates: readonly Box[],
  texts: readonly TextBox[],
  rows: readonly Row[],
  columns: { readonly headings: readonly [string, string]; readonly tables: number },
): void {
  const [first, second] = columns.headings;
  // Each first heading with the nearest second heading right of it on its line.
  const pairs = texts
    .filter((a) => a.text === first)
    .flatMap((a) => {
      const beside = texts.filter((b) => b.text === second && Math.abs(a.y - b.y) < 1 && b.x > a.x);
      const nearest = beside.sort((p, q) => p.x - q.x)[0];
      return nearest === undefined ? [] : [[a, nearest] as const];
    });
  expect(pairs, 'column headings side by side').toHaveLength(columns.tables);
  for (const [a, b] of pairs) {
    const found = candidates.filter(
      (v) => v.height > 4 * v.width && v.x >= a.x + a.width && v.x + v.width <= b.x,
    );
    expect(found, `one line between "${first}" and "${second}"`).toHaveLength(1);
    const line = found[0]!;
    const middle = line.x + line.width / 2;
    const crossed = rows.filter((r) => r.box.x < middle && middle < r.box.x + r.box.width);
    expect(crossed.length).toBeGreaterThan(5);
    expect(line.y).toBeLessThanOrEqual(Math.min(...crossed.map((r) => r.box.y)) + 0.5);
    expect(line.y + line.height).toBeGreaterThanOrEqual(
      Math.max(...crossed.map((r) => r.box.y + r.box.height)) - 0.5,
    );
    for (const row of crossed) {
      const names = row.texts.map((t) => t.text).join(' | ');
      const left = row.texts.filter((t) => t.x + t.width <= line.x);
      const right = row.texts.filter((t) => t.x >= line.x + line.width);
      expect(left.length + right.length, `no text across the line: ${names}`).toBe(row.texts.length);
      expect(left.length, `the name and column 1 left of the line: ${names}`).toBeGreaterThanOrEqual(2);
      expect(right.length, `column 2 right of the line: ${names}`).toBeGreaterThanOrEqual(1);
    }
    for (const t of texts) expect(overlaps(t, line, 0), `"${t.text}" crosses the line`).toBe(false);
  }
}

describe('every FDA display in chromium', () => {
  test.each(CASES)(
    '$name: no overlapping text, bars of its weights, the panel inside its box',
    async ({ name, body, weights, linear, columns }) => {
      const markup = await server.render('svg', body);
      const page = await server.browser.context.newPage();
      try {
        await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
        const svg = page.locator('body > svg');
        writeFileSync(new URL(`label-fda-${name}.png`, ARTIFACTS), await svg.screenshot());
        // Boxes in the SVG's own units (getBBox); this tsconfig has no DOM types, hence the narrow cast.
        const boxes = (selector: string) =>
          page.locator(selector).evaluateAll((nodes) =>
            nodes.map((node) => {
              const e = node as unknown as { getBBox(): Box; textContent: string | null };
              const b = e.getBBox();
              return { x: b.x, y: b.y, width: b.width, height: b.height, text: e.textContent ?? '' };
            }),
          );
        const geometry: Geometry = {
          frame: (await boxes('body > svg > rect[stroke]'))[0]!,
          texts: await boxes('body > svg text'),
          bars: await boxes('body > svg rect[fill="#000"]'),
        };
        const { frame } = geometry;
        const bottom = frame.y + frame.height;
        // Text inside the frame (the statements below it are outside by design).
        const panel = geometry.texts.filter((t) => t.y < bottom);
        expect(panel.length).toBeGreaterThan(linear ? 3 : 15);
        for (const t of panel) {
          expect(t.x, t.text).toBeGreaterThanOrEqual(frame.x);
          expect(t.x + t.width, t.text).toBeLessThanOrEqual(frame.x + frame.width);
          expect(t.y + t.height, t.text).toBeLessThanOrEqual(bottom);
        }
        for (let i = 0; i < geometry.texts.length; i++) {
          for (let j = i + 1; j < geometry.texts.length; j++) {
            const [a, b] = [geometry.texts[i]!, geometry.texts[j]!];
            expect(overlaps(a, b), `"${a.text}" overlaps "${b.text}"`).toBe(false);
          }
        }
        // Each bar: its thickness (height of a horizontal one, width of a divider) is one of the display's weights.
        expect(geometry.bars.length).toBeGreaterThan(0);
        for (const bar of geometry.bars) {
          const weight = Math.min(bar.width, bar.height);
          expect(
            weights.some((w) => Math.abs(w - weight) < 0.01),
            `bar of ${weight}`,
          ).toBe(true);
          expect(bar.x).toBeGreaterThanOrEqual(frame.x);
          expect(bar.x + bar.width).toBeLessThanOrEqual(frame.x + frame.width + 0.01);
          expect(bar.y + bar.height).toBeLessThanOrEqual(bottom);
        }
        // The heaviest weight is drawn (the 7 pt / 10 px bars; the linear display's hairline).
        const heaviest = Math.max(...weights);
        expect(geometry.bars.some((b) => Math.abs(Math.min(b.width, b.height) - heaviest) < 0.01)).toBe(true);
        if (columns !== null) {
          const rows: Row[] = await page.locator('body > svg g[data-nutrient]').evaluateAll((nodes) =>
            nodes.map((node) => {
              const box = (e: unknown) => {
                const b = (e as { getBBox(): Box }).getBBox();
                return { x: b.x, y: b.y, width: b.width, height: b.height };
              };
              const g = node as unknown as {
                querySelectorAll(s: string): ArrayLike<{ textContent: string | null }>;
              };
              return {
                box: box(node),
                texts: Array.from(g.querySelectorAll('text'), (t) => ({
                  ...box(t),
                  text: t.textContent ?? '',
                })),
              };
            }),
          );
          expectColumnLines(geometry.bars, geometry.texts, rows, columns);
        }
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  test.each(CASES)(
    '$name as HTML: every nutrient row inside the framed panel, none overlapping another',
    async ({ name, body, linear, columns }) => {
      const markup = await server.render('html', body);
      const page = await server.browser.context.newPage();
      try {
        await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
        writeFileSync(
          new URL(`label-fda-${name}-html.png`, ARTIFACTS),
          await page.locator('figure').screenshot(),
        );
        const panel = (await page.locator('figure > div').first().boundingBox())!;
        const rows = await page.locator('[data-nutrient]').all();
        // The linear display is one paragraph: no row elements.
        if (linear) expect(rows).toHaveLength(0);
        else expect(rows.length).toBeGreaterThan(5);
        const boxes = [];
        for (const row of rows) {
          const box = (await row.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(panel.x);
          expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
          expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
          boxes.push({ ...box, text: (await row.textContent()) ?? '' });
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(overlaps(boxes[i]!, boxes[j]!), `"${boxes[i]!.text}" overlaps "${boxes[j]!.text}"`).toBe(
              false,
            );
        if (columns !== null) {
          // The boxes of the text itself (a Range over each leaf element), not of the cells.
          const geometry = await page.locator('figure').evaluate((figure) => {
            interface Node {
              children: ArrayLike<Node>;
              tagName: string;
              textContent: string | null;
              getAttribute(name: string): string | null;
              getBoundingClientRect(): Box;
              querySelectorAll(s: string): ArrayLike<Node>;
            }
            const doc = (globalThis as unknown as { document: { createRange(): unknown } }).document;
            const rect = (b: Box) => ({ x: b.x, y: b.y, width: b.width, height: b.height });
            const textBox = (e: Node) => {
              const range = doc.createRange() as {
                selectNodeContents(n: Node): void;
                getBoundingClientRect(): Box;
              };
              range.selectNodeContents(e);
              return { ...rect(range.getBoundingClientRect()), text: e.textContent ?? '' };
            };
            // Elements holding text and spans alone (a cell, a paragraph): the text of the panel.
            const leaves = (root: Node) =>
              Array.from(root.querySelectorAll('div, p'))
                .filter(
                  (e) =>
                    (e.textContent ?? '').trim() !== '' &&
                    Array.from(e.children).every((c) => c.tagName === 'SPAN'),
                )
                .map(textBox);
            const f = figure as unknown as Node;
            return {
              texts: leaves(f),
              rows: Array.from(f.querySelectorAll('[data-nutrient]'), (row) => ({
                box: rect(row.getBoundingClientRect()),
                texts: Array.from(row.children)
                  .filter((cell) => (cell.textContent ?? '').trim() !== '')
                  .map(textBox),
              })),
              lines: Array.from(f.querySelectorAll('div'))
                .filter((e) => (e.getAttribute('style') ?? '').startsWith('position:absolute'))
                .map((e) => rect(e.getBoundingClientRect())),
            };
          });
          expectColumnLines(geometry.lines, geometry.texts, geometry.rows, columns);
        }
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});
