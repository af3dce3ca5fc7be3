/**
 * Times every repository call of a store for `/metrics` (`nutrilabel_store_call_duration_seconds`,
 * labelled `recipes.get`, `outbox.claimDue`, …), inside transactions too.
 *
 * @module
 */
import type { Store, StoreRepositories } from '@nutrilabel/store';
import type { Metrics } from './metrics';

const REPOSITORIES = new Set([
  'accounts',
  'apiKeys',
  'recipes',
  'ingredients',
  'webhooks',
  'outbox',
  'idempotency',
]);

/**
 * The store with its repository calls timed; every other member is the store's own.
 *
 * @example const store = withStoreMetrics(await openStore(config), metrics);
 */
export function withStoreMetrics(store: Store, metrics: Metrics): Store {
  const wrapRepository = (name: string, repository: object): object => {
    // One timed wrapper per method, made on its first call (not a new closure and name on each access).
    const timed = new Map<PropertyKey, { readonly method: unknown; readonly wrapper: unknown }>();
    return new Proxy(repository, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        const known = timed.get(prop);
        if (known && known.method === value) return known.wrapper;
        const call = `${name}.${String(prop)}`;
        const wrapper = async (...args: unknown[]) => {
          const started = performance.now();
          let ok = false;
          try {
            const result = await value.apply(target, args);
            ok = true;
            return result;
          } finally {
            metrics.storeCall(call, ok, (performance.now() - started) / 1000);
          }
        };
        timed.set(prop, { method: value, wrapper });
        return wrapper;
      },
    });
  };

  const cache = new WeakMap<object, object>();
  const wrapRepositories = <T extends StoreRepositories>(repositories: T): T =>
    new Proxy(repositories, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof prop === 'string' && REPOSITORIES.has(prop) && value) {
          let wrapped = cache.get(value);
          if (!wrapped) {
            wrapped = wrapRepository(prop, value);
            cache.set(value, wrapped);
          }
          return wrapped;
        }
        if (prop === 'transaction') {
          return <R>(fn: (tx: StoreRepositories) => Promise<R>) =>
            (target as unknown as Store).transaction((tx) => fn(wrapRepositories(tx)));
        }
        if (prop === 'exclusive') {
          return <R>(lock: string, fn: (tx: StoreRepositories) => Promise<R>) =>
            (target as unknown as Store).exclusive(lock, (tx) => fn(wrapRepositories(tx)));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  return wrapRepositories(store);
}
