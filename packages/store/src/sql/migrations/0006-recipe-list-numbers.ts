/**
 * Migration 0006: `recipes.serving_size_grams`, `servings_per_container` and `yield_factor`, so a page
 * of the recipe list (api.md §5) does not read each recipe's JSON for them (on PostgreSQL that was
 * 0.85 of 1.0 ms of a page of 50). A trigger sets them from the JSON on every insert and on every
 * update of `recipe`, so they are right whichever release writes (an instance of the release before,
 * during an upgrade, knows nothing of them); existing rows are backfilled once (each recipe row is
 * rewritten: the migration takes time in proportion to the table, under the migration lock).
 *
 * @module
 */
import type { Migration } from './migration';

const numberField = (field: string): string =>
  `case when jsonb_typeof(new.recipe -> '${field}') = 'number' then (new.recipe ->> '${field}')::float8 end`;

/** Adds the three number columns of a recipe summary, the trigger that keeps them, and backfills them. */
export const migration0006: Migration = {
  version: 6,
  name: '0006-recipe-list-numbers',
  sql: /* sql */ `
alter table recipes
  add column serving_size_grams double precision,
  add column servings_per_container double precision,
  add column yield_factor double precision;
create function recipes_list_numbers() returns trigger language plpgsql as $$
begin
  new.serving_size_grams := ${numberField('servingSizeGrams')};
  new.servings_per_container := ${numberField('servingsPerContainer')};
  new.yield_factor := ${numberField('yieldFactor')};
  return new;
end
$$;
create trigger recipes_list_numbers before insert or update of recipe on recipes
  for each row execute function recipes_list_numbers();
update recipes set recipe = recipe;
`,
};
