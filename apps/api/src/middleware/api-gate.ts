/**
 * The checks in front of every /api/v1 route, in one middleware layer (each layer of hono's chain
 * costs an async dispatch, a closure and an await): the body limit (api.md §8), the key (§2), the
 * plan's rate limit (§8) and `Idempotency-Key` (§5), in that order, each answering as it did alone.
 *
 * @module
 */
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import { createAuthFailureLimiter } from '../rate-limit/auth-failure-limiter';
import { createMemoryWindowStore } from '../rate-limit/memory-window-store';
import { authenticator } from './auth';
import { bodyLimit } from './body-limit';
import { idempotency } from './idempotency';
import { rateLimiter } from './rate-limit';

/**
 * The /api/v1 middleware.
 *
 * @example v1.use('*', apiGate(deps, 1024 * 1024));
 */
export const apiGate = (deps: AppDeps, maxBodyBytes: number) => {
  const body = bodyLimit(maxBodyBytes);
  const authenticate = authenticator(deps.store, {
    failures: deps.authFailures ?? createAuthFailureLimiter(createMemoryWindowStore()),
    trustProxyHops: deps.trustProxyHops ?? 0,
  });
  const limit = rateLimiter(deps);
  const replay = idempotency(deps.store);
  const afterBody = async (c: Context<AppEnv>, next: Next): Promise<void> => {
    await authenticate(c);
    if (limit) await limit(c);
    const replayed: unknown = await replay(c, next);
    // What hono's chain does with a middleware's returned response (a replay): it becomes the answer.
    // Only a Response: a pass-through returns what `next()` resolves to, hono's context.
    if (replayed instanceof Response && !c.finalized) c.res = replayed;
  };
  return createMiddleware<AppEnv>((c, next) => body(c, () => afterBody(c, next)) as Promise<void>);
};
