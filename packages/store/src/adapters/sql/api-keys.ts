/**
 * The SQL API-key repository: keys are stored hashed; the plaintext leaves only once, on creation.
 *
 * @module
 */
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey, hashesEqual } from '../../api-key';
import { newId } from '../../ids';
import { lastKey } from '../../store-error';
import type { ApiKeyRepository, Plan } from '../../types';
import type { SqlContext } from './context';
import { num, type Row, str, toKey } from './rows';

/** The API-key repository on the context's executor. */
export function sqlApiKeys({ db, source, nowIso, atomic, withAccount }: SqlContext): ApiKeyRepository {
  return {
    async create(accountId) {
      const key = generateApiKey();
      const { rows } = await withAccount(accountId, () =>
        db.query<Row>(
          `insert into api_keys (id, account_id, hash, prefix, created_at) values ($1, $2, $3, $4, $5)
             returning id, account_id, prefix, created_at, revoked_at`,
          [newId('key'), accountId, hashApiKey(key), apiKeyPrefix(key), nowIso()],
        ),
      );
      return { ...toKey(rows[0]!), key };
    },
    async list(accountId) {
      const { rows } = await db.query<Row>(
        `select id, account_id, prefix, created_at, revoked_at from api_keys
           where account_id = $1 order by created_at, id`,
        [accountId],
      );
      return rows.map(toKey);
    },
    async revoke(accountId, keyId) {
      return atomic(async (tx) => {
        // Locking the account row makes concurrent revocations of its keys run one after the other;
        // each then counts the others' keys in a fresh snapshot (READ COMMITTED, next statement).
        await tx.query('select id from accounts where id = $1 for update', [accountId]);
        const { rows } = await tx.query<Row>(
          `select k.revoked_at, (select count(*)::int from api_keys o
               where o.account_id = $2 and o.id <> $1 and o.revoked_at is null) as others
             from api_keys k where k.id = $1 and k.account_id = $2`,
          [keyId, accountId],
        );
        const row = rows[0];
        if (!row) return false;
        if (row.revoked_at !== null && row.revoked_at !== undefined) return true;
        if (num(row.others) === 0) throw lastKey(source, accountId, keyId);
        await tx.query('update api_keys set revoked_at = $3::timestamptz where id = $1 and account_id = $2', [
          keyId,
          accountId,
          nowIso(),
        ]);
        return true;
      });
    },
    async authenticate(plaintextKey) {
      if (!API_KEY_PATTERN.test(plaintextKey)) return null;
      const hash = hashApiKey(plaintextKey);
      const { rows } = await db.query<Row>(
        `select k.id, k.hash, k.account_id, a.plan from api_keys k join accounts a on a.id = k.account_id
           where k.hash = $1 and k.revoked_at is null`,
        [hash],
      );
      const row = rows[0];
      if (!row || !hashesEqual(str(row.hash), hash)) return null;
      return { accountId: str(row.account_id), plan: str(row.plan) as Plan, keyId: str(row.id) };
    },
  };
}
