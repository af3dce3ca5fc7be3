/**
 * Rows as the drivers return them, and their conversion to the store's types.
 *
 * @module
 */
import { asIso } from '../../_internal/time';
import type {
  Account,
  ApiKeyInfo,
  CustomIngredient,
  Delivery,
  DeliveryAttempt,
  DeliveryStatus,
  IdempotencyRecord,
  Plan,
  RecipeSummary,
  RecipeVersionInfo,
  SavedRecipe,
  Webhook,
} from '../../types';

export type Row = Record<string, unknown>;

export const iso = (v: unknown): string => asIso(v as Date | string);
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
// Both drivers parse json/jsonb columns.
const json = <T>(v: unknown): T => v as T;

export const toAccount = (r: Row): Account => ({
  id: str(r.id),
  plan: str(r.plan) as Plan,
  createdAt: iso(r.created_at),
});

export const toKey = (r: Row): ApiKeyInfo => ({
  id: str(r.id),
  accountId: str(r.account_id),
  prefix: str(r.prefix),
  createdAt: iso(r.created_at),
  revokedAt: isoOrNull(r.revoked_at),
});

export const toRecipe = (r: Row): SavedRecipe => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  regulation: str(r.regulation),
  recipe: json(r.recipe),
  metadata: JSON.parse(str(r.metadata)) as Record<string, string>,
  options: json(r.options),
  version: num(r.version),
  ingredientCount: num(r.ingredient_count),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toVersionInfo = (r: Row): RecipeVersionInfo => ({
  version: num(r.version),
  name: str(r.name),
  regulation: str(r.regulation),
  updatedAt: iso(r.updated_at),
});

export const toSummary = (r: Row): RecipeSummary => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  regulation: str(r.regulation),
  version: num(r.version),
  ingredientCount: num(r.ingredient_count),
  servingSizeGrams: numOrNull(r.serving_size_grams),
  servingsPerContainer: numOrNull(r.servings_per_container),
  yieldFactor: numOrNull(r.yield_factor),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toIngredient = (r: Row): CustomIngredient => ({
  id: str(r.id),
  accountId: str(r.account_id),
  name: str(r.name),
  nutrients: json(r.nutrients),
  portions: json(r.portions),
  allergens: json(r.allergens),
  createdAt: iso(r.created_at),
});

export const toWebhook = (r: Row): Webhook => ({
  id: str(r.id),
  accountId: str(r.account_id),
  url: str(r.url),
  events: json(r.events),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toDelivery = (r: Row): Delivery => ({
  id: str(r.id),
  eventId: str(r.event_id),
  webhookId: str(r.webhook_id),
  accountId: str(r.account_id),
  type: str(r.type),
  payloadJson: str(r.payload),
  status: str(r.status) as DeliveryStatus,
  attempts: num(r.attempts),
  maxAttempts: num(r.max_attempts),
  nextAttemptAt: iso(r.next_attempt_at),
  lastStatusCode: numOrNull(r.last_status_code),
  lastError: strOrNull(r.last_error),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export const toAttempt = (r: Row): DeliveryAttempt => ({
  deliveryId: str(r.delivery_id),
  attempt: num(r.attempt),
  at: iso(r.at),
  statusCode: numOrNull(r.status_code),
  error: strOrNull(r.error),
  durationMs: num(r.duration_ms),
});

export const toIdempotency = (r: Row): IdempotencyRecord => ({
  accountId: str(r.account_id),
  key: str(r.key),
  requestHash: str(r.request_hash),
  status: num(r.status),
  body: json(r.body),
  createdAt: iso(r.created_at),
});
