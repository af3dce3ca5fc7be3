/**
 * The server half of `pnpm bench:load` (scripts/bench-load.ts): the real app (its logger, plan
 * limiter and failed-auth limiter wired as server.ts does) and a bare Hono app that only parses
 * the body, each on its own loopback port through @hono/node-server. Prints one JSON line with
 * the ports, an `unlimited`-plan key and the POST /label body, then serves until SIGTERM.
 *
 *   node --conditions=@nutrilabel/source --import tsx load-server.ts [--store pglite|memory] [--redis]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { loadFoodDatabase } from '@nutrilabel/foods';
import { createMemoryStore, openPgliteStore } from '@nutrilabel/store';
import { Hono } from 'hono';
import pino from 'pino';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/logging/create-logger';
import { createAuthFailureLimiter } from '../../src/rate-limit/auth-failure-limiter';
import { failOpen } from '../../src/rate-limit/fail-open-window-store';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';
import { createRedisWindowStore } from '../../src/rate-limit/redis-window-store';
import type { WindowStore } from '../../src/rate-limit/window-store';

const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
  },
});

/** A 10-ingredient recipe with inline nutrients per 100 g. */
const RECIPE = {
  name: 'Bench granola',
  servingSizeGrams: 55,
  ingredients: Array.from({ length: 10 }, (_, i) => ({
    name: `Ingredient ${i + 1}`,
    weightGrams: 50 + i * 10,
    nutrients: {
      energy_kcal: 120 + i * 30,
      total_fat: 2 + i,
      saturated_fat: 0.5 + i / 4,
      cholesterol: i * 3,
      sodium: 5 + i * 20,
      total_carbohydrate: 10 + i * 5,
      dietary_fiber: 1 + i / 2,
      total_sugars: 2 + i,
      added_sugars: i,
      protein: 3 + i,
    },
  })),
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-bench-'));
const store = args.store === 'memory' ? createMemoryStore() : await openPgliteStore(path.join(dir, 'pglite'));
const account = await store.accounts.create({ plan: 'unlimited' });
const { key } = await store.apiKeys.create(account.id);
for (let i = 0; i < 50; i++) {
  await store.recipes.create(account.id, { name: `Recipe ${i}`, regulation: 'fda', recipe: RECIPE });
}
// The server's own logger, at info, into /dev/null: its cost is part of the figures.
const logger = createLogger({
  level: 'info',
  destination: pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }),
});
let windows: WindowStore = createMemoryWindowStore();
const redisUrl = process.env.REDIS_URL;
const limiter = args.redis && redisUrl ? 'Redis' : 'memory';
if (args.redis && redisUrl) {
  const redis = createRedisWindowStore(redisUrl, { prefix: `nl:bench:${process.pid}:` });
  await redis.waitUntilReady(3000);
  windows = failOpen(redis, windows, logger);
}
const app = createApp({
  store,
  foods: loadFoodDatabase(),
  logger,
  rateLimiter: createPlanRateLimiter(windows),
  authFailures: createAuthFailureLimiter(windows),
  authCacheTtlMs: 5000, // as server.ts (AUTH_CACHE_TTL_MS default)
});

const bare = new Hono();
bare.post('/label', async (c) => {
  await c.req.json();
  return c.json({ code: 0 });
});

// For reference only: a bare app that, like the API's body limit, reads the Node stream itself.
const bareNode = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
bareNode.post('/label', async (c) => {
  const chunks: Buffer[] = [];
  for await (const chunk of c.env.incoming) chunks.push(chunk as Buffer);
  JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return c.json({ code: 0 });
});

const servers: { close(): void }[] = [];
const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    servers.push(serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port)));
  });
const apiPort = await listen(app.fetch);
const barePort = await listen(bare.fetch);
const bareNodePort = await listen(bareNode.fetch as (request: Request) => Promise<Response>);
process.on('SIGTERM', async () => {
  for (const server of servers) server.close();
  await windows.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
process.stdout.write(
  `${JSON.stringify({ apiPort, barePort, bareNodePort, key, limiter, labelBody: JSON.stringify({ recipe: RECIPE, regulation: 'fda' }) })}\n`,
);
