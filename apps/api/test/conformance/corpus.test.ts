/**
 * A corpus of ordinary and hostile requests over every operation of the document, each answer
 * checked against /openapi.json by the conformance hook (./setup.ts). It holds the requests that
 * once met undocumented statuses, media types and headers, and it fails when an operation of the
 * document has no checked answer here.
 */
import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { createMetrics } from '../../src/metrics/metrics';
import { recordingLimiter } from '../batch/fixtures';
import { json, makeApp, simpleRecipe } from '../helpers';
import { conformance } from './state';

const tokens = {
  metrics: createMetrics({ processMetrics: false }),
  metricsToken: 'metrics-token-0123456789',
  adminToken: 'admin-token-0123456789',
};
const { call, app } = await makeApp(tokens);
const doc = (await (await call('/openapi.json', { key: null })).json()) as {
  paths: Record<string, Record<string, unknown>>;
};
const recipe = simpleRecipe();
const webhook = {
  url: 'https://example.com/hooks/labels',
  events: ['label.generated'],
  secret: 'a-long-enough-secret',
};
const longQuery = `?q=${'x'.repeat(2100)}`;

const statusOf = async (path: string, init: Parameters<typeof call>[1] = {}) =>
  (await call(path, init)).status;

describe('ordinary requests', () => {
  test('labels: generate (plain and explained), render, export one and many, batch, formats', async () => {
    expect(await statusOf('/api/v1/label', { body: { recipe } })).toBe(200);
    expect(await statusOf('/api/v1/label?explain=1', { body: { recipe, regulation: 'eu' } })).toBe(200);
    expect(await statusOf('/api/v1/label', { body: { recipe, regulation: 'cfia' } })).toBe(200);
    expect(await statusOf('/api/v1/label', { body: { recipe, regulation: 'china' } })).toBe(200);
    expect(await statusOf('/api/v1/label/render?format=svg', { body: { recipe } })).toBe(200);
    expect(await statusOf('/api/v1/label/render?format=html', { body: { recipe } })).toBe(200);
    expect(await statusOf('/api/v1/label/export?format=csv', { body: { recipe } })).toBe(200);
    expect(await statusOf('/api/v1/label/export?format=csv', { body: { recipes: [recipe, recipe] } })).toBe(
      200,
    );
    expect(await statusOf('/api/v1/labels/batch', { body: { recipes: [recipe, { name: 'bad' }] } })).toBe(
      200,
    );
    expect(await statusOf('/api/v1/regulations', { key: null })).toBe(200);
    expect(await statusOf('/api/v1/regulations/categories', { key: null })).toBe(200);
  });

  test('recipes: save, update, list with Link, read, versions, diff, label, delete', async () => {
    const created = await call('/api/v1/recipes', {
      body: { name: 'Shortbread', recipe, metadata: { sku: 'SB-1' } },
    });
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(created);
    const changed = { ...recipe, servingSizeGrams: 50 };
    expect(
      await statusOf('/api/v1/recipes', { body: { id: data.id, name: 'Shortbread', recipe: changed } }),
    ).toBe(200);
    await call('/api/v1/recipes', { body: { name: 'Second', recipe } });
    const list = await call('/api/v1/recipes?limit=1');
    expect(list.headers.get('link')).toContain('rel="next"');
    expect(await statusOf(`/api/v1/recipes/${data.id}`)).toBe(200);
    expect(await statusOf(`/api/v1/recipes/${data.id}?version=1`)).toBe(200);
    expect(await statusOf(`/api/v1/recipes/${data.id}/versions`)).toBe(200);
    expect(await statusOf(`/api/v1/recipes/${data.id}/label/diff`)).toBe(200);
    expect(await statusOf(`/api/v1/recipes/${data.id}/label?explain=1`, { method: 'POST' })).toBe(200);
    expect(
      await statusOf(`/api/v1/recipes/${data.id}/label`, {
        body: { regulation: 'eu', metadata: { lot: '7' } },
      }),
    ).toBe(200);
    expect(await statusOf('/api/v1/label', { body: { recipeId: data.id } })).toBe(200);
    expect(await statusOf('/api/v1/labels/batch', { body: { recipeIds: [data.id, 'rec_missing'] } })).toBe(
      200,
    );
    expect(await statusOf(`/api/v1/recipes/${data.id}`, { method: 'DELETE' })).toBe(200);
  });

  test('ingredients, units, webhooks, keys, health, meta', async () => {
    const made = await call('/api/v1/ingredients', {
      body: {
        name: 'House granola',
        nutrients: { energy_kcal: 450, total_fat: 18 },
        portions: [{ name: '1 cup', grams: 60 }],
      },
    });
    expect(made.status).toBe(201);
    const { data: food } = await json<{ data: { id: string } }>(made);
    expect(await statusOf('/api/v1/ingredients/search?q=granola&limit=5')).toBe(200);
    expect(await statusOf('/api/v1/ingredients/search?q=butter')).toBe(200);
    expect(await statusOf(`/api/v1/ingredients/${food.id}`)).toBe(200);
    expect(await statusOf('/api/v1/ingredients?limit=1')).toBe(200);
    expect(await statusOf('/api/v1/ingredients?limit=0')).toBe(400);
    expect(
      await statusOf(`/api/v1/ingredients/${food.id}`, {
        method: 'PUT',
        body: {
          name: 'House granola',
          nutrients: { energy_kcal: 440 },
          portions: [{ name: '1 cup', grams: 60 }],
          allergens: ['oats'],
        },
      }),
    ).toBe(200);
    expect(
      await statusOf(`/api/v1/ingredients/${food.id}`, { method: 'PUT', body: { name: '', nutrients: {} } }),
    ).toBe(400);
    expect(await statusOf(`/api/v1/units/convert?value=1&from=cup&to=g&foodId=${food.id}`)).toBe(200);
    expect(await statusOf('/api/v1/units/convert?value=2&from=cup&to=ml')).toBe(200);
    expect(await statusOf(`/api/v1/ingredients/${food.id}`, { method: 'DELETE' })).toBe(200);

    const hook = await call('/api/v1/webhooks/configure', { body: webhook });
    expect(hook.status).toBe(201);
    expect(await statusOf('/api/v1/webhooks/configure', { body: webhook })).toBe(200);
    const { data: wh } = await json<{ data: { id: string } }>(hook);
    expect(await statusOf('/api/v1/webhooks')).toBe(200);
    expect(await statusOf(`/api/v1/webhooks/${wh.id}/deliveries?limit=5`)).toBe(200);
    expect(await statusOf(`/api/v1/webhooks/${wh.id}`, { method: 'DELETE' })).toBe(200);

    const key = await call('/api/v1/keys', { method: 'POST' });
    expect(key.status).toBe(201);
    const { data: k } = await json<{ data: { id: string } }>(key);
    expect(await statusOf('/api/v1/keys')).toBe(200);
    expect(await statusOf(`/api/v1/keys/${k.id}`, { method: 'DELETE' })).toBe(200);

    for (const path of [
      '/healthz',
      '/readyz',
      '/openapi.json',
      '/docs',
      '/docs/scalar.js',
      '/',
      '/app/index.html',
      '/app/main.js',
      '/app/style.css',
    ])
      expect(await statusOf(path, { key: null }), path).toBe(200);
    const bearer = (token: string) => ({ key: null, headers: { authorization: `Bearer ${token}` } });
    expect(await statusOf('/metrics', bearer(tokens.metricsToken))).toBe(200);
    // The memory store has no embedded database to dump.
    expect(await statusOf('/admin/backup', { method: 'POST', ...bearer(tokens.adminToken) })).toBe(422);
  });
});

