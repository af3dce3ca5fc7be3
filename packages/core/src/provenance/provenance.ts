/**
 * What a label was computed with (api.md §14): the engine's version and, per regulation, the date
 * of the rules in force that its tables encode. A new rule table or a changed value moves the date.
 *
 * @module
 */
import type { RegulationId } from '../label/types';

/** The version of `@nutrilabel/core` (kept equal to package.json; a test checks it). */
export const ENGINE_VERSION = '0.1.0';

/**
 * The date (yyyy-mm-dd) of the ruleset each format implements:
 * - fda: 21 CFR 101.9 as amended by the 2016 Nutrition Facts final rule (81 FR 33742, 2016-05-27);
 * - cfia: Food and Drug Regulations B.01 with SOR/2022-168 (front-of-package symbol and the
 *   2022-10-20 Table of Daily Values), every label bound by it from 2026-01-01;
 * - eu: Regulation (EU) No 1169/2011 (2011-10-25) with the Commission's tolerance guidance of 2012-12;
 * - china: GB 28050-2025, published 2025-03-16.
 */
export const RULESETS: Readonly<Record<RegulationId, string>> = {
  fda: '2016-05-27',
  cfia: '2022-07-20',
  eu: '2011-10-25',
  china: '2025-03-16',
};

/** `data.provenance` of a label response. */
export interface Provenance {
  readonly engine: string;
  readonly rulesets: Readonly<Record<RegulationId, string>>;
  readonly recipeId?: string;
  readonly recipeVersion?: number;
}

/**
 * The provenance of a label, with the saved recipe it was made from where there is one.
 *
 * @example provenance({ recipeId: 'rec_1', recipeVersion: 3 }).rulesets.fda // '2016-05-27'
 */
export function provenance(recipe?: {
  readonly recipeId?: string;
  readonly recipeVersion?: number;
}): Provenance {
  const base = { engine: ENGINE_VERSION, rulesets: RULESETS };
  if (recipe?.recipeId === undefined) return base;
  return recipe.recipeVersion === undefined
    ? { ...base, recipeId: recipe.recipeId }
    : { ...base, recipeId: recipe.recipeId, recipeVersion: recipe.recipeVersion };
}
