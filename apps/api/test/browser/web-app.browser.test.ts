/**
 * The web app in a real browser: chromium (playwright-core) against the real server on a
 * random port, memory store, and the shipped food database. Screenshots go to
 * test-artifacts/ (gitignored). Run alone with `npx vitest run apps/api/test/browser`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  getRegulation,
  type LabelResult,
  REGULATIONS,
  renderLabelHtml,
  renderLabelSvg,
} from '@nutrilabel/core';
import { createMemoryStore } from '@nutrilabel/store';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CFIA_GRANOLA, CHINA_BISCUIT, EU_BISCUIT } from '../../../../packages/core/test/fixtures';
import { createApp } from '../../src/app';
import type { FoodCatalog, FoodHit } from '../../src/deps';
import { type Browser, launchChromium } from './chromium';
import { pixelStats } from './pixels';

// A browser global used inside page.evaluate (the api package compiles without the DOM lib).
declare class DOMParser {
  parseFromString(
    markup: string,
    type: string,
  ): {
    querySelector(selector: string): { textContent: string | null } | null;
    documentElement: { nodeName: string };
  };
}

const ARTIFACTS = new URL('../../../../test-artifacts/', import.meta.url);
const STEP = 15_000;

/** The shipped database, or a one-food stand-in when @nutrilabel/foods cannot load. */
async function foodCatalog(): Promise<FoodCatalog> {
  try {
    const { loadFoodDatabase } = await import('@nutrilabel/foods');
    return loadFoodDatabase();
  } catch {
    const butter: FoodHit = {
      id: 'golden:butter-salted',
      source: 'golden',
      name: 'Butter, salted',
      category: 'Dairy',
      nutrients: {
        energy_kcal: 717,
        total_fat: 81.1,
        saturated_fat: 51.4,
        cholesterol: 215,
        sodium: 643,
        protein: 0.85,
      },
      portions: [{ name: '1 tbsp', grams: 14.2 }],
      allergens: ['milk'],
    };
    return {
      get: (id) => (id === butter.id ? butter : undefined),
      search: (q) => ({ golden: /butter/i.test(q) ? [butter] : [], usda: [] }),
    };
  }
}

let browser: Browser;
let server: ReturnType<typeof serve>;
let base = '';
let key = '';
let page: Page;

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  const app = createApp({ store, foods: await foodCatalog() });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  page = await browser.context.newPage();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const preview = (regulation: string) =>
  page.locator(`#label-preview figure[data-regulation="${regulation}"]`);
