/**
 * What a label was computed with (api.md §14): the engine's version and, per regulation, the date
 * of the rules in force that its tables encode. A new rule table or a changed value moves the date.
 *
 * @module
 */
import { REGULATION_IDS, REGULATIONS, type RegulationId } from '../regulations';

/** The version of `@nutrilabel/core` (kept equal to package.json; a test checks it). */
export const ENGINE_VERSION = '0.1.0';

/** The date (yyyy-mm-dd) of the ruleset each format implements (`Regulation.ruleset`, cited there). */
export const RULESETS = Object.fromEntries(
  REGULATION_IDS.map((id) => [id, REGULATIONS[id].ruleset]),
) as Readonly<Record<RegulationId, string>>;

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
