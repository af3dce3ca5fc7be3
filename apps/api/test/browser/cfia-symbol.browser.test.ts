/**
 * Canada's "High in" symbol (FDR B.01.350–B.01.358) drawn by POST /label/render beside the
 * Nutrition Facts table, in chromium: the SVG and HTML renderings are screenshotted to
 * test-artifacts/ (label-cfia-high-in-*.png) and the symbol's black bars are found in the pixels.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CFIA_COOKIES } from '../../../../packages/core/test/fixtures';
import { createApp } from '../../src/app';
import { type Browser, launchChromium } from './chromium';
import { pixelStats } from './pixels';

const ARTIFACTS = new URL('../../../../test-artifacts/', import.meta.url);

let browser: Browser;
let server: ReturnType<typeof serve>;
let base = '';
let key = '';

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  const app = createApp({ store, foods: { get: () => undefined, search: () => ({ golden: [], usda: [] }) } });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const render = async (format: 'svg' | 'html') => {
  const response = await fetch(`${base}/api/v1/label/render?format=${format}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ recipe: CFIA_COOKIES, regulation: 'cfia' }),
  });
  expect(response.status).toBe(200);
  return response.text();
};

describe('the Canadian table with its "High in" symbol, in chromium', () => {
  test.each(['svg', 'html'] as const)(
    '%s: the symbol sits right of the table, with two black bars with white text',
    async (format) => {
      const markup = await render(format);
      const page = await browser.context.newPage();
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
        const stats = await pixelStats(browser.context, await symbol.screenshot());
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
