/**
 * The in-memory webhook outbox: deliveries, their leases and their attempt log.
 *
 * @module
 */
import { toJsonText } from '../../_internal/json';
import { addMs, toIso } from '../../_internal/time';
import { checkLimit } from '../../cursor';
import { newId } from '../../ids';
import { DEFAULT_DELIVERY_LIST_LIMIT, DEFAULT_MAX_ATTEMPTS } from '../../limits';
import { StoreError } from '../../store-error';
import type { Delivery, OutboxRepository, WebhookWithSecret } from '../../types';
import { type MemoryContext, SRC } from './context';
import { newestFirst } from './paginate';
import { clone } from './rows';

/** The outbox repository over the context's tables. */
export function memoryOutbox({ t, w, nowIso }: MemoryContext): OutboxRepository {
  const ownDelivery = (accountId: string, id: string) => {
    const d = t.deliveries.get(id);
    return d && d.accountId === accountId ? d : undefined;
  };
  return {
    async enqueueEvent(accountId, type, payload, options) {
      const maxAttempts = options?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new StoreError('invalid', SRC, `maxAttempts must be a positive integer, got ${maxAttempts}`);
      }
      const payloadJson = toJsonText(payload, SRC);
      const eventId = newId('evt');
      const createdAt = nowIso();
      const deliveries: Delivery[] = [];
      const hooks = [...t.webhooks.values()]
        .filter((x) => x.accountId === accountId && x.events.includes(type))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const wh of hooks) {
        const d: Delivery = {
          id: newId('dlv'),
          eventId,
          webhookId: wh.id,
          accountId,
          type,
          payloadJson,
          status: 'pending',
          attempts: 0,
          maxAttempts,
          nextAttemptAt: createdAt,
          lastStatusCode: null,
          lastError: null,
          createdAt,
          updatedAt: createdAt,
        };
        w.put(t.deliveries, d.id, d);
        deliveries.push(clone(d));
      }
      return { eventId, createdAt, deliveries };
    },
    async claimDue(now, limit, leaseMs) {
      const at = toIso(now);
      const due = [...t.deliveries.values()]
        .filter((d) => d.status === 'pending' && d.nextAttemptAt <= at && t.webhooks.has(d.webhookId))
        .sort((a, b) =>
          a.nextAttemptAt === b.nextAttemptAt
            ? a.id < b.id
              ? -1
              : 1
            : a.nextAttemptAt < b.nextAttemptAt
              ? -1
              : 1,
        )
        .slice(0, Math.max(0, limit));
      const leaseUntil = addMs(at, leaseMs);
      return due.map((d) => {
        const next: Delivery = { ...d, nextAttemptAt: leaseUntil, updatedAt: at };
        w.put(t.deliveries, d.id, next);
        const wh = t.webhooks.get(d.webhookId) as WebhookWithSecret;
        return { ...clone(next), url: wh.url, secret: wh.secret };
      });
    },
    async recordAttempt(o) {
      const d = ownDelivery(o.accountId, o.deliveryId);
      if (!d) return null;
      const at = o.at ? toIso(o.at) : nowIso();
      const attempt = d.attempts + 1;
      const statusCode = o.statusCode ?? null;
      const error = o.error ?? null;
      let next: Delivery = { ...d, attempts: attempt, updatedAt: at };
      if (d.status === 'pending') {
        const status = o.ok ? 'delivered' : attempt >= d.maxAttempts ? 'failed' : 'pending';
        next = {
          ...next,
          status,
          lastStatusCode: statusCode,
          lastError: error,
          nextAttemptAt: status === 'pending' ? toIso(o.retryAt) : d.nextAttemptAt,
        };
      }
      w.put(t.deliveries, d.id, next);
      const log = t.attempts.get(d.id) ?? [];
      w.put(t.attempts, d.id, [
        ...log,
        { deliveryId: d.id, attempt, at, statusCode, error, durationMs: Math.round(o.durationMs) },
      ]);
      return clone(next);
    },
    async getDelivery(accountId, id) {
      const d = ownDelivery(accountId, id);
      return d ? clone(d) : null;
    },
    async listDeliveries(accountId, webhookId, limit) {
      const n = checkLimit(limit, SRC, DEFAULT_DELIVERY_LIST_LIMIT);
      return [...t.deliveries.values()]
        .filter((d) => d.accountId === accountId && d.webhookId === webhookId)
        .sort((a, b) => newestFirst({ at: a.createdAt, id: a.id }, { at: b.createdAt, id: b.id }))
        .slice(0, n)
        .map(clone);
    },
    async purgeFinished(before) {
      const cutoff = toIso(before);
      let n = 0;
      for (const d of [...t.deliveries.values()]) {
        if (d.status !== 'pending' && d.updatedAt < cutoff) {
          w.delete(t.deliveries, d.id);
          w.delete(t.attempts, d.id);
          n++;
        }
      }
      return n;
    },
    async countPending() {
      let n = 0;
      for (const d of t.deliveries.values()) if (d.status === 'pending') n++;
      return n;
    },
    async nextDueAt() {
      let next: string | null = null;
      for (const d of t.deliveries.values()) {
        if (d.status !== 'pending' || !t.webhooks.has(d.webhookId)) continue;
        if (next === null || d.nextAttemptAt < next) next = d.nextAttemptAt;
      }
      return next;
    },
    async listAttempts(accountId, deliveryId) {
      if (!ownDelivery(accountId, deliveryId)) return [];
      return clone([...(t.attempts.get(deliveryId) ?? [])]);
    },
  };
}
