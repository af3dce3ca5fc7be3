/**
 * @nutrilabel/client is generated from the document: its committed types match what
 * openapi-typescript makes of the served document today, it has a method for every operation, and
 * the methods the hand-written client lacked work against the real app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { CLIENT_OPERATIONS, createClient } from '../../../../packages/client/src/index';
import { CLIENT_TYPES_PATH, clientTypes } from '../../scripts/client-types';
import { createMetrics } from '../../src/metrics/metrics';
import { makeApp, simpleRecipe } from '../helpers';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

test('the committed types are what openapi-typescript generates from the document (pnpm --filter @nutrilabel/api generate:client)', async () => {
  const committed = readFileSync(`${root}${CLIENT_TYPES_PATH}`, 'utf8');
  expect(
    committed === (await clientTypes()),
    'regenerate: pnpm --filter @nutrilabel/api generate:client',
  ).toBe(true);
}, 60_000);

const tokens = {
  metrics: createMetrics({ processMetrics: false }),
  metricsToken: 'metrics-token-0123456789',
  adminToken: 'admin-token-0123456789',
};

test('the client has a method for every operation but the HTML pages', async () => {
  const { call } = await makeApp(tokens);
  const doc = (await (await call('/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const pages = ['getRoot', 'getAppFile', 'getDocs', 'getDocsScalarJs'];
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  expect(ids.length).toBeGreaterThanOrEqual(33);
  expect(ids.filter((id) => !pages.includes(id) && !(id in CLIENT_OPERATIONS))).toEqual([]);
  expect(Object.keys(CLIENT_OPERATIONS).filter((id) => !ids.includes(id))).toEqual([]);
});

test('keys, health, meta, versions, diff and operator calls through the client', async () => {
  const { app, key } = await makeApp(tokens);
  const client = createClient({
    apiKey: key,
    baseUrl: 'http://api.test',
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(String(input), init)) as typeof fetch,
  });
  expect(await client.health.live()).toEqual({ status: 'ok' });
  expect(await client.health.ready()).toEqual({ status: 'ready', store: 'memory' });
  expect((await client.meta.openApi()).openapi).toBe('3.1.0');
  expect((await client.meta.regulations()).map((r) => r.id)).toContain('fda');
  const created = await client.keys.create();
  expect((await client.keys.list()).map((k) => k.id)).toContain(created.id);
  expect(await client.keys.revoke(created.id)).toEqual({ id: created.id, revoked: true });
  const meta = await client.recipes.save({ name: 'Shortbread', recipe: simpleRecipe() });
  await client.recipes.save({
    id: meta.id,
    name: 'Shortbread',
    recipe: { ...simpleRecipe(), servingSizeGrams: 50 },
  });
  expect((await client.recipes.versions(meta.id)).map((v) => v.version)).toEqual([2, 1]);
  const diff = await client.recipes.diff(meta.id);
  expect(diff).toMatchObject({ from: 1, to: 2 });
  expect(diff.changes.length).toBeGreaterThan(0);
  expect((await client.recipes.get(meta.id, { version: '1' })).version).toBe(1);
  const explained = await client.recipes.label(meta.id, { regulation: 'eu' }, { explain: '1' });
  expect(explained.label.regulation).toBe('eu');
  expect(await client.operator.metrics(tokens.metricsToken)).toContain('# HELP');
  await expect(client.operator.backup(tokens.adminToken)).rejects.toMatchObject({ status: 422 });
});

test('custom ingredients listed page by page and updated in place, print files, and the category list, through the client', async () => {
  const { app, key } = await makeApp();
  const client = createClient({
    apiKey: key,
    baseUrl: 'http://api.test',
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(String(input), init)) as typeof fetch,
  });
  const made = [];
  for (const name of ['Oat base', 'Nut base', 'Seed base'])
    made.push(await client.ingredients.create({ name, nutrients: { energy_kcal: 400, protein: 12 } }));
  const first = await client.ingredients.list({ limit: 2 }); // a number or a string
  expect(first.ingredients.map((f) => f.name)).toEqual(['Seed base', 'Nut base']);
  expect(first.nextCursor).toBeTypeOf('string');
  const all = [];
  for await (const food of client.ingredients.listAll()) all.push(food.id);
  expect(all).toEqual(made.map((f) => f.id).reverse());
  const updated = await client.ingredients.update(made[0]?.id ?? '', {
    name: 'Oat base, richer',
    nutrients: { energy_kcal: 450, protein: 14 },
  });
  expect([updated.id, updated.name]).toEqual([made[0]?.id, 'Oat base, richer']);
  expect((await client.ingredients.get(updated.id)).nutrients.energy_kcal).toBe(450);
  const png = await client.renderFile({ recipe: simpleRecipe() }, 'png', { scale: 1 });
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pdf = await client.renderFile({ recipe: simpleRecipe() }, 'pdf');
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  const categories = await client.meta.categories();
  expect(categories.length).toBeGreaterThan(20);
  expect(categories.every((c) => c.key.length > 0 && c.formats.length > 0)).toBe(true);
});
