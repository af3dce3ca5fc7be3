/**
 * The in-memory webhooks repository: one subscription per account and URL.
 *
 * @module
 */
import { assertNoNul } from '../../_internal/json';
import { newId } from '../../ids';
import type { WebhookRepository, WebhookWithSecret } from '../../types';
import { type MemoryContext, SRC } from './context';
import { clone, publicWebhook } from './rows';

/** The webhooks repository over the context's tables. */
export function memoryWebhooks({ t, w, nowIso, requireAccount }: MemoryContext): WebhookRepository {
  const ownWebhook = (accountId: string, id: string) => {
    const wh = t.webhooks.get(id);
    return wh && wh.accountId === accountId ? wh : undefined;
  };
  return {
    async upsert(accountId, input) {
      assertNoNul(SRC, { url: input.url, secret: input.secret });
      requireAccount(accountId);
      const now = nowIso();
      const events = [...input.events];
      const existing = [...t.webhooks.values()].find((x) => x.accountId === accountId && x.url === input.url);
      if (existing) {
        const next: WebhookWithSecret = { ...existing, events, secret: input.secret, updatedAt: now };
        w.put(t.webhooks, existing.id, next);
        return { webhook: publicWebhook(next), created: false };
      }
      const row: WebhookWithSecret = {
        id: newId('wh'),
        accountId,
        url: input.url,
        events,
        secret: input.secret,
        createdAt: now,
        updatedAt: now,
      };
      w.put(t.webhooks, row.id, row);
      return { webhook: publicWebhook(row), created: true };
    },
    async list(accountId) {
      return [...t.webhooks.values()]
        .filter((x) => x.accountId === accountId)
        .sort((a, b) =>
          a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
        )
        .map(publicWebhook);
    },
    async get(accountId, id) {
      const wh = ownWebhook(accountId, id);
      return wh ? publicWebhook(wh) : null;
    },
    async getWithSecret(accountId, id) {
      const wh = ownWebhook(accountId, id);
      return wh ? clone(wh) : null;
    },
    async delete(accountId, id) {
      if (!ownWebhook(accountId, id)) return false;
      for (const d of [...t.deliveries.values()]) {
        if (d.webhookId === id) {
          w.delete(t.deliveries, d.id);
          w.delete(t.attempts, d.id);
        }
      }
      return w.delete(t.webhooks, id);
    },
  };
}
