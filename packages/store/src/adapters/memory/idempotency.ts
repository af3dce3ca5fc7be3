/**
 * The in-memory idempotency records: a response kept per account and key for `IDEMPOTENCY_TTL_MS`.
 *
 * @module
 */
import { assertNoNul, jsonCopy } from '../../_internal/json';
import { IDEMPOTENCY_TTL_MS } from '../../limits';
import type { IdempotencyRecord, IdempotencyRepository } from '../../types';
import { type MemoryContext, SRC } from './context';
import { clone } from './rows';

/** The idempotency repository over the context's tables. */
export function memoryIdempotency({ t, w, nowIso, requireAccount }: MemoryContext): IdempotencyRepository {
  return {
    async get(accountId, key) {
      const r = t.idempotency.get(`${accountId}\u0000${key}`);
      if (!r || Date.parse(r.createdAt) <= Date.parse(nowIso()) - IDEMPOTENCY_TTL_MS) return null;
      return clone(r);
    },
    async purgeExpired() {
      const cutoff = Date.parse(nowIso()) - IDEMPOTENCY_TTL_MS;
      let n = 0;
      for (const [k, r] of [...t.idempotency]) {
        if (Date.parse(r.createdAt) <= cutoff) {
          w.delete(t.idempotency, k);
          n++;
        }
      }
      return n;
    },
    async put(input) {
      assertNoNul(SRC, { key: input.key, requestHash: input.requestHash });
      requireAccount(input.accountId);
      const now = nowIso();
      const k = `${input.accountId}\u0000${input.key}`;
      const existing = t.idempotency.get(k);
      if (existing && Date.parse(existing.createdAt) > Date.parse(now) - IDEMPOTENCY_TTL_MS) {
        return { record: clone(existing), created: false };
      }
      const record: IdempotencyRecord = {
        accountId: input.accountId,
        key: input.key,
        requestHash: input.requestHash,
        status: input.status,
        body: jsonCopy(input.body ?? null, SRC),
        createdAt: now,
      };
      w.put(t.idempotency, k, record);
      return { record: clone(record), created: true };
    },
  };
}
