/**
 * The voluntary Health Star Rating (docs/regulations/anz.md §6) drawn by POST /label/render beside the
 * ANZ panel, in chromium: the SVG and HTML renderings are screenshotted to test-artifacts/
 * (label-anz-health-star-*.png). The muesli of golden HSR case H14 (3.5 stars) shows the graphic right
 * of the panel with "3.5" and the heading; the bran of H15 (5 stars) fills one and a half stars more
 * with the star colour.
 */
import { describe, expect, test } from 'vitest';
import type { Recipe } from '../../../../packages/core/src/index';
import { HSR_COLOURS } from '../../../../packages/core/src/render/health-star-symbol';
import { ANZ_BRAN_HSR, ANZ_MUESLI_HSR } from '../../../../packages/core/test/fixtures';
import { renderServerOfFile, withShownLabel } from './label-page';

const server = renderServerOfFile();

/** Golden case H15: score −11, 5 stars. */
const BRAN = ANZ_BRAN_HSR;

describe('the Health Star Rating beside the ANZ panel, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the graphic sits right of the panel; 5 stars fill more than 3.5',
    async (format) => {
      const starInk = async (recipe: Recipe, name: string): Promise<number> => {
        let stars = 0;
        const body = { recipe, regulation: 'anz' };
        await withShownLabel(server(), format, body, `label-anz-health-star-${name}`, async (label) => {
          const { block } = await label.frontOfPack('anz-health-star');
          if (recipe === ANZ_MUESLI_HSR) {
            const text = (await block.textContent())?.replace(/\s+/g, ' ');
            expect(text).toContain('3.5');
            expect(text).toContain('HEALTH STAR RATING');
          }
          [stars] = (await label.colours(block, [HSR_COLOURS.star])) as [number];
        });
        return stars;
      };
      const muesli = await starInk(ANZ_MUESLI_HSR, 'muesli');
      const bran = await starInk(BRAN, 'bran');
      // One star is about 190 px² (radius 12 px, inner radius 5.4 px): 1.5 stars ≈ 285 px more.
      expect(bran - muesli).toBeGreaterThan(180);
      expect(bran - muesli).toBeLessThan(500);
    },
    60_000,
  );
});
