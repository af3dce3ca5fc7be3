/**
 * A short-lived in-process cache of successful key lookups (SHA-256 of the key → account, plan,
 * key id), so an authenticated request costs no database round trip. Revoking a key or changing
 * a plan through this store evicts the entry at once; a change made elsewhere (the CLI, another
 * instance) is seen within the TTL. Failed lookups are never cached.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type {
  AccountRepository,
  ApiKeyRepository,
  AuthenticatedKey,
  Store,
  StoreRepositories,
} from '@nutrilabel/store';

/** Options of `withAuthCache`. */
export interface AuthCacheOptions {
  /** How long a lookup is trusted, in ms. */
  readonly ttlMs: number;
  /** Entries kept at most (oldest evicted first); defaults to 10,000. */
  readonly maxEntries?: number;
  /** Clock in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

/**
 * The store with `apiKeys.authenticate` cached; every other member is the store's own.
 *
 * @example const cached = withAuthCache(store, { ttlMs: 5000 });
 */
export function withAuthCache(store: Store, options: AuthCacheOptions): Store {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { auth: AuthenticatedKey; expires: number }>();

  const evict = (match: (auth: AuthenticatedKey) => boolean) => {
    for (const [hash, entry] of entries) if (match(entry.auth)) entries.delete(hash);
  };

  const wrapKeys = (keys: ApiKeyRepository): ApiKeyRepository =>
    new Proxy(keys, {
      get(target, prop) {
        if (prop === 'authenticate') {
          return async (plaintextKey: string) => {
            const hash = createHash('sha256').update(plaintextKey).digest('base64');
            const hit = entries.get(hash);
            if (hit && hit.expires > now()) return hit.auth;
            const auth = await target.authenticate(plaintextKey);
            if (auth) {
              entries.delete(hash);
              if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
              entries.set(hash, { auth, expires: now() + options.ttlMs });
            } else entries.delete(hash);
            return auth;
          };
        }
        if (prop === 'revoke') {
          return async (accountId: string, keyId: string) => {
            const revoked = await target.revoke(accountId, keyId);
            evict((auth) => auth.keyId === keyId);
            return revoked;
          };
        }
        return bound(target, prop);
      },
    });

  const wrapAccounts = (accounts: AccountRepository): AccountRepository =>
    new Proxy(accounts, {
      get(target, prop) {
        if (prop === 'setPlan') {
          return async (...args: Parameters<AccountRepository['setPlan']>) => {
            const account = await target.setPlan(...args);
            evict((auth) => auth.accountId === args[0]);
            return account;
          };
        }
        return bound(target, prop);
      },
    });

  const wrapped = new WeakMap<object, object>();
  const once = <T extends object>(repository: T, wrap: (r: T) => T): T => {
    let proxy = wrapped.get(repository) as T | undefined;
    if (!proxy) {
      proxy = wrap(repository);
      wrapped.set(repository, proxy);
    }
    return proxy;
  };

  const wrapRepositories = <T extends StoreRepositories>(repositories: T): T =>
    new Proxy(repositories, {
      get(target, prop) {
        if (prop === 'apiKeys') return once(target.apiKeys, wrapKeys);
        if (prop === 'accounts') return once(target.accounts, wrapAccounts);
        if (prop === 'transaction') {
          return <R>(fn: (tx: StoreRepositories) => Promise<R>) =>
            (target as unknown as Store).transaction((tx) => fn(wrapRepositories(tx)));
        }
        return bound(target, prop);
      },
    });

  return wrapRepositories(store);
}

/** A member of `target`, with methods bound to it (so private fields keep working). */
function bound(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
}
