/**
 * The server entry: environment → store, ingredient database → app → listen, with a
 * first-start key, retention on a timer, metrics, and graceful shutdown (stop accepting, finish
 * in-flight requests, flush the outbox, stop the webhook worker and retention, close the store and
 * Redis). Rate limits live in Redis when REDIS_URL is set (failing open to per-instance memory while
 * it is down), else in memory; with Redis, key revocations and plan changes are also published to
 * every instance's key cache.
 *
 * @module
 */
import { serve } from '@hono/node-server';
import { loadFoodDatabase } from '@nutrilabel/foods';
import type { Store } from '@nutrilabel/store';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logging/create-logger';
import { RetentionTask } from './maintenance/retention';
import { createMetrics } from './metrics/metrics';
import { withStoreMetrics } from './metrics/store-metrics';
import { createRedisInvalidationBus } from './middleware/auth-invalidation';
import { describeStore, openStore } from './open-store';
import { createAuthFailureLimiter } from './rate-limit/auth-failure-limiter';
import { failOpen } from './rate-limit/fail-open-window-store';
import { createMemoryWindowStore } from './rate-limit/memory-window-store';
import { createPlanRateLimiter } from './rate-limit/plan-rate-limiter';
import { createRedisWindowStore } from './rate-limit/redis-window-store';
import type { WindowStore } from './rate-limit/window-store';
import { DeliveryWorker } from './webhooks/delivery-worker';
import { OutboxEventSink } from './webhooks/outbox-event-sink';

/** On the first start of an empty database: one `team` account and its key, printed once. */
async function bootstrap(store: Store): Promise<void> {
  if ((await store.accounts.count()) > 0) return;
  const account = await store.accounts.create({ plan: 'team' });
  const key = await store.apiKeys.create(account.id);
  process.stdout.write(
    `\nCreated account ${account.id} (plan team). Your API key, shown only this once:\n\n  ${key.key}\n\n` +
      `Try: curl -s -X POST http://localhost:${process.env.PORT ?? 3000}/api/v1/label -H 'content-type: application/json' -H 'x-api-key: ${key.key}' -d @examples/cookie.json\n\n`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const opened = await openStore(config);
  const metrics = createMetrics({ queueDepth: () => opened.outbox.countPending() });
  const store = withStoreMetrics(opened, metrics);
  await bootstrap(store);
  const startedFoods = performance.now();
  const foods = loadFoodDatabase();
  logger.info(
    { ms: Math.round(performance.now() - startedFoods), ...foods.size },
    'ingredient database loaded',
  );
  const worker = new DeliveryWorker({
    store,
    logger,
    backoffMs: config.webhookBackoffMs,
    timeoutMs: config.webhookTimeoutMs,
    allowPrivate: config.webhookAllowPrivate,
    // Other instances may enqueue into PostgreSQL: poll it. PGlite is this process's alone (its lock),
    // and every enqueue here wakes the worker, so it sleeps until the next delivery is due.
    sharedOutbox: opened.adapter === 'postgres',
    onAttempt: (outcome, ms) => metrics.deliveryAttempt(outcome, ms / 1000),
  });
  const retention = new RetentionTask({
    store,
    logger,
    intervalMs: config.retentionIntervalMs,
    deliveryRetentionMs: config.deliveryRetentionMs,
    onRun: (outcome) =>
      metrics.retention(
        outcome.ran ? outcome.idempotencyPurged : 0,
        outcome.ran ? outcome.deliveriesPurged : 0,
        outcome.ran,
      ),
  });
  const events = new OutboxEventSink(store, {
    maxAttempts: config.webhookMaxAttempts,
    allowPrivate: config.webhookAllowPrivate,
    onEnqueued: () => worker.wake(),
  });
  let windows: WindowStore = createMemoryWindowStore();
  let authInvalidations: ReturnType<typeof createRedisInvalidationBus> | undefined;
  if (config.redisUrl) {
    const redis = createRedisWindowStore(config.redisUrl);
    authInvalidations = createRedisInvalidationBus(config.redisUrl, { logger });
    const [ready] = await Promise.all([redis.waitUntilReady(3000), authInvalidations.waitUntilLive(3000)]);
    if (!ready) logger.warn({}, 'Redis not reachable yet; limiting in memory');
    windows = failOpen(redis, windows, logger);
  }
  const rateLimiter = createPlanRateLimiter(windows);
  const authFailures = createAuthFailureLimiter(windows);
  const app = createApp({
    store,
    foods,
    logger,
    events,
    rateLimiter,
    authFailures,
    trustProxyHops: config.trustProxyHops,
    authCacheTtlMs: config.authCacheTtlMs,
    ...(authInvalidations ? { authInvalidations } : {}),
    metrics,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
  });

  const serverOptions = {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks the two timeouts above only this often (default 30 s).
    connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
  };
  const server = serve({ fetch: app.fetch, port: config.port, serverOptions }, (info) => {
    logger.info({ port: info.port, store: describeStore(config) }, 'listening');
    process.stdout.write(
      `nutrilabel API listening on http://localhost:${info.port} (${describeStore(config)})\n`,
    );
  });
  worker.start();
  retention.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out');
      logger.flush();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // Stops accepting; the callback runs once in-flight requests have been answered.
    server.close(async () => {
      // Events of the last requests reach the outbox; attempts in flight are recorded.
      // Further stop hooks (in order) go here, before the store closes.
      await events.flush();
      await worker.stop();
      await retention.stop();
      await rateLimiter.close();
      await authInvalidations?.close();
      await store.close();
      logger.info({}, 'stopped');
      logger.flush();
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
