/**
 * The voluntary Health Star Rating (docs/regulations/anz.md §6) drawn by POST /label/render beside the
 * ANZ panel, in chromium: the SVG and HTML renderings are screenshotted to test-artifacts/
 * (label-anz-health-star-*.png). The muesli of golden HSR case H14 (3.5 stars) shows the graphic right
 * of the panel with "3.5" and the heading; the bran of H15 (5 stars) fills one and a half stars more
 * with the star colour.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Recipe } from '../../../../packages/core/src/index';
import { HSR_COLOURS } from '../../../../packages/core/src/render/health-star-symbol';
import { ANZ_MUESLI_HSR } from '../../../../packages/core/test/fixtures';
import { colourCounts } from './pixels';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

/** Golden case H15: score −11, 5 stars. */
const BRAN: Recipe = {
  name: 'Bran',
  servingSizeGrams: 30,
  hsrCategory: '2',
  ingredients: [
    {
      name: 'Bran flakes',
      weightGrams: 300,
      nutrients: {
        protein: 10,
        total_fat: 2,
        saturated_fat: 0.5,
        total_carbohydrate: 70,
        dietary_fiber: 10,
        total_sugars: 4,
        sodium: 100,
      },
    },
  ],
};

describe('the Health Star Rating beside the ANZ panel, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the graphic sits right of the panel; 5 stars fill more than 3.5',
    async (format) => {
      const page = await server.browser.context.newPage();
      try {
        const shoot = async (recipe: Recipe, name: string) => {
          await page.setContent(
            `<!doctype html><body style="margin:0;background:#fff">${await server.render(format, { recipe, regulation: 'anz' })}</body>`,
          );
          const whole = format === 'svg' ? page.locator('body > svg') : page.locator('figure');
          writeFileSync(
            new URL(`label-anz-health-star-${name}-${format}.png`, ARTIFACTS),
            await whole.screenshot(),
          );
          const symbol = page.locator('[data-front-of-pack="anz-health-star"]');
          await expect.poll(() => symbol.count()).toBe(1);
          return symbol;
        };
        const symbol = await shoot(ANZ_MUESLI_HSR, 'muesli');
        const table = await page
          .locator(format === 'svg' ? 'body > svg > rect[stroke]' : 'figure > div > div')
          .first()
          .boundingBox();
        const box = await symbol.boundingBox();
        expect(table && box).toBeTruthy();
        expect(box!.x).toBeGreaterThanOrEqual(table!.x + table!.width);
        const text = (await symbol.textContent())?.replace(/\s+/g, ' ');
        expect(text).toContain('3.5');
        expect(text).toContain('HEALTH STAR RATING');
        const [muesli] = await colourCounts(server.browser.context, await symbol.screenshot(), [
          HSR_COLOURS.star,
        ]);
        const [bran] = await colourCounts(
          server.browser.context,
          await (await shoot(BRAN, 'bran')).screenshot(),
          [HSR_COLOURS.star],
        );
        // One star is about 190 px² (radius 12 px, inner radius 5.4 px): 1.5 stars ≈ 285 px more.
        expect(bran! - muesli!).toBeGreaterThan(180);
        expect(bran! - muesli!).toBeLessThan(500);
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});
