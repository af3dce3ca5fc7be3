/**
 * Every migration, in order. Add a file `NNNN-name.ts` and append it here; never edit an applied one.
 *
 * @module
 */
import { migration0001 } from './0001-init';
import { migration0002 } from './0002-recipe-ingredient-count';
import { migration0003 } from './0003-metadata-and-event-text';
import { migration0004 } from './0004-recipe-versions';
import { migration0005 } from './0005-recipe-options';
import { migration0006 } from './0006-recipe-list-numbers';
import type { Migration } from './migration';

/** All migrations, ascending by version. */
export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
];
