/**
 * The SQL webhooks repository: one subscription per account and URL.
 *
 * @module
 */
import { assertNoNul, toJsonText } from '../../_internal/json';
import { newId } from '../../ids';
import type { WebhookRepository, WebhookWithSecret } from '../../types';
import type { SqlContext } from './context';
import { type Row, str, toWebhook } from './rows';

/** The webhooks repository on the context's executor. */
export function sqlWebhooks({ db, source, nowIso, withAccount }: SqlContext): WebhookRepository {
  return {
    async upsert(accountId, input) {
      assertNoNul(source, { url: input.url, secret: input.secret });
      const id = newId('wh');
      const now = nowIso();
      const { rows } = await withAccount(accountId, () =>
        db.query<Row>(
          `insert into webhooks (id, account_id, url, events, secret, created_at, updated_at)
             values ($1, $2, $3, $4::text::jsonb, $5, $6, $6)
             on conflict (account_id, url) do update
               set events = excluded.events, secret = excluded.secret, updated_at = excluded.updated_at
             returning *, (id = $1) as inserted`,
          [id, accountId, input.url, toJsonText(input.events, source), input.secret, now],
        ),
      );
      const row = rows[0]!;
      return { webhook: toWebhook(row), created: row.inserted === true };
    },
    async list(accountId) {
      const { rows } = await db.query<Row>(
        'select * from webhooks where account_id = $1 order by created_at, id',
        [accountId],
      );
      return rows.map(toWebhook);
    },
    async get(accountId, id) {
      const { rows } = await db.query<Row>('select * from webhooks where id = $1 and account_id = $2', [
        id,
        accountId,
      ]);
      return rows[0] ? toWebhook(rows[0]) : null;
    },
    async getWithSecret(accountId, id) {
      const { rows } = await db.query<Row>('select * from webhooks where id = $1 and account_id = $2', [
        id,
        accountId,
      ]);
      return rows[0]
        ? ({ ...toWebhook(rows[0]), secret: str(rows[0].secret) } satisfies WebhookWithSecret)
        : null;
    },
    async delete(accountId, id) {
      const { rows } = await db.query<Row>(
        'delete from webhooks where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },
  };
}
