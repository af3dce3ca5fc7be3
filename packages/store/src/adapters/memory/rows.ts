/**
 * Copies of stored rows as the store returns them: cloned, without the fields callers never see.
 *
 * @module
 */
import { numberField } from '../../_internal/recipe-fields';
import type {
  ApiKeyInfo,
  CustomIngredient,
  RecipeSummary,
  SavedRecipe,
  Webhook,
  WebhookWithSecret,
} from '../../types';
import type { IngredientRow, KeyRow } from './tables';

/** A deep copy, so that callers never hold the stored object. */
export const clone = <T>(value: T): T => structuredClone(value);

/** The list view of a recipe (api.md §5). */
export function toSummary(r: SavedRecipe): RecipeSummary {
  return {
    id: r.id,
    accountId: r.accountId,
    name: r.name,
    regulation: r.regulation,
    version: r.version,
    ingredientCount: r.ingredientCount,
    servingSizeGrams: numberField(r.recipe, 'servingSizeGrams'),
    servingsPerContainer: numberField(r.recipe, 'servingsPerContainer'),
    yieldFactor: numberField(r.recipe, 'yieldFactor'),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export const publicKey = ({ hash: _hash, ...info }: KeyRow): ApiKeyInfo => clone(info);
export const publicIngredient = ({ nameKey: _nameKey, ...ing }: IngredientRow): CustomIngredient =>
  clone(ing);
export const publicWebhook = ({ secret: _secret, ...wh }: WebhookWithSecret): Webhook => clone(wh);
