/**
 * The rate-limit behaviour of api.md §8 through the app, run once per window store
 * (memory, Redis): every plan's burst, a client at its rate, shared accounts, unlimited.
 */
import type { Plan, Store } from '@nutrilabel/store';
import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';
import { PLAN_LIMITS } from '../../src/rate-limit/plans';
import type { WindowStore } from '../../src/rate-limit/window-store';
import { manualClock } from './window-model';

/** Makes a window store on the given clock; each call must be isolated from the others. */
export type WindowStoreFactory = (now: () => number) => WindowStore;

/** An app on one store with a limiter over `windows`. */
export function limitedApp(store: Store, windows: WindowStore) {
  const app = createApp({ store, rateLimiter: createPlanRateLimiter(windows) });
  return (key: string) => app.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
}

/** An account on `plan` with one key. */
export async function accountKey(store: Store, plan: Plan) {
  const account = await store.accounts.create({ plan });
  return { account, key: (await store.apiKeys.create(account.id)).key };
}

/** The plan-limit tests over one kind of window store. */
export function planLimitSuite(name: string, makeWindows: WindowStoreFactory): void {
  describe(`plan limits (${name})`, () => {
    for (const plan of ['free', 'pro', 'team'] as const) {
      const limit = PLAN_LIMITS[plan].requestsPerWindow as number;

      test(`${plan}: a burst of ${limit} passes with RateLimit-* headers, request ${limit + 1} is 429`, async () => {
        const clock = manualClock();
        const store = createMemoryStore();
        const windows = makeWindows(clock.now);
        const call = limitedApp(store, windows);
        const { key } = await accountKey(store, plan);
        for (let i = 1; i <= limit; i++) {
          const response = await call(key);
          expect(response.status).toBe(200);
          expect(response.headers.get('ratelimit-limit')).toBe(String(limit));
          expect(response.headers.get('ratelimit-remaining')).toBe(String(limit - i));
          expect(response.headers.get('ratelimit-reset')).toBe('60');
        }
        const refused = await call(key);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: 42901 });
        expect(refused.headers.get('retry-after')).toBe('60');
        expect(refused.headers.get('ratelimit-remaining')).toBe('0');
        // 45 s later the burst is still inside the window: 15 s to wait.
        clock.advance(45_000);
        const later = await call(key);
        expect(later.status).toBe(429);
        expect(later.headers.get('retry-after')).toBe('15');
        clock.advance(15_000);
        expect((await call(key)).status).toBe(200);
        await windows.close();
      });

      test(`${plan}: a client at exactly ${limit} requests per minute is never limited (5 simulated minutes)`, async () => {
        const clock = manualClock();
        const store = createMemoryStore();
        const windows = makeWindows(clock.now);
        const call = limitedApp(store, windows);
        const { key } = await accountKey(store, plan);
        const interval = 60_000 / limit;
        const statuses = new Set<number>();
        for (let i = 0; i < limit * 5; i++) {
          clock.set(1_700_000_000_000 + Math.round(i * interval));
          statuses.add((await call(key)).status);
        }
        expect([...statuses]).toEqual([200]);
        // One request more than the rate allows is refused.
        expect((await call(key)).status).toBe(429);
        await windows.close();
      });
    }

    test('all keys of an account share one limit; other accounts are not affected', async () => {
      const clock = manualClock();
      const store = createMemoryStore();
      const windows = makeWindows(clock.now);
      const call = limitedApp(store, windows);
      const { account, key } = await accountKey(store, 'free');
      const second = (await store.apiKeys.create(account.id)).key;
      for (let i = 0; i < 15; i++) {
        expect((await call(key)).status).toBe(200);
        expect((await call(second)).status).toBe(200);
      }
      expect((await call(second)).status).toBe(429);
      expect((await call(key)).status).toBe(429);
      const other = await accountKey(store, 'free');
      expect((await call(other.key)).status).toBe(200);
      await windows.close();
    });

    test('unlimited: counted, never refused, no RateLimit-* headers', async () => {
      const clock = manualClock();
      const store = createMemoryStore();
      const windows = makeWindows(clock.now);
      let counted = 0;
      const spied: WindowStore = {
        ...windows,
        count: async (key, cost) => {
          counted++;
          return windows.count(key, cost);
        },
      };
      const call = limitedApp(store, spied);
      const { account, key } = await accountKey(store, 'unlimited');
      for (let i = 0; i < 500; i++) {
        const response = await call(key);
        expect(response.status).toBe(200);
        expect(response.headers.get('ratelimit-limit')).toBeNull();
      }
      expect(counted).toBe(500);
      expect(await windows.count(`acct:${account.id}`, 0)).toBe(500);
      await windows.close();
    });
  });
}
