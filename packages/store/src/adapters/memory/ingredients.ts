/**
 * The in-memory custom-ingredients repository; `nameKey` holds the normalised name that search matches.
 *
 * @module
 */
import { assertNoNul, jsonCopy } from '../../_internal/json';
import { checkLimit } from '../../cursor';
import { newId } from '../../ids';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '../../limits';
import { MATCH_RANK, matchKind, normalizeSearchName } from '../../search-name';
import type { IngredientMatch, IngredientRepository } from '../../types';
import { type MemoryContext, SRC } from './context';
import { paginate } from './paginate';
import { publicIngredient } from './rows';
import type { IngredientRow } from './tables';

/** The custom-ingredients repository over the context's tables. */
export function memoryIngredients({ t, w, nowIso, requireAccount }: MemoryContext): IngredientRepository {
  return {
    async create(accountId, input) {
      assertNoNul(SRC, { name: input.name });
      requireAccount(accountId);
      const row: IngredientRow = {
        id: newId('ing'),
        accountId,
        name: input.name,
        nutrients: jsonCopy(input.nutrients, SRC),
        portions: jsonCopy(input.portions ?? [], SRC),
        allergens: jsonCopy(input.allergens ?? [], SRC),
        createdAt: nowIso(),
        nameKey: normalizeSearchName(input.name),
      };
      w.put(t.ingredients, row.id, row);
      return publicIngredient(row);
    },
    async get(accountId, id) {
      const row = t.ingredients.get(id);
      return row && row.accountId === accountId ? publicIngredient(row) : null;
    },
    async update(accountId, id, input) {
      assertNoNul(SRC, { name: input.name });
      const old = t.ingredients.get(id);
      if (!old || old.accountId !== accountId) return null;
      const row: IngredientRow = {
        ...old,
        name: input.name,
        nutrients: jsonCopy(input.nutrients, SRC),
        portions: jsonCopy(input.portions ?? [], SRC),
        allergens: jsonCopy(input.allergens ?? [], SRC),
        nameKey: normalizeSearchName(input.name),
      };
      w.put(t.ingredients, id, row);
      return publicIngredient(row);
    },
    async delete(accountId, id) {
      const row = t.ingredients.get(id);
      return row && row.accountId === accountId ? w.delete(t.ingredients, id) : false;
    },
    async list(accountId, options) {
      const rows = [...t.ingredients.values()].filter((r) => r.accountId === accountId);
      const page = paginate(rows, (r) => ({ at: r.createdAt, id: r.id }), options);
      return { items: page.items.map(publicIngredient), nextCursor: page.nextCursor };
    },
    async search(accountId, query, options) {
      const limit = checkLimit(options?.limit, SRC, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT);
      const q = normalizeSearchName(query);
      const hits: (IngredientMatch & { key: string })[] = [];
      for (const row of t.ingredients.values()) {
        if (row.accountId !== accountId) continue;
        const match = matchKind(row.nameKey, q);
        if (match) hits.push({ ingredient: publicIngredient(row), match, key: row.nameKey });
      }
      hits.sort(
        (a, b) =>
          MATCH_RANK[a.match] - MATCH_RANK[b.match] ||
          a.key.length - b.key.length ||
          (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
          (a.ingredient.id < b.ingredient.id ? -1 : 1),
      );
      return hits.slice(0, limit).map(({ ingredient, match }) => ({ ingredient, match }));
    },
  };
}
