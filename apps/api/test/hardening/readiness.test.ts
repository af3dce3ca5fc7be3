import { createMemoryStore, StoreError } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';

describe('health and readiness', () => {
  test('/healthz is 200 while /readyz is 503 naming the database when the store does not answer', async () => {
    const store = createMemoryStore();
    const down = {
      ...store,
      ping: async () => {
        throw new StoreError('unavailable', 'store', 'connection refused');
      },
    };
    const app = createApp({ store: down });
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ code: 50301, message: 'Not ready: database unreachable.' });
  });

  test('/readyz is 200 when the store and the limiter answer', async () => {
    const app = createApp({
      store: createMemoryStore(),
      rateLimiter: createPlanRateLimiter(createMemoryWindowStore()),
    });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ code: 0, data: { status: 'ready', store: 'memory' } });
  });
});

describe('RateLimit-* on every authenticated response', () => {
  test('errors after authentication carry them too (404, 400), with the count going down', async () => {
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'pro' });
    const { key } = await store.apiKeys.create(account.id);
    const app = createApp({ store, rateLimiter: createPlanRateLimiter(createMemoryWindowStore()) });
    const missing = await app.request('/api/v1/recipes/rec_doesnotexist', { headers: { 'x-api-key': key } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit-limit')).toBe('100');
    expect(missing.headers.get('ratelimit-remaining')).toBe('99');
    const invalid = await app.request('/api/v1/label', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: '{"recipe":{}}',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('ratelimit-remaining')).toBe('98');
    expect(invalid.headers.get('ratelimit-reset')).toBe('60');
  });
});
