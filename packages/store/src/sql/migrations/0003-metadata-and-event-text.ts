/**
 * Migration 0003 (api.md §15): `recipes.metadata`, the caller's own keys of a saved recipe, and webhook
 * payloads kept as the text they were serialised to when the event happened, so a delivery sends
 * those exact bytes (`jsonb` would reorder keys). Both are JSON text, never parsed by the database.
 *
 * @module
 */
import type { Migration } from './migration';

/** Adds `recipes.metadata`; turns `webhook_deliveries.payload` into text. */
export const migration0003: Migration = {
  version: 3,
  name: '0003-metadata-and-event-text',
  sql: /* sql */ `
alter table recipes add column metadata text not null default '{}';
alter table webhook_deliveries alter column payload type text using payload::text;
`,
};
