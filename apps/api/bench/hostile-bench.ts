/**
 * Issue 15 figures for docs/performance.md:
 *
 * 1. Hostile bodies: the real app on a loopback port (@hono/node-server, memory store), each body of
 *    `hostile-bodies.ts` sent five times; the median time to the answer, the longest event-loop stall
 *    while it was handled, `JSON.parse` of the body alone (the floor of any JSON API), and the answer's
 *    size, with the time as a ratio to a valid 10-ingredient POST /label in the same run (the baseline).
 * 2. The auth path: `apiKeys.authenticate` of the key cache, without an invalidation bus (the baseline)
 *    and subscribed to Redis pub/sub (REDIS_URL), and uncached on PostgreSQL (DATABASE_URL) for scale.
 *
 *   node --conditions=@nutrilabel/source --import tsx apps/api/bench/hostile-bench.ts
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createMemoryStore, openPostgresStore, type Store } from '@nutrilabel/store';
import { createApp } from '../src/app';
import { withAuthCache } from '../src/middleware/auth-cache';
import { createRedisInvalidationBus } from '../src/middleware/auth-invalidation';
import { createMemoryWindowStore } from '../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../src/rate-limit/plan-rate-limiter';
import { hostileRequests, VALID_LABEL } from './hostile-bodies';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function hostileBodies(): Promise<void> {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'unlimited' });
  const { key } = await store.apiKeys.create(account.id);
  const app = createApp({
    store,
    rateLimiter: createPlanRateLimiter(createMemoryWindowStore()),
    authCacheTtlMs: 5000,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async (pathname: string, body: string, headers: Readonly<Record<string, string>> = {}) => {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const started = performance.now();
    const response = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { ...headers, 'x-api-key': key, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    loop.disable();
    return { status: response.status, ms, stallMs: loop.max / 1e6, bytes: text.length };
  };

  for (let i = 0; i < 30; i++) await send('/api/v1/label', VALID_LABEL); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 50; i++) times.push((await send('/api/v1/label', VALID_LABEL)).ms);
  const baseline = median(times);

  process.stdout.write(
    `Baseline: a valid 10-ingredient POST /label, ${fmt(baseline, 2)} ms (median of 50)\n\n`,
  );
  process.stdout.write(
    '| Hostile body (≤ 1 MiB) | Status | ms (median of 5) | × baseline | Longest stall, ms | `JSON.parse` alone, ms | Answer, bytes |\n',
  );
  process.stdout.write('| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n');
  let worst = { name: '', ms: 0 };
  for (const hostile of hostileRequests()) {
    await send(hostile.path, hostile.body, hostile.headers); // warm-up
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await send(hostile.path, hostile.body, hostile.headers));
    const ms = median(runs.map((r) => r.ms));
    const stall = median(runs.map((r) => r.stallMs));
    const parses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      JSON.parse(hostile.body);
      parses.push(performance.now() - started);
    }
    if (ms > worst.ms) worst = { name: hostile.name, ms };
    process.stdout.write(
      `| ${hostile.name} | ${runs[0]?.status} | ${fmt(ms)} | ${fmt(ms / baseline)} | ${fmt(stall)} | ${fmt(median(parses))} | ${runs[0]?.bytes.toLocaleString('en-US')} |\n`,
    );
  }
  process.stdout.write(
    `\nWorst body: ${worst.name}, ${fmt(worst.ms)} ms (${fmt(worst.ms / baseline)} × baseline)\n`,
  );
  await new Promise((resolve) => server.close(resolve));
}

/** Calls per second of `fn` over about `ms` milliseconds. */
async function rate(fn: () => Promise<unknown>, ms: number): Promise<number> {
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 200; i++) await fn();
    calls += 200;
  }
  return calls / ((performance.now() - started) / 1000);
}

/** Median calls per second of each variant, measured in interleaved 300 ms slices (seven rounds). */
async function interleaved(variants: [string, () => Promise<unknown>][]): Promise<[string, number][]> {
  for (const [, fn] of variants) for (let i = 0; i < 2000; i++) await fn();
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < 7; round++) {
    for (const [index, [, fn]] of variants.entries()) samples[index]?.push(await rate(fn, 300));
  }
  return variants.map(([name], index) => [name, median(samples[index] ?? [])]);
}

async function authPath(): Promise<void> {
  const raw = createMemoryStore();
  const account = await raw.accounts.create({ plan: 'team' });
  const { key } = await raw.apiKeys.create(account.id);
  const plain = withAuthCache(raw, { ttlMs: 60_000 });
  const variants: [string, () => Promise<unknown>][] = [
    ['key cache, no invalidation (baseline)', () => plain.apiKeys.authenticate(key)],
  ];
  const closers: (() => Promise<void>)[] = [];

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const bus = createRedisInvalidationBus(redisUrl, { channel: `nl:auth-invalidate:bench:${process.pid}` });
    if (!(await bus.waitUntilLive(3000))) throw new Error('Redis at REDIS_URL is not reachable');
    closers.push(() => bus.close());
    const cached = withAuthCache(raw, { ttlMs: 60_000, invalidations: bus });
    variants.push(['key cache subscribed to Redis pub/sub', () => cached.apiKeys.authenticate(key)]);
    // Another key revoked every 1,000 lookups: each message evicts and the next lookup goes to the store.
    let n = 0;
    variants.push([
      'the same, a revocation published every 1,000 lookups',
      async () => {
        if (++n % 1000 === 0) await bus.publish({ keyId: 'key_other' });
        return cached.apiKeys.authenticate(key);
      },
    ]);
  } else process.stdout.write('(REDIS_URL not set: the Redis rows are left out)\n');

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pg: Store = await openPostgresStore(databaseUrl);
    const pgAccount = await pg.accounts.create({ plan: 'team' });
    const pgKey = await pg.apiKeys.create(pgAccount.id);
    variants.push(['no cache: a PostgreSQL lookup per request', () => pg.apiKeys.authenticate(pgKey.key)]);
    closers.push(async () => {
      await pg.apiKeys.revoke(pgAccount.id, pgKey.id);
      await pg.close();
    });
  } else process.stdout.write('(DATABASE_URL not set: the PostgreSQL row is left out)\n');

  const rows = await interleaved(variants);
  for (const close of closers) await close();
  const baseline = rows[0]?.[1] ?? 1;
  process.stdout.write(
    '| Auth path (`apiKeys.authenticate`, a valid key) | Lookups/s | µs each | × baseline |\n',
  );
  process.stdout.write('| --- | ---: | ---: | ---: |\n');
  for (const [name, perSecond] of rows) {
    process.stdout.write(
      `| ${name} | ${Math.round(perSecond).toLocaleString('en-US')} | ${fmt(1e6 / perSecond, 2)} | ${fmt(perSecond / baseline, 2)} |\n`,
    );
  }
}

await hostileBodies();
process.stdout.write('\n');
await authPath();
process.exit(0);
