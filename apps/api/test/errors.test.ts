import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteStore, StoreError } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from './helpers';

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

describe('api.md §1 error envelope', () => {
  test('40001 names every offending field', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      body: {
        recipe: {
          name: '',
          servingSizeGrams: -5,
          ingredients: [
            { name: 'Flour', weightGrams: 0, nutrients: { protien: 3 } },
            { name: 'Salt', nutrients: { sodium: 'lots' } },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe(40001);
    expect(body.message).toBeTruthy();
    expect(body.details?.map((d) => d.path).sort()).toEqual(
      [
        'recipe.name',
        'recipe.servingSizeGrams',
        'recipe.ingredients.0.weightGrams',
        'recipe.ingredients.0.nutrients.protien',
        'recipe.ingredients.1.nutrients.sodium',
      ].sort(),
    );
  });

  test('40001 when neither recipe nor recipeId is given', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', { body: { regulation: 'fda' } });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).details?.[0]?.path).toBe('recipe');
  });

  test('40002 for a body that is not JSON', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', { body: '{"recipe":' });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).code).toBe(40002);
  });

  test('40003 for an unknown regulation, listing the allowed values', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', { body: { recipe: simpleRecipe(), regulation: 'mars' } });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe(40003);
    expect(body.message).toContain('fda');
  });

  test('40004 for an unknown unit and for volume without a density', async () => {
    const { call } = await makeApp();
    const unknown = await call('/api/v1/units/convert?value=1&from=furlong&to=g');
    expect(unknown.status).toBe(400);
    expect((await json<ErrorBody>(unknown)).code).toBe(40004);
    const bridge = await call('/api/v1/units/convert?value=1&from=cup&to=g');
    expect(bridge.status).toBe(400);
    expect((await json<ErrorBody>(bridge)).code).toBe(40004);
    const recipe = simpleRecipe();
    const res = await call('/api/v1/label', {
      body: {
        recipe: {
          ...recipe,
          ingredients: [{ name: 'Flour', amount: 2, unit: 'cup', nutrients: { protein: 10 } }],
        },
      },
    });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe(40004);
    expect(body.details?.[0]?.path).toBe('recipe.ingredients.0.unit');
  });

  test('40005 for an unknown or missing export format', async () => {
    const { call } = await makeApp();
    for (const path of ['/api/v1/label/export?format=xml', '/api/v1/label/export']) {
      const res = await call(path, { body: { recipe: simpleRecipe() } });
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).code).toBe(40005);
    }
  });

  test('40101 without a key, 40102 with an unknown or revoked key, same message for both', async () => {
    const { call, store, account } = await makeApp();
    const missing = await call('/api/v1/recipes', { key: null });
    expect(missing.status).toBe(401);
    expect((await json<ErrorBody>(missing)).code).toBe(40101);
    const unknown = await call('/api/v1/recipes', { key: 'nlk_00000000000000000000000000000000' });
    const created = await store.apiKeys.create(account.id);
    await store.apiKeys.revoke(account.id, created.id);
    const revoked = await call('/api/v1/recipes', { key: created.key });
    const [a, b] = [await json<ErrorBody>(unknown), await json<ErrorBody>(revoked)];
    expect([unknown.status, revoked.status]).toEqual([401, 401]);
    expect(a).toEqual(b);
    expect(a.code).toBe(40102);
  });

  test('40401 for unknown routes, with the envelope and a request id', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await json<ErrorBody>(res)).toMatchObject({ code: 40401 });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    const outside = await call('/nope', { key: null });
    expect(outside.status).toBe(404);
  });

  test('40501 with Allow for a known path and a wrong method', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await json<ErrorBody>(res)).code).toBe(40501);
    const recipes = await call('/api/v1/recipes', { method: 'PUT' });
    expect(recipes.status).toBe(405);
    expect(recipes.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  test('41301 for a body over 1 MiB', async () => {
    const { call } = await makeApp();
    const big = JSON.stringify({ recipe: { ...simpleRecipe(), name: 'x'.repeat(1024 * 1024) } });
    const res = await call('/api/v1/label', { body: big });
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).code).toBe(41301);
  });

  test('41501 for a POST without a JSON content type', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      body: JSON.stringify({ recipe: simpleRecipe() }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect((await json<ErrorBody>(res)).code).toBe(41501);
    const exported = await call('/api/v1/label/export?format=csv', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(exported.status).toBe(415);
  });

  test('42201 for negative and non-finite nutrient amounts (physical limits, api.md §3), naming each', async () => {
    const { call } = await makeApp();
    const body = `{"recipe":{"name":"X","servingSizeGrams":10,"ingredients":[{"name":"Salt","weightGrams":10,"nutrients":{"sodium":-1,"protein":1e999}}]}}`;
    const res = await call('/api/v1/label', { body });
    expect(res.status).toBe(422);
    const parsed = await json<ErrorBody>(res);
    expect(parsed.code).toBe(42201);
    expect(parsed.details?.map((d) => d.path).sort()).toEqual([
      'recipe.ingredients.0.nutrients.protein',
      'recipe.ingredients.0.nutrients.sodium',
    ]);
  });

  test('42201 for impossible content: physical limits, serving larger than the batch, unknown food', async () => {
    const { call } = await makeApp();
    const fat = await call('/api/v1/label', {
      body: {
        recipe: {
          ...simpleRecipe(),
          ingredients: [{ name: 'Oil', weightGrams: 10, nutrients: { total_fat: 120, energy_kcal: 950 } }],
        },
      },
    });
    expect(fat.status).toBe(422);
    const fatBody = await json<ErrorBody>(fat);
    expect(fatBody.code).toBe(42201);
    expect(fatBody.details?.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        'recipe.ingredients.0.nutrients.total_fat',
        'recipe.ingredients.0.nutrients.energy_kcal',
      ]),
    );
    const serving = await call('/api/v1/label', {
      body: { recipe: { ...simpleRecipe(), servingSizeGrams: 5000 } },
    });
    expect(serving.status).toBe(422);
    expect((await json<ErrorBody>(serving)).details?.[0]?.path).toBe('recipe.servingSizeGrams');
    const food = await call('/api/v1/label', {
      body: {
        recipe: {
          ...simpleRecipe(),
          ingredients: [{ name: 'Mystery', foodId: 'usda:sr-99999999', weightGrams: 10 }],
        },
      },
    });
    expect(food.status).toBe(422);
    expect((await json<ErrorBody>(food)).details?.[0]?.path).toBe('recipe.ingredients.0.foodId');
  });

  test('50301 with Retry-After when the store is unavailable', async () => {
    const ctx = await makeApp();
    const failing = new StoreError('unavailable', 'postgres', 'connection refused');
    ctx.store.recipes.list = () => Promise.reject(failing);
    const res = await ctx.call('/api/v1/recipes');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await json<ErrorBody>(res)).code).toBe(50301);
  });

  test('50001 for an unexpected error, without internals in the body', async () => {
    const logged: object[] = [];
    const ctx = await makeApp({ logger: { info() {}, warn() {}, error: (o) => logged.push(o) } });
    ctx.store.recipes.list = () => Promise.reject(new Error('secret internal detail at /srv/db.ts:12'));
    const res = await ctx.call('/api/v1/recipes');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: 50001 });
    expect(text).not.toContain('secret internal detail');
    expect(logged[0]).toMatchObject({ requestId: res.headers.get('x-request-id') });
  });

  test('echoes a sane x-request-id and replaces an insane one', async () => {
    const { call } = await makeApp();
    const sane = await call('/healthz', { key: null, headers: { 'x-request-id': 'abc-123' } });
    expect(sane.headers.get('x-request-id')).toBe('abc-123');
    const insane = await call('/healthz', {
      key: null,
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });
});

