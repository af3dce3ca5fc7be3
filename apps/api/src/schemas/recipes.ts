/**
 * Request schemas of the saved-recipe routes (api.md §5, §14, §15).
 *
 * @module
 */
import { LabelOptionsSchema, MetadataSchema, RecipeIdSchema, RecipeSchema } from '@nutrilabel/core';
import * as v from 'valibot';
import { MetadataOutSchema, Timestamp } from './common';
import { LabelChangeSchema } from './label-data';
import { ExplainParam, limitParam, VersionParam } from './query';

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const regulation = v.optional(v.pipe(v.string(), v.maxLength(40)));

/** Body of POST /recipes: with `id`, an update. */
export const SaveRecipeSchema = v.object({
  id: v.optional(RecipeIdSchema),
  name,
  regulation,
  recipe: v.object({ ...v.omit(RecipeSchema, ['name']).entries, name: v.optional(name) }),
  metadata: v.optional(MetadataSchema),
  /** Stored with the recipe (api.md §12); without it, an update keeps the stored options. */
  options: v.optional(LabelOptionsSchema),
});

/** Query of GET /recipes. */
export const RecipeListQuerySchema = v.object({
  limit: v.optional(limitParam(1000)),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
});

/** Query of GET /recipes/:id. */
export const RecipeVersionQuerySchema = v.object({ version: v.optional(VersionParam) });

/** Query of POST /recipes/:id/label. */
export const RecipeLabelQuerySchema = v.object({
  version: v.optional(VersionParam),
  explain: v.optional(ExplainParam),
});

/** Query of GET /recipes/:id/label/diff. */
export const RecipeDiffQuerySchema = v.object({
  from: v.optional(v.pipe(VersionParam, v.description('the older version (default: the one before `to`)'))),
  to: v.optional(v.pipe(VersionParam, v.description('the newer version (default: the current one)'))),
  regulation,
});

/** Body of POST /recipes/:id/label (optional). */
export const RecipeLabelBodySchema = v.optional(
  v.object({ regulation, metadata: v.optional(MetadataSchema), options: v.optional(LabelOptionsSchema) }),
);

/** A saved recipe's identity and version (answer of POST /recipes). */
export const RecipeMetaSchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  metadata: MetadataOutSchema,
});

/** A saved recipe with its content (GET /recipes/:id). */
export const SavedRecipeSchema = v.object({
  ...RecipeMetaSchema.entries,
  regulation: v.string(),
  recipe: RecipeSchema,
  /** The label options stored with this version (api.md §12), `{}` when none. */
  options: LabelOptionsSchema,
});

/** One row of GET /recipes. */
export const RecipeSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  servingSizeGrams: v.nullable(v.number()),
  servingsPerContainer: v.nullable(v.number()),
  yieldFactor: v.number(),
  ingredientCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  regulation: v.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** One kept version (GET /recipes/:id/versions). */
export const RecipeVersionSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  regulation: v.string(),
  updatedAt: Timestamp,
});

/** GET /recipes/:id/label/diff. */
export const LabelDiffSchema = v.object({
  recipeId: v.string(),
  from: v.pipe(v.number(), v.integer(), v.minValue(1)),
  to: v.pipe(v.number(), v.integer(), v.minValue(1)),
  regulation: v.string(),
  changes: v.array(LabelChangeSchema),
});
