/**
 * Retry schedule of webhook deliveries (api.md §9: "about 8 attempts over about an hour").
 *
 * After failed attempt n the next one waits `base × 2^(n−1)`, times a uniform jitter in [0.75, 1.25).
 * With the default base of 30 s (`WEBHOOK_BACKOFF_MS`) and 8 attempts (`WEBHOOK_MAX_ATTEMPTS`):
 *
 * | attempt | waits after the previous | starts about |
 * |---|---|---|
 * | 1 | — | at once |
 * | 2 | 30 s | 0.5 min |
 * | 3 | 1 min | 1.5 min |
 * | 4 | 2 min | 3.5 min |
 * | 5 | 4 min | 7.5 min |
 * | 6 | 8 min | 15.5 min |
 * | 7 | 16 min | 31.5 min |
 * | 8 | 32 min | 63.5 min, then `failed` |
 *
 * @module
 */

/** Jitter bounds: the delay is multiplied by a uniform factor in [JITTER_MIN, JITTER_MAX). */
export const JITTER_MIN = 0.75;
/** Upper (exclusive) jitter factor. */
export const JITTER_MAX = 1.25;
/** No single wait is longer than this (6 h), whatever the base and attempt number. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * The wait before the attempt after failed attempt `attempt`.
 *
 * @param attempt - 1-based number of the attempt that just failed
 * @param baseMs - the base delay (`WEBHOOK_BACKOFF_MS`, default 30 000)
 * @param random - a uniform source in [0, 1) (default `Math.random`)
 * @returns milliseconds, an integer ≥ 1
 * @example retryDelayMs(3, 30_000, () => 0.5) // 120000 (4 × 30 s, no jitter at the midpoint)
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const nominal = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  const factor = JITTER_MIN + (JITTER_MAX - JITTER_MIN) * random();
  return Math.max(1, Math.min(Math.round(nominal * factor), MAX_RETRY_DELAY_MS));
}

/**
 * The nominal (jitter-free) schedule: when each attempt starts, in ms after the event.
 *
 * @example nominalSchedule(30_000, 4) // [0, 30000, 90000, 210000]
 */
export function nominalSchedule(baseMs: number, maxAttempts: number): number[] {
  const starts = [0];
  for (let attempt = 1; attempt < maxAttempts; attempt++) {
    starts.push((starts[attempt - 1] ?? 0) + retryDelayMs(attempt, baseMs, () => 0.5));
  }
  return starts;
}
