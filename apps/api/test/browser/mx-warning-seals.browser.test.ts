/**
 * The Mexican declaration with its warning seals (NOM-051 4.5.3.4; docs/regulations/mx.md §3) drawn
 * by POST /label/render, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-mx-warning-seals-*.png) and the black of the octagons and of the legend is
 * found in the pixels: the cookies of the Mexican golden labels (no. 1 with a sweetener) carry four
 * seals and the sweeteners legend, right of the table.
 */
import { describe, expect, test } from 'vitest';
import { MX_SEAL_SYMBOL } from '../../../../packages/core/src/render/warning-seals-symbol';
import { MX_GALLETAS } from '../../../../packages/core/test/fixtures';
import { renderServerOfFile, withShownLabel } from './label-page';

const server = renderServerOfFile();

describe('the Mexican declaration with its warning seals, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: four black octagons and the legend sit right of the table',
    async (format) => {
      const body = { recipe: MX_GALLETAS, regulation: 'mexico' };
      await withShownLabel(server(), format, body, 'label-mx-warning-seals', async (label) => {
        const { block: seals } = await label.frontOfPack('mx-warning-seals');
        // Each line of an octagon is its own text element: compare without spaces.
        const text = (await seals.textContent())?.replace(/\s+/g, '');
        expect(text).toContain('EXCESOGRASASSATURADASSECRETARÍADESALUD');
        expect(text).toContain('CONTIENEEDULCORANTES-NORECOMENDABLEENNIÑOS');
        // A regular octagon of side s/(1+√2) in a 72 px square covers 2(1+√2)(72/(1+√2))² ≈ 4294 px,
        // less its white text; the legend bar is (4×72 + 3×6) × 20 = 6120 px, less its text.
        const s = MX_SEAL_SYMBOL;
        const octagon = 2 * (1 + Math.SQRT2) * (s.size / (1 + Math.SQRT2)) ** 2;
        const legend = (4 * s.size + 3 * s.gap) * s.legendHeight;
        const [black] = await label.colours(seals, [s.fill]);
        expect(black).toBeGreaterThan(4 * octagon * 0.6 + legend * 0.6);
        expect(black).toBeLessThan(4 * octagon + legend);
      });
    },
    30_000,
  );
});
