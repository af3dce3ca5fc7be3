/**
 * Per-account rate limits (api.md §8): `RateLimit-*` headers on every authenticated
 * response, 429 (42901) with `Retry-After` over the limit. The internal `unlimited` plan is
 * counted by the limiter but gets no headers (it has no limit to report).
 *
 * @module
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { setResponseHeader } from '../http/response-header';

/**
 * Applies the account's plan limit (after `authenticator`): sets the headers, or throws the 429 to
 * answer with. `undefined` when no limiter is configured.
 */
export const rateLimiter = (deps: AppDeps) => {
  const limiter = deps.rateLimiter;
  if (!limiter) return undefined;
  return async (c: Context<AppEnv>): Promise<void> => {
    const decision = await limiter.check(c.get('auth'));
    if (decision.unlimited) return;
    const headers = {
      'ratelimit-limit': String(decision.limit),
      'ratelimit-remaining': String(decision.remaining),
      'ratelimit-reset': String(decision.resetSeconds),
    };
    if (!decision.allowed) {
      throw new ApiError(42901, 'Rate limit exceeded; retry after the time in Retry-After.', undefined, {
        ...headers,
        'retry-after': String(Math.max(1, decision.resetSeconds)),
      });
    }
    for (const [name, value] of Object.entries(headers)) setResponseHeader(c, name, value);
  };
};
