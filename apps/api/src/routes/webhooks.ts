/**
 * Webhooks (api.md §9): configure (create 201, same URL again updates 200), list, delete, and the
 * latest delivery attempts of a webhook. The signing secret is stored, never returned nor logged.
 *
 * @module
 */
import { type FieldIssue, safeParseBounded, toFieldIssues } from '@nutrilabel/core';
import type { Webhook } from '@nutrilabel/store';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { notFound, validationError } from '../http/errors';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import {
  ConfigureWebhookSchema,
  DeliveriesQuerySchema,
  type DeliverySchema,
  type WEBHOOK_EVENT_TYPES,
  type WebhookSchema,
} from '../schemas/webhooks';
import { OutboxEventSink } from '../webhooks/outbox-event-sink';
import { checkWebhookUrl } from '../webhooks/ssrf-guard';

/** A webhook as clients see it (api.md §9): never its secret. */
const view = (webhook: Webhook): v.InferOutput<typeof WebhookSchema> => ({
  id: webhook.id,
  url: webhook.url,
  // The store keeps what ConfigureWebhookSchema let through.
  events: webhook.events as (typeof WEBHOOK_EVENT_TYPES)[number][],
  createdAt: webhook.createdAt,
});

/** Whether the app takes `http://` and private receivers (`WEBHOOK_ALLOW_PRIVATE=1`, read from its event sink). */
export function takesPrivateWebhooks(deps: AppDeps): boolean {
  return deps.events instanceof OutboxEventSink && deps.events.allowPrivate;
}

/** The webhook routes. */
export function webhookRoutes(deps: AppDeps) {
  const sink = deps.events instanceof OutboxEventSink ? deps.events : undefined;
  const allowPrivate = takesPrivateWebhooks(deps);
  const app = new Hono<AppEnv>();

  app.post('/webhooks/configure', async (c) => {
    const raw = await readJson(c);
    const parsed = safeParseBounded(ConfigureWebhookSchema, raw);
    const issues: FieldIssue[] = parsed.success ? [] : toFieldIssues(parsed.issues);
    const url = parsed.success
      ? parsed.output.url
      : typeof raw === 'object' && raw
        ? (raw as { url?: unknown }).url
        : undefined;
    if (typeof url === 'string' && !issues.some((issue) => issue.path === 'url')) {
      const refused = checkWebhookUrl(url.trim(), { allowPrivate });
      if (refused !== null) issues.push({ path: 'url', message: `url ${refused}` });
    }
    if (!parsed.success || issues.length > 0) throw validationError(issues);
    const accountId = c.get('auth').accountId;
    const { webhook, created } = await deps.store.webhooks.upsert(accountId, {
      // Normalised (host lower-cased, IP literals in their canonical form), so one receiver is one URL.
      url: new URL(parsed.output.url).href,
      events: [...new Set(parsed.output.events)],
      secret: parsed.output.secret,
    });
    sink?.invalidate(accountId);
    return c.json({ code: 0, data: view(webhook) }, created ? 201 : 200);
  });

  app.get('/webhooks', async (c) => {
    const webhooks = await deps.store.webhooks.list(c.get('auth').accountId);
    return c.json({ code: 0, data: webhooks.map(view) });
  });

  app.delete('/webhooks/:id', async (c) => {
    const accountId = c.get('auth').accountId;
    const id = idParam(c, 'wh', 'webhook');
    const deleted = await deps.store.webhooks.delete(accountId, id);
    if (!deleted) throw notFound('webhook');
    sink?.invalidate(accountId);
    return c.json({ code: 0, data: { id, deleted: true } });
  });

  app.get('/webhooks/:id/deliveries', async (c) => {
    const query = parseOrThrow(DeliveriesQuerySchema, c.req.query());
    const accountId = c.get('auth').accountId;
    const webhook = await deps.store.webhooks.get(accountId, idParam(c, 'wh', 'webhook'));
    if (!webhook) throw notFound('webhook');
    const deliveries = await deps.store.outbox.listDeliveries(accountId, webhook.id, query.limit ?? 20);
    const histories = await Promise.all(
      deliveries.map((d) => deps.store.outbox.listAttempts(accountId, d.id)),
    );
    return c.json({
      code: 0,
      data: deliveries.map(
        (d, index): v.InferOutput<typeof DeliverySchema> => ({
          id: d.id,
          eventId: d.eventId,
          type: d.type as (typeof WEBHOOK_EVENT_TYPES)[number],
          status: d.status,
          attempts: d.attempts,
          maxAttempts: d.maxAttempts,
          lastStatusCode: d.lastStatusCode,
          lastError: d.lastError,
          nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
          attemptLog: (histories[index] ?? []).map((a) => ({
            attempt: a.attempt,
            at: a.at,
            statusCode: a.statusCode,
            error: a.error,
            durationMs: a.durationMs,
          })),
        }),
      ),
    });
  });

  return app;
}