describe('api.md §1: every JSON body is application/json; charset=utf-8', () => {
  test('success, error, 404 and 405 responses', async () => {
    const { call } = await makeApp();
    const responses = [
      await call('/api/v1/recipes'),
      await call('/api/v1/label', { body: {} }),
      await call('/api/v1/nope'),
      await call('/api/v1/label', { method: 'DELETE' }),
      await call('/api/v1/recipes', { key: null }),
      await call('/healthz'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 400, 404, 405, 401, 200]);
    for (const response of responses) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  test('CSV keeps its own content type', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/export?format=csv', { body: { recipe: simpleRecipe() } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

describe('api.md §1: 405 only for a method the path does not have', () => {
  test('GET /recipes/ (trailing slash) is 404, not "405: use GET"', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/recipes/');
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).code).toBe(40401);
  });

  test('Allow names the methods of the static route, not those of a /:id sibling', async () => {
    const { call } = await makeApp();
    const configure = await call('/api/v1/webhooks/configure');
    expect(configure.status).toBe(405);
    expect(configure.headers.get('allow')).toBe('POST');
    const search = await call('/api/v1/ingredients/search', { method: 'POST', body: {} });
    expect(search.status).toBe(405);
    expect(search.headers.get('allow')).toBe('GET, HEAD');
    const byId = await call('/api/v1/recipes/rec_abc', { method: 'PATCH' });
    expect(byId.headers.get('allow')).toBe('DELETE, GET, HEAD');
  });
});

describe('api.md §1: an id that cannot exist is 404, whatever its bytes', () => {
  test('NUL and other junk in path ids never reach the database (PGlite refuses NUL in text)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-audit-'));
    const store = await openPgliteStore(dir);
    const { call } = await makeApp({ store });
    const cases: [string, string][] = [
      ['GET', '/api/v1/recipes/%00'],
      ['DELETE', '/api/v1/recipes/rec_%00'],
      ['POST', '/api/v1/recipes/%00/label'],
      ['GET', '/api/v1/ingredients/local:%00'],
      ['DELETE', '/api/v1/ingredients/ing_a%00'],
      ['DELETE', '/api/v1/webhooks/%00'],
      ['GET', '/api/v1/webhooks/wh_%00/deliveries'],
    ];
    for (const [method, path] of cases) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<ErrorBody>(response)).code).toBe(40401);
    }
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);
});
