/**
 * The Redis-down policy: fail open to per-instance limits. While Redis is unreachable every
 * instance limits on its own memory (so an account gets at most the plan's limit per instance
 * instead of none), one warning is logged when Redis goes and one info line when it is back,
 * and `/readyz` reports 503 through `ping`. A client is never refused because the cache is down.
 *
 * @module
 */
import type { Logger } from '../deps';
import type { RedisWindowStore } from './redis-window-store';
import type { WindowStore } from './window-store';

/** Options of `failOpen`. */
export interface FailOpenOptions {
  /** After a failed Redis command, use memory for this long before trying Redis again (default 2000 ms). */
  readonly retryMs?: number;
  /** Clock in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

/**
 * Wraps a Redis window store with an in-memory fallback.
 *
 * @param primary the shared Redis store
 * @param fallback the per-instance memory store used while Redis is down
 * @example const store = failOpen(createRedisWindowStore(url), createMemoryWindowStore(), logger);
 */
export function failOpen(
  primary: RedisWindowStore,
  fallback: WindowStore,
  logger?: Logger,
  options: FailOpenOptions = {},
): WindowStore {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 2000;
  let degraded = false;
  // After a failed command, skip Redis until then: a stalled Redis costs one timeout, not one per request.
  let retryAt = 0;

  const degrade = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    logger?.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'rate limiter: Redis unavailable, limiting per instance in memory until it is back',
    );
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    logger?.info({}, 'rate limiter: Redis is back, limits are shared again');
  };

  const run = async <T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> => {
    if (!primary.ready) {
      degrade(new Error('not connected'));
      return onFallback();
    }
    if (now() < retryAt) return onFallback();
    try {
      const result = await onPrimary();
      recover();
      return result;
    } catch (error) {
      retryAt = now() + retryMs;
      degrade(error);
      return onFallback();
    }
  };

  return {
    hit: (key, limit, cost) =>
      run(
        () => primary.hit(key, limit, cost),
        () => fallback.hit(key, limit, cost),
      ),
    count: (key, cost) =>
      run(
        () => primary.count(key, cost),
        () => fallback.count(key, cost),
      ),
    ping: () => primary.ping(),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