/** The visible text of a nutrient row of the live label. */
const rowText = async (key: string) =>
  ((await page.locator(`#label-preview [data-nutrient~="${key}"]`).first().textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const calories = async () => Number((await rowText('energy_kcal')).replace(/\D+/g, ''));

/** Saves a screenshot under test-artifacts/ and checks it is a real, inked image. */
async function screenshotChecked(name: string, shot: Buffer) {
  writeFileSync(new URL(name, ARTIFACTS), shot);
  expect(shot.length).toBeGreaterThan(2_000);
  const stats = await pixelStats(browser.context, shot);
  expect(stats.width).toBeGreaterThan(200);
  expect(stats.height).toBeGreaterThan(150);
  // Text and rules: at least 1 % of the pixels are dark, and the image is mostly paper.
  expect(stats.dark / (stats.width * stats.height)).toBeGreaterThan(0.01);
  expect(stats.nonWhite / (stats.width * stats.height)).toBeLessThan(0.6);
}

describe('web app', () => {
  test(
    'saves the API key, finds "butter", adds it, and the label appears and follows the serving size',
    async () => {
      await page.goto(`${base}/#/settings`);
      await page.fill('#api-key', key);
      await page.click('#save-key');
      await expect.poll(() => page.textContent('#key-status')).toContain(key.slice(0, 8));

      await page.goto(`${base}/#/label`);
      await expect.poll(() => page.textContent('#label-status')).toContain('Add an ingredient');
      await page.fill('#search', 'butter');
      const hit = page.locator('[data-testid="search-hit"]').first();
      await hit.waitFor({ timeout: STEP });
      expect((await hit.textContent())?.toLowerCase()).toContain('butter');
      await page.locator('[data-testid="add-food"]').first().click();

      await preview('fda').waitFor({ timeout: STEP });
      expect(await page.locator('[data-testid="ingredient-row"]').count()).toBe(1);
      const first = await calories();
      // Butter is about 717 kcal/100 g: 40 g ≈ 287 kcal → declared 290 (101.9(c)(1) nearest 10).
      expect(first).toBeGreaterThanOrEqual(270);
      expect(first).toBeLessThanOrEqual(300);

      await page.fill('#serving-size', '80');
      await expect.poll(calories, { timeout: STEP }).not.toBe(first);
      // Twice the serving: twice the calories, up to the 10-kcal rounding step.
      expect(Math.abs((await calories()) - 2 * first)).toBeLessThanOrEqual(10);
      await page.fill('#serving-size', '40');
      await expect.poll(calories, { timeout: STEP }).toBe(first);
      writeFileSync(new URL('web-app.png', ARTIFACTS), await page.screenshot({ fullPage: true }));
    },
    STEP * 3,
  );

  test(
    'switching to EU shows the per-100 g column (or the API’s message while EU is not registered)',
    async () => {
      await page.selectOption('#regulation', 'eu');
      if (getRegulation('eu')) {
        await preview('eu').waitFor({ timeout: STEP });
        expect(await page.locator('#label-preview').textContent()).toMatch(/per 100 (g|ml)/);
      } else {
        await expect
          .poll(() => page.textContent('#label-status'), { timeout: STEP })
          .toContain('Unknown regulation');
        expect(await page.locator('#label-preview figure').count()).toBe(0);
      }
      await page.selectOption('#regulation', 'fda');
      await preview('fda').waitFor({ timeout: STEP });
    },
    STEP * 2,
  );

  test(
    'downloads the CSV and the SVG of the label shown',
    async () => {
      const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')]);
      expect(csvDownload.suggestedFilename()).toBe('My-recipe-label.csv');
      const csv = readFileSync((await csvDownload.path()) ?? '', 'utf8');
      expect(csv.startsWith('Nutrient,Value,Unit,%DV\r\n')).toBe(true);
      // The CSV row agrees with the label on screen ("Total Fat 32g 41%").
      const fat = /Total Fat (\d+)g\s*(\d+)%/.exec(await rowText('total_fat'));
      expect(fat).not.toBeNull();
      expect(csv).toContain(`\r\nTotal Fat,${fat?.[1]},g,${fat?.[2]}%\r\n`);
      expect(csv).toContain(`\r\nCalories,${await calories()},kcal,-\r\n`);

      const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.click('#download-svg')]);
      expect(svgDownload.suggestedFilename()).toBe('My-recipe-label.svg');
      const svg = readFileSync((await svgDownload.path()) ?? '', 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('data-regulation="fda"');
    },
    STEP * 2,
  );

  test(
    'screenshots of the live label in every registered format',
    async () => {
      for (const id of Object.keys(REGULATIONS)) {
        await page.selectOption('#regulation', id);
        const figure = preview(id);
        await figure.waitFor({ timeout: STEP });
        await screenshotChecked(`web-label-${id}.png`, await figure.screenshot());
      }
      await page.selectOption('#regulation', 'fda');
    },
    STEP * 2,
  );

  test(
    'ANZ: a Health Star Rating category draws the (voluntary) rating beside the panel; none removes it',
    async () => {
      await page.selectOption('#regulation', 'anz');
      await preview('anz').waitFor({ timeout: STEP });
      const symbol = page.locator('#label-preview [data-front-of-pack="anz-health-star"]');
      expect(await symbol.count()).toBe(0);
      await page.selectOption('#hsr-category', '2');
      await symbol.waitFor({ timeout: STEP });
      // Butter: saturated fat over 46.6 g/100 g scores ≥ 24 points, energy over 2680 kJ (37 × 81 g fat) 8 more:
      // a score over 24 → ½ star in category 2.
      expect(await symbol.getAttribute('data-stars')).toBe('0.5');
      await screenshotChecked('web-label-anz-health-star.png', await preview('anz').screenshot());
      await page.selectOption('#hsr-category', '');
      await expect.poll(() => symbol.count(), { timeout: STEP }).toBe(0);
      await page.selectOption('#regulation', 'fda');
    },
    STEP * 2,
  );

  test(
    'a recipe saved with a label surface opens with it kept, and is not changed',
    async () => {
      const options = { layout: 'tabular', labelSurfaceSquareInches: 60 };
      const created = await fetch(`${base}/api/v1/recipes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          name: 'Shortbread with a surface',
          recipe: {
            name: 'Shortbread',
            servingSizeGrams: 40,
            ingredients: [{ name: 'Shortbread', weightGrams: 400, nutrients: { energy_kcal: 458 } }],
          },
          options,
        }),
      });
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as { data: { id: string } };
      const accept = (dialog: { accept(): Promise<void> }) => void dialog.accept();
      page.on('dialog', accept);
      try {
        await page.goto(`${base}/#/recipes`);
        const row = page.locator(`[data-testid="recipe-row"][data-id="${data.id}"]`);
        await row.waitFor({ timeout: STEP });
        await row.locator('a').click();
        await preview('fda').waitFor({ timeout: STEP });
        // 101.9(j)(13)(ii): above 40 in² the tabular display takes the type of (d)(11); the page keeps it.
        await expect
          .poll(() => page.evaluate(`JSON.parse(localStorage.getItem('nutrilabel.recipe')).options`), {
            timeout: STEP,
          })
          .toEqual(options);
        await expect
          .poll(() => page.textContent('#draft-state'), { timeout: STEP })
          .toBe('Saved · version 1');
      } finally {
        page.off('dialog', accept);
      }
    },
    STEP * 2,
  );

  test(
    'settings: creates a key shown once, lists it, configures a webhook',
    async () => {
      await page.goto(`${base}/#/settings`);
      await page.locator('[data-testid="key-row"]').first().waitFor({ timeout: STEP });
      await page.click('#create-key');
      await page.locator('#created-key:not([hidden])').waitFor({ timeout: STEP });
      expect(await page.textContent('#created-key-value')).toMatch(/^nlk_[A-Za-z0-9]{32}$/);
      await expect.poll(() => page.locator('[data-testid="key-row"]').count(), { timeout: STEP }).toBe(2);

      await page.fill('#webhook-url', 'https://example.com/hooks/labels');
      await page.fill('#webhook-secret', 'a-secret-of-24-characters');
      await page.click('#webhook-form button[type="submit"]');
      await page.locator('[data-testid="webhook-row"]').first().waitFor({ timeout: STEP });
      expect(await page.textContent('[data-testid="webhook-row"]')).toContain(
        'https://example.com/hooks/labels',
      );
    },
    STEP * 2,
  );
});

describe('renderer output of each format in chromium', () => {
  const formats: [string, LabelResult][] = [
    ['cfia', CFIA_GRANOLA],
    ['eu', EU_BISCUIT],
    ['china', CHINA_BISCUIT],
  ];

  test(
    'SVG parses as SVG and HTML lays out; screenshots are inked',
    async () => {
      const fdaResponse = await fetch(`${base}/api/v1/label`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          recipe: {
            name: 'Butter',
            servingSizeGrams: 14,
            ingredients: [{ name: 'Butter', foodId: 'golden:butter-salted', weightGrams: 100 }],
          },
        }),
      });
      const fda = ((await fdaResponse.json()) as { data: LabelResult }).data;
      const sheet = await browser.context.newPage();
      try {
        for (const [id, result] of [['fda', fda] as [string, LabelResult], ...formats]) {
          const svg = renderLabelSvg(result);
          const parsed = await sheet.evaluate((markup) => {
            const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
            return {
              error: doc.querySelector('parsererror')?.textContent ?? null,
              root: doc.documentElement.nodeName,
            };
          }, svg);
          expect(parsed).toEqual({ error: null, root: 'svg' });
          await sheet.setContent(`<!doctype html><body style="margin:0;background:#fff">${svg}</body>`);
          await screenshotChecked(`label-${id}-svg.png`, await sheet.locator('svg').screenshot());

          await sheet.setContent(
            `<!doctype html><body style="margin:0;background:#fff">${renderLabelHtml(result)}</body>`,
          );
          const figure = sheet.locator('figure');
          // Every nutrient row is laid out on one line box or more (not collapsed).
          const heights = await figure
            .locator('[data-nutrient]')
            .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
          expect(heights.length).toBeGreaterThan(5);
          for (const h of heights) expect(h).toBeGreaterThan(8);
          await screenshotChecked(`label-${id}-html.png`, await figure.screenshot());
        }
      } finally {
        await sheet.close();
      }
    },
    STEP * 2,
  );
});
