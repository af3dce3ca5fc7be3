/**
 * The server entry: environment → store, ingredient database → app → listen, with a
 * first-start key and graceful shutdown (stop accepting, finish in-flight requests, close the store).
 *
 * @module
 */
import { serve } from '@hono/node-server';
import { loadFoodDatabase } from '@nutrilabel/foods';
import type { Store } from '@nutrilabel/store';
import pino from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { describeStore, openStore } from './open-store';
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
  const logger = pino({ level: config.logLevel, base: undefined });
  const store = await openStore(config);
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
  });
  const events = new OutboxEventSink(store, {
    maxAttempts: config.webhookMaxAttempts,
    allowPrivate: config.webhookAllowPrivate,
    onEnqueued: () => worker.wake(),
  });
  const app = createApp({ store, foods, logger, events });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info({ port: info.port, store: describeStore(config) }, 'listening');
    process.stdout.write(
      `nutrilabel API listening on http://localhost:${info.port} (${describeStore(config)})\n`,
    );
  });
  worker.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // Events of the last requests reach the outbox; attempts in flight are recorded.
      await events.flush();
      await worker.stop();
      await store.close();
      logger.info('stopped');
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
