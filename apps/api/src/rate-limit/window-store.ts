/**
 * The storage port of the rate limiters: a sliding-window log per key. A request at time
 * `t` counts in the window `(t - windowMs, t]`, so at most `limit` requests fall in any
 * window of `windowMs` (api.md §8: "in any 60-second window", not fixed buckets).
 *
 * @module
 */

/** The outcome of one `hit`. */
export interface WindowResult {
  /** True when the request fits (and, for a cost above 0, was recorded). */
  readonly allowed: boolean;
  /** Requests in the window after this call. */
  readonly count: number;
  /** `limit - count`, never below 0. */
  readonly remaining: number;
  /**
   * Milliseconds until the window frees room: when allowed, until the oldest request leaves the
   * window (0 when it is empty); when refused, until enough have left for this request to fit.
   */
  readonly resetMs: number;
}

/** Sliding-window counters shared by every limiter (memory or Redis). */
export interface WindowStore {
  /**
   * Records `cost` requests for `key` now when they fit in `limit`; a refused request is not
   * recorded. A cost of 0 only looks: allowed when one more request would fit.
   *
   * @example await store.hit('acct:acc_1', 30) // { allowed: true, count: 1, remaining: 29, resetMs: 60000 }
   */
  hit(key: string, limit: number, cost?: number): Promise<WindowResult>;
  /** Counts `cost` requests for `key` without limiting (for unlimited plans); returns the count of the current fixed window. */
  count(key: string, cost?: number): Promise<number>;
  /** Resolves when the backing service answers; throws otherwise. */
  ping(): Promise<void>;
  /** Releases connections and timers. Idempotent. */
  close(): Promise<void>;
}

/** Options every window store takes. */
export interface WindowStoreOptions {
  /** Window length in ms; defaults to `WINDOW_MS` (60 s). */
  readonly windowMs?: number;
  /** Clock in epoch ms, injectable for tests; defaults to `Date.now` (memory) or the Redis server's clock (Redis). */
  readonly now?: () => number;
}

/**
 * The reset time of a refused request: the entry that must leave before `need` more fit.
 *
 * @param sorted timestamps in the window, ascending
 * @returns ms until room, or `windowMs` when `need` exceeds `limit` (it never fits)
 */
export function refusedResetMs(
  sorted: readonly number[],
  limit: number,
  need: number,
  now: number,
  windowMs: number,
): number {
  if (need > limit) return windowMs;
  const leaving = sorted[sorted.length + need - limit - 1];
  return leaving === undefined ? 0 : Math.max(0, leaving + windowMs - now);
}
