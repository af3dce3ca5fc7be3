/**
 * Sliding-window log in Redis: one sorted set per key, trimmed, counted and appended by
 * one Lua script, so that every API instance on the same Redis shares one atomic limit.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { WINDOW_MS } from './plans';
import type { WindowResult, WindowStore, WindowStoreOptions } from './window-store';

/**
 * KEYS[1] the sorted set; ARGV limit, windowMs, cost, now ('' = the Redis server's clock), nonce.
 * Entries with score <= now - window have left the window (it is `(now - window, now]`).
 * Returns { allowed 0|1, count, resetMs }.
 */
const SLIDING_WINDOW_LUA = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local need = math.max(cost, 1)
local allowed = count + need <= limit
if allowed and cost > 0 then
  for i = 1, cost do
    redis.call('ZADD', KEYS[1], now, ARGV[5] .. ':' .. i)
  end
  count = count + cost
  redis.call('PEXPIRE', KEYS[1], window)
end
local reset = 0
if allowed then
  if count > 0 then
    local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    reset = tonumber(oldest[2]) + window - now
  end
elseif need > limit then
  reset = window
else
  local index = count + need - limit - 1
  local leaving = redis.call('ZRANGE', KEYS[1], index, index, 'WITHSCORES')
  reset = tonumber(leaving[2]) + window - now
end
if reset < 0 then reset = 0 end
return { allowed and 1 or 0, count, reset }
`;

/** KEYS[1] the counter of one fixed window; ARGV cost, ttl ms. Sets the expiry on the first increment. */
const COUNT_LUA = `
local n = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
if n == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2])) end
return n
`;

interface ScriptedRedis {
  nlSlidingWindow(key: string, ...args: string[]): Promise<[number, number, number]>;
  nlCount(key: string, ...args: string[]): Promise<number>;
}

/** Options of the Redis window store. */
export interface RedisWindowStoreOptions extends WindowStoreOptions {
  /** Prefix of every Redis key; defaults to `nl:rl:`. */
  readonly prefix?: string;
  /** Per-command timeout in ms (default 500): a slow Redis must not hold requests. */
  readonly commandTimeoutMs?: number;
}

/** A window store in Redis, with its connection state. */
export interface RedisWindowStore extends WindowStore {
  /** True while the connection is up. */
  readonly ready: boolean;
  /** Waits up to `timeoutMs` for the connection; resolves `false` when it did not come up. */
  waitUntilReady(timeoutMs: number): Promise<boolean>;
}

/**
 * A window store on the Redis at `url`. Commands fail after `commandTimeoutMs` while Redis does
 * not answer; the client keeps reconnecting in the background.
 *
 * @example
 * const store = createRedisWindowStore('redis://127.0.0.1:6379');
 * await store.waitUntilReady(2000);
 */
export function createRedisWindowStore(url: string, options: RedisWindowStoreOptions = {}): RedisWindowStore {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const prefix = options.prefix ?? 'nl:rl:';
  const redis = new Redis(url, {
    // A command waits for the (re)connection at most `commandTimeout`; `failOpen` does not
    // even send one while the connection is down.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  // Connection errors surface through `ready` and failed commands; without a listener ioredis prints them.
  redis.on('error', () => {});
  redis.defineCommand('nlSlidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW_LUA });
  redis.defineCommand('nlCount', { numberOfKeys: 1, lua: COUNT_LUA });
  const scripted = redis as unknown as ScriptedRedis;
  const instance = randomBytes(6).toString('hex');
  let sequence = 0;
  let closed = false;
  const clock = () => (options.now ? String(options.now()) : '');

  return {
    get ready() {
      return redis.status === 'ready';
    },
    waitUntilReady(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.on('ready', onReady);
      });
    },
    async hit(key, limit, cost = 1): Promise<WindowResult> {
      sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
      const [allowed, count, resetMs] = await scripted.nlSlidingWindow(
        prefix + key,
        String(limit),
        String(windowMs),
        String(cost),
        clock(),
        `${instance}:${sequence}`,
      );
      return { allowed: allowed === 1, count, remaining: Math.max(0, limit - count), resetMs };
    },
    async count(key, cost = 1) {
      // The bucket comes from this instance's clock: a usage counter, not a limit, so skew is harmless,
      // and the script touches only the key it declares (Redis Cluster-safe).
      const bucket = Math.floor((options.now ?? Date.now)() / windowMs);
      return scripted.nlCount(`${prefix}count:${key}:${bucket}`, String(cost), String(windowMs * 2));
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
