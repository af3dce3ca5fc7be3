/**
 * Migration 0004 (api.md §14): `recipe_versions`, every kept version of a saved recipe, append-only
 * (rows are only inserted, and deleted with their recipe or when beyond the newest 1,000). Each recipe of
 * today becomes its first kept version, under the number it has (1 for a recipe never updated): earlier
 * states were never stored, so there is nothing older to keep.
 *
 * @module
 */
import type { Migration } from './migration';

/** Creates `recipe_versions` and copies every recipe into it as its current version. */
export const migration0004: Migration = {
  version: 4,
  name: '0004-recipe-versions',
  sql: /* sql */ `
create table recipe_versions (
  recipe_id text collate "C" not null references recipes (id) on delete cascade,
  account_id text collate "C" not null,
  version integer not null,
  name text not null,
  regulation text not null,
  recipe jsonb not null,
  metadata text not null,
  ingredient_count integer not null,
  updated_at timestamptz not null,
  primary key (recipe_id, version)
);
insert into recipe_versions (recipe_id, account_id, version, name, regulation, recipe, metadata,
  ingredient_count, updated_at)
select id, account_id, version, name, regulation, recipe, metadata, ingredient_count, updated_at from recipes;
`,
};
