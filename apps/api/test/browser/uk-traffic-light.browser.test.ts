/**
 * The UK declaration with its colour-coded front-of-pack label (2016 DH/FSA guide;
 * docs/regulations/uk.md §4) drawn by POST /label/render, in chromium: the SVG and HTML renderings
 * are screenshotted to test-artifacts/ (label-uk-traffic-light-*.png) and the boxes' colours are
 * found in the pixels: the lasagne of the UK golden labels (no. 4) shows one green box (sugars) and
 * three red ones (fat, saturates, salt turned red by its 400 g portion), energy uncoloured.
 */
import { describe, expect, test } from 'vitest';
import { UK_TRAFFIC_LIGHT_COLOURS } from '../../../../packages/core/src/render/traffic-light-symbol';
import { UK_LASAGNE } from '../../../../packages/core/test/fixtures';
import { renderServerOfFile, withShownLabel } from './label-page';

const server = renderServerOfFile();

describe('the UK declaration with its traffic light, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the traffic light sits right of the table; one green and three red boxes, energy white',
    async (format) => {
      const body = { recipe: UK_LASAGNE, regulation: 'gb' };
      await withShownLabel(server(), format, body, 'label-uk-traffic-light', async (label) => {
        const { block: symbol } = await label.frontOfPack('uk-traffic-light');
        const text = (await symbol.textContent())?.replace(/\s+/g, ' ');
        expect(text).toContain('Saturates');
        expect(text).toContain('60%'); // 12 g saturates in the portion: 12/20 of the RI
        // Colours: per box area (62 × 78 px) about 3,500 pixels of fill; count each colour.
        const [green, amber, red] = await label.colours(symbol, [
          UK_TRAFFIC_LIGHT_COLOURS.low,
          UK_TRAFFIC_LIGHT_COLOURS.medium,
          UK_TRAFFIC_LIGHT_COLOURS.high,
        ]);
        expect(green).toBeGreaterThan(1500);
        expect(green).toBeLessThan(4500);
        expect(amber).toBeLessThan(100);
        expect(red).toBeGreaterThan(3 * 1500);
        expect(red).toBeLessThan(3 * 4500);
      });
    },
    30_000,
  );
});
