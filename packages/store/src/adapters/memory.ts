/**
 * The in-memory reference adapter: the behaviour every other adapter must match (the contract suite
 * runs against it first). Transactions are serialised and undone from a journal on failure.
 * The repositories live in `./memory/`; this module composes them and owns transactions and the lifecycle.
 *
 * @module
 */
import { StoreError } from '../store-error';
import type { Store, StoreOptions, StoreRepositories } from '../types';
import { memoryAccounts } from './memory/accounts';
import { memoryApiKeys } from './memory/api-keys';
import { memoryContext, SRC } from './memory/context';
import { memoryIdempotency } from './memory/idempotency';
import { memoryIngredients } from './memory/ingredients';
import { memoryOutbox } from './memory/outbox';
import { memoryRecipes } from './memory/recipes';
import { emptyTables, type Tables } from './memory/tables';
import { memoryWebhooks } from './memory/webhooks';
import { type Undo, Writer } from './memory/writer';

function makeRepositories(t: Tables, w: Writer, nowIso: () => string): StoreRepositories {
  const ctx = memoryContext(t, w, nowIso);
  return {
    accounts: memoryAccounts(ctx),
    apiKeys: memoryApiKeys(ctx),
    recipes: memoryRecipes(ctx),
    ingredients: memoryIngredients(ctx),
    webhooks: memoryWebhooks(ctx),
    outbox: memoryOutbox(ctx),
    idempotency: memoryIdempotency(ctx),
  };
}

/**
 * Creates an empty in-memory store: the reference adapter, for tests and `STORE=memory` runs.
 *
 * @param options - `now`: the clock
 * @returns a `Store` whose data lives as long as the object
 * @example
 * const store = createMemoryStore();
 * const account = await store.accounts.create({ plan: 'team' });
 */
export function createMemoryStore(options: StoreOptions = {}): Store {
  const clock = options.now ?? (() => new Date());
  const nowIso = (): string => clock().toISOString();
  const tables = emptyTables();
  const repos = makeRepositories(tables, new Writer(null), nowIso);
  let txQueue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const guard = (): void => {
    if (closed) throw new StoreError('unavailable', SRC, 'store is closed');
  };

  const transaction: Store['transaction'] = async (fn) => {
    guard();
    const run = async () => {
      const journal: Undo[] = [];
      try {
        return await fn(makeRepositories(tables, new Writer(journal), nowIso));
      } catch (e) {
        for (let i = journal.length - 1; i >= 0; i--) journal[i]?.();
        throw e;
      }
    };
    const result = txQueue.then(run, run);
    txQueue = result.catch(() => undefined);
    return result;
  };

  return {
    adapter: 'memory',
    ...repos,
    transaction,
    async exclusive(_lock, fn) {
      return { ran: true, value: await transaction(fn) };
    },
    async vacuum() {
      guard();
    },
    async migrate() {
      guard();
      return [];
    },
    async ping() {
      guard();
    },
    async close() {
      closed = true;
    },
  };
}
