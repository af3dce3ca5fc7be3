/**
 * `x-api-key` authentication (api.md §2). Missing → 40101; unknown or revoked → 40102
 * with one message for both, so a caller cannot tell which.
 *
 * @module
 */
import type { Store } from '@nutrilabel/store';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';
import { ApiError } from '../http/errors';

/** Authenticates the request and sets `auth`. */
export const authenticate = (store: Store) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('x-api-key');
    if (!key) throw new ApiError(40101, 'Send your API key in the x-api-key header.');
    const auth = await store.apiKeys.authenticate(key);
    if (!auth) throw new ApiError(40102, 'The API key is not valid.');
    c.set('auth', auth);
    await next();
  });
