/**
 * Fuzz every endpoint through `app.request` on the memory store: thousands of malformed bodies,
 * wrong types, odd numbers, deep nesting, unicode and injection strings. Never a 5xx, and a
 * rejected request (4xx) never changes a row.
 */
import { createMemoryStore, type Store } from '@nutrilabel/store';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import {
  contentType,
  headerValue,
  hostileBodyText,
  hostileJson,
  hostileQueryValue,
  hostileSegment,
  hostileString,
  mutatedRecipe,
  validRecipe,
} from './arbitraries';

interface Fixture {
  readonly app: ReturnType<typeof createApp>;
  readonly store: Store;
  readonly key: string;
  readonly accountIds: readonly string[];
  readonly ids: { recipe: string; otherRecipe: string; ingredient: string; webhook: string };
}

let fixture: Fixture;

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  const other = await store.accounts.create({ plan: 'free' });
  const { key } = await store.apiKeys.create(account.id);
  await store.apiKeys.create(other.id);
  const recipe = await store.recipes.create(account.id, {
    name: 'Mine',
    regulation: 'fda',
    recipe: validRecipe(),
  });
  const otherRecipe = await store.recipes.create(other.id, {
    name: 'Theirs',
    regulation: 'fda',
    recipe: validRecipe(),
  });
  const ingredient = await store.ingredients.create(account.id, {
    name: 'Oat milk',
    nutrients: { energy_kcal: 45 },
  });
  const { webhook } = await store.webhooks.upsert(account.id, {
    url: 'https://example.com/hook',
    events: ['label.updated'],
    secret: 'a-secret-of-sixteen+',
  });
  fixture = {
    app: createApp({ store }),
    store,
    key,
    accountIds: [account.id, other.id],
    ids: { recipe: recipe.id, otherRecipe: otherRecipe.id, ingredient: ingredient.id, webhook: webhook.id },
  };
});

/** Everything a request could change, for every account. */
async function snapshot(): Promise<string> {
  const { store, accountIds } = fixture;
  const parts: unknown[] = [];
  for (const accountId of accountIds) {
    const recipes = (await store.recipes.list(accountId, { limit: 1000 })).items;
    const webhooks = await store.webhooks.list(accountId);
    parts.push(
      await store.accounts.get(accountId),
      await store.apiKeys.list(accountId),
      await Promise.all(recipes.map((r) => store.recipes.get(accountId, r.id))),
      (await store.ingredients.list(accountId, { limit: 1000 })).items,
      webhooks,
      await Promise.all(webhooks.map((w) => store.outbox.listDeliveries(accountId, w.id, 1000))),
    );
  }
  return JSON.stringify(parts);
}

interface Attempt {
  readonly method: string;
  readonly path: string;
  readonly body?: string | undefined;
  readonly contentType?: string | undefined;
  readonly idempotencyKey?: string | undefined;
}

/** Sends one attempt and checks the two invariants. */
async function check(attempt: Attempt): Promise<void> {
  const before = await snapshot();
  const headers: Record<string, string> = { 'x-api-key': fixture.key };
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  if (attempt.idempotencyKey !== undefined) headers['idempotency-key'] = attempt.idempotencyKey;
  let response: Response;
  try {
    response = await fixture.app.request(attempt.path, {
      method: attempt.method,
      headers,
      ...(attempt.body === undefined ? {} : { body: attempt.body }),
    });
  } catch (error) {
    throw new Error(`${attempt.method} ${attempt.path} threw instead of answering: ${String(error)}`);
  }
  const text = await response.text();
  if (response.status >= 500) {
    throw new Error(`${attempt.method} ${attempt.path} → ${response.status} ${text.slice(0, 300)}`);
  }
  if (attempt.method !== 'HEAD' && response.headers.get('content-type')?.includes('application/json')) {
    const parsed = JSON.parse(text) as { code?: unknown };
    expect(typeof parsed.code).toBe('number');
    if (response.status >= 400) expect(parsed.code).not.toBe(0);
  }
  if (response.status >= 400) expect(await snapshot()).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const RUNS = 300;
const post = (path: string | fc.Arbitrary<string>, body: fc.Arbitrary<string> = hostileBodyText) =>
  fc.record({
    method: fc.constant('POST'),
    path: typeof path === 'string' ? fc.constant(path) : path,
    body,
    contentType,
    idempotencyKey: fc.option(headerValue, { nil: undefined }),
  });
const get = (path: fc.Arbitrary<string>, method = 'GET') =>
  fc.record({ method: fc.constant(method), path, contentType: fc.constant(undefined) });
const id = () =>
  fc.oneof(
    hostileSegment,
    fc.constant(undefined).map(() => fixture.ids.otherRecipe),
    fc.constant(undefined).map(() => `local:${fixture.ids.ingredient}x`),
  );
const query = (...names: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names, 'x', '__proto__'), hostileQueryValue), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

