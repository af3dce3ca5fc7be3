/**
 * The Mexican declaration with its warning seals (NOM-051 4.5.3.4; docs/regulations/mx.md §3) drawn
 * by POST /label/render, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-mx-warning-seals-*.png) and the black of the octagons and of the legend is
 * found in the pixels: the cookies of the Mexican golden labels (no. 1 with a sweetener) carry four
 * seals and the sweeteners legend, right of the table; on a principal display surface of 40 cm²
 * (`options.principalDisplaySurfaceCm2`, NOM-051 4.5.3.4.2 ◐ mx.md §2) one octagon with the figure 4.
 */
import { describe, expect, test } from 'vitest';
import { MX_SEAL_SYMBOL, warningSealsSize } from '../../../../packages/core/src/render/warning-seals-symbol';
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

  test.each(['svg', 'html'] as const)(
    '%s: 40 cm² of principal display surface, one black octagon with "4" above the legend',
    async (format) => {
      const body = { recipe: MX_GALLETAS, regulation: 'mx', options: { principalDisplaySurfaceCm2: 40 } };
      await withShownLabel(server(), format, body, 'label-mx-count-seal', async (label) => {
        const { block: seals } = await label.frontOfPack('mx-warning-seals');
        const text = (await seals.textContent())?.replace(/\s+/g, '');
        expect(text).toBe('4SECRETARÍADESALUDCONTIENEEDULCORANTES-NORECOMENDABLEENNIÑOS');
        // One octagon (≈ 4294 px less its figure) and one legend bar as wide as its words need.
        const s = MX_SEAL_SYMBOL;
        const octagon = 2 * (1 + Math.SQRT2) * (s.size / (1 + Math.SQRT2)) ** 2;
        const { width } = warningSealsSize({
          scheme: 'mx-warning-seals',
          items: [{ key: 'energy_kcal', text: 'EXCESO CALORÍAS' }],
          legends: [{ key: 'sweeteners', text: 'CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS' }],
          presentation: {
            kind: 'count',
            principalDisplaySurfaceCm2: 40,
            citation: '',
            placement: { where: 'anywhere', citation: '' },
          },
          text: '',
          citation: '',
        });
        const legend = width * s.legendHeight;
        const [black] = await label.colours(seals, [s.fill]);
        expect(black).toBeGreaterThan(octagon * 0.6 + legend * 0.6);
        expect(black).toBeLessThan(octagon + legend);
      });
    },
    30_000,
  );
});
