/**
 * The SQL webhook outbox: deliveries, their leases and their attempt log.
 *
 * @module
 */
import { toJsonText } from '../../_internal/json';
import { addMs, toIso } from '../../_internal/time';
import { checkLimit } from '../../cursor';
import { newId } from '../../ids';
import { DEFAULT_DELIVERY_LIST_LIMIT, DEFAULT_MAX_ATTEMPTS } from '../../limits';
import { StoreError } from '../../store-error';
import type { ClaimedDelivery, OutboxRepository } from '../../types';
import type { SqlContext } from './context';
import { iso, num, type Row, str, toAttempt, toDelivery } from './rows';

/** The outbox repository on the context's executor. */
export function sqlOutbox({ db, source, nowIso }: SqlContext): OutboxRepository {
  return {
    async enqueueEvent(accountId, type, payload, options) {
      const maxAttempts = options?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new StoreError('invalid', source, `maxAttempts must be a positive integer, got ${maxAttempts}`);
      }
      const eventId = newId('evt');
      const createdAt = nowIso();
      const data = toJsonText(payload, source);
      const hooks = await db.query<Row>(
        `select id from webhooks where account_id = $1 and events @> jsonb_build_array($2::text) order by id`,
        [accountId, type],
      );
      if (hooks.rows.length === 0) return { eventId, createdAt, deliveries: [] };
      const ids = hooks.rows.map(() => newId('dlv'));
      const { rows } = await db.query<Row>(
        `insert into webhook_deliveries (id, event_id, webhook_id, account_id, type, payload, status, attempts,
             max_attempts, next_attempt_at, created_at, updated_at)
           select d.id, $2, d.webhook_id, $3, $4, $5, 'pending', 0, $6, $7, $7, $7
           from unnest($1::text[], $8::text[]) as d(id, webhook_id)
           returning *`,
        [
          `{${ids.join(',')}}`,
          eventId,
          accountId,
          type,
          data,
          maxAttempts,
          createdAt,
          `{${hooks.rows.map((h) => str(h.id)).join(',')}}`,
        ],
      );
      const deliveries = rows.map(toDelivery).sort((a, b) => (a.webhookId < b.webhookId ? -1 : 1));
      return { eventId, createdAt, deliveries };
    },
    async claimDue(now, limit, leaseMs) {
      if (limit < 1) return [];
      const at = toIso(now);
      const { rows } = await db.query<Row>(
        `with due as (
             select id, next_attempt_at as due_at from webhook_deliveries
             where status = 'pending' and next_attempt_at <= $1::timestamptz
             order by next_attempt_at, id
             limit $2
             for update skip locked
           )
           update webhook_deliveries d set next_attempt_at = $3::timestamptz, updated_at = $1::timestamptz
           from due, webhooks w
           where d.id = due.id and w.id = d.webhook_id
           returning d.*, due.due_at, w.url as webhook_url, w.secret as webhook_secret`,
        [at, limit, addMs(at, leaseMs)],
      );
      // Oldest due first, the order they were selected in.
      return rows
        .map((r) => ({ due: iso(r.due_at), id: str(r.id), r }))
        .sort((a, b) => (a.due === b.due ? (a.id < b.id ? -1 : 1) : a.due < b.due ? -1 : 1))
        .map(
          ({ r }): ClaimedDelivery => ({
            ...toDelivery(r),
            url: str(r.webhook_url),
            secret: str(r.webhook_secret),
          }),
        );
    },
    async recordAttempt(o) {
      const at = o.at ? toIso(o.at) : nowIso();
      const { rows } = await db.query<Row>(
        `with d as (
             update webhook_deliveries set
               attempts = attempts + 1,
               status = case
                 when status <> 'pending' then status
                 when $3::boolean then 'delivered'
                 when attempts + 1 >= max_attempts then 'failed'
                 else 'pending' end,
               next_attempt_at = case
                 when status = 'pending' and not $3::boolean and attempts + 1 < max_attempts then $4::timestamptz
                 else next_attempt_at end,
               last_status_code = case when status = 'pending' then $5::int else last_status_code end,
               last_error = case when status = 'pending' then $6::text else last_error end,
               updated_at = $7::timestamptz
             where id = $1 and account_id = $2
             returning *
           ), logged as (
             insert into webhook_delivery_attempts (delivery_id, attempt, at, status_code, error, duration_ms)
             select id, attempts, $7::timestamptz, $5::int, $6::text, $8::int from d
           )
           select * from d`,
        [
          o.deliveryId,
          o.accountId,
          o.ok,
          toIso(o.retryAt),
          o.statusCode ?? null,
          o.error ?? null,
          at,
          Math.round(o.durationMs),
        ],
      );
      return rows[0] ? toDelivery(rows[0]) : null;
    },
    async getDelivery(accountId, id) {
      const { rows } = await db.query<Row>(
        'select * from webhook_deliveries where id = $1 and account_id = $2',
        [id, accountId],
      );
      return rows[0] ? toDelivery(rows[0]) : null;
    },
    async listDeliveries(accountId, webhookId, limit) {
      const n = checkLimit(limit, source, DEFAULT_DELIVERY_LIST_LIMIT);
      const { rows } = await db.query<Row>(
        `select * from webhook_deliveries where account_id = $1 and webhook_id = $2
           order by created_at desc, id desc limit $3`,
        [accountId, webhookId, n],
      );
      return rows.map(toDelivery);
    },
    async purgeFinished(before) {
      const { rows } = await db.query<Row>(
        `delete from webhook_deliveries where status <> 'pending' and updated_at < $1::timestamptz returning id`,
        [toIso(before)],
      );
      return rows.length;
    },
    async countPending() {
      const { rows } = await db.query<Row>(
        `select count(*)::int as n from webhook_deliveries where status = 'pending'`,
      );
      return num(rows[0]?.n);
    },
    async nextDueAt() {
      // One probe of the partial index webhook_deliveries_due_idx; a webhook's deletion cascades to its
      // deliveries, so every pending row is claimable.
      const { rows } = await db.query<Row>(
        `select next_attempt_at from webhook_deliveries where status = 'pending'
           order by next_attempt_at limit 1`,
      );
      return rows[0] ? iso(rows[0].next_attempt_at) : null;
    },
    async listAttempts(accountId, deliveryId) {
      const { rows } = await db.query<Row>(
        `select a.* from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
           where a.delivery_id = $1 and d.account_id = $2 order by a.attempt`,
        [deliveryId, accountId],
      );
      return rows.map(toAttempt);
    },
  };
}
