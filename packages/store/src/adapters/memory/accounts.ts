/**
 * The in-memory accounts repository.
 *
 * @module
 */
import { newId } from '../../ids';
import type { Account, AccountRepository } from '../../types';
import type { MemoryContext } from './context';
import { clone } from './rows';

/** The accounts repository over the context's tables. */
export function memoryAccounts({ t, w, nowIso }: MemoryContext): AccountRepository {
  return {
    async create(input) {
      const account: Account = { id: newId('acc'), plan: input?.plan ?? 'free', createdAt: nowIso() };
      w.put(t.accounts, account.id, account);
      return clone(account);
    },
    async get(id) {
      const a = t.accounts.get(id);
      return a ? clone(a) : null;
    },
    async setPlan(id, plan) {
      const a = t.accounts.get(id);
      if (!a) return null;
      const next = { ...a, plan };
      w.put(t.accounts, id, next);
      return clone(next);
    },
    async count() {
      return t.accounts.size;
    },
  };
}
