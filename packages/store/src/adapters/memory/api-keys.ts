/**
 * The in-memory API-key repository: keys are stored hashed; the plaintext leaves only once, on creation.
 *
 * @module
 */
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey, hashesEqual } from '../../api-key';
import { newId } from '../../ids';
import { lastKey } from '../../store-error';
import type { ApiKeyRepository } from '../../types';
import { type MemoryContext, SRC } from './context';
import { publicKey } from './rows';
import type { KeyRow } from './tables';

/** The API-key repository over the context's tables. */
export function memoryApiKeys({ t, w, nowIso, requireAccount }: MemoryContext): ApiKeyRepository {
  return {
    async create(accountId) {
      requireAccount(accountId);
      const key = generateApiKey();
      const row: KeyRow = {
        id: newId('key'),
        accountId,
        prefix: apiKeyPrefix(key),
        createdAt: nowIso(),
        revokedAt: null,
        hash: hashApiKey(key),
      };
      w.put(t.apiKeys, row.id, row);
      return { ...publicKey(row), key };
    },
    async list(accountId) {
      return [...t.apiKeys.values()]
        .filter((k) => k.accountId === accountId)
        .sort((a, b) =>
          a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
        )
        .map(publicKey);
    },
    async revoke(accountId, keyId) {
      const k = t.apiKeys.get(keyId);
      if (!k || k.accountId !== accountId) return false;
      if (k.revokedAt !== null) return true;
      const others = [...t.apiKeys.values()].some(
        (o) => o.accountId === accountId && o.id !== keyId && o.revokedAt === null,
      );
      if (!others) throw lastKey(SRC, accountId, keyId);
      w.put(t.apiKeys, keyId, { ...k, revokedAt: nowIso() });
      return true;
    },
    async authenticate(plaintextKey) {
      if (!API_KEY_PATTERN.test(plaintextKey)) return null;
      const hash = hashApiKey(plaintextKey);
      for (const k of t.apiKeys.values()) {
        if (k.revokedAt === null && hashesEqual(k.hash, hash)) {
          const account = t.accounts.get(k.accountId);
          return account ? { accountId: account.id, plan: account.plan, keyId: k.id } : null;
        }
      }
      return null;
    },
  };
}
