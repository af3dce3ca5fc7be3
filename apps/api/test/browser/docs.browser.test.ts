/**
 * The docs page (`/docs`, Scalar over the served /openapi.json) in chromium: the label, a saved recipe
 * and a search each show their whole payload, field by field; a screenshot of each goes to
 * test-artifacts/ (docs-label.png, docs-recipe.png, docs-search.png).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { type Browser, launchChromium } from './chromium';

const ARTIFACTS = new URL('../../../../test-artifacts/', import.meta.url);

let browser: Browser;
let page: Page;
let base = '';
let close = () => {};

beforeAll(async () => {
  const app = createApp({ store: createMemoryStore() });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
  browser = await launchChromium();
  page = await browser.context.newPage();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  close();
});

test.each([
  [
    'label',
    'labels/POST/api/v1/label',
    ['recipeName', 'metadata', 'provenance', 'frontOfPack', 'dailyValue'],
  ],
  ['recipe', 'recipes/GET/api/v1/recipes/{id}', ['version', 'servingSizeGrams', 'ingredients', 'updatedAt']],
  ['search', 'ingredients/GET/api/v1/ingredients/search', ['local', 'golden', 'usda', 'portions']],
])(
  '/docs shows the whole %s payload',
  async (name, anchor, fields) => {
    await page.goto(`${base}/docs#tag/${anchor}`);
    const pageText = async () => String(await page.evaluate('document.body.innerText'));
    await expect.poll(pageText, { timeout: 20_000 }).toContain(fields[0] as string);
    const text = await pageText();
    for (const field of fields) expect(text, field).toContain(field);
    const shot = await page.screenshot();
    writeFileSync(new URL(`docs-${name}.png`, ARTIFACTS), shot);
    expect(shot.length).toBeGreaterThan(10_000);
  },
  60_000,
);

test('/docs offers no hosted-service buttons (AI agent, MCP, deploy): the reference works offline', async () => {
  await page.goto(`${base}/docs`);
  const pageText = async () => String(await page.evaluate('document.body.innerText'));
  await expect.poll(pageText, { timeout: 20_000 }).toContain('/api/v1/label');
  const text = await pageText();
  for (const offer of ['Ask AI', 'Generate MCP', 'Deploy']) expect(text, offer).not.toContain(offer);
}, 60_000);
