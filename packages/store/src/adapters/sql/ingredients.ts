/**
 * The SQL custom-ingredients repository; `name_key` holds the normalised name that search matches.
 *
 * @module
 */
import { assertNoNul, toJsonText } from '../../_internal/json';
import { checkLimit } from '../../cursor';
import { newId } from '../../ids';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '../../limits';
import { normalizeSearchName } from '../../search-name';
import type { IngredientMatchKind, IngredientRepository } from '../../types';
import type { SqlContext } from './context';
import { keysetPage } from './keyset-page';
import { type Row, str, toIngredient } from './rows';

/** The custom-ingredients repository on the context's executor. */
export function sqlIngredients({ db, source, nowIso, withAccount }: SqlContext): IngredientRepository {
  return {
    async create(accountId, input) {
      assertNoNul(source, { name: input.name });
      const { rows } = await withAccount(accountId, () =>
        db.query<Row>(
          `insert into ingredients (id, account_id, name, name_key, nutrients, portions, allergens, created_at)
             values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, $7::text::jsonb, $8) returning *`,
          [
            newId('ing'),
            accountId,
            input.name,
            normalizeSearchName(input.name),
            toJsonText(input.nutrients, source),
            toJsonText(input.portions ?? [], source),
            toJsonText(input.allergens ?? [], source),
            nowIso(),
          ],
        ),
      );
      return toIngredient(rows[0]!);
    },
    async get(accountId, id) {
      const { rows } = await db.query<Row>('select * from ingredients where id = $1 and account_id = $2', [
        id,
        accountId,
      ]);
      return rows[0] ? toIngredient(rows[0]) : null;
    },
    async update(accountId, id, input) {
      assertNoNul(source, { name: input.name });
      const { rows } = await db.query<Row>(
        `update ingredients set name = $3, name_key = $4, nutrients = $5::text::jsonb,
           portions = $6::text::jsonb, allergens = $7::text::jsonb
         where id = $1 and account_id = $2 returning *`,
        [
          id,
          accountId,
          input.name,
          normalizeSearchName(input.name),
          toJsonText(input.nutrients, source),
          toJsonText(input.portions ?? [], source),
          toJsonText(input.allergens ?? [], source),
        ],
      );
      return rows[0] ? toIngredient(rows[0]) : null;
    },
    async delete(accountId, id) {
      const { rows } = await db.query<Row>(
        'delete from ingredients where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },
    async list(accountId, options) {
      return keysetPage(
        db,
        { table: 'ingredients', column: 'created_at', columns: '*', accountId, page: options },
        source,
        toIngredient,
      );
    },
    async search(accountId, query, options) {
      const limit = checkLimit(options?.limit, source, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT);
      const q = normalizeSearchName(query);
      if (q === '') return [];
      const { rows } = await db.query<Row>(
        `select *, case
               when name_key = $2 then 'exact'
               when starts_with(name_key, $2) then 'prefix'
               when strpos(' ' || name_key, ' ' || $2) > 0 then 'word'
               else 'contains' end as match_kind
           from ingredients
           where account_id = $1 and strpos(name_key, $2) > 0
           order by case
               when name_key = $2 then 0
               when starts_with(name_key, $2) then 1
               when strpos(' ' || name_key, ' ' || $2) > 0 then 2
               else 3 end,
             length(name_key), name_key, id
           limit $3`,
        [accountId, q, limit],
      );
      return rows.map((r) => ({
        ingredient: toIngredient(r),
        match: str(r.match_kind) as IngredientMatchKind,
      }));
    },
  };
}
