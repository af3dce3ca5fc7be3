/**
 * The in-memory recipes repository, with the kept versions in `recipeVersions`.
 *
 * @module
 */
import { assertNoNul, jsonCopy } from '../../_internal/json';
import { ingredientCountOf } from '../../_internal/recipe-fields';
import { newId } from '../../ids';
import { StoreError } from '../../store-error';
import type { RecipeRepository, RecipeVersionInfo, SavedRecipe } from '../../types';
import { MAX_RECIPE_VERSIONS } from '../../types';
import { type MemoryContext, SRC } from './context';
import { paginate } from './paginate';
import { clone, toSummary } from './rows';
import { versionKey } from './tables';

/** The recipes repository over the context's tables. */
export function memoryRecipes({ t, w, nowIso, requireAccount }: MemoryContext): RecipeRepository {
  const ownRecipe = (accountId: string, id: string) => {
    const r = t.recipes.get(id);
    return r && r.accountId === accountId ? r : undefined;
  };
  return {
    async create(accountId, input) {
      assertNoNul(SRC, { name: input.name, regulation: input.regulation });
      requireAccount(accountId);
      const now = nowIso();
      const recipe = jsonCopy<Record<string, unknown>>(input.recipe, SRC);
      const row: SavedRecipe = {
        id: newId('rec'),
        accountId,
        name: input.name,
        regulation: input.regulation,
        recipe,
        metadata: jsonCopy<Record<string, string>>(input.metadata ?? {}, SRC),
        options: jsonCopy<Record<string, unknown>>(input.options ?? {}, SRC),
        version: 1,
        ingredientCount: ingredientCountOf(recipe),
        createdAt: now,
        updatedAt: now,
      };
      w.put(t.recipes, row.id, row);
      w.put(t.recipeVersions, versionKey(row.id, 1), row);
      return clone(row);
    },
    async update(accountId, id, input, options) {
      assertNoNul(SRC, { name: input.name, regulation: input.regulation });
      const old = ownRecipe(accountId, id);
      if (!old) return null;
      if (options?.expectedVersion !== undefined && options.expectedVersion !== old.version) {
        throw new StoreError(
          'conflict',
          SRC,
          `recipe ${id} is at version ${old.version}, not ${options.expectedVersion}`,
        );
      }
      const recipe = jsonCopy<Record<string, unknown>>(input.recipe, SRC);
      const row: SavedRecipe = {
        ...old,
        name: input.name,
        regulation: input.regulation,
        recipe,
        metadata: input.metadata ? jsonCopy<Record<string, string>>(input.metadata, SRC) : old.metadata,
        options: input.options ? jsonCopy<Record<string, unknown>>(input.options, SRC) : old.options,
        version: old.version + 1,
        ingredientCount: ingredientCountOf(recipe),
        updatedAt: nowIso(),
      };
      w.put(t.recipes, id, row);
      w.put(t.recipeVersions, versionKey(id, row.version), row);
      w.delete(t.recipeVersions, versionKey(id, row.version - MAX_RECIPE_VERSIONS));
      return clone(row);
    },
    async get(accountId, id) {
      const r = ownRecipe(accountId, id);
      return r ? clone(r) : null;
    },
    async delete(accountId, id) {
      const r = ownRecipe(accountId, id);
      if (!r) return false;
      for (let v = r.version; v > r.version - MAX_RECIPE_VERSIONS && v > 0; v--) {
        w.delete(t.recipeVersions, versionKey(id, v));
      }
      return w.delete(t.recipes, id);
    },
    async listVersions(accountId, id) {
      const r = ownRecipe(accountId, id);
      if (!r) return null;
      const kept: RecipeVersionInfo[] = [];
      for (let v = r.version; v > r.version - MAX_RECIPE_VERSIONS && v > 0; v--) {
        const row = t.recipeVersions.get(versionKey(id, v));
        if (row)
          kept.push({ version: v, name: row.name, regulation: row.regulation, updatedAt: row.updatedAt });
      }
      return kept;
    },
    async getVersion(accountId, id, version) {
      if (!ownRecipe(accountId, id)) return null;
      const row = t.recipeVersions.get(versionKey(id, version));
      return row ? clone(row) : null;
    },
    async list(accountId, options) {
      const rows = [...t.recipes.values()].filter((r) => r.accountId === accountId);
      const page = paginate(rows, (r) => ({ at: r.updatedAt, id: r.id }), options);
      return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
    },
  };
}
