import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { canonicalBody } from '../src/middleware/idempotency';
import { contentDisposition } from '../src/services/content-disposition';
import { json, makeApp, simpleRecipe } from './helpers';

// Regressions found by the black-box audit of the running server against api.md.

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

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

describe('api.md §5: a saved recipe cannot contain itself', () => {
  test('updating A to use A is 422 and A is unchanged', async () => {
    const { call } = await makeApp();
    const created = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Base', recipe: simpleRecipe('Base') } }),
    );
    const id = created.data.id;
    const looped = await call('/api/v1/recipes', {
      body: {
        id,
        name: 'Base',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'Itself', weightGrams: 50, subRecipeId: id }] },
      },
    });
    expect(looped.status).toBe(422);
    expect((await json<ErrorBody>(looped)).code).toBe(42201);
    const label = await call(`/api/v1/recipes/${id}/label`, { method: 'POST' });
    expect(label.status).toBe(200);
  });

  test('updating A to use B, which uses A, is 422', async () => {
    const { call } = await makeApp();
    const a = (
      await json<{ data: { id: string } }>(
        await call('/api/v1/recipes', { body: { name: 'A', recipe: simpleRecipe('A') } }),
      )
    ).data.id;
    const b = await call('/api/v1/recipes', {
      body: {
        name: 'B',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'A', weightGrams: 50, subRecipeId: a }] },
      },
    });
    expect(b.status).toBe(201);
    const bId = (await json<{ data: { id: string } }>(b)).data.id;
    const looped = await call('/api/v1/recipes', {
      body: {
        id: a,
        name: 'A',
        recipe: { servingSizeGrams: 10, ingredients: [{ name: 'B', weightGrams: 50, subRecipeId: bId }] },
      },
    });
    expect(looped.status).toBe(422);
    expect((await call(`/api/v1/recipes/${bId}/label`, { method: 'POST' })).status).toBe(200);
  });
});

describe('api.md §5: list items and paging', () => {
  test('yieldFactor defaults to 1 in list items', async () => {
    const { call } = await makeApp();
    await call('/api/v1/recipes', { body: { name: 'No yield', recipe: simpleRecipe() } });
    await call('/api/v1/recipes', {
      body: { name: 'Yield', recipe: { ...simpleRecipe(), yieldFactor: 0.8, servingsPerContainer: 4 } },
    });
    const list = await json<{ data: { name: string; yieldFactor: number; servingsPerContainer: unknown }[] }>(
      await call('/api/v1/recipes'),
    );
    // Sorted by name: two recipes saved in the same millisecond may list in either order.
    const rows = list.data.map((r) => [r.name, r.yieldFactor, r.servingsPerContainer]);
    expect(rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['No yield', 1, null],
      ['Yield', 0.8, 4],
    ]);
  });

  test('a cursor that is not ours is 40001 naming the cursor', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/recipes?cursor=zzz');
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40001);
    expect(body.details?.map((d) => d.path)).toEqual(['cursor']);
  });
});

describe('api.md §5: Idempotency-Key compares the request, not its bytes', () => {
  test('the same JSON with other spacing and key order replays; other values are 409', async () => {
    const { call } = await makeApp();
    const headers = { 'idempotency-key': 'audit-1' };
    const first = await call('/api/v1/recipes', {
      body: '{"name":"Idem","recipe":{"servingSizeGrams":10,"ingredients":[{"name":"x","weightGrams":100}]}}',
      headers,
    });
    expect(first.status).toBe(201);
    const id = (await json<{ data: { id: string } }>(first)).data.id;
    const again = await call('/api/v1/recipes', {
      body: '{ "recipe": {"ingredients": [{"weightGrams": 100, "name": "x"}], "servingSizeGrams": 10},\n "name": "Idem" }',
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json<{ data: { id: string } }>(again)).data.id).toBe(id);
    const other = await call('/api/v1/recipes', {
      body: '{"name":"Idem","recipe":{"servingSizeGrams":10,"ingredients":[{"name":"y","weightGrams":100}]}}',
      headers,
    });
    expect(other.status).toBe(409);
    expect((await json<ErrorBody>(other)).code).toBe(40901);
  });

  test('canonicalBody sorts keys at every level and keeps array order', () => {
    expect(canonicalBody('{ "b": 1, "a": [ {"d": 2, "c": 3}, 1 ] }')).toBe('{"a":[{"c":3,"d":2},1],"b":1}');
    expect(canonicalBody('not json')).toBe('not json');
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(canonicalBody(deep)).toBe(deep);
    // Wider than any schema allows (a hostile body): compared byte for byte instead of sorted.
    const wide = `{${Array.from({ length: 1001 }, (_, i) => `"k${1000 - i}":1`).join(',')}}`;
    expect(canonicalBody(wide)).toBe(wide);
    const narrow = `{${Array.from({ length: 1000 }, (_, i) => `"k${999 - i}":1`).join(',')}}`;
    expect(canonicalBody(narrow)).not.toBe(narrow);
  });

  test('canonicalBody orders array-index keys as the earlier release did, so its records still match', () => {
    // The earlier form rebuilt each object from its sorted entries: JavaScript puts "2", "10", "2024" first.
    expect(canonicalBody('{"metadata":{"2024":"x","10":"y","2":"z","a":"w","07":"q","-1":"n"}}')).toBe(
      '{"metadata":{"2":"z","10":"y","2024":"x","-1":"n","07":"q","a":"w"}}',
    );
  });
});

describe('api.md §10: Content-Disposition carries the recipe name', () => {
  test('attachment; filename="<recipe-name>-label.csv"', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/export?format=csv', {
      body: { recipe: simpleRecipe('Chocolate chip cookies') },
    });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Chocolate chip cookies-label.csv"',
    );
  });

  test('quotes and backslashes are replaced; non-ASCII names also go in filename*', () => {
    expect(contentDisposition('Say "hi" \\ now')).toBe('attachment; filename="Say _hi_ _ now-label.csv"');
    expect(contentDisposition('Crème brûlée')).toBe(
      `attachment; filename="Cr_me br_l_e-label.csv"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e-label.csv`,
    );
    expect(contentDisposition('\ud800x')).toBe('attachment; filename="_x-label.csv"');
  });

  test('a Chinese recipe name is served (no invalid header character)', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/export?format=csv', {
      body: { recipe: simpleRecipe('饼干'), regulation: 'cn' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="__-label.csv"; filename*=UTF-8''%E9%A5%BC%E5%B9%B2-label.csv`,
    );
  });
});

describe('api.md §7: 40004 explains what went wrong', () => {
  test('both unknown units are named', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/units/convert?value=1&from=zz&to=yy');
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40004);
    expect(body.details?.map((d) => d.path)).toEqual(['from', 'to']);
  });

  test('mass to energy is not a missing density', async () => {
    const { call } = await makeApp();
    const body = await json<ErrorBody>(await call('/api/v1/units/convert?value=1&from=g&to=kcal'));
    expect(body.code).toBe(40004);
    expect(body.message).not.toContain('density');
    const volume = await json<ErrorBody>(await call('/api/v1/units/convert?value=1&from=cup&to=g'));
    expect(volume.code).toBe(40004);
    expect(volume.message).toContain('density');
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
