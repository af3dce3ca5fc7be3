import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test, vi } from 'vitest';
import { createApp } from '../../src/app';

describe('createApp with authCacheTtlMs', () => {
  test('one key lookup for many requests; a key revoked through the API is refused at once', async () => {
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'team' });
    const first = await store.apiKeys.create(account.id);
    const second = await store.apiKeys.create(account.id);
    const lookups = vi.spyOn(store.apiKeys, 'authenticate');
    const app = createApp({ store, authCacheTtlMs: 60_000 });
    const get = (key: string) => app.request('/api/v1/recipes', { headers: { 'x-api-key': key } });

    for (let i = 0; i < 5; i++) expect((await get(second.key)).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);

    const revoked = await app.request(`/api/v1/keys/${second.id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': first.key },
    });
    expect(revoked.status).toBe(200);
    expect((await get(second.key)).status).toBe(401);
    expect((await get(first.key)).status).toBe(200);
  });
});
