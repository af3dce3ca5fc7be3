import { createMemoryStore } from '@nutrilabel/store';
import { type Handler, Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from '../deps';
import { apiGate } from './api-gate';

describe('apiGate', () => {
  test("a route that answers nothing is hono's error, not the context taken for a replayed response", async () => {
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'team' });
    const { key } = await store.apiKeys.create(account.id);
    const app = new Hono<AppEnv>();
    app.use('*', apiGate({ store }, 1024));
    // A handler that forgets its `return`: idempotency's pass-through then hands back what `next()`
    // resolves to (the context), which must not become the response.
    const forgetful = (() => undefined) as unknown as Handler<AppEnv>;
    app.get('/forgetful', forgetful);
    const response = await app.request('/forgetful', { headers: { 'x-api-key': key } });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(500);
  });
});
