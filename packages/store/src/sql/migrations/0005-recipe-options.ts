/**
 * Migration 0005 (api.md §12): `options`, the label options a saved recipe is labelled with, on the recipe
 * and on each kept version (a version is labelled with the options it was saved with). Recipes and versions
 * of before have none: `{}`.
 *
 * @module
 */
import type { Migration } from './migration';

/** Adds `recipes.options` and `recipe_versions.options`. */
export const migration0005: Migration = {
  version: 5,
  name: '0005-recipe-options',
  sql: /* sql */ `
alter table recipes add column options jsonb not null default '{}';
alter table recipe_versions add column options jsonb not null default '{}';
`,
};
