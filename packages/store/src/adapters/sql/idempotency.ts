/**
 * The SQL idempotency records: a response kept per account and key for `IDEMPOTENCY_TTL_MS`.
 *
 * @module
 */
import { assertNoNul, toJsonText } from '../../_internal/json';
import { addMs } from '../../_internal/time';
import { IDEMPOTENCY_TTL_MS } from '../../limits';
import type { IdempotencyRepository } from '../../types';
import type { SqlContext } from './context';
import { type Row, toIdempotency } from './rows';

/** The idempotency repository on the context's executor. */
export function sqlIdempotency({ db, source, nowIso, withAccount }: SqlContext): IdempotencyRepository {
  return {
    async get(accountId, key) {
      const now = nowIso();
      const { rows } = await db.query<Row>(
        'select * from idempotency_keys where account_id = $1 and key = $2 and created_at > $3::timestamptz',
        [accountId, key, addMs(now, -IDEMPOTENCY_TTL_MS)],
      );
      return rows[0] ? toIdempotency(rows[0]) : null;
    },
    async purgeExpired() {
      const { rows } = await db.query<Row>(
        'delete from idempotency_keys where created_at <= $1::timestamptz returning key',
        [addMs(nowIso(), -IDEMPOTENCY_TTL_MS)],
      );
      return rows.length;
    },
    async put(input) {
      assertNoNul(source, { key: input.key, requestHash: input.requestHash });
      const now = nowIso();
      const { rows } = await withAccount(input.accountId, () =>
        db.query<Row>(
          `insert into idempotency_keys (account_id, key, request_hash, status, body, created_at)
             values ($1, $2, $3, $4, $5::text::jsonb, $6)
             on conflict (account_id, key) do update
               set request_hash = excluded.request_hash, status = excluded.status, body = excluded.body,
                   created_at = excluded.created_at
               where idempotency_keys.created_at <= $7::timestamptz
             returning *`,
          [
            input.accountId,
            input.key,
            input.requestHash,
            input.status,
            toJsonText(input.body ?? null, source),
            now,
            addMs(now, -IDEMPOTENCY_TTL_MS),
          ],
        ),
      );
      if (rows[0]) return { record: toIdempotency(rows[0]), created: true };
      const existing = await db.query<Row>(
        'select * from idempotency_keys where account_id = $1 and key = $2',
        [input.accountId, input.key],
      );
      return { record: toIdempotency(existing.rows[0]!), created: false };
    },
  };
}
