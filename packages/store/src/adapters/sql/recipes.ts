/**
 * The SQL recipes repository, with the kept versions in `recipe_versions`.
 *
 * @module
 */
import { assertNoNul, toJsonText } from '../../_internal/json';
import { ingredientCountOf } from '../../_internal/recipe-fields';
import { newId } from '../../ids';
import { StoreError } from '../../store-error';
import type { RecipeRepository } from '../../types';
import { MAX_RECIPE_VERSIONS } from '../../types';
import type { SqlContext } from './context';
import { keysetPage } from './keyset-page';
import { num, type Row, toRecipe, toSummary, toVersionInfo } from './rows';

/** Keeps the recipe's current row as a version; drops the versions beyond the newest MAX_RECIPE_VERSIONS. */
const KEEP_VERSION = `insert into recipe_versions (recipe_id, account_id, version, name, regulation, recipe, metadata,
    options, ingredient_count, updated_at)
  select id, account_id, version, name, regulation, recipe, metadata, options, ingredient_count, updated_at
    from recipes where id = $1 and account_id = $2`;

// The three numbers are columns kept from the JSON by a trigger (migration 0006).
const SUMMARY_COLUMNS = `id, account_id, name, regulation, version, ingredient_count, created_at, updated_at,
  serving_size_grams, servings_per_container, yield_factor`;

/** The recipes repository on the context's executor. */
export function sqlRecipes({ db, source, nowIso, atomic, withAccount }: SqlContext): RecipeRepository {
  return {
    async create(accountId, input) {
      assertNoNul(source, { name: input.name, regulation: input.regulation });
      const now = nowIso();
      return atomic(async (tx) => {
        const { rows } = await withAccount(accountId, () =>
          tx.query<Row>(
            `insert into recipes (id, account_id, name, regulation, recipe, version, ingredient_count, created_at,
                 updated_at, metadata, options)
               values ($1, $2, $3, $4, $5::text::jsonb, 1, $6, $7, $7, $8, $9::text::jsonb) returning *`,
            [
              newId('rec'),
              accountId,
              input.name,
              input.regulation,
              toJsonText(input.recipe, source),
              ingredientCountOf(input.recipe),
              now,
              toJsonText(input.metadata ?? {}, source),
              toJsonText(input.options ?? {}, source),
            ],
          ),
        );
        const saved = toRecipe(rows[0]!);
        await tx.query(KEEP_VERSION, [saved.id, accountId]);
        return saved;
      });
    },
    async update(accountId, id, input, options) {
      assertNoNul(source, { name: input.name, regulation: input.regulation });
      const expected = options?.expectedVersion;
      const saved = await atomic(async (tx) => {
        const { rows } = await tx.query<Row>(
          `update recipes set name = $3, regulation = $4, recipe = $5::text::jsonb, ingredient_count = $6,
               version = version + 1, updated_at = $7, metadata = coalesce($9, metadata),
               options = coalesce($10::text::jsonb, options)
             where id = $1 and account_id = $2 and ($8::int is null or version = $8::int) returning *`,
          [
            id,
            accountId,
            input.name,
            input.regulation,
            toJsonText(input.recipe, source),
            ingredientCountOf(input.recipe),
            nowIso(),
            expected ?? null,
            input.metadata ? toJsonText(input.metadata, source) : null,
            input.options ? toJsonText(input.options, source) : null,
          ],
        );
        if (!rows[0]) return null;
        const updated = toRecipe(rows[0]);
        await tx.query(KEEP_VERSION, [id, accountId]);
        await tx.query('delete from recipe_versions where recipe_id = $1 and version <= $2', [
          id,
          updated.version - MAX_RECIPE_VERSIONS,
        ]);
        return updated;
      });
      if (saved) return saved;
      if (expected === undefined) return null;
      const current = await db.query<Row>('select version from recipes where id = $1 and account_id = $2', [
        id,
        accountId,
      ]);
      const version = current.rows[0]?.version;
      if (version === undefined) return null;
      throw new StoreError('conflict', source, `recipe ${id} is at version ${num(version)}, not ${expected}`);
    },
    async get(accountId, id) {
      const { rows } = await db.query<Row>('select * from recipes where id = $1 and account_id = $2', [
        id,
        accountId,
      ]);
      return rows[0] ? toRecipe(rows[0]) : null;
    },
    async delete(accountId, id) {
      const { rows } = await db.query<Row>(
        'delete from recipes where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },
    async listVersions(accountId, id) {
      const { rows } = await db.query<Row>(
        `select v.version, v.name, v.regulation, v.updated_at from recipes r
             left join recipe_versions v on v.recipe_id = r.id
            where r.id = $1 and r.account_id = $2 order by v.version desc`,
        [id, accountId],
      );
      if (rows.length === 0) return null;
      return rows.filter((r) => r.version !== null && r.version !== undefined).map(toVersionInfo);
    },
    async getVersion(accountId, id, version) {
      if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) return null;
      const { rows } = await db.query<Row>(
        `select r.id, r.account_id, r.created_at, v.name, v.regulation, v.recipe, v.metadata, v.options, v.version,
                  v.ingredient_count, v.updated_at
             from recipes r join recipe_versions v on v.recipe_id = r.id
            where r.id = $1 and r.account_id = $2 and v.version = $3`,
        [id, accountId, version],
      );
      return rows[0] ? toRecipe(rows[0]) : null;
    },
    async list(accountId, options) {
      return keysetPage(
        db,
        { table: 'recipes', column: 'updated_at', columns: SUMMARY_COLUMNS, accountId, page: options },
        source,
        toSummary,
      );
    },
  };
}
