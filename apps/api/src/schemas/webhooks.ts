/**
 * Request schemas of the webhook routes (api.md §9).
 *
 * @module
 */
import { boundedArray } from '@nutrilabel/core';
import * as v from 'valibot';
import { Timestamp } from './common';
import { limitParam } from './query';

/** The event types a webhook can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['label.generated', 'label.updated'] as const;

/** The JSON Schema pattern of a webhook URL: https, as every server takes (after the spaces `trim` removes). */
export const WEBHOOK_URL_PATTERN = '^\\s*[Hh][Tt][Tt][Pp][Ss]://[^/?#]';

/** The pattern on a server run with `WEBHOOK_ALLOW_PRIVATE=1`, which also takes plain http (ssrf-guard). */
export const PRIVATE_WEBHOOK_URL_PATTERN = '^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^/?#]';

/** Body of POST /webhooks/configure; the route adds the https and address rules (ssrf-guard). */
export const ConfigureWebhookSchema = v.object({
  url: v.pipe(
    v.string('url must be a string'),
    v.trim(),
    v.minLength(1, 'url is required'),
    v.maxLength(2048, 'url must be at most 2048 characters'),
    v.description(
      'https:// URL of the receiver, at a public address (a server configured for private receivers also takes http://)',
    ),
    v.metadata({ pattern: WEBHOOK_URL_PATTERN }),
  ),
  events: boundedArray(
    v.picklist(WEBHOOK_EVENT_TYPES, `each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`),
    {
      message: 'events must be a list',
      min: 1,
      minMessage: 'events must name at least one event',
      // Repeats are allowed (and merged), so not just the number of types.
      max: 20,
      maxMessage: 'events must name at most 20 events',
    },
  ),
  // Custom messages: valibot's defaults would echo the received value.
  secret: v.pipe(
    v.string('secret must be a string'),
    v.minLength(16, 'secret must be 16 to 256 characters'),
    v.maxLength(256, 'secret must be 16 to 256 characters'),
  ),
});

/** Query of GET /webhooks/:id/deliveries. */
export const DeliveriesQuerySchema = v.object({ limit: v.optional(limitParam(100)) });

/** A webhook as clients see it (api.md §9): never its secret. */
export const WebhookSchema = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENT_TYPES)),
  createdAt: Timestamp,
});

const nullableText = v.nullable(v.string());

/** One delivery of GET /webhooks/:id/deliveries with its attempts. */
export const DeliverySchema = v.object({
  id: v.string(),
  eventId: v.string(),
  type: v.picklist(WEBHOOK_EVENT_TYPES),
  status: v.picklist(['pending', 'delivered', 'failed']),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxAttempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
  lastStatusCode: v.nullable(v.pipe(v.number(), v.integer())),
  lastError: nullableText,
  nextAttemptAt: v.nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  attemptLog: v.array(
    v.object({
      attempt: v.pipe(v.number(), v.integer(), v.minValue(1)),
      at: Timestamp,
      statusCode: v.nullable(v.pipe(v.number(), v.integer())),
      error: nullableText,
      durationMs: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
});
