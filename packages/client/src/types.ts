/**
 * Request and response shapes of the HTTP API v1 (api.md), typed with the core's label types.
 *
 * @module
 */
import type { LabelResult, NutrientValues, Recipe, RegulationId } from '@nutrilabel/core';

/**
 * A regulation name as the API accepts it: an id or one of its aliases, case-insensitive (the core's
 * `REGULATION_ALIASES`, listed by `GET /regulations`).
 */
export type RegulationName = RegulationId | (string & {});

/** Body of `POST /label`, `/label/export` and `/label/render`: a recipe or a saved recipe's id (api.md §4). */
export type LabelRequest =
  | { readonly recipe: Recipe; readonly recipeId?: never; readonly regulation?: RegulationName }
  | { readonly recipeId: string; readonly recipe?: never; readonly regulation?: RegulationName };

/** Body of `POST /labels/batch` and of a multi-recipe export: up to 1,000 recipes and ids together. */
export interface BatchRequest {
  readonly recipes?: readonly Recipe[];
  readonly recipeIds?: readonly string[];
  readonly regulation?: RegulationName;
}

/** `data` of `POST /label`: the label result, plus the recipe id for a saved recipe. */
export type LabelData = LabelResult & { readonly recipeId?: string };

/** One field problem of a validation error (api.md §1 `details`). */
export interface ErrorDetail {
  readonly path: string;
  readonly message: string;
}

/** The failure envelope of api.md §1. */
export interface ErrorEnvelope {
  readonly code: number;
  readonly message: string;
  readonly details?: readonly ErrorDetail[];
}

/** One result of `POST /labels/batch`: its own success or failure envelope. */
export type BatchItem = { readonly code: 0; readonly data: LabelData } | ErrorEnvelope;

/** A saved recipe in the list of `GET /recipes` (api.md §5). */
export interface RecipeSummary {
  readonly id: string;
  readonly name: string;
  readonly servingSizeGrams: number;
  readonly servingsPerContainer: number | null;
  readonly yieldFactor: number | null;
  readonly ingredientCount: number;
  readonly regulation: RegulationId;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `data` of `POST /recipes` (api.md §5). */
export interface RecipeMeta {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

/** `data` of `GET /recipes/:id`: the whole saved recipe. */
export interface SavedRecipe extends RecipeMeta {
  readonly regulation: RegulationId;
  readonly recipe: Omit<Recipe, 'name'> & { readonly name?: string };
}

/** Body of `POST /recipes`: without `id` it creates, with one of your ids it updates. */
export interface SaveRecipeRequest {
  readonly id?: string;
  readonly name: string;
  readonly regulation?: RegulationName;
  readonly recipe: Omit<Recipe, 'name'> & { readonly name?: string };
}

/** A page of `GET /recipes`; `nextCursor` comes from the `Link: rel="next"` header. */
export interface RecipePage {
  readonly recipes: readonly RecipeSummary[];
  readonly nextCursor?: string;
}

/** A food of the ingredient database or an account's custom ingredient (api.md §6). */
export interface Food {
  readonly id: string;
  readonly source: 'local' | 'golden' | 'usda';
  readonly name: string;
  readonly category: string;
  readonly nutrients: NutrientValues;
  readonly portions: readonly { readonly name: string; readonly grams: number }[];
  readonly allergens: readonly string[];
  readonly densityGPerMl?: number;
  readonly score?: number;
}

/** `data` of `GET /ingredients/search`: three lists, best match first. */
export interface IngredientSearch {
  readonly local: readonly Food[];
  readonly golden: readonly Food[];
  readonly usda: readonly Food[];
}

/** Body of `POST /ingredients` (a custom ingredient). */
export interface CreateIngredientRequest {
  readonly name: string;
  readonly nutrients: NutrientValues;
  readonly portions?: readonly { readonly name: string; readonly grams: number }[];
  readonly allergens?: readonly string[];
}

/** Query of `GET /units/convert` (api.md §7). */
export interface ConvertQuery {
  readonly value: number;
  readonly from: string;
  readonly to: string;
  readonly foodId?: string;
  readonly density?: number;
}

/** `data` of `GET /units/convert`. */
export interface Conversion {
  readonly originalAmount: number;
  readonly originalUnit: string;
  readonly convertedAmount: number;
  readonly convertedUnit: string;
}

/** Webhook event types (api.md §9). */
export type WebhookEvent = 'label.generated' | 'label.updated';

/** Body of `POST /webhooks/configure`. */
export interface ConfigureWebhookRequest {
  readonly url: string;
  readonly events: readonly WebhookEvent[];
  readonly secret: string;
}

/** A webhook as the API shows it (never its secret). */
export interface Webhook {
  readonly id: string;
  readonly url: string;
  readonly events: readonly WebhookEvent[];
  readonly createdAt: string;
}

/** One delivery of `GET /webhooks/:id/deliveries`. */
export interface WebhookDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly type: WebhookEvent;
  readonly status: 'pending' | 'delivered' | 'failed' | (string & {});
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly attemptLog?: readonly Record<string, unknown>[];
}

/** `data` of the DELETE routes. */
export interface Deleted {
  readonly id: string;
  readonly deleted: true;
}
