/**
 * `x-api-key` authentication (api.md §2). Missing → 40101; unknown or revoked → 40102
 * with one message for both, so a caller cannot tell which. Failures are counted per client
 * address: an address over the limit gets 429 (42901) before its key is looked up.
 *
 * @module
 */
import type { Store } from '@nutrilabel/store';
import type { Context } from 'hono';
import type { AppEnv, AuthFailureLimiter } from '../deps';
import { ApiError } from '../http/errors';
import { clientAddress } from '../rate-limit/client-address';

/** Options of `authenticate`. */
export interface AuthenticateOptions {
  /** Failed-authentication limiter; without it failures are not limited. */
  readonly failures?: AuthFailureLimiter;
  /** Trusted reverse proxies (see `clientAddress`). */
  readonly trustProxyHops?: number;
}

/** Authenticates the request and sets `auth`, or throws the ApiError to answer with. */
export const authenticator =
  (store: Store, options: AuthenticateOptions = {}) =>
  async (c: Context<AppEnv>): Promise<void> => {
    const { failures } = options;
    const address = failures ? clientAddress(c, options.trustProxyHops) : '';
    if (failures) {
      const gate = await failures.check(address);
      if (!gate.allowed) {
        throw new ApiError(
          42901,
          'Too many failed authentications from this address; retry after Retry-After.',
          undefined,
          {
            'retry-after': String(Math.max(1, gate.resetSeconds)),
          },
        );
      }
    }
    const key = c.req.header('x-api-key');
    if (!key) {
      await failures?.recordFailure(address);
      throw new ApiError(40101, 'Send your API key in the x-api-key header.');
    }
    const auth = await store.apiKeys.authenticate(key);
    if (!auth) {
      await failures?.recordFailure(address);
      throw new ApiError(40102, 'The API key is not valid.');
    }
    c.set('auth', auth);
  };
