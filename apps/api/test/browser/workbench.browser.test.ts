/**
 * The web app as a label workbench, end to end in chromium against the real server (memory
 * store, the shipped food database): household units, the label's claims and allergens, saved
 * recipes, custom ingredients, sub-recipes, every format, downloads, print, keyboard use,
 * axe-core, typeahead latency, and screenshots of each view at 1280 and 390 px in test-artifacts/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadFoodDatabase } from '@nutrilabel/foods';
import { createMemoryStore } from '@nutrilabel/store';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { type Browser, launchChromium } from './chromium';
import { pixelStats } from './pixels';

const ARTIFACTS = new URL('../../../../test-artifacts/', import.meta.url);
const STEP = 15_000;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let server: ReturnType<typeof serve>;
let base = '';
let key = '';
let page: Page;
/** Dialogs the page opened (confirm, beforeunload): all accepted. */
const dialogs: string[] = [];

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  const app = createApp({ store, foods: loadFoodDatabase() });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  page = await browser.context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.goto(`${base}/#/settings`);
  await page.fill('#api-key', key);
  await page.click('#save-key');
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** GET /api/v1{path} with the test key, outside the page. */
async function apiGet(path: string): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${base}/api/v1${path}`, { headers: { 'x-api-key': key } });
  const body = (await response.json()) as { data?: unknown };
  return { status: response.status, data: body.data };
}

const text = async (selector: string) =>
  ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();
/** The recipe's ingredient rows (what the directions add has rows of its own, in the options). */
const rows = () => page.locator('#ingredients [data-testid="ingredient-row"]');
const optionControls = () =>
  page.locator('[data-option]').evaluateAll((n) => n.map((e) => e.getAttribute('data-option')));
const figure = (regulation = 'fda') => page.locator(`#label-preview figure[data-regulation="${regulation}"]`);
const calories = async () =>
  Number(
    (
      (await page.locator('#label-preview [data-nutrient~="energy_kcal"]').first().textContent()) ?? ''
    ).replace(/\D+/g, ''),
  );

/** Searches and adds the first hit of a group ("search-hit" foods, "recipe-hit" saved recipes). */
async function add(query: string, testId = 'add-food') {
  const before = await rows().count();
  await page.fill('#search', query);
  // The answer to this query, not the hits of the one before still on screen.
  await expect
    .poll(() => page.textContent('#search-count'), { timeout: STEP })
    .toMatch(new RegExp(`^\\d+ results for “${query}”$`));
  await page.locator(`#search-results [data-testid="${testId}"]`).first().click({ timeout: STEP });
  await expect.poll(() => rows().count()).toBe(before + 1);
}

/**
 * The panel the API draws for `body` (POST /label/render?format=html, from outside the page) as the page
 * would read it: its name and its text; or the `details` paths of the API's refusal.
 */
async function apiPanel(body: object): Promise<{ panel?: string[]; refused?: string[] }> {
  const response = await fetch(`${base}/api/v1/label/render?format=html`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const { details } = (await response.json()) as { details: { path: string }[] };
    return { refused: details.map((d) => d.path) };
  }
  const panel = (await page.evaluate(`((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [
      doc.querySelector('figure')?.getAttribute('aria-label'),
      (doc.body.textContent ?? '').replace(/\\s+/g, ' ').trim(),
    ];
  })(${JSON.stringify(await response.text())})`)) as string[];
  return { panel };
}

/** The panel the page shows: its name and its text. */
const shownPanel = async () => [
  await page.getAttribute('#label-preview figure', 'aria-label'),
  await text('#label-preview'),
];

/** Waits until the label has been redrawn after the last change (past the preview's 250 ms debounce). */
async function settled() {
  await page.waitForTimeout(300);
  await expect.poll(() => page.textContent('#label-status'), { timeout: STEP }).toBe('');
  await idle();
}

/** Waits until no request of the page is running (the app's busy state). */
async function idle() {
  await expect
    .poll(() => page.evaluate('document.body.classList.contains("busy")'), { timeout: STEP })
    .toBe(false);
}

/** Whether leaving the page now would ask first (the app's beforeunload handler). */
const beforeUnloadPrevented = `(() => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
})()`;

/** Serious or critical axe-core violations of the page as it is. */
async function axeViolations(): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')))`,
  );
}