const ENDPOINTS: Record<string, fc.Arbitrary<Attempt>> = {
  'POST /label': post('/api/v1/label'),
  'POST /label/export': post(query('format').map((q) => `/api/v1/label/export${q || '?format=csv'}`)),
  'POST /label/render': post(query('format').map((q) => `/api/v1/label/render${q || '?format=svg'}`)),
  'POST /labels/batch': post(
    '/api/v1/labels/batch',
    fc.oneof(
      hostileBodyText,
      fc.array(mutatedRecipe, { maxLength: 4 }).map((recipes) => JSON.stringify({ recipes })),
      fc.array(hostileJson, { maxLength: 4 }).map((recipeIds) => JSON.stringify({ recipeIds })),
    ),
  ),
  'POST /recipes': post(
    '/api/v1/recipes',
    fc.oneof(
      hostileBodyText,
      fc
        .tuple(hostileJson, mutatedRecipe)
        .map(([name, recipe]) => JSON.stringify({ id: fixture.ids.recipe, name, recipe })),
      mutatedRecipe.map((recipe) => JSON.stringify({ id: fixture.ids.otherRecipe, name: 'steal', recipe })),
    ),
  ),
  'POST /recipes/:id/label': post(id().map((i) => `/api/v1/recipes/${i}/label`)),
  'POST /ingredients': post(
    '/api/v1/ingredients',
    fc.oneof(
      hostileBodyText,
      fc
        .record({ name: hostileJson, nutrients: hostileJson, portions: hostileJson, allergens: hostileJson })
        .map((b) => JSON.stringify(b)),
    ),
  ),
  'POST /webhooks/configure': post(
    '/api/v1/webhooks/configure',
    fc.oneof(
      hostileBodyText,
      fc
        .record({
          url: fc.oneof(
            hostileString,
            fc.constantFrom(
              'http://127.0.0.1/x',
              'https://169.254.169.254/',
              'https://[::1]/',
              'file:///etc/passwd',
              'https://10.0.0.1/',
            ),
          ),
          events: hostileJson,
          secret: hostileJson,
        })
        .map((b) => JSON.stringify(b)),
    ),
  ),
  'POST /keys': post('/api/v1/keys'),
  'GET /recipes': get(query('limit', 'cursor').map((q) => `/api/v1/recipes${q}`)),
  'GET /recipes/:id': get(id().map((i) => `/api/v1/recipes/${i}`)),
  'GET /ingredients/search': get(query('q', 'limit').map((q) => `/api/v1/ingredients/search${q}`)),
  'GET /ingredients/:id': get(id().map((i) => `/api/v1/ingredients/${i}`)),
  'GET /units/convert': get(
    query('value', 'from', 'to', 'foodId', 'density').map((q) => `/api/v1/units/convert${q}`),
  ),
  'GET /webhooks': get(query('limit', 'cursor').map((q) => `/api/v1/webhooks${q}`)),
  'GET /keys': get(query('limit', 'cursor').map((q) => `/api/v1/keys${q}`)),
  'GET /healthz, /readyz': get(
    fc.tuple(fc.constantFrom('/healthz', '/readyz'), query('x')).map(([p, q]) => `${p}${q}`),
  ),
  'GET /webhooks/:id/deliveries': get(
    fc.tuple(id(), query('limit')).map(([i, q]) => `/api/v1/webhooks/${i}/deliveries${q}`),
  ),
  'DELETE /recipes/:id': get(
    id().map((i) => `/api/v1/recipes/${i}`),
    'DELETE',
  ),
  'DELETE /ingredients/:id': get(
    id().map((i) => `/api/v1/ingredients/${i}`),
    'DELETE',
  ),
  'DELETE /webhooks/:id': get(
    id().map((i) => `/api/v1/webhooks/${i}`),
    'DELETE',
  ),
  'DELETE /keys/:id': get(
    id().map((i) => `/api/v1/keys/${i}`),
    'DELETE',
  ),
  'any method, any path': fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
      path: fc
        .array(hostileSegment, { minLength: 1, maxLength: 4 })
        .map((parts) => `/api/v1/${parts.join('/')}`),
      body: fc.option(hostileBodyText, { nil: undefined }),
      contentType,
    })
    .map((a) => (a.method === 'GET' || a.method === 'HEAD' ? { ...a, body: undefined } : a)),
};

describe('fuzz: never a 5xx, never a changed row on a rejected request', () => {
  for (const [name, attempts] of Object.entries(ENDPOINTS)) {
    test(name, async () => {
      await fc.assert(fc.asyncProperty(attempts, check), { numRuns: RUNS });
    });
  }

  test('the fixture rows are still there and untouched by other accounts', async () => {
    const [mine, theirs] = fixture.accountIds as [string, string];
    expect(await fixture.store.recipes.get(theirs, fixture.ids.otherRecipe)).toMatchObject({
      name: 'Theirs',
      version: 1,
    });
    expect(await fixture.store.recipes.get(mine, fixture.ids.otherRecipe)).toBeNull();
  });
});
