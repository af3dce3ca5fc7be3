/**
 * Telling every API instance that a cached key lookup is stale: a key was revoked or an account's
 * plan changed. With `REDIS_URL`, messages go over a Redis pub/sub channel that every instance
 * subscribes to; without Redis there is one process and nothing to tell.
 *
 * @module
 */
import { Redis } from 'ioredis';
import type { Logger } from '../deps';

/** What became stale: one key, every key of an account, or everything (messages may have been missed). */
export type AuthInvalidation =
  | { readonly keyId: string }
  | { readonly accountId: string }
  | { readonly all: true };

/** A channel between the instances' auth caches. */
export interface AuthInvalidationBus {
  /** Tells every instance (this one included). Resolves once the message is with the broker. */
  publish(message: AuthInvalidation): Promise<void>;
  /** Calls `listener` for every message; `{ all: true }` after each (re)subscription. */
  subscribe(listener: (message: AuthInvalidation) => void): void;
  /** False while messages could be missed (not subscribed): a cache must not be trusted then. */
  readonly live: boolean;
  /** Closes the connections. */
  close(): Promise<void>;
}

/** Options of {@link createRedisInvalidationBus}. */
export interface RedisInvalidationBusOptions {
  /** Channel name; default `nl:auth-invalidate:<db index of the URL>` (pub/sub ignores db indexes). */
  readonly channel?: string;
  readonly logger?: Logger;
}

/** The default channel: pub/sub is shared by all databases of a Redis server, so the db index is in the name. */
export function defaultChannel(url: string): string {
  const db = /^\/(\d+)/.exec(new URL(url).pathname)?.[1] ?? '0';
  return `nl:auth-invalidate:${db}`;
}

function parse(text: string): AuthInvalidation | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.keyId === 'string') return { keyId: value.keyId };
    if (typeof value.accountId === 'string') return { accountId: value.accountId };
  } catch {
    // ignored below
  }
  return null;
}

/**
 * A bus on the Redis at `url`: one connection subscribed to the channel, one to publish.
 *
 * @example const bus = createRedisInvalidationBus(config.redisUrl, { logger });
 */
export function createRedisInvalidationBus(
  url: string,
  options: RedisInvalidationBusOptions = {},
): AuthInvalidationBus & { waitUntilLive(timeoutMs: number): Promise<boolean> } {
  const channel = options.channel ?? defaultChannel(url);
  const common = { connectTimeout: 2000, retryStrategy: (attempt: number) => Math.min(attempt * 100, 2000) };
  // Subscribed by hand on every `ready`, so `live` turns true only once the subscription is in place.
  const subscriber = new Redis(url, { ...common, autoResubscribe: false });
  // A revocation waits at most a second for a Redis that is (re)connecting, then fails.
  const publisher = new Redis(url, { ...common, maxRetriesPerRequest: 0, commandTimeout: 1000 });
  subscriber.on('error', () => {});
  publisher.on('error', () => {});
  const listeners: ((message: AuthInvalidation) => void)[] = [];
  const waiting: (() => void)[] = [];
  let live = false;
  let closed = false;
  const emit = (message: AuthInvalidation) => {
    for (const listener of listeners) listener(message);
  };

  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        live = true;
        // Whatever was published while not subscribed is unknown: everything cached is stale.
        emit({ all: true });
        for (const wake of waiting.splice(0)) wake();
      },
      (error: unknown) => options.logger?.warn({ err: String(error) }, 'auth invalidation: subscribe failed'),
    );
  });
  subscriber.on('close', () => {
    if (live && !closed) options.logger?.warn({}, 'auth invalidation: Redis connection lost; key cache off');
    live = false;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parse(text);
    if (message) emit(message);
  });

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    waitUntilLive(timeoutMs) {
      if (live) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      live = false;
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}

/**
 * Publishes one message on a short-lived connection (the CLI, which is not a subscriber).
 *
 * @throws when Redis does not take it within about two seconds
 */
export async function publishInvalidation(url: string, message: AuthInvalidation): Promise<void> {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.publish(defaultChannel(url), JSON.stringify(message));
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}

/**
 * A bus inside one process (tests; several apps in one process).
 *
 * @example const bus = createLocalInvalidationBus(); createApp({ ..., authInvalidations: bus });
 */
export function createLocalInvalidationBus(): AuthInvalidationBus & { live: boolean } {
  const listeners: ((message: AuthInvalidation) => void)[] = [];
  return {
    live: true,
    subscribe(listener) {
      listeners.push(listener);
    },
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    async close() {},
  };
}
