/**
 * The web app's live preview fits its column: a panel wider than the column (the FDA tabular display of
 * two columns, api.md §12 `layout: "tabular"` with `columns: "dual"`; the ANZ panel with the Health Star
 * Rating beside it) is scaled down to the column's width, keeping its aspect ratio, instead of making the
 * preview scroll sideways; at 1280 and 390 px, in chromium against the real server (memory store).
 * The panel's text stays HTML (found under the pointer, selectable) and the HSR graphic stays an inline
 * SVG; printed, it is unscaled again. Screenshots go to test-artifacts/ (preview-fit-<case>-<width>.png).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COOKIE_BAG } from '../../../../packages/core/test/fda/column-cases';
import { ANZ_MUESLI_HSR } from '../../../../packages/core/test/fixtures';
import { createApp } from '../../src/app';
import { type Browser, launchChromium } from './chromium';
import { ARTIFACTS } from './render-server';

const STEP = 15_000;

let browser: Browser;
let server: ReturnType<typeof serve>;
let base = '';
let key = '';

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  // The recipes carry their nutrients: no food database is needed.
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

const CASES = [
  {
    name: 'fda-tabular-dual',
    body: { recipe: COOKIE_BAG, regulation: 'fda', options: { layout: 'tabular', columns: 'dual' } },
    frontOfPack: null,
  },
  {
    name: 'anz-health-star',
    body: { recipe: ANZ_MUESLI_HSR, regulation: 'anz' },
    frontOfPack: 'anz-health-star',
  },
] as const;

type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** The panel as the API draws it, alone on a wide page: its natural size in CSS px. */
async function naturalSize(page: Page, body: object): Promise<{ width: number; height: number }> {
  const response = await fetch(`${base}/api/v1/label/render?format=html`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  await page.setViewportSize({ width: 2000, height: 1200 });
  await page.setContent(`<!doctype html><body style="margin:0">${await response.text()}</body>`);
  const box = await page.locator('figure').boundingBox();
  expect(box).toBeTruthy();
  return { width: box!.width, height: box!.height };
}

/** Opens the label view at `width` px with `body` as the draft, and waits for its panel. */
async function showDraft(page: Page, body: (typeof CASES)[number]['body'], width: number): Promise<void> {
  const draft = { options: {}, metadata: [], savedId: null, version: null, savedBody: null, ...body };
  // The key and the draft the app reads at start (api.js, draft.js), in place before its modules run.
  await page.addInitScript(
    `localStorage.setItem('nutrilabel.apiKey', ${JSON.stringify(key)});
     localStorage.setItem('nutrilabel.recipe', ${JSON.stringify(JSON.stringify(draft))});`,
  );
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(`${base}/#/label`);
  await page
    .locator(`#label-preview figure[data-regulation="${body.regulation}"]`)
    .waitFor({ timeout: STEP });
  await expect.poll(() => page.textContent('#label-status'), { timeout: STEP }).toBe('');
  await expect.poll(() => page.getAttribute('#label-preview', 'aria-busy'), { timeout: STEP }).toBeNull();
}

describe('the live preview fits its column', () => {
  for (const { name, body, frontOfPack } of CASES) {
    test(
      `${name}: scaled to the column at 1280 and 390 px, no sideways scroll, whole and in proportion`,
      async () => {
        const page = await browser.context.newPage();
        try {
          const natural = await naturalSize(page, body);
          for (const width of [1280, 390]) {
            await showDraft(page, body, width);
            const measured = (await page.evaluate(`(() => {
              const rect = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
              const preview = document.getElementById('label-preview');
              const figure = preview.querySelector('figure');
              const row = preview.querySelector('[data-nutrient~="energy_kj"], [data-nutrient~="energy_kcal"]');
              // On a phone the panel is below the recipe: the row must be on screen to be under the pointer.
              row.scrollIntoView({ block: 'center' });
              const at = rect(row);
              const hit = document.elementFromPoint((at.left + at.right) / 2, (at.top + at.bottom) / 2);
              return {
                scrollWidth: preview.scrollWidth,
                clientWidth: preview.clientWidth,
                page: document.documentElement.scrollWidth - window.innerWidth,
                preview: rect(preview),
                figure: rect(figure),
                rowHit: row.contains(hit),
                selectable: getComputedStyle(row).userSelect !== 'none',
                svg: preview.querySelectorAll('figure svg').length,
              };
            })()`)) as {
              scrollWidth: number;
              clientWidth: number;
              page: number;
              preview: Rect;
              figure: Rect;
              rowHit: boolean;
              selectable: boolean;
              svg: number;
            };
            writeFileSync(
              new URL(`preview-fit-${name}-${width}.png`, ARTIFACTS),
              await page.locator('.label-panel').screenshot(),
            );
            const where = `${name} at ${width} px`;
            // The case is a wide one: the panel as drawn is wider than the column at both widths.
            expect(natural.width, where).toBeGreaterThan(measured.preview.width);
            // No horizontal overflow in the preview nor in the page.
            expect(measured.scrollWidth, where).toBeLessThanOrEqual(measured.clientWidth);
            expect(measured.page, where).toBeLessThanOrEqual(0);
            // The whole panel is inside the preview and the viewport, as wide as the column (within 1 px).
            expect(measured.figure.left, where).toBeGreaterThanOrEqual(measured.preview.left - 0.5);
            expect(measured.figure.right, where).toBeLessThanOrEqual(measured.preview.right + 0.5);
            expect(measured.figure.right, where).toBeLessThanOrEqual(width);
            expect(measured.figure.bottom, where).toBeLessThanOrEqual(measured.preview.bottom + 0.5);
            expect(measured.figure.width, where).toBeGreaterThan(measured.preview.width - 1);
            // Scaled, not reflowed: the same aspect ratio as the panel drawn alone (within 1 %).
            const ratio = measured.figure.height / measured.figure.width;
            expect(Math.abs(ratio / (natural.height / natural.width) - 1), where).toBeLessThan(0.01);
            // Still HTML under the pointer and selectable; the front-of-pack graphic still an inline SVG.
            expect(measured.rowHit, where).toBe(true);
            expect(measured.selectable, where).toBe(true);
            if (frontOfPack) {
              expect(
                await page.locator(`#label-preview figure svg [data-front-of-pack="${frontOfPack}"]`).count(),
              ).toBe(1);
            }
            // Print shows the label at the size it was laid out for, unscaled (style.css @media print).
            await page.emulateMedia({ media: 'print' });
            try {
              const printed = await page.locator('#label-preview figure').boundingBox();
              // toBeCloseTo(x, 0): within half a pixel.
              expect(printed?.width, `${where}, printed`).toBeCloseTo(natural.width, 0);
              expect(printed?.height, `${where}, printed`).toBeCloseTo(natural.height, 0);
            } finally {
              await page.emulateMedia({ media: 'screen' });
            }
          }
        } finally {
          await page.close();
        }
      },
      STEP * 4,
    );
  }
});
