/**
 * Canada's "High in" symbol (FDR B.01.350–B.01.358) drawn by POST /label/render beside the
 * Nutrition Facts table, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-cfia-high-in-*.png) and the symbol's black bars are found in the pixels.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CFIA_COOKIES } from '../../../../packages/core/test/fixtures';
import { pixelStats } from './pixels';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

const render = (format: 'svg' | 'html') =>
  server.render(format, { recipe: CFIA_COOKIES, regulation: 'cfia' });

describe('the Canadian table with its "High in" symbol, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the symbol sits right of the table, with two black bars with white text',
    async (format) => {
      const markup = await render(format);
      const page = await server.browser.context.newPage();
      try {
        await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
        const whole = format === 'svg' ? page.locator('body > svg') : page.locator('figure');
        const shot = await whole.screenshot();
        writeFileSync(new URL(`label-cfia-high-in-${format}.png`, ARTIFACTS), shot);
        const symbol = page.locator('[data-front-of-pack="ca-high-in"]');
        await expect.poll(() => symbol.count()).toBe(1);
        const table = await page
          .locator(format === 'svg' ? 'body > svg > rect[stroke]' : 'figure > div > div')
          .first()
          .boundingBox();
        const box = await symbol.boundingBox();
        expect(table && box).toBeTruthy();
        // Beside the table (its right edge), at its top (B.01.355 places it on the PDP; here beside the panel).
        expect(box!.x).toBeGreaterThanOrEqual(table!.x + table!.width);
        expect(Math.abs(box!.y - table!.y)).toBeLessThan(4);
        expect((await symbol.textContent())?.replace(/\s+/g, ' ')).toContain('Sugars | Sucres');
        // The symbol's own pixels: mostly black bars and white paper, nothing else (black and white, B.01.351(1)).
        const stats = await pixelStats(server.browser.context, await symbol.screenshot());
        const area = stats.width * stats.height;
        expect(stats.dark / area).toBeGreaterThan(0.2);
        expect(stats.dark / area).toBeLessThan(0.6);
      } finally {
        await page.close();
      }
    },
    30_000,
  );
});
