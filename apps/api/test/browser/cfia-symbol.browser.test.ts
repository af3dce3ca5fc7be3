/**
 * Canada's "High in" symbol (FDR B.01.350–B.01.358) drawn by POST /label/render beside the
 * Nutrition Facts table, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-cfia-high-in-*.png) and the symbol's black bars are found in the pixels.
 */
import { describe, expect, test } from 'vitest';
import { CFIA_COOKIES } from '../../../../packages/core/test/fixtures';
import { renderServerOfFile, withShownLabel } from './label-page';

const server = renderServerOfFile();

describe('the Canadian table with its "High in" symbol, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the symbol sits right of the table, with two black bars with white text',
    async (format) => {
      const body = { recipe: CFIA_COOKIES, regulation: 'cfia' };
      await withShownLabel(server(), format, body, 'label-cfia-high-in', async (label) => {
        // Beside the table (its right edge), at its top (B.01.355 places it on the PDP; here beside the panel).
        const { block: symbol, box, table } = await label.frontOfPack('ca-high-in');
        expect(Math.abs(box.y - table.y)).toBeLessThan(4);
        expect((await symbol.textContent())?.replace(/\s+/g, ' ')).toContain('Sugars | Sucres');
        // The symbol's own pixels: mostly black bars and white paper, nothing else (black and white, B.01.351(1)).
        const stats = await label.ink(symbol);
        const area = stats.width * stats.height;
        expect(stats.dark / area).toBeGreaterThan(0.2);
        expect(stats.dark / area).toBeLessThan(0.6);
      });
    },
    30_000,
  );
});