/** A screenshot at desktop and phone width; the phone page must not scroll sideways. */
async function screenshots(name: string) {
  for (const [width, tag] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: tag === 'phone' ? 844 : 900 });
    await page.waitForTimeout(50);
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    const shot = await page.screenshot({ fullPage: true });
    writeFileSync(new URL(`workbench-${name}-${tag}.png`, ARTIFACTS), shot);
    const stats = await pixelStats(browser.context, shot);
    expect(stats.width).toBe(width);
    expect(stats.dark / (stats.width * stats.height)).toBeGreaterThan(0.002);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('label workbench', () => {
  test(
    'adds ingredients by household unit with the grams beside, and the label follows',
    async () => {
      await page.goto(`${base}/#/label`);
      await add('egg');
      const egg = rows().first();
      expect(await egg.textContent()).toMatch(/Egg, whole/);
      const unit = egg.locator('[data-testid="ingredient-unit"]');
      expect(await unit.inputValue()).toBe('large');
      const units = await unit.locator('option').allTextContents();
      expect(units).toEqual(expect.arrayContaining(['g', 'large (50 g)', 'jumbo (63 g)', 'oz']));
      await egg.locator('[data-testid="ingredient-amount"]').fill('2');
      expect(await egg.locator('[data-testid="ingredient-grams-out"]').textContent()).toBe('= 100 g');

      await add('flour');
      const flour = rows().nth(1);
      expect(await flour.locator('[data-testid="ingredient-unit"]').inputValue()).toBe('cup');
      await flour.locator('[data-testid="ingredient-amount"]').fill('2');
      expect(await flour.locator('[data-testid="ingredient-grams-out"]').textContent()).toBe('= 250 g');
      // Switching to grams keeps the weight: 2 cup of flour are 250 g.
      await flour.locator('[data-testid="ingredient-unit"]').selectOption('g');
      await expect
        .poll(() => rows().nth(1).locator('[data-testid="ingredient-amount"]').inputValue())
        .toBe('250');
      await rows().nth(1).locator('[data-testid="ingredient-unit"]').selectOption('cup');
      await expect
        .poll(() => rows().nth(1).locator('[data-testid="ingredient-amount"]').inputValue())
        .toBe('2');

      await figure().waitFor({ timeout: STEP });
      await settled();
      // The recipe sent is what the API converts: 2 large eggs + 2 cups of flour, per 40 g serving.
      const json = JSON.parse(await page.inputValue('#recipe-json'));
      expect(json.recipe.ingredients).toEqual([
        { name: 'Egg, whole, raw', foodId: 'golden:egg-whole', amount: 2, unit: 'large' },
        {
          name: 'Flour, all-purpose (wheat, enriched, bleached)',
          foodId: 'golden:flour-all-purpose',
          amount: 2,
          unit: 'cup',
        },
      ]);
      const labelled = (await (
        await fetch(`${base}/api/v1/labels/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({
            recipes: [
              {
                ...json.recipe,
                ingredients: [
                  { name: 'Egg', foodId: 'golden:egg-whole', weightGrams: 100 },
                  { name: 'Flour', foodId: 'golden:flour-all-purpose', weightGrams: 250 },
                ],
              },
            ],
          }),
        })
      ).json()) as { data: [{ data: { label: { nutrients: { key: string; value: number }[] } } }] };
      const kcal = labelled.data[0].data.label.nutrients.find((n) => n.key === 'energy_kcal')?.value;
      expect(await calories()).toBe(kcal);
    },
    STEP * 4,
  );

  test(
    'shows what the label says beside the panel: allergens with their sources, statement, claims, warnings',
    async () => {
      const allergens = await text('[data-testid="allergens"]');
      expect(allergens).toContain('Contains: Wheat, Egg.');
      expect(allergens).toMatch(/egg from Egg, whole, raw/);
      expect(allergens).toMatch(/wheat from Flour, all-purpose/);
      expect(await text('[data-testid="ingredient-statement"] .statement')).toBe(
        'Ingredients: Flour, all-purpose (wheat, enriched, bleached), Egg, whole, raw.',
      );
      for (const id of ['claims', 'health-claims', 'structure-function', 'warnings']) {
        expect(await page.locator(`[data-testid="${id}"] h3`).count()).toBe(1);
      }
      // Egg and flour: low in sodium per serving is a claim the engine makes.
      expect(await text('[data-testid="claims"]')).toMatch(/Low sodium|Sodium free|None\./);
      // Every line the API gives for the recipe is in its section, one item each.
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      const labelled = (await (
        await fetch(`${base}/api/v1/labels/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ recipes: [recipe] }),
        })
      ).json()) as {
        data: [
          {
            data: {
              claims: { text: string }[];
              healthClaims: { text: string }[];
              structureFunctionClaims: { text: string }[];
              warnings: string[];
            };
          },
        ];
      };
      const said = labelled.data[0].data;
      const sections: [string, string[]][] = [
        ['claims', said.claims.map((c) => c.text)],
        ['health-claims', said.healthClaims.map((c) => c.text)],
        ['structure-function', said.structureFunctionClaims.map((c) => c.text)],
        ['warnings', said.warnings],
      ];
      expect(said.claims.length + said.structureFunctionClaims.length + said.warnings.length).toBeGreaterThan(
        0,
      );
      for (const [id, lines] of sections) {
        const items = page.locator(`[data-testid="${id}"] li`);
        expect(await items.count(), id).toBe(lines.length);
        for (const [i, line] of lines.entries()) expect(await items.nth(i).textContent()).toContain(line);
      }
    },
    STEP,
  );

  test(
    'yield and form: cooked to half its weight the label doubles per serving; a liquid is per 100 ml in EU',
    async () => {
      const raw = await calories();
      await page.fill('#yield', '0.5');
      await expect.poll(calories, { timeout: STEP }).not.toBe(raw);
      await settled();
      expect(Math.abs((await calories()) - 2 * raw)).toBeLessThanOrEqual(10);
      await page.fill('#yield', '');
      await expect.poll(calories, { timeout: STEP }).toBe(raw);

      await page.selectOption('#form', 'liquid');
      await page.selectOption('#regulation', 'eu');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toMatch(/100 ?ml/);
      await page.selectOption('#form', '');
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();
      const json = JSON.parse(await page.inputValue('#recipe-json'));
      expect(json.recipe.yieldFactor).toBeUndefined();
      expect(json.recipe.form).toBeUndefined();
    },
    STEP * 3,
  );

  test(
    'places the API’s error at the field it names, and clears it once fixed',
    async () => {
      await page.fill('#serving-size', '-5');
      const message = page.locator('#serving-size').locator('xpath=ancestor::label/following-sibling::p[1]');
      await expect.poll(() => message.getAttribute('class'), { timeout: STEP }).toContain('field-error');
      expect(await message.textContent()).toMatch(/0/);
      expect(await page.getAttribute('#serving-size', 'aria-invalid')).toBe('true');
      expect(await page.getAttribute('#serving-size', 'aria-describedby')).toBe(
        await message.getAttribute('id'),
      );
      await page.fill('#serving-size', '40');
      await figure().waitFor({ timeout: STEP });
      await settled();
      expect(await page.locator('.field-error').count()).toBe(0);
      expect(await page.getAttribute('#serving-size', 'aria-invalid')).toBeNull();
    },
    STEP * 2,
  );

  test(
    'keeps the label’s place while it redraws (no layout shift)',
    async () => {
      const box = async () => {
        const r = await page.locator('#label-preview').boundingBox();
        return [Math.round(r?.y ?? 0), Math.round(r?.height ?? 0)];
      };
      const before = await box();
      // The preview's place and height at every change of the status line and of the preview itself.
      await page.evaluate(`(() => {
        const preview = document.getElementById('label-preview');
        window.seen = [];
        window.watch = new MutationObserver(() => {
          const r = preview.getBoundingClientRect();
          window.seen.push([Math.round(r.top), Math.round(r.height)]);
        });
        window.watch.observe(document.getElementById('label-status'), { childList: true, characterData: true, subtree: true });
        window.watch.observe(preview, { childList: true });
      })()`);
      await page.fill('#serving-size', '45');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('Serving size45g');
      await settled();
      const seen = (await page.evaluate('window.watch.disconnect(), window.seen')) as number[][];
      // At "Updating…" and when the new label is in: the box never moved or changed size.
      expect(seen.length).toBeGreaterThanOrEqual(2);
      for (const entry of seen) expect(entry).toEqual(before);
      await page.fill('#serving-size', '40');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('Serving size40g');
      await settled();
    },
    STEP * 2,
  );

  test(
    'saves (with an Idempotency-Key), reopens, changes and sees the update; copies, searches, deletes',
    async () => {
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v1/recipes')) {
          keys.push(request.headers()['idempotency-key'] ?? '');
        }
      });
      await page.fill('#recipe-name', 'Egg bread');
      expect(await text('#draft-state')).toBe('Not saved yet');
      expect(await page.evaluate(beforeUnloadPrevented)).toBe(true);
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 1/);
      expect(await text('#draft-state')).toBe('Saved · version 1');
      expect(await page.evaluate(beforeUnloadPrevented)).toBe(false);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

      // A new recipe, then the saved one opened from the list.
      await page.click('#new-recipe');
      await expect.poll(() => rows().count()).toBe(0);
      expect(await page.inputValue('#recipe-name')).toBe('My recipe');
      await page.click('a[data-nav="recipes"]');
      const row = page.locator('[data-testid="recipe-row"]', { hasText: 'Egg bread' });
      await row.waitFor({ timeout: STEP });
      expect(await row.textContent()).toMatch(/Egg bread2FDA/);
      const id = (await row.getAttribute('data-id')) ?? '';
      await row.locator('a').click();
      await expect.poll(() => page.inputValue('#recipe-name')).toBe('Egg bread');
      expect(page.url()).toMatch(/#\/label$/);
      await expect.poll(() => rows().count(), { timeout: STEP }).toBe(2);
      // Reopened foods get their portions back (GET /ingredients/:id): the grams are shown again.
      await expect
        .poll(() => rows().first().locator('[data-testid="ingredient-grams-out"]').textContent(), {
          timeout: STEP,
        })
        .toBe('= 100 g');
      expect(await text('#draft-state')).toBe('Saved · version 1');

      await page.fill('#serving-size', '55');
      expect(await text('#draft-state')).toBe('Unsaved changes (version 1)');
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 2/);
      const saved = (await apiGet(`/recipes/${id}`)).data as {
        version: number;
        recipe: { servingSizeGrams: number };
      };
      expect(saved.version).toBe(2);
      expect(saved.recipe.servingSizeGrams).toBe(55);
      expect(new Set(keys).size).toBe(2);

      // History (api.md §14): both versions, and what changed on the label from version 1 to version 2.
      await page.click('#history summary');
      await expect
        .poll(() => page.locator('[data-testid="history-version"]').count(), { timeout: STEP })
        .toBe(2);
      expect(await page.locator('[data-testid="history-version"]').first().textContent()).toMatch(
        /^Version 2 · .*\(open\)$/,
      );
      await page.click('button[aria-label="Compare version 1 with version 2"]');
      await expect
        .poll(() => page.locator('[data-testid="history-change"]').count(), { timeout: STEP })
        .toBeGreaterThan(0);
      const changes = await page.locator('[data-testid="history-change"]').allTextContents();
      expect(
        changes.some((c) => /^label\.servingSize: "\d+g" → "55g"$/.test(c)),
        changes.join('\n'),
      ).toBe(true);
      await page.click('#history summary');

      await page.click('#save-copy');
      await expect
        .poll(() => text('#save-status'), { timeout: STEP })
        .toMatch(/^Saved as a copy · version 1/);
      expect(await page.inputValue('#recipe-name')).toBe('Egg bread (copy)');

      await page.click('a[data-nav="recipes"]');
      await expect.poll(() => page.locator('[data-testid="recipe-row"]').count(), { timeout: STEP }).toBe(2);
      // Newest first.
      expect(await page.locator('[data-testid="recipe-row"] a').allTextContents()).toEqual([
        'Egg bread (copy)',
        'Egg bread',
      ]);
      await page.fill('#recipes-filter', 'COPY');
      await expect.poll(() => page.locator('[data-testid="recipe-row"]').count()).toBe(1);
      await page.fill('#recipes-filter', 'nothing like it');
      await expect.poll(() => text('#recipes-empty')).toBe('No saved recipe is called “nothing like it”.');
      await page.fill('#recipes-filter', '');

      const copy = page.locator('[data-testid="recipe-row"]', { hasText: 'Egg bread (copy)' });
      const copyId = (await copy.getAttribute('data-id')) ?? '';
      dialogs.length = 0;
      await copy.locator('button', { hasText: 'Delete' }).click();
      await expect.poll(() => page.locator('[data-testid="recipe-row"]').count(), { timeout: STEP }).toBe(1);
      expect(dialogs).toEqual(['Delete “Egg bread (copy)”? This cannot be undone.']);
      expect((await apiGet(`/recipes/${copyId}`)).status).toBe(404);
      // Duplicate, from the list: a new saved recipe with the same recipe, the builder untouched.
      const original = page.locator('[data-testid="recipe-row"]', { hasText: 'Egg bread' });
      await original.locator('button', { hasText: 'Duplicate' }).click();
      await expect.poll(() => page.locator('[data-testid="recipe-row"]').count(), { timeout: STEP }).toBe(2);
      expect(await text('#recipes-message')).toBe('Saved a copy of “Egg bread”.');
      const duplicate = page.locator('[data-testid="recipe-row"]').first();
      expect(await duplicate.locator('a').textContent()).toBe('Egg bread (copy)');
      const duplicateId = (await duplicate.getAttribute('data-id')) ?? '';
      const [copied, source] = (await Promise.all([
        apiGet(`/recipes/${duplicateId}`),
        apiGet(`/recipes/${id}`),
      ])) as { data: { recipe: { ingredients: unknown[] }; version: number } }[];
      expect(copied?.data.recipe.ingredients).toEqual(source?.data.recipe.ingredients);
      expect(copied?.data.version).toBe(1);
      await duplicate.locator('button', { hasText: 'Delete' }).click();
      await expect.poll(() => page.locator('[data-testid="recipe-row"]').count(), { timeout: STEP }).toBe(1);
      // The builder still holds the deleted copy, now as an unsaved recipe.
      await page.click('a[data-nav="label"]');
      expect(await text('#draft-state')).toBe('Not saved yet');
    },
    STEP * 6,
  );

  test(
    'keeps the draft across a reload, and asks before a dirty draft is replaced',
    async () => {
      await page.click('a[data-nav="recipes"]');
      await page.locator('[data-testid="recipe-row"] a').first().click();
      await expect.poll(() => text('#draft-state')).toBe('Saved · version 2');
      await page.fill('#recipe-name', 'Egg bread, unsaved name');
      await page.reload();
      await expect.poll(() => page.inputValue('#recipe-name')).toBe('Egg bread, unsaved name');
      expect(await text('#draft-state')).toBe('Unsaved changes (version 2)');
      // Opening a recipe from the list asks first too; accepted, the saved recipe replaces the draft.
      dialogs.length = 0;
      await page.click('a[data-nav="recipes"]');
      await page.locator('[data-testid="recipe-row"] a').first().click();
      expect(dialogs).toEqual(['“Egg bread, unsaved name” has unsaved changes. Discard them?']);
      await expect.poll(() => page.inputValue('#recipe-name')).toBe('Egg bread');
      expect(await text('#draft-state')).toBe('Saved · version 2');
      // A recipe pasted as JSON asks first as well.
      await page.fill('#recipe-name', 'Egg bread, unsaved name');
      await page.click('details:has(#recipe-json) summary');
      await page.fill(
        '#recipe-json',
        JSON.stringify({
          recipe: {
            name: 'Pasted oats',
            servingSizeGrams: 40,
            ingredients: [{ name: 'Oats', foodId: 'golden:oats-rolled', weightGrams: 100 }],
          },
        }),
      );
      dialogs.length = 0;
      await page.click('#import-json');
      expect(dialogs).toEqual(['“Egg bread, unsaved name” has unsaved changes. Discard them?']);
      await expect.poll(() => page.inputValue('#recipe-name')).toBe('Pasted oats');
      expect(await rows().count()).toBe(1);
      expect(await text('#json-status')).toBe('Recipe loaded.');
      await page.click('details:has(#recipe-json) summary');
      dialogs.length = 0;
      await page.click('#new-recipe');
      expect(dialogs).toEqual(['“Pasted oats” has unsaved changes. Discard them?']);
      await expect.poll(() => rows().count()).toBe(0);
    },
    STEP * 2,
  );

  test(
    'pages the recipe list 50 at a time, and the name search looks through every page',
    async () => {
      // 55 more recipes, saved through the API: the oldest of them lands on the second page.
      for (let i = 1; i <= 55; i++) {
        const response = await fetch(`${base}/api/v1/recipes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({
            name: `Batch recipe ${String(i).padStart(2, '0')}`,
            recipe: {
              servingSizeGrams: 30,
              ingredients: [{ name: 'Oats', foodId: 'golden:oats-rolled', weightGrams: 100 }],
            },
          }),
        });
        expect(response.status).toBe(201);
      }
      await page.click('a[data-nav="recipes"]');
      const listed = page.locator('[data-testid="recipe-row"]');
      await expect.poll(() => listed.count(), { timeout: STEP }).toBe(50);
      expect(await listed.first().locator('a').textContent()).toBe('Batch recipe 55');
      expect(await page.isVisible('#recipes-more')).toBe(true);
      await page.fill('#recipes-filter', 'batch recipe 01');
      await expect.poll(() => listed.count(), { timeout: STEP }).toBe(1);
      expect(await listed.first().locator('a').textContent()).toBe('Batch recipe 01');
      await page.fill('#recipes-filter', '');
      // Every page is loaded now: 55 + Egg bread.
      await expect.poll(() => listed.count()).toBe(56);
      expect(await page.isVisible('#recipes-more')).toBe(false);
      expect(await listed.last().locator('a').textContent()).toBe('Egg bread');
      await page.click('a[data-nav="label"]');
    },
    STEP * 3,
  );

  test(
    'creates a custom ingredient from the builder (errors at their fields), uses it, edits and deletes it',
    async () => {
      await page.fill('#search', 'trail mix');
      await page.click('#new-ingredient');
      const dialog = page.locator('#ci-dialog');
      await dialog.waitFor();
      expect(await page.inputValue('#ci-name')).toBe('trail mix');
      await page.fill('#ci-name', 'House trail mix');
      await page.fill('#ci-form [name="energy_kcal"]', '480');
      await page.fill('#ci-form [name="total_fat"]', '130');
      await page.fill('#ci-form [name="protein"]', '14');
      await page.fill('#ci-form [name="total_carbohydrate"]', '45');
      await page.fill('#ci-form [name="sodium"]', '120');
      await page.click('#ci-more summary');
      await page.fill('#ci-form [name="vitamin_c"]', '50');
      await page.check('#ci-form [value="peanuts"]');
      await page.check('#ci-form [value="tree_nuts"]');
      await page.fill('#ci-portion-name', '1 handful');
      await page.fill('#ci-portion-grams', '30');
      await page.click('#ci-form button[type="submit"]');
      // 130 g of fat per 100 g is impossible: the API says so at that field.
      const fat = page.locator('#ci-form [name="total_fat"]');
      await expect.poll(() => fat.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
      const message = page.locator(`#${await fat.getAttribute('aria-describedby')}`);
      expect(await message.textContent()).toMatch(/100/);
      await fat.fill('30');
      await page.click('#ci-form button[type="submit"]');
      await dialog.waitFor({ state: 'hidden', timeout: STEP });

      await expect.poll(() => rows().count()).toBe(1);
      expect(await rows().first().locator('[data-testid="ingredient-unit"]').inputValue()).toBe('handful');
      expect(await rows().first().locator('[data-testid="ingredient-grams-out"]').textContent()).toBe(
        '= 30 g',
      );
      // One handful (30 g) is less than the 40 g serving: the API says so at the serving size.
      await expect
        .poll(() => page.getAttribute('#serving-size', 'aria-invalid'), { timeout: STEP })
        .toBe('true');
      await rows().first().locator('[data-testid="ingredient-amount"]').fill('5');
      expect(await rows().first().locator('[data-testid="ingredient-grams-out"]').textContent()).toBe(
        '= 150 g',
      );
      await figure().waitFor({ timeout: STEP });
      await settled();
      const allergens = await text('[data-testid="allergens"]');
      expect(allergens).toMatch(/Contains: .*Peanuts/);
      expect(allergens).toMatch(/peanuts from House trail mix/);
      // The search finds it among "Your ingredients".
      await page.fill('#search', 'house trail');
      await expect
        .poll(() => text('#search-results'), { timeout: STEP })
        .toMatch(/^Your ingredientsHouse trail mix Custom · 1 handfulAdd/);

      const before = JSON.parse(await page.inputValue('#recipe-json')).recipe.ingredients[0].foodId as string;
      const sodiumBefore = await text('#label-preview [data-nutrient~="sodium"]');
      // One made outside this browser (another client of the account) is listed too: the list is the API's.
      const elsewhere = await fetch(`${base}/api/v1/ingredients`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ name: 'Made elsewhere', nutrients: { energy_kcal: 100 } }),
      });
      const elsewhereId = ((await elsewhere.json()) as { data: { id: string } }).data.id;

      await page.click('a[data-nav="ingredients"]');
      const mine = page.locator('[data-testid="mine-row"]');
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(2);
      // Newest first.
      expect(await mine.first().getAttribute('data-id')).toBe(elsewhereId);
      expect(await mine.nth(1).textContent()).toBe('House trail mix480 kcaltree nuts, peanutsUseEditDelete');
      await page.fill('#mine-filter', 'trail');
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(1);
      await mine.first().locator('button', { hasText: 'Edit' }).click();
      expect(await page.inputValue('#ci-form [name="total_fat"]')).toBe('30');
      expect(await page.isChecked('#ci-form [value="peanuts"]')).toBe(true);
      await page.fill('#ci-name', 'House trail mix, salted');
      await page.fill('#ci-form [name="sodium"]', '400');
      await page.click('#ci-form button[type="submit"]');
      await dialog.waitFor({ state: 'hidden', timeout: STEP });
      await expect
        .poll(() => mine.first().textContent(), { timeout: STEP })
        .toMatch(/^House trail mix, salted/);
      expect(await mine.count()).toBe(1);
      // Edited in place: the same id, so the recipe (and any saved one) keeps using it, renamed.
      expect(await mine.first().getAttribute('data-id')).toBe(before);
      const json = JSON.parse(await page.inputValue('#recipe-json'));
      const [ingredient] = json.recipe.ingredients;
      expect(ingredient.foodId).toBe(before);
      expect(ingredient.name).toBe('House trail mix, salted');
      await page.fill('#mine-filter', '');
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(2);
      expect(((await apiGet('/ingredients')).data as { id: string }[]).map((f) => f.id)).toEqual([
        elsewhereId,
        before,
      ]);
      const created = (await apiGet(`/ingredients/${ingredient.foodId}`)).data as {
        nutrients: { sodium: number };
      };
      expect(created.nutrients).toEqual({
        energy_kcal: 480,
        total_fat: 30,
        sodium: 400,
        total_carbohydrate: 45,
        protein: 14,
        vitamin_c: 50,
      });

      // The label follows the new values: 150 g at 400 mg/100 g instead of 120 mg/100 g.
      await page.click('a[data-nav="label"]');
      await expect
        .poll(() => text('#label-preview [data-nutrient~="sodium"]'), { timeout: STEP })
        .not.toBe(sodiumBefore);
      await settled();
      await page.click('a[data-nav="ingredients"]');
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(2);

      dialogs.length = 0;
      await mine.nth(1).locator('button', { hasText: 'Delete' }).click();
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(1);
      await mine.first().locator('button', { hasText: 'Delete' }).click();
      await expect.poll(() => mine.count(), { timeout: STEP }).toBe(0);
      expect(await page.isVisible('#mine-empty')).toBe(true);
      expect(dialogs[0]).toMatch(/The recipe being edited uses it/);
      expect((await apiGet(`/ingredients/${ingredient.foodId}`)).status).toBe(404);
      await page.click('a[data-nav="label"]');
      await page.click('#ingredients [data-testid="ingredient-row"] button');
      await expect.poll(() => rows().count()).toBe(0);
    },
    STEP * 6,
  );

  test(
    'uses a saved recipe as an ingredient (sub-recipe)',
    async () => {
      await add('butter');
      await add('egg bread', 'add-recipe');
      const sub = rows().nth(1);
      expect(await sub.textContent()).toMatch(/^Egg bread recipe/);
      expect(await sub.locator('[data-testid="ingredient-unit"] option').allTextContents()).toEqual(['g']);
      await figure().waitFor({ timeout: STEP });
      await settled();
      // Egg bread brings its allergens along.
      expect(await text('[data-testid="allergens"] .statement')).toBe('Contains: Milk, Egg, Wheat.');
      const json = JSON.parse(await page.inputValue('#recipe-json'));
      expect(json.recipe.ingredients[1]).toEqual({
        name: 'Egg bread',
        subRecipeId: expect.stringMatching(/^rec_/),
        weightGrams: 100,
      });
    },
    STEP * 2,
  );

  test(
    'switches every format: the panel, its details, and the option controls /regulations lists for it',
    async () => {
      const { data: formats } = (await (await fetch(`${base}/api/v1/regulations`)).json()) as {
        data: { id: string; optionValues: Record<string, string[]> }[];
      };
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      expect(formats.length).toBeGreaterThanOrEqual(7);
      for (const { id: regulation } of formats) {
        await page.selectOption('#regulation', regulation);
        await figure(regulation).waitFor({ timeout: STEP });
        await settled();
        // The panel the API draws for this format, and beside it the allergens and its front of pack, if any.
        const { panel } = await apiPanel({ recipe, regulation });
        expect(await shownPanel()).toEqual(panel);
        expect(await text('[data-testid="allergens"] .statement')).not.toBe('');
        const labelled = (await (
          await fetch(`${base}/api/v1/labels/batch`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': key },
            body: JSON.stringify({ recipes: [recipe], regulation }),
          })
        ).json()) as { data: [{ data: { frontOfPack?: { scheme: string } } }] };
        const fop = labelled.data[0].data.frontOfPack;
        const fopShown = page.locator('[data-testid="front-of-pack"] h3');
        if (fop) expect(await fopShown.textContent()).toBe(`Front of pack (${fop.scheme})`);
        else expect(await fopShown.count()).toBe(0);
        if (regulation === 'china') expect(await text('#label-preview')).toContain('营养成分表');
        // A control for each option with a choice (two values or more; voluntary: any nutrient;
        // prepared, an object, and a number such as the label surface: listed with no values).
        const values = formats.find((f) => f.id === regulation)?.optionValues ?? {};
        const expected = Object.entries(values)
          .filter(([name, list]) => (name === 'voluntary' ? list.length > 0 : list.length !== 1))
          .map(([name]) => name);
        await expect.poll(optionControls).toEqual(expected);
        if (expected.length === 0) {
          expect(await text('[data-testid="no-options"]')).toBe('This format has no label options.');
          expect(JSON.parse(await page.inputValue('#recipe-json')).options).toBeUndefined();
        }
      }
      // FDA has populations and languages today (101.9(c)(8)(iv), 101.15(c)); EU and China have no options.
      expect(formats.find((f) => f.id === 'fda')?.optionValues.population).toHaveLength(3);
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 4,
  );

  test(
    'switches every value of every option of every format: the panel the API draws for it, or the API’s error at that control',
    async () => {
      const { data: formats } = (await (await fetch(`${base}/api/v1/regulations`)).json()) as {
        data: { id: string; optionValues: Record<string, string[]> }[];
      };
      if (!(await page.locator('details.options').evaluate((d) => (d as { open: boolean }).open)))
        await page.click('details.options summary');
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      const choices = ['columns', 'layout', 'population', 'language'];
      // FDA has them all today (api.md §12); the others, what /regulations lists.
      expect(Object.keys(formats.find((f) => f.id === 'fda')?.optionValues ?? {})).toEqual(
        expect.arrayContaining(choices),
      );
      let switched = 0;
      for (const { id: regulation, optionValues } of formats) {
        const names = choices.filter((name) => (optionValues[name]?.length ?? 0) > 1);
        if (names.length === 0) continue;
        await page.selectOption('#regulation', regulation);
        await figure(regulation).waitFor({ timeout: STEP });
        await settled();
        for (const name of names) {
          const control = page.locator(`[data-option="${name}"]`);
          const drawn = new Set<string>();
          for (const value of optionValues[name] ?? []) {
            await control.selectOption(value);
            switched++;
            const { panel, refused } = await apiPanel({ recipe, regulation, options: { [name]: value } });
            if (panel) {
              // The same panel: its name (title, languages) and every word and figure on it.
              await expect.poll(shownPanel, { timeout: STEP }).toEqual(panel);
              await settled();
              drawn.add(panel.join('|'));
            } else {
              expect(refused).toContain(`options.${name}`);
              await expect.poll(() => control.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
              drawn.add('error');
            }
          }
          // Each FDA option changes what is drawn for one of its values at least (CFIA's "auto" is "single"
          // for a package that needs no second column).
          if (regulation === 'fda') expect(drawn.size, name).toBeGreaterThan(1);
          await control.selectOption('');
          await figure(regulation).waitFor({ timeout: STEP });
          await settled();
          expect(await control.getAttribute('aria-invalid')).toBeNull();
        }
        // Voluntary rows: one checked is the only one printed (absent: those with data).
        const [row] = optionValues.voluntary ?? [];
        if (row) {
          const box = page.locator(`[data-option="voluntary"] input[value="${row}"]`);
          await box.check();
          const { panel } = await apiPanel({ recipe, regulation, options: { voluntary: [row] } });
          await expect.poll(shownPanel, { timeout: STEP }).toEqual(panel);
          await box.uncheck();
          await settled();
        }
      }
      expect(switched).toBeGreaterThanOrEqual(13);
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 12,
  );

  test(
    'draws the options a server lists in /regulations, per format, and sends the chosen ones to the panel and the details',
    async () => {
      // A server that applies more options than today's: its /regulations says so; the page needs no change.
      const real = (await (await fetch(`${base}/api/v1/regulations`)).json()) as {
        data: { id: string; optionValues: Record<string, string[]> }[];
      };
      for (const format of real.data) {
        if (format.id === 'fda')
          format.optionValues = {
            ...format.optionValues,
            columns: ['auto', 'single', 'dual'],
            layout: ['vertical', 'tabular'],
            voluntary: ['vitamin_d', 'potassium'],
          };
        if (format.id === 'cfia')
          format.optionValues = { columns: ['auto', 'single', 'dual'], voluntary: ['vitamin_a'] };
      }
      await page.route('**/api/v1/regulations', (route) => route.fulfill({ json: real }));
      const bodies: { render: string[]; batch: string[] } = { render: [], batch: [] };
      const onRequest = (request: { url(): string; postData(): string | null }) => {
        if (request.url().includes('/label/render?format=html')) bodies.render.push(request.postData() ?? '');
        if (request.url().includes('/labels/batch')) bodies.batch.push(request.postData() ?? '');
      };
      page.on('request', onRequest);
      try {
        await page.reload();
        await figure().waitFor({ timeout: STEP });
        await page.click('details.options summary');
        await expect
          .poll(optionControls)
          .toEqual([
            'columns',
            'layout',
            'labelSurfaceSquareInches',
            'population',
            'language',
            'voluntary',
            'prepared',
          ]);
        expect(
          await page
            .locator('[data-option="columns"] option')
            .evaluateAll((n) => n.map((o) => o.getAttribute('value'))),
        ).toEqual(['', 'auto', 'single', 'dual']);
        await page.selectOption('[data-option="layout"]', 'tabular');
        await page.check('[data-option="voluntary"] input[value="potassium"]');
        const sent = { layout: 'tabular', voluntary: ['potassium'] };
        await expect
          .poll(() => JSON.parse(bodies.render.at(-1) ?? '{}').options, { timeout: STEP })
          .toEqual(sent);
        // The details and explanations come from /labels/batch with the same options.
        await expect
          .poll(() => JSON.parse(bodies.batch.at(-1) ?? '{}').options, { timeout: STEP })
          .toEqual(sent);
        // CFIA has columns and voluntary nutrients, no layout: the FDA choices it lacks are not kept.
        await page.selectOption('#regulation', 'cfia');
        await expect.poll(optionControls).toEqual(['columns', 'voluntary']);
        expect(JSON.parse(await page.inputValue('#recipe-json')).options).toBeUndefined();
        await page.selectOption('#regulation', 'eu');
        await expect.poll(optionControls).toEqual([]);
        expect(await text('[data-testid="no-options"]')).toBe('This format has no label options.');
        await figure('eu').waitFor({ timeout: STEP });
        await settled();
        expect(JSON.parse(bodies.render.at(-1) ?? '{}').options).toBeUndefined();
      } finally {
        page.off('request', onRequest);
        await page.unroute('**/api/v1/regulations');
        await page.selectOption('#regulation', 'fda');
        await page.reload();
        await figure().waitFor({ timeout: STEP });
        await settled();
      }
    },
    STEP * 4,
  );

  test(
    'options are saved with the recipe and reopened; the panel, the details and the explanations follow them',
    async () => {
      await page.click('a[data-nav="label"]');
      if (!(await page.locator('details.options').evaluate((d) => (d as { open: boolean }).open)))
        await page.click('details.options summary');
      await page.selectOption('[data-option="population"]', 'children_1_3');
      await page.selectOption('[data-option="language"]', 'es');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('Datos de Nutrición');
      await settled();
      // 101.15(c): the statements in Spanish beside the panel too.
      expect(await text('[data-testid="ingredient-statement"] .statement')).toMatch(/^Ingredientes: /);
      // The explanation follows the options: the children's reference for fat (39 g, 101.9(c)(9)), Spanish name.
      const fat = page.locator('#label-preview [data-nutrient~="total_fat"]').first();
      await fat.hover();
      const tip = page.locator(`#${await fat.getAttribute('aria-describedby')}`);
      await expect.poll(() => tip.isVisible(), { timeout: STEP }).toBe(true);
      expect(await tip.textContent()).toMatch(/^Grasa Total: .*% Daily Value: [\d.]+ of 39 g/);
      await page.mouse.move(0, 0);
      await screenshots('options');

      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 1/);
      const id = (await page.evaluate(
        `JSON.parse(localStorage.getItem('nutrilabel.recipe')).savedId`,
      )) as string;
      const stored = (await apiGet(`/recipes/${id}`)).data as { options: object };
      expect(stored.options).toEqual({ population: 'children_1_3', language: 'es' });

      // A new recipe has no options; reopening the saved one brings them back to the controls.
      await page.click('#new-recipe');
      await expect.poll(() => page.inputValue('[data-option="language"]')).toBe('');
      await page.click('a[data-nav="recipes"]');
      const row = page.locator(`[data-testid="recipe-row"][data-id="${id}"]`);
      await row.waitFor({ timeout: STEP });
      await row.locator('a').click();
      await expect.poll(() => page.inputValue('[data-option="language"]'), { timeout: STEP }).toBe('es');
      expect(await page.inputValue('[data-option="population"]')).toBe('children_1_3');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('Datos de Nutrición');
      await settled();
      expect(await text('#draft-state')).toBe('Saved · version 1');
      // Back to the plain label for the tests that follow.
      await page.selectOption('[data-option="language"]', '');
      await page.selectOption('[data-option="population"]', '');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('Nutrition Facts');
      await settled();
      expect(await text('#draft-state')).toBe('Unsaved changes (version 1)');
      // Saved without options: `{}` clears the stored ones (an update without `options` would keep them).
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 2/);
      expect(((await apiGet(`/recipes/${id}`)).data as { options: object }).options).toEqual({});
    },
    STEP * 6,
  );

  test(
    'as prepared: what the directions add, searched and measured like an ingredient; the "As Prepared" column, saved, reopened, removed',
    async () => {
      const prepared = page.locator('[data-option="prepared"]');
      const additions = prepared.locator('[data-testid="ingredient-row"]');
      const sentOptions: unknown[] = [];
      const onRequest = (request: { url(): string; postData(): string | null }) => {
        if (request.url().includes('/label/render?format=html'))
          sentOptions.push(JSON.parse(request.postData() ?? '{}').options);
      };
      await page.click('a[data-nav="label"]');
      if (!(await page.locator('details.options').evaluate((d) => (d as { open: boolean }).open)))
        await page.click('details.options summary');
      const id = (await page.evaluate(
        `JSON.parse(localStorage.getItem('nutrilabel.recipe')).savedId`,
      )) as string;
      expect(await text('#draft-state')).toBe('Saved · version 2');
      const recipeRows = await rows().count();
      expect(await text('[data-testid="no-additions"]')).toBe(
        'Nothing added: the label is of the food as packaged.',
      );
      expect(await prepared.locator('[data-testid="prepared-yield"]').isVisible()).toBe(false);
      expect(await text('#label-preview')).not.toContain('As Prepared');

      page.on('request', onRequest);
      try {
        // Searched like an ingredient, in household units with the grams beside.
        await prepared.locator('[data-testid="prepared-search"]').fill('egg');
        await prepared.locator('[data-testid="add-food"]').first().click({ timeout: STEP });
        await expect.poll(() => additions.count()).toBe(1);
        expect(await rows().count()).toBe(recipeRows);
        const egg = additions.first();
        expect(await egg.textContent()).toMatch(/^Egg, whole, raw/);
        expect(await egg.locator('[data-testid="ingredient-unit"]').inputValue()).toBe('large');
        await egg.locator('[data-testid="ingredient-amount"]').fill('2');
        expect(await egg.locator('[data-testid="ingredient-grams-out"]').textContent()).toBe('= 100 g');
        expect(await text('#draft-state')).toBe('Unsaved changes (version 2)');
        await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('As Prepared');
        await settled();
        expect(await text('#label-preview')).toContain('As Packaged');
        expect(sentOptions.at(-1)).toEqual({
          prepared: {
            ingredients: [{ name: 'Egg, whole, raw', foodId: 'golden:egg-whole', amount: 2, unit: 'large' }],
          },
        });

        // The API's error about an addition is shown at its field, and goes once fixed.
        await egg.locator('[data-testid="ingredient-amount"]').fill('-1');
        const amount = egg.locator('[data-testid="ingredient-amount"]');
        await expect.poll(() => amount.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
        const message = page.locator(`#${await amount.getAttribute('aria-describedby')}`);
        expect(await message.isVisible()).toBe(true);
        await amount.fill('2');
        await expect.poll(() => amount.getAttribute('aria-invalid'), { timeout: STEP }).toBeNull();
        await settled();
        // The yield as prepared: sent with the additions, its error at its field too (at most 10), and
        // shown even when the options were closed meanwhile: they open.
        const yieldInput = prepared.locator('[data-testid="prepared-yield"]');
        await yieldInput.fill('20');
        await expect.poll(() => yieldInput.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
        await page.click('details.options summary');
        expect(await yieldInput.isVisible()).toBe(false);
        await page.fill('#serving-size', '41');
        await expect
          .poll(() => page.locator('details.options').getAttribute('open'), { timeout: STEP })
          .toBe('');
        expect(await yieldInput.isVisible()).toBe(true);
        expect(await yieldInput.getAttribute('aria-invalid')).toBe('true');
        await page.fill('#serving-size', '40');
        await yieldInput.fill('1.1');
        await expect.poll(() => yieldInput.getAttribute('aria-invalid'), { timeout: STEP }).toBeNull();
        await settled();
        expect((sentOptions.at(-1) as { prepared: { yieldFactor: number } }).prepared.yieldFactor).toBe(1.1);
        await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('As Prepared');
        await settled();
        expect(await axeViolations()).toEqual([]);
        await screenshots('prepared');
      } finally {
        page.off('request', onRequest);
      }

      // The CSV is of the food as packaged (the export has no as-prepared column), and says so.
      const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')]);
      expect(readFileSync((await csv.path()) ?? '', 'utf8')).toMatch(/^Nutrient,Value,Unit,%DV\r\n/);
      expect(await text('#output-status')).toBe(
        'The CSV is of the food as packaged: it has no as-prepared column.',
      );

      // Saved with the recipe's options, and back when it is reopened.
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 3/);
      const stored = (await apiGet(`/recipes/${id}`)).data as { options: object };
      expect(stored.options).toEqual({
        prepared: {
          ingredients: [{ name: 'Egg, whole, raw', foodId: 'golden:egg-whole', amount: 2, unit: 'large' }],
          yieldFactor: 1.1,
        },
      });
      await page.click('#new-recipe');
      await expect.poll(() => additions.count()).toBe(0);
      await page.click('a[data-nav="recipes"]');
      const row = page.locator(`[data-testid="recipe-row"][data-id="${id}"]`);
      await row.waitFor({ timeout: STEP });
      await row.locator('a').click();
      await expect.poll(() => additions.count(), { timeout: STEP }).toBe(1);
      await expect
        .poll(() => additions.first().locator('[data-testid="ingredient-grams-out"]').textContent(), {
          timeout: STEP,
        })
        .toBe('= 100 g');
      expect(await prepared.locator('[data-testid="prepared-yield"]').inputValue()).toBe('1.1');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('As Prepared');
      await settled();
      expect(await text('#draft-state')).toBe('Saved · version 3');

      // Hidden where the format has no as-prepared column (/regulations says which); kept aside, and back
      // with one that has.
      const { data: formats } = (await (await fetch(`${base}/api/v1/regulations`)).json()) as {
        data: { id: string; optionValues: Record<string, string[]> }[];
      };
      const without = formats.find((f) => !('prepared' in f.optionValues))?.id ?? '';
      await page.selectOption('#regulation', without);
      await figure(without).waitFor({ timeout: STEP });
      await settled();
      expect(await optionControls()).not.toContain('prepared');
      expect(await text('#label-preview')).not.toContain('As Prepared');
      await page.selectOption('#regulation', 'fda');
      await expect.poll(() => additions.count(), { timeout: STEP }).toBe(1);
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).toContain('As Prepared');
      await settled();
      expect(await text('#draft-state')).toBe('Saved · version 3');

      // From the keyboard: from the additions' search, Tab reaches the first Add; Enter adds it.
      const additionsSearch = prepared.locator('[data-testid="prepared-search"]');
      await additionsSearch.focus();
      await page.keyboard.type('canola oil');
      await expect
        .poll(() => prepared.locator('[data-testid="prepared-count"]').textContent(), { timeout: STEP })
        .toMatch(/^\d+ results for “canola oil”$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.getAttribute("aria-label")')).toMatch(
        /^Add .* to what the directions add$/,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => additions.count()).toBe(2);
      await additions.nth(1).locator('button', { hasText: 'Remove' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => additions.count()).toBe(1);
      await additionsSearch.fill('');
      await settled();
      expect(await text('#draft-state')).toBe('Saved · version 3');

      // Removed: the label is of the food as packaged again, an unsaved change until saved.
      await additions.first().locator('button', { hasText: 'Remove' }).click();
      await expect.poll(() => additions.count()).toBe(0);
      expect(await rows().count()).toBe(recipeRows);
      expect(await text('#draft-state')).toBe('Unsaved changes (version 3)');
      await expect.poll(() => text('#label-preview'), { timeout: STEP }).not.toContain('As Prepared');
      await settled();
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 4/);
      expect(((await apiGet(`/recipes/${id}`)).data as { options: object }).options).toEqual({});
    },
    STEP * 8,
  );

  test(
    'claims and the front-of-pack result explain themselves in tooltips (threshold, amount, rule)',
    async () => {
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      // Salt and oil: high in sodium and saturated fat in Canada (FDR B.01.350), no claims there;
      // in the FDA format the plain recipe's claims (if any) carry their thresholds.
      const labelled = (await (
        await fetch(`${base}/api/v1/labels/batch?explain=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ recipes: [recipe], regulation: 'fda' }),
        })
      ).json()) as { data: [{ data: { claims: { text: string; explain?: { rule: string } }[] } }] };
      const claims = labelled.data[0].data.claims.filter((c) => c.explain);
      expect(claims.length).toBeGreaterThan(0);
      const claim = page.locator('[data-testid="claims"] li.has-tip').first();
      await claim.focus();
      const claimTip = page.locator(`#${await claim.getAttribute('aria-describedby')}`);
      await expect.poll(() => claimTip.isVisible(), { timeout: STEP }).toBe(true);
      const said = (await claimTip.textContent()) ?? '';
      expect(said).toContain(`${claims[0]?.text}: ${claims[0]?.explain?.rule}`);
      expect(said).toMatch(/: [\d.]+ [<≤≥>] [\d.]+\./);
      await page.keyboard.press('Escape');
      expect(await claimTip.isVisible()).toBe(false);

      // Canada's "High in" symbol for a salty recipe: the tooltip lists each nutrient tested.
      await page.selectOption('#regulation', 'cfia');
      await add('salt');
      const salt = rows().last();
      await salt.locator('[data-testid="ingredient-unit"]').selectOption('g');
      await salt.locator('[data-testid="ingredient-amount"]').fill('20');
      await figure('cfia').waitFor({ timeout: STEP });
      await settled();
      const fop = page.locator('[data-testid="front-of-pack"]');
      await fop.waitFor({ timeout: STEP });
      await fop.hover();
      const fopTip = page.locator(`#${await fop.getAttribute('aria-describedby')}`);
      await expect.poll(() => fopTip.isVisible(), { timeout: STEP }).toBe(true);
      expect(await fopTip.textContent()).toMatch(/sodium: [\d.]+ % — high/);
      expect(await axeViolations()).toEqual([]);
      await screenshots('claim-tooltips');
      await page.mouse.move(0, 0);
      await page.fill('#search', '');
      await rows().last().locator('button', { hasText: 'Remove' }).click();
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 4,
  );

  test(
    'downloads CSV, SVG, PNG and PDF of the label shown (PNG and PDF made by the API), and copies snippets',
    async () => {
      const rendered: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const format = /\/label\/render\?format=(\w+)/.exec(request.url())?.[1];
        if (format) rendered.push(format);
      };
      page.on('request', onRequest);
      const save = async (button: string) => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
        return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) ?? '') };
      };
      const csv = await save('#download-csv');
      expect(csv.name).toBe('My-recipe-label.csv');
      const csvText = csv.bytes.toString('utf8');
      expect(csvText.startsWith('Nutrient,Value,Unit,%DV\r\n')).toBe(true);
      expect(csvText).toContain(`\r\nCalories,${await calories()},kcal,-\r\n`);

      const svg = await save('#download-svg');
      expect(svg.name).toBe('My-recipe-label.svg');
      const svgText = svg.bytes.toString('utf8');
      expect(svgText.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svgText).toContain('data-regulation="fda"');

      const png = await save('#download-png');
      expect(png.name).toBe('My-recipe-label.png');
      expect(png.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const svgWidth = Number(/width="([\d.]+)"/.exec(svgText)?.[1]);
      const stats = await pixelStats(browser.context, png.bytes);
      // Drawn by the server at twice the SVG's size (`scale` 2, api.md §12), inked like a label.
      expect(stats.width).toBe(Math.ceil(svgWidth * 2));
      expect(stats.dark / (stats.width * stats.height)).toBeGreaterThan(0.02);
      writeFileSync(new URL('workbench-download.png', ARTIFACTS), png.bytes);

      const pdf = await save('#download-pdf');
      expect(pdf.name).toBe('My-recipe-label.pdf');
      const pdfText = pdf.bytes.toString('latin1');
      expect(pdfText.startsWith('%PDF-')).toBe(true);
      expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);
      // One page the size of the SVG, one unit a point (api.md §12 "Print-ready"), the font embedded.
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdfText);
      expect(Number(box?.[1])).toBeCloseTo(svgWidth, 0);
      expect(pdfText).toMatch(/\/FontFile2|\/FontFile3/);
      writeFileSync(new URL('workbench-download.pdf', ARTIFACTS), pdf.bytes);
      page.off('request', onRequest);
      expect(rendered).toEqual(expect.arrayContaining(['svg', 'png', 'pdf']));

      await page.click('#embed-img');
      await expect
        .poll(() => page.inputValue('#embed-code'))
        .toMatch(/^<img src="data:image\/svg\+xml;base64,/);
      const img = await page.inputValue('#embed-code');
      expect(img).toMatch(/ alt="Nutrition label of My recipe">$/);
      const embedded = Buffer.from(/base64,([^"]+)"/.exec(img)?.[1] ?? '', 'base64').toString('utf8');
      expect(embedded).toBe(svgText);
      await page.click('#embed-svg');
      await expect.poll(() => page.inputValue('#embed-code')).toBe(svgText);
    },
    STEP * 3,
  );

  test(
    'prints the label alone at its real size (print preview and PDF)',
    async () => {
      const onScreen = await figure().boundingBox();
      await page.emulateMedia({ media: 'print' });
      try {
        expect(await page.isVisible('#search')).toBe(false);
        expect(await page.isVisible('.bar')).toBe(false);
        expect(await page.isVisible('#label-details')).toBe(false);
        const printed = await figure().boundingBox();
        expect(printed?.width).toBe(onScreen?.width);
        expect(printed?.height).toBe(onScreen?.height);
        const shot = await page.screenshot({ fullPage: true });
        writeFileSync(new URL('workbench-print-preview.png', ARTIFACTS), shot);
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        // One page: the label, nothing else.
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
        writeFileSync(new URL('workbench-print.pdf', ARTIFACTS), pdf);
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
    },
    STEP * 2,
  );

  test(
    'works from the keyboard alone: search, add, open and close the ingredient dialog',
    async () => {
      const before = await rows().count();
      await page.focus('#search');
      await page.keyboard.type('sugar');
      await page.locator('#search-results [data-testid="add-food"]').first().waitFor({ timeout: STEP });
      expect(await page.textContent('#search-count')).toMatch(/^\d+ results for “sugar”$/);
      // From the search box, Tab reaches "New custom ingredient…", then the first Add.
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.id')).toBe('new-ingredient');
      await page.keyboard.press('Enter');
      await page.locator('#ci-dialog').waitFor();
      expect(await page.evaluate('document.activeElement.id')).toBe('ci-name');
      await page.keyboard.press('Escape');
      await page.locator('#ci-dialog').waitFor({ state: 'hidden' });
      await page.focus('#new-ingredient');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.dataset.testid')).toBe('add-food');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows().count()).toBe(before + 1);
      await figure().waitFor({ timeout: STEP });
      await settled();
      // Saved, and reopened from the list, with Enter.
      await page.focus('#save-recipe');
      await page.keyboard.press('Enter');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version \d+/);
      const state = await text('#draft-state');
      await page.focus('a[data-nav="recipes"]');
      await page.keyboard.press('Enter');
      const newest = page.locator('[data-testid="recipe-row"] a').first();
      await expect
        .poll(() => newest.textContent(), { timeout: STEP })
        .toBe(await page.inputValue('#recipe-name'));
      await newest.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toMatch(/#\/label$/);
      await expect.poll(() => rows().count(), { timeout: STEP }).toBe(before + 1);
      expect(await text('#draft-state')).toBe(state);
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 2,
  );

  test(
    'explains a value on hover and keyboard focus: the rule and the step in a tooltip, nothing moves',
    async () => {
      await page.click('a[data-nav="label"]');
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      const explained = (await (
        await fetch(`${base}/api/v1/labels/batch?explain=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ recipes: [recipe], regulation: 'fda' }),
        })
      ).json()) as {
        data: [
          { data: { label: { nutrients: { key: string; explain: { rule: string; step: string } }[] } } },
        ];
      };
      const fatRow = explained.data[0].data.label.nutrients.find((n) => n.key === 'total_fat');
      expect(fatRow?.explain.rule).toMatch(/^21 CFR 101\.9\(c\)/);

      const fat = page.locator('#label-preview [data-nutrient~="total_fat"]').first();
      expect(await fat.getAttribute('tabindex')).toBe('0');
      const tip = page.locator(`#${await fat.getAttribute('aria-describedby')}`);
      expect(await tip.getAttribute('role')).toBe('tooltip');
      expect(await tip.isVisible()).toBe(false);

      // Reached with Tab from the options above the panel.
      await page.focus('details.options summary');
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = (await page.evaluate(
          `(document.activeElement.dataset.nutrient ?? '').split(' ').includes('total_fat')`,
        )) as boolean;
      }
      expect(reached).toBe(true);
      // Layout shifts (the browser's own measure) while the tip shows: none; the label keeps its box.
      await page.keyboard.press('Shift+Tab');
      const look = async () => ({ box: await figure().boundingBox(), text: await figure().textContent() });
      const labelBox = await look();
      await page.evaluate(`(() => {
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.shifts.push(entry.value);
        }).observe({ type: 'layout-shift' });
      })()`);
      await page.keyboard.press('Tab');
      await expect.poll(() => tip.isVisible(), { timeout: STEP }).toBe(true);
      const said = (await tip.textContent()) ?? '';
      expect(said).toContain(`Rule: ${fatRow?.explain.rule}. Step: ${fatRow?.explain.step}.`);
      expect(said).toMatch(/^Total Fat: [\d.]+ g exactly, printed “\d/);
      await page.waitForTimeout(200);
      expect(await page.evaluate('window.shifts')).toEqual([]);
      expect(await look()).toEqual(labelBox);
      const tipBox = await tip.boundingBox();
      const fatBox = await fat.boundingBox();
      expect(tipBox && fatBox && tipBox.y >= fatBox.y + fatBox.height - 1).toBe(true);
      // Escape dismisses it without moving focus; Tab goes on to the next line's explanation.
      await page.keyboard.press('Escape');
      expect(await tip.isVisible()).toBe(false);
      expect(await page.evaluate('document.activeElement.dataset.nutrient')).toMatch(/total_fat/);
      await page.keyboard.press('Tab');
      const next = (await page.evaluate('document.activeElement.getAttribute("aria-describedby")')) as string;
      expect(next).toMatch(/^explain-/);
      expect(await page.locator(`#${next}`).isVisible()).toBe(true);

      // Hover shows it too (sodium, with its % Daily Value and the reference used).
      await page.locator('#search').focus();
      const sodium = page.locator('#label-preview [data-nutrient~="sodium"]').first();
      await sodium.hover();
      const sodiumTip = page.locator(`#${await sodium.getAttribute('aria-describedby')}`);
      await expect.poll(() => sodiumTip.isVisible(), { timeout: STEP }).toBe(true);
      expect(await sodiumTip.textContent()).toMatch(/^Sodium: .*% Daily Value: [\d.]+ of 2300 mg/);
      await page.mouse.move(0, 0);
      await expect.poll(() => sodiumTip.isVisible(), { timeout: STEP }).toBe(false);
    },
    STEP * 3,
  );

  test(
    'label surface (in²): a number field where /regulations lists it; 60 draws the calories figure larger, linear and a bad surface refused at their fields; saved, reopened, cleared',
    async () => {
      await page.click('a[data-nav="label"]');
      await page.click('#new-recipe');
      await expect.poll(() => rows().count()).toBe(0);
      await page.fill('#recipe-name', 'Butter pats');
      await add('butter');
      await figure().waitFor({ timeout: STEP });
      await settled();
      if (!(await page.locator('details.options').evaluate((d) => (d as { open: boolean }).open)))
        await page.click('details.options summary');
      const field = page.getByLabel('Label surface (in²)');
      expect(await field.getAttribute('type')).toBe('number');
      // Only where /regulations lists it: CFIA has no such option.
      await page.selectOption('#regulation', 'cfia');
      await figure('cfia').waitFor({ timeout: STEP });
      await settled();
      expect(await page.locator('[data-option="labelSurfaceSquareInches"]').count()).toBe(0);
      await page.selectOption('#regulation', 'fda');
      await figure().waitFor({ timeout: STEP });
      await settled();

      // The tabular display: its calories figure 14 pt on a small package, 22 pt above 40 in² ((d)(1)(iii)).
      await page.selectOption('[data-option="layout"]', 'tabular');
      await settled();
      const figureSize = async () =>
        (await page.evaluate(
          `parseFloat(getComputedStyle(document.querySelector('#label-preview [data-nutrient~="energy_kcal"]')).fontSize)`,
        )) as number;
      const small = await figureSize();
      // From the keyboard: the field follows the layout control.
      await page.focus('[data-option="layout"]');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.dataset.option')).toBe('labelSurfaceSquareInches');
      await page.keyboard.type('60');
      await expect.poll(figureSize, { timeout: STEP }).toBeGreaterThan(small);
      await settled();
      const options = { layout: 'tabular', labelSurfaceSquareInches: 60 };
      const draftOptions = () =>
        page.evaluate(`JSON.parse(localStorage.getItem('nutrilabel.recipe')).options`);
      expect(await draftOptions()).toEqual(options);
      const { recipe } = JSON.parse(await page.inputValue('#recipe-json'));
      expect(await shownPanel()).toEqual((await apiPanel({ recipe, regulation: 'fda', options })).panel);

      // Linear above 40 in² is the API's 42201 at the layout control (101.9(j)(13)(ii)(A)).
      const layout = page.locator('[data-option="layout"]');
      await layout.selectOption('linear');
      await expect.poll(() => layout.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
      await layout.selectOption('tabular');
      await figure().waitFor({ timeout: STEP });
      await settled();
      expect(await layout.getAttribute('aria-invalid')).toBeNull();
      // A surface that is no positive number is the API's 40001 at the field, its message beside it.
      await field.fill('0');
      await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: STEP }).toBe('true');
      const message = page.locator(`#${await field.getAttribute('aria-describedby')}`);
      expect(await message.textContent()).not.toBe('');
      expect(await axeViolations()).toEqual([]);
      await field.fill('60');
      await expect.poll(figureSize, { timeout: STEP }).toBeGreaterThan(small);
      await settled();
      expect(await field.getAttribute('aria-invalid')).toBeNull();

      // Saved with the recipe's other options, and back when it is reopened.
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 1/);
      const id = (await page.evaluate(
        `JSON.parse(localStorage.getItem('nutrilabel.recipe')).savedId`,
      )) as string;
      expect(((await apiGet(`/recipes/${id}`)).data as { options: object }).options).toEqual(options);
      await page.click('#new-recipe');
      await expect.poll(() => field.inputValue()).toBe('');
      await page.click('a[data-nav="recipes"]');
      const row = page.locator(`[data-testid="recipe-row"][data-id="${id}"]`);
      await row.waitFor({ timeout: STEP });
      await row.locator('a').click();
      await expect.poll(() => field.inputValue(), { timeout: STEP }).toBe('60');
      await expect.poll(figureSize, { timeout: STEP }).toBeGreaterThan(small);
      await settled();

      // Cleared: the option is not sent, and the small-package figure is back.
      await field.fill('');
      await expect.poll(figureSize, { timeout: STEP }).toBe(small);
      await settled();
      expect(await draftOptions()).toEqual({ layout: 'tabular' });
      await layout.selectOption('');
      await figure().waitFor({ timeout: STEP });
      await settled();
      expect(await axeViolations()).toEqual([]);
    },
    STEP * 8,
  );

  test(
    'product category from the API’s list and metadata rows: sent with labels, saved, reopened, cleared',
    async () => {
      await page.click('a[data-nav="label"]');
      await page.click('#new-recipe');
      await expect.poll(() => rows().count()).toBe(0);
      await page.fill('#recipe-name', 'Oat cookies');
      await add('butter');
      await figure().waitFor({ timeout: STEP });
      await settled();
      // Without a category the FDA format says claims are read on the labelled serving.
      expect(await text('[data-testid="warnings"]')).toMatch(/no RACC category was given/);

      // Every key of GET /regulations/categories is offered, RACC keys and Canadian keys apart.
      const listed = (await apiGet('/regulations/categories')).data as { key: string }[];
      const offered = await page.evaluate(
        `[...document.querySelectorAll('#category option')].map((o) => o.value).filter(Boolean)`,
      );
      expect(offered).toEqual(listed.map((c) => c.key));
      expect(await page.$$eval('#category optgroup', (groups) => groups.length)).toBe(2);
      await page.selectOption('#category', 'cookies');
      await expect
        .poll(() => text('[data-testid="warnings"]'), { timeout: STEP })
        .not.toMatch(/no RACC category was given/);
      await settled();
      expect(JSON.parse(await page.inputValue('#recipe-json')).recipe.category).toBe('cookies');

      // Metadata rows: sent with the label requests.
      await page.click('#metadata-add');
      expect(await page.evaluate('document.activeElement.dataset.testid')).toBe('metadata-key');
      await page.keyboard.type('sku');
      await page.locator('[data-testid="metadata-value"]').first().fill('OAT-001');
      await page.click('#metadata-add');
      await page.locator('[data-testid="metadata-key"]').nth(1).fill('batch');
      const sent = page.waitForRequest(
        (r) => r.url().includes('/api/v1/label/render') && (r.postData() ?? '').includes('"batch":"42"'),
        { timeout: STEP },
      );
      await page.locator('[data-testid="metadata-value"]').nth(1).fill('42');
      expect(JSON.parse((await sent).postData() ?? '{}').metadata).toEqual({ sku: 'OAT-001', batch: '42' });
      await settled();

      // Saved with the recipe, and back when it is reopened.
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 1/);
      const id = (await page.evaluate(
        `JSON.parse(localStorage.getItem('nutrilabel.recipe')).savedId`,
      )) as string;
      const saved = (await apiGet(`/recipes/${id}`)).data as {
        metadata: Record<string, string>;
        recipe: { category: string };
      };
      expect(saved.metadata).toEqual({ sku: 'OAT-001', batch: '42' });
      expect(saved.recipe.category).toBe('cookies');
      await page.click('#new-recipe');
      expect(await page.locator('[data-testid="metadata-row"]').count()).toBe(0);
      expect(await page.inputValue('#category')).toBe('');
      await page.click('a[data-nav="recipes"]');
      const row = page.locator(`[data-testid="recipe-row"][data-id="${id}"]`);
      await row.waitFor({ timeout: STEP });
      await row.locator('a').click();
      await expect.poll(() => page.inputValue('#recipe-name')).toBe('Oat cookies');
      expect(await page.inputValue('#category')).toBe('cookies');
      expect(
        await page.evaluate(
          `[...document.querySelectorAll('[data-testid="metadata-value"]')].map((i) => i.value)`,
        ),
      ).toEqual(['OAT-001', '42']);
      expect(await text('#draft-state')).toBe('Saved · version 1');

      // Removing a row is a change; saving sends {} for what is gone, so the key is erased.
      await page.locator('[data-testid="metadata-row"]').nth(1).locator('button').click();
      expect(await text('#draft-state')).toBe('Unsaved changes (version 1)');
      await page.click('#save-recipe');
      await expect.poll(() => text('#save-status'), { timeout: STEP }).toMatch(/^Saved · version 2/);
      expect(((await apiGet(`/recipes/${id}`)).data as { metadata: unknown }).metadata).toEqual({
        sku: 'OAT-001',
      });

      // At most 20 keys (api.md §15): the button stops there.
      for (let i = 1; i < 20; i++) await page.click('#metadata-add');
      expect(await page.locator('[data-testid="metadata-row"]').count()).toBe(20);
      expect(await page.isDisabled('#metadata-add')).toBe(true);
      expect(await text('#metadata-count')).toBe('20 of 20');
      await page.locator('[data-testid="metadata-row"]').nth(19).locator('button').click();
      expect(await page.isDisabled('#metadata-add')).toBe(false);
      await settled();
      // Back to the saved recipe with its one reference, for the views that follow.
      await page.click('a[data-nav="recipes"]');
      await row.waitFor({ timeout: STEP });
      await row.locator('a').click();
      await expect
        .poll(() => page.locator('[data-testid="metadata-row"]').count(), { timeout: STEP })
        .toBe(1);
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 6,
  );

  test(
    'metadata keys are checked at the field before sending: blank, repeated and reserved keys',
    async () => {
      const renders: string[] = [];
      const onRequest = (request: { url(): string; postData(): string | null }) => {
        if (request.url().includes('/label/render') || request.url().endsWith('/api/v1/recipes'))
          renders.push(request.postData() ?? '');
      };
      const keyField = (i: number) => page.locator('[data-testid="metadata-key"]').nth(i);
      const errorOf = async (i: number) => {
        const id = await keyField(i).getAttribute('aria-describedby');
        return id ? text(`#${id}`) : '';
      };
      await page.click('#metadata-add');
      page.on('request', onRequest);
      try {
        // A value without a key.
        await page.locator('[data-testid="metadata-value"]').nth(1).fill('42');
        await expect
          .poll(() => errorOf(1), { timeout: STEP })
          .toBe('Enter a key for this value, or remove the row.');
        expect(await keyField(1).getAttribute('aria-invalid')).toBe('true');
        expect(await text('#label-status')).toBe('Fix the references marked above to update the label.');
        // The key of the row above again.
        await keyField(1).fill('sku');
        await expect
          .poll(() => errorOf(1), { timeout: STEP })
          .toBe('“sku” is a key already: keys are unique.');
        // A key the API refuses (api.md §15).
        await keyField(1).fill('__proto__');
        await expect.poll(() => errorOf(1), { timeout: STEP }).toBe('“__proto__” cannot be a key.');
        await screenshots('metadata-errors');
        await page.click('#save-recipe');
        await expect.poll(() => text('#save-status')).toBe('Fix the references marked above before saving.');
        expect(renders).toEqual([]);
        // Fixed: the message goes, the label is sent with both keys.
        await keyField(1).fill('batch');
        await expect.poll(() => errorOf(1), { timeout: STEP }).toBe('');
        await expect
          .poll(() => JSON.parse(renders.at(-1) ?? '{}').metadata, { timeout: STEP })
          .toEqual({
            sku: 'OAT-001',
            batch: '42',
          });
        expect(await keyField(1).getAttribute('aria-invalid')).toBeNull();
        await settled();
      } finally {
        page.off('request', onRequest);
      }
      await page.locator('[data-testid="metadata-row"]').nth(1).locator('button').click();
      await settled();
    },
    STEP * 4,
  );

  test(
    'shows a loading state while each request runs: the bar at the top and aria-busy; the label’s and the search’s own',
    async () => {
      /** Holds the requests of `pattern` (of `method`) until released; `arrived` once one came. */
      const hold = async (pattern: RegExp, method = 'GET') => {
        let open = () => {};
        const gate = new Promise<void>((resolve) => (open = resolve));
        let came = () => {};
        const arrived = new Promise<void>((resolve) => (came = resolve));
        const handled: Promise<void>[] = [];
        await page.route(pattern, (route) => {
          if (route.request().method() !== method) return route.continue();
          came();
          // A request the page gave up meanwhile (a newer keystroke, a reload) cannot go on: nothing to do.
          const done = gate.then(() => route.continue()).catch(() => {});
          handled.push(done);
          return done;
        });
        return {
          arrived,
          release: async () => {
            open();
            await Promise.all(handled);
            await page.unroute(pattern);
          },
        };
      };
      const pageBusy = () =>
        page.evaluate(
          `[document.body.classList.contains('busy'), document.querySelector('main').getAttribute('aria-busy')]`,
        );
      await page.click('a[data-nav="label"]');
      await settled();

      // The label: the page is busy, the preview too, its status says so, and the old label keeps its place.
      const shownBefore = await figure().boundingBox();
      const label = await hold(/\/api\/v1\/label\/render\?format=html$/, 'POST');
      await page.fill('#serving-size', '42');
      await label.arrived;
      expect(await pageBusy()).toEqual([true, 'true']);
      expect(await page.getAttribute('#label-preview', 'aria-busy')).toBe('true');
      expect(await text('#label-status')).toBe('Updating…');
      expect(await figure().boundingBox()).toEqual(shownBefore);
      await label.release();
      await settled();
      expect(await pageBusy()).toEqual([false, 'false']);
      expect(await page.getAttribute('#label-preview', 'aria-busy')).toBeNull();

      // Saving, and each view's list.
      const steps: [RegExp, string, () => Promise<void>][] = [
        [/\/api\/v1\/recipes$/, 'POST', () => page.click('#save-recipe')],
        [/\/api\/v1\/recipes\?/, 'GET', () => page.click('a[data-nav="recipes"]')],
        [/\/api\/v1\/ingredients\?/, 'GET', () => page.click('a[data-nav="ingredients"]')],
        [/\/api\/v1\/keys$/, 'GET', () => page.click('a[data-nav="settings"]')],
      ];
      for (const [pattern, method, act] of steps) {
        const held = await hold(pattern, method);
        await act();
        await held.arrived;
        expect(await pageBusy(), String(pattern)).toEqual([true, 'true']);
        await held.release();
        await idle();
      }
      await page.click('a[data-nav="label"]');
      await settled();
      expect(await text('#save-status')).toMatch(/^Saved · version \d+/);

      // The typeahead: its results are busy (the page is not: it answers at each keystroke).
      const search = await hold(/\/api\/v1\/ingredients\/search\?q=zucchini/);
      await page.fill('#search', 'zucchini');
      await search.arrived;
      expect(await page.getAttribute('#search-results', 'aria-busy')).toBe('true');
      await search.release();
      await expect
        .poll(() => page.getAttribute('#search-results', 'aria-busy'), { timeout: STEP })
        .toBeNull();
      await page.fill('#search', '');

      // Starting: the formats and categories are read before any view shows.
      const starting = await hold(/\/api\/v1\/regulations$/);
      await page.reload({ waitUntil: 'commit' });
      await starting.arrived;
      expect(await pageBusy()).toEqual([true, 'true']);
      await starting.release();
      await figure().waitFor({ timeout: STEP });
      await settled();
    },
    STEP * 6,
  );

  test(
    'has no serious accessibility violations (axe-core) in any view',
    async () => {
      const found: Record<string, string[]> = {};
      for (const view of ['label', 'recipes', 'ingredients', 'settings']) {
        await page.click(`a[data-nav="${view}"]`);
        await idle();
        found[view] = await axeViolations();
      }
      await page.click('a[data-nav="ingredients"]');
      await page.click('#mine-new');
      found.dialog = await axeViolations();
      await page.keyboard.press('Escape');
      expect(found).toEqual({ label: [], recipes: [], ingredients: [], settings: [], dialog: [] });
    },
    STEP * 3,
  );

  test(
    'screenshots of every view at 1280 and 390 px, none scrolling sideways',
    async () => {
      await page.click('a[data-nav="label"]');
      await page.fill('#search', 'milk');
      await page.locator('#search-results [data-testid="search-hit"]').first().waitFor({ timeout: STEP });
      await figure().waitFor({ timeout: STEP });
      await settled();
      await screenshots('label');
      for (const view of ['recipes', 'ingredients', 'settings']) {
        await page.click(`a[data-nav="${view}"]`);
        await idle();
        await screenshots(view);
      }
      await page.click('a[data-nav="ingredients"]');
      await page.click('#mine-new');
      await screenshots('ingredient-dialog');
      await page.keyboard.press('Escape');
    },
    STEP * 4,
  );

  test(
    'typeahead: keystroke to results p95 under 30 ms (GET /ingredients/search, measured in the page)',
    async () => {
      await page.click('a[data-nav="label"]');
      // A running server is warm: first the search code is compiled on other words, from outside the page.
      for (const word of ['rice', 'apple', 'bread', 'tomato', 'yogurt', 'beef', 'honey', 'spinach']) {
        for (let i = 1; i <= word.length; i++)
          await apiGet(`/ingredients/search?q=${word.slice(0, i)}&limit=8`);
      }
      // Three rounds of different words; the median round counts (the machine is shared, as for bench:load).
      const rounds = [
        ['butter', 'flour', 'sugar', 'milk', 'chicken breast', 'olive oil'],
        ['oats', 'cheddar', 'brown rice', 'banana', 'cocoa powder', 'egg yolk'],
        ['salmon', 'almond', 'vanilla extract', 'baking soda', 'cream cheese', 'lemon'],
      ];
      const results: {
        samples: number;
        p50: number;
        p95: number;
        max: number;
        /** Keystrokes answered from the page's own cache (a query asked before), and the p95 of the others. */
        cached: number;
        requestP95: number;
      }[] = [];
      const quantile = (sorted: number[], q: number) =>
        Math.round((sorted[Math.ceil(sorted.length * q) - 1] ?? Number.NaN) * 10) / 10;
      // The browser keeps 250 resource timings: start from none, so the searches' are all kept.
      await page.evaluate(
        'performance.clearResourceTimings(); performance.setResourceTimingBufferSize(1000)',
      );
      for (const words of rounds) {
        await page.evaluate('performance.clearMeasures("typeahead")');
        for (const word of words) {
          await page.fill('#search', '');
          await page.focus('#search');
          // 80 ms between keys: a quick typist, so every keystroke's results are drawn.
          await page.keyboard.type(word, { delay: 80 });
          await page.waitForTimeout(80);
        }
        const entries = (await page.evaluate(
          'performance.getEntriesByName("typeahead").map((e) => [e.duration, e.detail?.cached === true])',
        )) as [number, boolean][];
        const samples = entries.map(([d]) => d).sort((a, b) => a - b);
        const requested = entries
          .filter(([, cached]) => !cached)
          .map(([d]) => d)
          .sort((a, b) => a - b);
        results.push({
          samples: samples.length,
          p50: quantile(samples, 0.5),
          p95: quantile(samples, 0.95),
          max: quantile(samples, 1),
          cached: samples.length - requested.length,
          requestP95: quantile(requested, 0.95),
        });
        expect(samples.length).toBeGreaterThanOrEqual(40);
      }
      const median = [...results].sort((a, b) => a.p95 - b.p95)[1];
      // Where the time of the requests goes (the browser's resource timings): waiting for the server's first
      // byte, against the rest (connection reuse, download); what is left of a keystroke is the page's own work.
      const timings = (await page.evaluate(
        `performance.getEntriesByType('resource').filter((e) => e.name.includes('/ingredients/search'))
          .map((e) => [e.responseStart - e.requestStart, e.duration])`,
      )) as [number, number][];
      const firstByte = timings.map(([t]) => t).sort((a, b) => a - b);
      const whole = timings.map(([, d]) => d).sort((a, b) => a - b);
      const requests = {
        count: timings.length,
        firstByteP50: quantile(firstByte, 0.5),
        firstByteP95: quantile(firstByte, 0.95),
        durationP50: quantile(whole, 0.5),
        durationP95: quantile(whole, 0.95),
      };
      writeFileSync(
        new URL('typeahead.json', ARTIFACTS),
        `${JSON.stringify({ median, rounds: results, requests }, null, 2)}\n`,
      );
      console.log(`typeahead requests: ${JSON.stringify(requests)}`);
      console.log(
        `typeahead p95 per round (ms): ${results.map((r) => r.p95).join(', ')}; p50 ${median?.p50}; ` +
          `from the page's cache ${results.map((r) => `${r.cached}/${r.samples}`).join(', ')}; ` +
          `p95 of those requested ${results.map((r) => r.requestP95).join(', ')}`,
      );
      // The 30 ms budget is checked on this file run alone (TYPEAHEAD_STRICT=1, docs/performance.md): inside
      // the whole suite every file shares the two cores, and 100 ms still catches a debounce or a slow path.
      expect(median?.p95).toBeLessThan(process.env.TYPEAHEAD_STRICT === '1' ? 30 : 100);
    },
    STEP * 6,
  );
});
