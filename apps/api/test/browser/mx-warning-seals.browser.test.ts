/**
 * The Mexican declaration with its warning seals (NOM-051 4.5.3.4; docs/regulations/mx.md §3) drawn
 * by POST /label/render, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-mx-warning-seals-*.png) and the black of the octagons and of the legend is
 * found in the pixels: the cookies of the Mexican golden labels (no. 1 with a sweetener) carry four
 * seals and the sweeteners legend, right of the table.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MX_SEAL_SYMBOL } from '../../../../packages/core/src/render/warning-seals-symbol';
import { MX_GALLETAS } from '../../../../packages/core/test/fixtures';
import { colourCounts } from './pixels';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

const render = (format: 'svg' | 'html') =>
  server.render(format, { recipe: MX_GALLETAS, regulation: 'mexico' });

describe('the Mexican declaration with its warning seals, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: four black octagons and the legend sit right of the table',
    async (format) => {
      const markup = await render(format);
      const page = await server.browser.context.newPage();
      try {
        await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
        const whole = format === 'svg' ? page.locator('body > svg') : page.locator('figure');
        writeFileSync(new URL(`label-mx-warning-seals-${format}.png`, ARTIFACTS), await whole.screenshot());
        const seals = page.locator('[data-front-of-pack="mx-warning-seals"]');
        await expect.poll(() => seals.count()).toBe(1);
        const table = await page
          .locator(format === 'svg' ? 'body > svg > rect[stroke]' : 'figure > div > div')
          .first()
          .boundingBox();
        const box = await seals.boundingBox();
        expect(table && box).toBeTruthy();
        expect(box!.x).toBeGreaterThanOrEqual(table!.x + table!.width);
        // Each line of an octagon is its own text element: compare without spaces.
        const text = (await seals.textContent())?.replace(/\s+/g, '');
        expect(text).toContain('EXCESOGRASASSATURADASSECRETARÍADESALUD');
        expect(text).toContain('CONTIENEEDULCORANTES-NORECOMENDABLEENNIÑOS');
        // A regular octagon of side s/(1+√2) in a 72 px square covers 2(1+√2)(72/(1+√2))² ≈ 4294 px,
        // less its white text; the legend bar is (4×72 + 3×6) × 20 = 6120 px, less its text.
        const s = MX_SEAL_SYMBOL;
        const octagon = 2 * (1 + Math.SQRT2) * (s.size / (1 + Math.SQRT2)) ** 2;
        const legend = (4 * s.size + 3 * s.gap) * s.legendHeight;
        const [black] = await colourCounts(server.browser.context, await seals.screenshot(), [s.fill]);
        expect(black).toBeGreaterThan(4 * octagon * 0.6 + legend * 0.6);
        expect(black).toBeLessThan(4 * octagon + legend);
      } finally {
        await page.close();
      }
    },
    30_000,
  );
});
