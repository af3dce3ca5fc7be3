import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test, vi } from 'vitest';
import { createApp } from '../../src/app';
import { createAuthFailureLimiter } from '../../src/rate-limit/auth-failure-limiter';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { accountKey, planLimitSuite } from './plan-limit-suite';
import { manualClock } from './window-model';

planLimitSuite('memory', (now) => createMemoryWindowStore({ now }));

describe('failed authentication per client address (memory)', () => {
  const setup = async () => {
    const clock = manualClock();
    const store = createMemoryStore();
    const { key } = await accountKey(store, 'team');
    const lookups = vi.spyOn(store.apiKeys, 'authenticate');
    const authFailures = createAuthFailureLimiter(createMemoryWindowStore({ now: clock.now }), {
      now: clock.now,
    });
    const app = createApp({ store, authFailures });
    const from = (address: string, apiKey?: string) =>
      app.request(
        '/api/v1/recipes',
        { headers: apiKey === undefined ? {} : { 'x-api-key': apiKey } },
        { incoming: { socket: { remoteAddress: address } } },
      );
    return { clock, key, lookups, from };
  };
  const wrongKey = 'nlk_00000000000000000000000000000000';

  test('20 failures are 401; then 429 with Retry-After before the key is looked up, even for a valid key', async () => {
    const { clock, key, lookups, from } = await setup();
    for (let i = 0; i < 19; i++) expect((await from('198.51.100.7', wrongKey)).status).toBe(401);
    expect((await from('198.51.100.7')).status).toBe(401); // a missing key is a failure too
    lookups.mockClear();
    const refused = await from('198.51.100.7', key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 42901 });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(lookups).not.toHaveBeenCalled();
    // Another address is unaffected.
    expect((await from('198.51.100.8', key)).status).toBe(200);
    // The window slides: 60 s after the first failures the address may try again.
    clock.advance(60_000);
    expect((await from('198.51.100.7', key)).status).toBe(200);
  });

  test('successful requests are not counted', async () => {
    const { key, from } = await setup();
    for (let i = 0; i < 100; i++) expect((await from('198.51.100.9', key)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await from('198.51.100.9', wrongKey)).status).toBe(401);
    expect((await from('198.51.100.9', wrongKey)).status).toBe(429);
  });
});
