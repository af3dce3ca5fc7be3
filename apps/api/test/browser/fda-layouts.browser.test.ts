/**
 * Every FDA display of api.md §12 (`options.layout`: vertical, tabular, linear, simplified), and the
 * panels of two columns (vertical and tabular: per serving / per container, as packaged / as prepared,
 * per RACC, bilingual), drawn by POST /label/render in chromium, its geometry measured with getBBox: no
 * two text boxes overlap, every bar has one of the weights its display specifies, and the whole panel
 * sits inside its box. A screenshot of each goes to test-artifacts/ (label-fda-<case>.png).
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
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

/** FDA's Appendix B sample values (per 100 g; a 100 g serving of a 200 g package). */
const SNACK = {
  energy_kcal: 230,
  total_fat: 8,
  saturated_fat: 1,
  trans_fat: 0,
  cholesterol: 0,
  sodium: 160,
  total_carbohydrate: 37,
  dietary_fiber: 4,
  total_sugars: 12,
  added_sugars: 10,
  protein: 3,
  vitamin_d: 2,
  calcium: 260,
  iron: 8,
  potassium: 240,
  vitamin_c: 4,
};

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
  { name: 'vertical', body: one('vertical', SNACK), weights: VERTICAL, linear: false },
  { name: 'tabular', body: one('tabular', SNACK), weights: REDUCED, linear: false },
  { name: 'linear', body: one('linear', SNACK), weights: [rect.hairline.value], linear: true },
  { name: 'simplified', body: one('simplified', DRINK), weights: VERTICAL, linear: false },
  // Two columns: the vertical display of 101.9(e)(6)(i) and the tabular one of (e)(6)(ii).
  {
    name: 'vertical-dual',
    body: { recipe: COOKIE_BAG, options: { columns: 'dual' } },
    weights: VERTICAL,
    linear: false,
  },
  {
    name: 'vertical-prepared',
    body: { recipe: CAKE_MIX, options: { prepared: CAKE_MIX_DIRECTIONS } },
    weights: VERTICAL,
    linear: false,
  },
  {
    name: 'tabular-dual',
    body: { recipe: COOKIE_BAG, options: { layout: 'tabular', columns: 'dual' } },
    weights: REDUCED,
    linear: false,
  },
  {
    name: 'tabular-prepared',
    body: { recipe: CAKE_MIX, options: { layout: 'tabular', prepared: CAKE_MIX_DIRECTIONS } },
    weights: REDUCED,
    linear: false,
  },
  {
    name: 'tabular-per-racc',
    body: { recipe: COOKIE_PACK_51, options: { layout: 'tabular', columns: 'dual' } },
    weights: REDUCED,
    linear: false,
  },
  {
    name: 'tabular-dual-en-es',
    body: { recipe: COOKIE_BAG, options: { layout: 'tabular', columns: 'dual', language: 'en-es' } },
    weights: REDUCED,
    linear: false,
  },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Geometry {
  frame: Box;
  texts: (Box & { text: string })[];
  bars: Box[];
}

const overlaps = (a: Box, b: Box, tolerance = 0.5): boolean =>
  a.x + tolerance < b.x + b.width &&
  b.x + tolerance < a.x + a.width &&
  a.y + tolerance < b.y + b.height &&
  b.y + tolerance < a.y + a.height;

describe('every FDA display in chromium', () => {
  test.each(CASES)(
    '$name: no overlapping text, bars of its weights, the panel inside its box',
    async ({ name, body, weights, linear }) => {
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
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  test.each(CASES)(
    '$name as HTML: every nutrient row inside the framed panel, none overlapping another',
    async ({ name, body, linear }) => {
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
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});
