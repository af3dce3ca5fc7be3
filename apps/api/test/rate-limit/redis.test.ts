/**
 * Rate limits on a real Redis (REDIS_URL; CI exports it). Set but unreachable → these tests
 * fail; unset → one skipped test says why. The Redis-down policy is tested on a closed port
 * and always runs.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createMemoryStore } from '@nutrilabel/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import type { Logger } from '../../src/deps';
import { createAuthFailureLimiter } from '../../src/rate-limit/auth-failure-limiter';
import { failOpen } from '../../src/rate-limit/fail-open-window-store';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';
import { createRedisWindowStore, type RedisWindowStore } from '../../src/rate-limit/redis-window-store';
import { accountKey, limitedApp, planLimitSuite } from './plan-limit-suite';
import { manualClock, referenceDecisions } from './window-model';

const REDIS_URL = process.env.REDIS_URL;
const run = randomBytes(4).toString('hex');
let isolated = 0;
/**
 * A store on its own connection and key prefix, so parallel runs never share counters. Commands may take
 * 5 s (not the 500 ms default): these tests are about counts, and a loaded CI machine must not turn a slow
 * answer into a 500 (the timeout has tests of its own).
 */
const redisStore = (now?: () => number, prefix = `nl:test:${run}:${++isolated}:`) =>
  createRedisWindowStore(REDIS_URL as string, { prefix, commandTimeoutMs: 5000, ...(now ? { now } : {}) });

if (!REDIS_URL) {
  describe('rate limits on Redis', () => {
    test.skip('REDIS_URL is not set: the Redis rate-limit tests need a Redis server (CI sets REDIS_URL)', () => {});
  });
} else {
  describe('rate limits on Redis', () => {
    let probe: RedisWindowStore;
    beforeAll(async () => {
      probe = redisStore();
      // Fails the suite (never skips it) when REDIS_URL is set but nothing answers.
      if (!(await probe.waitUntilReady(5000)))
        throw new Error(`REDIS_URL=${REDIS_URL} is set but Redis does not answer`);
      await probe.ping();
    });
    afterAll(() => probe?.close());

    test('the Lua window matches the brute-force sliding window', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 8 }),
          fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 40 }),
          async (limit, gaps) => {
            const clock = manualClock(0);
            const store = redisStore(clock.now);
            const times: number[] = [];
            let t = 1_700_000_000_000;
            for (const gap of gaps) {
              t += gap;
              times.push(t);
            }
            const got: boolean[] = [];
            for (const time of times) {
              clock.set(time);
              got.push((await store.hit('k', limit)).allowed);
            }
            await store.close();
            expect(got).toEqual(referenceDecisions(times, limit, 60_000));
          },
        ),
        { numRuns: 40 },
      );
    });

    test('without an injected clock the Redis server clock is used', async () => {
      const store = redisStore();
      expect(await store.hit('k', 2)).toMatchObject({ allowed: true, count: 1, remaining: 1 });
      const second = await store.hit('k', 2);
      expect(second).toMatchObject({ allowed: true, count: 2, remaining: 0 });
      expect(second.resetMs).toBeGreaterThan(55_000);
      expect(second.resetMs).toBeLessThanOrEqual(60_000);
      expect(await store.hit('k', 2)).toMatchObject({ allowed: false, count: 2 });
      await store.close();
    });

    test('two app instances on one Redis share the count', async () => {
      const clock = manualClock();
      const store = createMemoryStore(); // the shared database
      const { key } = await accountKey(store, 'free');
      const prefix = `nl:test:${run}:shared:`;
      const first = redisStore(clock.now, prefix);
      const second = redisStore(clock.now, prefix);
      const instances = [limitedApp(store, first), limitedApp(store, second)];
      for (let i = 0; i < 30; i++) {
        const response = await (instances[i % 2] as (typeof instances)[0])(key);
        expect(response.status).toBe(200);
        expect(response.headers.get('ratelimit-remaining')).toBe(String(29 - i));
      }
      expect((await (instances[0] as (typeof instances)[0])(key)).status).toBe(429);
      expect((await (instances[1] as (typeof instances)[0])(key)).status).toBe(429);
      await Promise.all([first.close(), second.close()]);
    });

    test('failed authentications are shared by two instances', async () => {
      const clock = manualClock();
      const store = createMemoryStore();
      const { key } = await accountKey(store, 'team');
      const prefix = `nl:test:${run}:authfail:`;
      const windows = [redisStore(clock.now, prefix), redisStore(clock.now, prefix)];
      const apps = windows.map((w) =>
        createApp({ store, authFailures: createAuthFailureLimiter(w, { now: clock.now }) }),
      );
      const from = (i: number, apiKey: string) =>
        (apps[i % 2] as (typeof apps)[0]).request(
          '/api/v1/recipes',
          { headers: { 'x-api-key': apiKey } },
          { incoming: { socket: { remoteAddress: '192.0.2.44' } } },
        );
      for (let i = 0; i < 20; i++) expect((await from(i, 'nlk_x')).status).toBe(401);
      // The 20th failure filled the shared window on instance 1, which now refuses before the lookup.
      expect((await from(1, key)).status).toBe(429);
      // Instance 0 learns it from Redis with its next failure (one more lookup, at most, per instance).
      expect((await from(0, 'nlk_y')).status).toBe(401);
      expect((await from(0, key)).status).toBe(429);
      await Promise.all(windows.map((w) => w.close()));
    });
  });

  planLimitSuite('Redis', (now) => redisStore(now));
}

describe('Redis down (a closed port): fail open to per-instance memory limits, logged; /readyz 503', () => {
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

  test('requests are still limited (in memory), one warning is logged, readiness is 503', async () => {
    const port = await closedPort();
    const warnings: string[] = [];
    const logger: Logger = { info: () => {}, error: () => {}, warn: (_obj, msg) => warnings.push(msg ?? '') };
    const redis = createRedisWindowStore(`redis://127.0.0.1:${port}`);
    const windows = failOpen(redis, createMemoryWindowStore(), logger);
    const store = createMemoryStore();
    const { key } = await accountKey(store, 'free');
    const app = createApp({ store, logger, rateLimiter: createPlanRateLimiter(windows) });
    const started = performance.now();
    for (let i = 0; i < 30; i++) {
      const response = await app.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-remaining')).toBe(String(29 - i));
    }
    expect((await app.request('/api/v1/recipes', { headers: { 'x-api-key': key } })).status).toBe(429);
    // A down Redis costs no waiting: 31 requests well under a second.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(warnings).toEqual([
      'rate limiter: Redis unavailable, limiting per instance in memory until it is back',
    ]);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ code: 50301, message: 'Not ready: redis unreachable.' });
    expect((await app.request('/healthz')).status).toBe(200);
    await windows.close();
  });
});
