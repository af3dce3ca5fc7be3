/**
 * The per-account limiter of api.md §8 over a window store: the plan's limit per account
 * (all keys of an account share it), `unlimited` counted but never refused.
 *
 * @module
 */
import type { Plan } from '@nutrilabel/store';
import type { RateLimitDecision, RateLimiter } from '../deps';
import { PLAN_LIMITS, type PlanLimit } from './plans';
import type { WindowStore } from './window-store';

/** Options of the plan limiter. */
export interface PlanRateLimiterOptions {
  /** Plan table; defaults to `PLAN_LIMITS`. */
  readonly limits?: Readonly<Record<Plan, PlanLimit>>;
}

/**
 * A `RateLimiter` that applies each account's plan limit.
 *
 * @example
 * const limiter = createPlanRateLimiter(createMemoryWindowStore());
 * await limiter.check({ accountId: 'acc_1', plan: 'free', keyId: 'key_1' }); // { allowed: true, limit: 30, remaining: 29, resetSeconds: 60 }
 */
export function createPlanRateLimiter(
  store: WindowStore,
  options: PlanRateLimiterOptions = {},
): RateLimiter & Required<Pick<RateLimiter, 'ping' | 'close'>> {
  const limits = options.limits ?? PLAN_LIMITS;
  return {
    async check(auth, cost = 1): Promise<RateLimitDecision> {
      const key = `acct:${auth.accountId}`;
      // An unknown plan (never written by this code) gets the smallest limit, not none.
      const limit = (limits[auth.plan] ?? limits.free).requestsPerWindow;
      if (limit === null) {
        await store.count(key, cost);
        return { allowed: true, limit: 0, remaining: 0, resetSeconds: 0, unlimited: true };
      }
      const result = await store.hit(key, limit, cost);
      return {
        allowed: result.allowed,
        limit,
        remaining: result.remaining,
        resetSeconds: Math.ceil(result.resetMs / 1000),
      };
    },
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
