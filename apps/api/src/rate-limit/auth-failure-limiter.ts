/**
 * Failed authentications per client address: after `AUTH_FAILURES_PER_WINDOW`
 * failures in any window, the address gets 429 before its key is looked up, so keys cannot
 * be guessed at speed. Addresses seen blocked are remembered in this process, so a blocked
 * client costs no lookup and no Redis round trip; a client that is not blocked costs nothing either.
 *
 * @module
 */
import type { AuthFailureLimiter } from '../deps';
import { AUTH_FAILURES_PER_WINDOW } from './plans';
import type { WindowStore } from './window-store';

/** Options of the failure limiter. */
export interface AuthFailureLimiterOptions {
  /** Failures allowed per window; defaults to `AUTH_FAILURES_PER_WINDOW`. */
  readonly limit?: number;
  /** Clock in epoch ms; defaults to `Date.now` (use the window store's clock in tests). */
  readonly now?: () => number;
}

/**
 * An `AuthFailureLimiter` over a window store (memory or Redis, so instances share the count).
 *
 * @example
 * const failures = createAuthFailureLimiter(createMemoryWindowStore());
 * await failures.recordFailure('203.0.113.7');
 * (await failures.check('203.0.113.7')).allowed; // true until the 20th failure
 */
export function createAuthFailureLimiter(
  store: WindowStore,
  options: AuthFailureLimiterOptions = {},
): AuthFailureLimiter {
  const limit = options.limit ?? AUTH_FAILURES_PER_WINDOW;
  const now = options.now ?? Date.now;
  const blockedUntil = new Map<string, number>();

  const block = (address: string, resetMs: number) => {
    if (blockedUntil.size > 100_000) {
      const at = now();
      for (const [a, until] of blockedUntil) if (until <= at) blockedUntil.delete(a);
    }
    blockedUntil.set(address, now() + resetMs);
  };

  return {
    async check(address) {
      const until = blockedUntil.get(address);
      if (until === undefined) return { allowed: true, limit, remaining: limit, resetSeconds: 0 };
      const left = until - now();
      if (left <= 0) {
        blockedUntil.delete(address);
        return { allowed: true, limit, remaining: limit, resetSeconds: 0 };
      }
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.ceil(left / 1000) };
    },
    async recordFailure(address) {
      const result = await store.hit(`authfail:${address}`, limit);
      // Full (this failure was the last allowed) or already over (another instance counted the rest).
      if (!result.allowed || result.remaining === 0) block(address, result.resetMs);
    },
  };
}
