/**
 * In-process sliding-window log: one sorted array of timestamps per key (at most `limit`
 * entries, so at most 300 per account). Idle keys are swept once per window.
 *
 * @module
 */
import { WINDOW_MS } from './plans';
import { refusedResetMs, type WindowResult, type WindowStore, type WindowStoreOptions } from './window-store';

/**
 * A window store in this process's memory (the default without `REDIS_URL`).
 *
 * @example
 * const store = createMemoryWindowStore({ now: () => clock });
 * await store.hit('acct:acc_1', 30);
 */
export function createMemoryWindowStore(options: WindowStoreOptions = {}): WindowStore {
  const windowMs = options.windowMs ?? WINDOW_MS;
  const now = options.now ?? Date.now;
  const logs = new Map<string, number[]>();
  const counters = new Map<string, { bucket: number; count: number }>();
  let lastSweep = now();

  /** Drops expired entries of one log (ts <= now - windowMs). */
  const trim = (log: number[], at: number) => {
    const cutoff = at - windowMs;
    let expired = 0;
    while (expired < log.length && (log[expired] as number) <= cutoff) expired++;
    if (expired > 0) log.splice(0, expired);
  };

  const sweep = (at: number) => {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, log] of logs) {
      trim(log, at);
      if (log.length === 0) logs.delete(key);
    }
    const bucket = Math.floor(at / windowMs);
    for (const [key, counter] of counters) if (counter.bucket !== bucket) counters.delete(key);
  };

  return {
    async hit(key, limit, cost = 1) {
      const at = now();
      sweep(at);
      let log = logs.get(key);
      if (!log) {
        log = [];
        logs.set(key, log);
      }
      trim(log, at);
      const need = Math.max(cost, 1);
      const allowed = log.length + need <= limit;
      if (allowed && cost > 0) {
        // A clock that stepped back still keeps the log sorted.
        let index = log.length;
        while (index > 0 && (log[index - 1] as number) > at) index--;
        log.splice(index, 0, ...new Array<number>(cost).fill(at));
      }
      const resetMs = allowed
        ? log.length === 0
          ? 0
          : Math.max(0, (log[0] as number) + windowMs - at)
        : refusedResetMs(log, limit, need, at, windowMs);
      const result: WindowResult = {
        allowed,
        count: log.length,
        remaining: Math.max(0, limit - log.length),
        resetMs,
      };
      if (log.length === 0) logs.delete(key);
      return result;
    },
    async count(key, cost = 1) {
      const at = now();
      sweep(at);
      const bucket = Math.floor(at / windowMs);
      const counter = counters.get(key);
      if (!counter || counter.bucket !== bucket) {
        counters.set(key, { bucket, count: cost });
        return cost;
      }
      counter.count += cost;
      return counter.count;
    },
    async ping() {},
    async close() {
      logs.clear();
      counters.clear();
    },
  };
}
