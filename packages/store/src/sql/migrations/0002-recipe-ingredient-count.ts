/**
 * Migration 0002: `recipes.ingredient_count`, so the recipe list (api.md §5 `ingredientCount`) does not
 * read every recipe's ingredients; existing rows are backfilled from their JSON.
 *
 * @module
 */
import type { Migration } from './migration';

/** Adds and backfills `recipes.ingredient_count`. */
export const migration0002: Migration = {
  version: 2,
  name: '0002-recipe-ingredient-count',
  sql: /* sql */ `
alter table recipes add column ingredient_count integer not null default 0;
update recipes
   set ingredient_count = jsonb_array_length(recipe -> 'ingredients')
 where jsonb_typeof(recipe -> 'ingredients') = 'array';
`,
};
