/**
 * The in-memory adapter's tables: one map per table, rows keyed by id.
 *
 * @module
 */
import type {
  Account,
  ApiKeyInfo,
  CustomIngredient,
  Delivery,
  DeliveryAttempt,
  IdempotencyRecord,
  SavedRecipe,
  WebhookWithSecret,
} from '../../types';

/** An API key as stored: with its hash. */
export interface KeyRow extends ApiKeyInfo {
  readonly hash: string;
}

/** A custom ingredient as stored: with the normalised name that search matches. */
export interface IngredientRow extends CustomIngredient {
  readonly nameKey: string;
}

/** Every table of one store. */
export interface Tables {
  readonly accounts: Map<string, Account>;
  readonly apiKeys: Map<string, KeyRow>;
  readonly recipes: Map<string, SavedRecipe>;
  /** Every kept version, by `versionKey(recipeId, version)`. */
  readonly recipeVersions: Map<string, SavedRecipe>;
  readonly ingredients: Map<string, IngredientRow>;
  readonly webhooks: Map<string, WebhookWithSecret>;
  readonly deliveries: Map<string, Delivery>;
  readonly attempts: Map<string, readonly DeliveryAttempt[]>;
  readonly idempotency: Map<string, IdempotencyRecord>;
}

/** The key of a kept recipe version in `Tables.recipeVersions`. */
export const versionKey = (recipeId: string, version: number): string => `${recipeId}#${version}`;

/** Empty tables. */
export function emptyTables(): Tables {
  return {
    accounts: new Map(),
    apiKeys: new Map(),
    recipes: new Map(),
    recipeVersions: new Map(),
    ingredients: new Map(),
    webhooks: new Map(),
    deliveries: new Map(),
    attempts: new Map(),
    idempotency: new Map(),
  };
}
