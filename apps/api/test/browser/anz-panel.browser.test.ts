/**
 * The ANZ nutrition information panel (Schedule 12 S12—2 with the %DI column of S12—4;
 * docs/regulations/anz.md §1) drawn by POST /label/render, in chromium: the SVG and HTML renderings are
 * screenshotted to test-artifacts/ (label-anz-*.png); the muesli of golden ANZ label no. 1 shows its
 * three amount columns in S12—4 order, left to right, on the energy row, the PEAL names bold in the
 * ingredient list, and ink on the page. There is no front of pack: the Health Star Rating is voluntary
 * and given only with `recipe.hsrCategory` (anz-health-star.browser.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { ANZ_MUESLI } from '../../../../packages/core/test/fixtures';
import { renderServerOfFile, withShownLabel } from './label-page';

const server = renderServerOfFile();

describe('the ANZ nutrition information panel, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: per serving, %DI and per 100 g left to right on the energy row; bold required names',
    async (format) => {
      const body = { recipe: ANZ_MUESLI, regulation: 'au' };
      await withShownLabel(server(), format, body, 'label-anz', async ({ page, ink }) => {
        expect(await page.locator('[data-front-of-pack]').count()).toBe(0);
        const x = async (text: string) =>
          (await page.getByText(text, { exact: true }).first().boundingBox())?.x;
        // Golden no. 1: 672.8 kJ per serving, 8 % of 8700 kJ, 1682 kJ per 100 g (S11—2, 1.2.8—8).
        const [serving, di, per100] = await Promise.all([
          x('673 kJ (161 Cal)'),
          x('8%'),
          x('1680 kJ (402 Cal)'),
        ]);
        expect(serving).toBeDefined();
        expect(di).toBeGreaterThan(serving!);
        expect(per100).toBeGreaterThan(di!);
        // The innermost element reading "almonds" (a span or tspan), by its computed weight.
        const weight = await page.evaluate(
          "getComputedStyle([...document.querySelectorAll('span, tspan')].find((e) => e.textContent === 'almonds')).fontWeight",
        );
        expect(Number(weight)).toBeGreaterThanOrEqual(700);
        const stats = await ink();
        expect(stats.width).toBeGreaterThan(400); // the 440 px panel and its frame
        expect(stats.dark).toBeGreaterThan(3000); // nine rows of text, rules and the heading
      });
    },
    30_000,
  );
});
