/**
 * What every in-memory repository runs with: the tables, the writer (journalled inside `transaction`)
 * and the clock.
 *
 * @module
 */
import { StoreError } from '../../store-error';
import type { Tables } from './tables';
import type { Writer } from './writer';

/** The adapter's name in errors. */
export const SRC = 'memory';

/** The shared state of one set of in-memory repositories. */
export interface MemoryContext {
  readonly t: Tables;
  readonly w: Writer;
  readonly nowIso: () => string;
  /** Throws not_found when the account does not exist. */
  readonly requireAccount: (accountId: string) => void;
}

/** The context over `t`, writing through `w`. */
export function memoryContext(t: Tables, w: Writer, nowIso: () => string): MemoryContext {
  const requireAccount = (accountId: string): void => {
    if (!t.accounts.has(accountId)) throw new StoreError('not_found', SRC, `no account ${accountId}`);
  };
  return { t, w, nowIso, requireAccount };
}