describe('hostile requests', () => {
  test('query over 2 KiB (400) and U+0000 in a query, on public and keyed routes', async () => {
    for (const path of [
      '/healthz',
      '/readyz',
      '/openapi.json',
      '/',
      '/api/v1/keys',
      '/api/v1/recipes',
      '/api/v1/regulations',
    ])
      expect(
        await statusOf(`${path}${longQuery}`, {
          key: path.startsWith('/api/v1/keys') || path === '/api/v1/recipes' ? undefined : null,
        }),
        path,
      ).toBe(400);
    expect(await statusOf('/api/v1/ingredients/search?q=a%00b')).toBe(400);
  });

  test('bodies the server refuses: not JSON (400), no JSON type (415), over 1 MiB (413)', async () => {
    expect(await statusOf('/api/v1/label', { body: '{"recipe":' })).toBe(400);
    expect(
      await statusOf('/api/v1/label', {
        body: JSON.stringify({ recipe }),
        headers: { 'content-type': 'text/plain' },
      }),
    ).toBe(415);
    expect(await statusOf('/api/v1/keys', { body: { pad: 'x'.repeat(1024 * 1024 + 10) } })).toBe(413);
    expect(await statusOf('/api/v1/recipes', { body: `{"name":"${'x'.repeat(1024 * 1024)}"}` })).toBe(413);
  });

  test('shapes the server refuses (400) that the document also refuses', async () => {
    expect(await statusOf('/api/v1/label', { body: {} })).toBe(400);
    expect(await statusOf('/api/v1/label', { body: { recipe, recipeId: 'rec_abc' } })).toBe(400);
    expect(await statusOf('/api/v1/labels/batch', { body: { recipes: [] } })).toBe(400);
    expect(await statusOf('/api/v1/recipes?limit=0')).toBe(400);
    expect(await statusOf('/api/v1/units/convert?value=abc&from=g&to=kg')).toBe(400);
    expect(
      await statusOf('/api/v1/webhooks/configure', { body: { ...webhook, url: 'ftp://example.com/x' } }),
    ).toBe(400);
    expect(await statusOf('/api/v1/label?explain=yes', { body: { recipe } })).toBe(400);
    expect(await statusOf('/api/v1/label/export?format=pdf', { body: { recipe } })).toBe(400);
    expect(await statusOf('/api/v1/label/render?format=gif', { body: { recipe } })).toBe(400);
    expect(await statusOf('/api/v1/keys', { body: [] })).toBe(400);
    expect(await statusOf('/api/v1/recipes/rec_abc?version=0')).toBe(400);
    expect(await statusOf('/api/v1/webhooks/wh_abc/deliveries?limit=101')).toBe(400);
  });

  test('POST /recipes: unknown regulation (40003) and unit (40004) are 400, impossible content 422', async () => {
    expect(await statusOf('/api/v1/recipes', { body: { name: 'x', regulation: 'mars', recipe } })).toBe(400);
    const withUnit = { ...recipe, ingredients: [{ name: 'Flour', amount: 2, unit: 'parsec' }] };
    expect(await statusOf('/api/v1/recipes', { body: { name: 'x', recipe: withUnit } })).toBe(400);
    const fat = { ...recipe, ingredients: [{ name: 'Oil', weightGrams: 10, nutrients: { total_fat: 120 } }] };
    expect(await statusOf('/api/v1/recipes', { body: { name: 'x', recipe: fat } })).toBe(422);
    expect(await statusOf('/api/v1/label', { body: { recipe: fat } })).toBe(422);
    expect(await statusOf('/api/v1/label/export?format=csv', { body: { recipes: [fat] } })).toBe(422);
    expect(
      await statusOf('/api/v1/ingredients', { body: { name: 'x', nutrients: { total_fat: 120 } } }),
    ).toBe(422);
    expect(await statusOf('/api/v1/units/convert?value=1&from=cup&to=g&foodId=usda:999999999')).toBe(422);
    expect(await statusOf('/api/v1/units/convert?value=1&from=g&to=kcal')).toBe(400);
  });

  test('unknown ids (404), unknown routes (404), wrong methods (405)', async () => {
    for (const path of [
      '/api/v1/recipes/rec_nope',
      '/api/v1/recipes/rec_nope/versions',
      '/api/v1/recipes/rec_nope/label/diff',
      '/api/v1/ingredients/local:ing_nope',
      '/api/v1/webhooks/wh_nope/deliveries',
      '/app/nope.js',
    ])
      expect(await statusOf(path, { key: path.startsWith('/app') ? null : undefined }), path).toBe(404);
    for (const path of [
      '/api/v1/recipes/rec_nope',
      '/api/v1/ingredients/ing_nope',
      '/api/v1/webhooks/wh_nope',
      '/api/v1/keys/key_nope',
    ])
      expect(await statusOf(path, { method: 'DELETE' }), path).toBe(404);
    expect(await statusOf('/api/v1/recipes/rec_nope/label', { method: 'POST' })).toBe(404);
    expect(
      await statusOf('/api/v1/ingredients/local:ing_nope', {
        method: 'PUT',
        body: { name: 'x', nutrients: {} },
      }),
    ).toBe(404);
    expect(await statusOf('/api/v1/nothing-here')).toBe(404);
    expect(await statusOf('/api/v1/label', { method: 'GET' })).toBe(405);
    expect(await statusOf('/healthz', { method: 'POST', key: null })).toBe(405);
  });

  test('Idempotency-Key reused with another body: 409 on /label, /labels/batch, /recipes/{id}/label', async () => {
    const saved = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'I', recipe } }),
    );
    const routes: [string, unknown, unknown][] = [
      ['/api/v1/label', { recipe }, { recipe, regulation: 'eu' }],
      ['/api/v1/labels/batch', { recipes: [recipe] }, { recipes: [recipe, recipe] }],
      [`/api/v1/recipes/${saved.data.id}/label`, { regulation: 'fda' }, { regulation: 'eu' }],
    ];
    for (const [i, [path, first, second]] of routes.entries()) {
      const headers = { 'idempotency-key': `key-${i}` };
      expect(await statusOf(path, { body: first, headers })).toBe(200);
      const replay = await call(path, { body: first, headers });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await statusOf(path, { body: second, headers }), path).toBe(409);
    }
    expect(
      await statusOf('/api/v1/label', { body: { recipe }, headers: { 'idempotency-key': 'bad key' } }),
    ).toBe(400);
  });

  test('no key, a wrong key, wrong operator tokens (401)', async () => {
    expect(await statusOf('/api/v1/recipes', { key: null })).toBe(401);
    expect(await statusOf('/api/v1/recipes', { key: 'nlk_wrong' })).toBe(401);
    expect(await statusOf('/metrics', { key: null })).toBe(401);
    expect(
      await statusOf('/admin/backup', {
        method: 'POST',
        key: null,
        headers: { authorization: 'Bearer nope' },
      }),
    ).toBe(401);
  });
});

test('rate limit (429 with Retry-After and RateLimit-*) and an unreachable store (503 with Retry-After)', async () => {
  const limited = await makeApp({ rateLimiter: recordingLimiter(1).limiter });
  expect((await limited.call('/api/v1/keys')).status).toBe(200);
  const refused = await limited.call('/api/v1/keys');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('42');
  const store = createMemoryStore();
  const down = await makeApp({ store: { ...store, ping: () => Promise.reject(new Error('down')) } });
  const ready = await down.call('/readyz', { key: null });
  expect(ready.status).toBe(503);
});

test('every operation of the document has at least one checked answer in this corpus', () => {
  const seen = [...conformance.seen()].map((s) => s.split(' ').slice(0, 2).join(' '));
  const missing: string[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of Object.keys(item)) {
      if (!seen.includes(`${method.toUpperCase()} ${path}`)) missing.push(`${method.toUpperCase()} ${path}`);
    }
  expect(missing).toEqual([]);
  expect(app.routes.length).toBeGreaterThan(28);
});
