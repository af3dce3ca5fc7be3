/**
 * A short-lived in-process cache of successful key lookups (SHA-256 of the key → account, plan,
 * key id), so an authenticated request costs no database round trip. Revoking a key or changing
 * a plan through this store evicts the entry at once; with an invalidation bus (Redis pub/sub) it
 * is also evicted at once on every other instance, and while the bus may be missing messages the
 * cache is bypassed. Without a bus, a change made elsewhere (the CLI) is seen within the TTL.
 * Failed lookups are never cached.
 *
 * @module
 */
import { hash as digest } from 'node:crypto';
import type {
  AccountRepository,
  ApiKeyRepository,
  AuthenticatedKey,
  Store,
  StoreRepositories,
} from '@nutrilabel/store';
import type { AuthInvalidation, AuthInvalidationBus } from './auth-invalidation';

/** Options of `withAuthCache`. */
export interface AuthCacheOptions {
  /** How long a lookup is trusted, in ms. */
  readonly ttlMs: number;
  /** Entries kept at most (oldest evicted first); defaults to 10,000. */
  readonly maxEntries?: number;
  /** Clock in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
  /** Tells the other instances of revocations and plan changes, and hears theirs. */
  readonly invalidations?: AuthInvalidationBus;
  /** Told when a revocation or plan change could not be published (the other instances see it within the TTL). */
  readonly onPublishError?: (error: unknown) => void;
}

/**
 * The store with `apiKeys.authenticate` cached; every other member is the store's own.
 *
 * @example const cached = withAuthCache(store, { ttlMs: 5000 });
 */
export function withAuthCache(store: Store, options: AuthCacheOptions): Store {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const bus = options.invalidations;
  const entries = new Map<string, { auth: AuthenticatedKey; expires: number }>();
  // Bumped by every eviction: a lookup that started before one may predate the change and is not cached.
  let generation = 0;

  const evict = (match: (auth: AuthenticatedKey) => boolean) => {
    generation++;
    for (const [hash, entry] of entries) if (match(entry.auth)) entries.delete(hash);
  };
  const apply = (message: AuthInvalidation) => {
    if ('keyId' in message) evict((auth) => auth.keyId === message.keyId);
    else if ('accountId' in message) evict((auth) => auth.accountId === message.accountId);
    else {
      generation++;
      entries.clear();
    }
  };
  bus?.subscribe(apply);
  const publish = async (message: AuthInvalidation) => {
    apply(message);
    await bus?.publish(message).catch((error: unknown) => options.onPublishError?.(error));
  };

  const wrapKeys = (keys: ApiKeyRepository): ApiKeyRepository => {
    // Made once, not on each access: every authenticated request calls it.
    const authenticate = async (plaintextKey: string) => {
      // Not subscribed: another instance's revocation could go unheard, so ask the store.
      if (bus && !bus.live) return keys.authenticate(plaintextKey);
      // One-shot SHA-256 (crypto.hash): a third of createHash's cost on a key-sized input.
      const hash = digest('sha256', plaintextKey, 'base64');
      const hit = entries.get(hash);
      if (hit && hit.expires > now()) return hit.auth;
      const started = generation;
      const auth = await keys.authenticate(plaintextKey);
      if (started !== generation) return auth;
      if (auth && options.ttlMs > 0) {
        entries.delete(hash);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(hash, { auth, expires: now() + options.ttlMs });
      } else entries.delete(hash);
      return auth;
    };
    return new Proxy(keys, {
      get(target, prop) {
        if (prop === 'authenticate') return authenticate;
        if (prop === 'revoke') {
          return async (accountId: string, keyId: string) => {
            const revoked = await target.revoke(accountId, keyId);
            await publish({ keyId });
            return revoked;
          };
        }
        return bound(target, prop);
      },
    });
  };

  const wrapAccounts = (accounts: AccountRepository): AccountRepository =>
    new Proxy(accounts, {
      get(target, prop) {
        if (prop === 'setPlan') {
          return async (...args: Parameters<AccountRepository['setPlan']>) => {
            const account = await target.setPlan(...args);
            await publish({ accountId: args[0] });
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
