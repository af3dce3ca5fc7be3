/**
 * The UK declaration with its colour-coded front-of-pack label (2016 DH/FSA guide;
 * docs/regulations/uk.md §4) drawn by POST /label/render, in chromium: the SVG and HTML renderings
 * are screenshotted to test-artifacts/ (label-uk-traffic-light-*.png) and the boxes' colours are
 * found in the pixels: the lasagne of the UK golden labels (no. 4) shows one green box (sugars) and
 * three red ones (fat, saturates, salt turned red by its 400 g portion), energy uncoloured.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UK_TRAFFIC_LIGHT_COLOURS } from '../../../../packages/core/src/render/traffic-light-symbol';
import { UK_LASAGNE } from '../../../../packages/core/test/fixtures';
import { colourCounts } from './pixels';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

let server: RenderServer;

beforeAll(async () => {
  server = await startRenderServer();
}, 900_000);

afterAll(async () => {
  await server?.close();
});

const render = (format: 'svg' | 'html') => server.render(format, { recipe: UK_LASAGNE, regulation: 'gb' });

describe('the UK declaration with its traffic light, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the traffic light sits right of the table; one green and three red boxes, energy white',
    async (format) => {
      const markup = await render(format);
      const page = await server.browser.context.newPage();
      try {
        await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
        const whole = format === 'svg' ? page.locator('body > svg') : page.locator('figure');
        const shot = await whole.screenshot();
        writeFileSync(new URL(`label-uk-traffic-light-${format}.png`, ARTIFACTS), shot);
        const symbol = page.locator('[data-front-of-pack="uk-traffic-light"]');
        await expect.poll(() => symbol.count()).toBe(1);
        const table = await page
          .locator(format === 'svg' ? 'body > svg > rect[stroke]' : 'figure > div > div')
          .first()
          .boundingBox();
        const box = await symbol.boundingBox();
        expect(table && box).toBeTruthy();
        expect(box!.x).toBeGreaterThanOrEqual(table!.x + table!.width);
        const text = (await symbol.textContent())?.replace(/\s+/g, ' ');
        expect(text).toContain('Saturates');
        expect(text).toContain('60%'); // 12 g saturates in the portion: 12/20 of the RI
        // Colours: per box area (62 × 78 px) about 3,500 pixels of fill; count each colour.
        const [green, amber, red] = await colourCounts(server.browser.context, await symbol.screenshot(), [
          UK_TRAFFIC_LIGHT_COLOURS.low,
          UK_TRAFFIC_LIGHT_COLOURS.medium,
          UK_TRAFFIC_LIGHT_COLOURS.high,
        ]);
        expect(green).toBeGreaterThan(1500);
        expect(green).toBeLessThan(4500);
        expect(amber).toBeLessThan(100);
        expect(red).toBeGreaterThan(3 * 1500);
        expect(red).toBeLessThan(3 * 4500);
      } finally {
        await page.close();
      }
    },
    30_000,
  );
});
