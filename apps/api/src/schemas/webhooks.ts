/**
 * Request schemas of the webhook routes (api.md §9).
 *
 * @module
 */
import { boundedArray } from '@nutrilabel/core';
import * as v from 'valibot';
import { limitParam } from './query';

/** The event types a webhook can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['label.generated', 'label.updated'] as const;

/** Body of POST /webhooks/configure; the route adds the https and address rules (ssrf-guard). */
export const ConfigureWebhookSchema = v.object({
  url: v.pipe(
    v.string('url must be a string'),
    v.trim(),
    v.minLength(1, 'url is required'),
    v.maxLength(2048, 'url must be at most 2048 characters'),
    v.description('https:// URL of the receiver'),
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
