/**
 * From a label request to a label: fetches the foods and saved recipes a recipe refers to,
 * resolves it, and runs the engine. Maps engine issues to api.md §1 errors.
 *
 * @module
 */

import type { GenerateOptions, LabelOptionsInput, PreparedAdditions, Regulation } from '@nutrilabel/core';
import {
  appliesColumnOption,
  DEFAULT_REGULATION,
  type EngineOptionExtras,
  engineOptionsOf,
  type FoodRecord,
  formatOptionIssues,
  generateLabel,
  getRegulation,
  type LabelRequest,
  type LabelResult,
  type Metadata,
  type Provenance,
  provenance,
  type Recipe,
  type RecipeLookups,
  type RegulationId,
  type ResolvedRecipe,
  regulationChoices,
  resolveRecipe,
  resolveRegulation,
  type SavedRecipeRecord,
} from '@nutrilabel/core';
import type { StoreRepositories } from '@nutrilabel/store';
import type { FoodCatalog } from '../deps';
import { ApiError, notFound, validationError } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { ExplainQuerySchema } from '../schemas/query';
import { FoodLookup } from './food-lookup';

/** A generated label and what it was generated from. */
export interface GeneratedLabel {
  readonly result: LabelResult;
  readonly regulation: RegulationId;
  readonly recipeName: string;
  readonly recipeId?: string;
  /** The saved recipe's version the label was made from (api.md §14). */
  readonly recipeVersion?: number;
  /** The request's metadata, else the saved recipe's, else `{}` (api.md §15). */
  readonly metadata: Metadata;
}

/** The label data of a response or event (api.md §4, §15): the label, then what it belongs to. */
export type LabelData = LabelResult & {
  recipeId?: string;
  recipeName: string;
  metadata: Metadata;
  provenance: Provenance;
};

/**
 * Builds `data` for a label response and its event, in one key order for both.
 *
 * @example labelData({ result, recipeName: 'Cookies', metadata: { sku: 'CK-1' } })
 */
export function labelData(
  generated: Pick<GeneratedLabel, 'result' | 'recipeName' | 'recipeId' | 'recipeVersion' | 'metadata'>,
): LabelData {
  const { recipeId, recipeVersion, recipeName, metadata } = generated;
  // One Object.assign of the label and a literal tail (a hot path): adding the tail's keys one by one
  // to a spread copy cost V8 a new shape per request, about 20 times as long. Same keys, same order.
  if (recipeId === undefined) {
    return Object.assign({}, generated.result, { recipeName, metadata, provenance: provenance() });
  }
  const recipe = recipeVersion === undefined ? { recipeId } : { recipeId, recipeVersion };
  return Object.assign({}, generated.result, {
    recipeId,
    recipeName,
    metadata,
    provenance: provenance(recipe),
  });
}

/** Sub-recipes nest at most this deep; deeper is reported as a cycle-like error. */
const MAX_SUB_RECIPE_DEPTH = 10;

/**
 * The regulation of a request.
 *
 * @throws ApiError 40003 listing the allowed values
 */
export function regulationOf(
  name: string | undefined,
  fallback: RegulationId = DEFAULT_REGULATION,
): RegulationId {
  if (name === undefined) return fallback;
  const format = resolveRegulation(name);
  if (!format) throw new ApiError(40003, `Unknown regulation "${name}". Allowed: ${regulationChoices()}.`);
  return format.id;
}

/** What a label request may add (api.md §14). */
export interface LabelOptions {
  /** The saved recipe's version to label (default: the current one). */
  readonly version?: number;
  /** Adds `explain` to every row and column. */
  readonly explain?: boolean;
  /** The request's label options (api.md §12; the body's `options`). */
  readonly label?: LabelOptionsInput;
}

/**
 * The `explain` query parameter (api.md §14): `1` or `true` turn it on, `0`, `false` or absence off.
 *
 * @throws ApiError 40001 for any other value
 */
export function explainQuery(value: string | undefined): boolean {
  if (value === undefined) return false;
  const { explain } = parseOrThrow(ExplainQuerySchema, { explain: value });
  return explain === '1' || explain === 'true';
}

/**
 * The engine's options of a request: `explain`, and the population, language, columns, layout, label
 * surface, principal display surface and voluntary rows of `options` (api.md §12), each only where the
 * format has it (`prepared` is resolved by the caller).
 *
 * @throws ApiError 40001 naming `options.population`, `options.language`, `options.columns`,
 *   `options.prepared`, `options.layout`, `options.labelSurfaceSquareInches`,
 *   `options.principalDisplaySurfaceCm2`, `options.voluntary` or
 *   `options.voluntary.<i>` (a key that is no row of the format)
 */
export function generateOptions(
  format: Regulation,
  options: LabelOptions,
  prepared?: PreparedAdditions,
): GenerateOptions | undefined {
  const issues = formatOptionIssues(format, options.label);
  if (issues.length > 0)
    throw validationError(issues.map((i) => ({ path: `options.${i.path}`, message: i.message })));
  return engineOptionsOf(format, options.label, extrasOf(options.explain === true, prepared));
}

const NO_EXTRAS: EngineOptionExtras = {};
const EXPLAIN: EngineOptionExtras = { explain: true };

/** The engine's extras of a request (a shared object for the common ones: no spread per request). */
function extrasOf(explain: boolean, prepared: PreparedAdditions | undefined): EngineOptionExtras {
  if (prepared !== undefined) return explain ? { explain, prepared } : { prepared };
  return explain ? EXPLAIN : NO_EXTRAS;
}

/** Whether `format` applies this one stored option field as it is (the checks of a label request). */
function formatTakes(format: Regulation, name: string, value: unknown): boolean {
  try {
    generateOptions(format, { label: { [name]: value } as LabelOptionsInput });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * The options a saved recipe is labelled with (api.md §12): its stored options, each field the request
 * names replaced by the request's. Stored fields the label's format does not take as they are left out
 * (they were saved for the recipe's own format, e.g. `language: "es"` or `columns: "dual"` of an FDA
 * recipe labelled as `eu` or `cfia`); the request's own are checked as given.
 */
export function withStoredOptions(
  regulation: RegulationId,
  stored: Readonly<Record<string, unknown>>,
  given: LabelOptionsInput | undefined,
): LabelOptionsInput | undefined {
  const format = getRegulation(regulation);
  // The label request's own checks decide, not `format.options`: that list names the options with a
  // control of their own and leaves out `labelSurfaceSquareInches`, which FDA takes.
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([name, value]) => formatTakes(format, name, value)),
  );
  const merged = { ...kept, ...given } as LabelOptionsInput;
  return Object.keys(merged).length === 0 ? undefined : merged;
}

/** Whether no ingredient of `recipe` names a food or a saved recipe. */
function refersToNothing(recipe: Recipe): boolean {
  for (const ingredient of recipe.ingredients) {
    if (ingredient.foodId !== undefined || ingredient.subRecipeId !== undefined) return false;
  }
  return true;
}

/** The resolver's lookups over what {@link LabelService} fetched. */
function lookupsOf(fetched: {
  readonly foods: ReadonlyMap<string, FoodRecord>;
  readonly recipes: ReadonlyMap<string, SavedRecipeRecord>;
}): RecipeLookups {
  return { food: (id) => fetched.foods.get(id), recipe: (id) => fetched.recipes.get(id) };
}

/** Builds labels for one account's requests. */
export class LabelService {
  private readonly foods: FoodLookup;

  /**
   * @param store - where saved recipes and custom ingredients are read: a store, or the repositories
   *   of a transaction (then the label reads what that transaction sees)
   */
  constructor(
    private readonly store: Pick<StoreRepositories, 'recipes' | 'ingredients'>,
    foods?: FoodCatalog,
  ) {
    this.foods = new FoodLookup(store, foods);
  }

  /** The label of a request body (`recipe` or `recipeId`). */
  async fromRequest(
    accountId: string,
    body: LabelRequest,
    given: LabelOptions = {},
  ): Promise<GeneratedLabel> {
    const options: LabelOptions = body.options === undefined ? given : { ...given, label: body.options };
    if (body.recipeId !== undefined) {
      const saved =
        options.version === undefined
          ? await this.store.recipes.get(accountId, body.recipeId)
          : await this.store.recipes.getVersion(accountId, body.recipeId, options.version);
      if (!saved) throw notFound(options.version === undefined ? 'recipe' : 'recipe version');
      const regulation = regulationOf(body.regulation, regulationOf(saved.regulation));
      const label = withStoredOptions(regulation, saved.options, options.label);
      const result = await this.label(accountId, saved.recipe as Recipe, regulation, 'recipe', undefined, {
        ...given,
        ...(label === undefined ? {} : { label }),
      });
      return {
        result,
        regulation,
        recipeName: saved.name,
        recipeId: saved.id,
        recipeVersion: saved.version,
        metadata: body.metadata ?? saved.metadata,
      };
    }
    const recipe = body.recipe as Recipe;
    const regulation = regulationOf(body.regulation);
    return {
      result: await this.label(accountId, recipe, regulation, 'recipe', undefined, options),
      regulation,
      recipeName: recipe.name,
      metadata: body.metadata ?? {},
    };
  }

  /**
   * The label of a validated recipe. `path` prefixes error details ("recipe"). `selfId` is the id
   * this recipe is about to be saved under: references to it mean this new version, so a recipe
   * that would contain itself (directly or through another saved recipe) is refused before saving.
   */
  async label(
    accountId: string,
    recipe: Recipe,
    regulation: RegulationId,
    path: string,
    selfId?: string,
    options: LabelOptions = {},
  ): Promise<LabelResult> {
    const resolved = await this.resolve(accountId, recipe, path, selfId);
    const format = getRegulation(regulation);
    const additions = options.label?.prepared;
    const prepared =
      additions === undefined || !appliesColumnOption(format, 'prepared')
        ? undefined
        : await this.resolveAdditions(accountId, recipe, additions, selfId);
    const generate = generateOptions(format, options, prepared);
    const outcome = generateLabel(resolved, format, generate);
    if (!outcome.ok) {
      throw new ApiError(
        42201,
        'The recipe cannot be labelled.',
        // A display not allowed for this food and the additions' issues name the option (`options.…`),
        // the recipe's the recipe.
        outcome.issues.map((i) => ({
          path: i.path.startsWith('options.') ? i.path : `${path}.${i.path}`,
          message: i.message,
        })),
      );
    }
    return outcome.value;
  }

  /**
   * What the directions add (api.md §12 `options.prepared`), resolved like a recipe's ingredients;
   * errors are named `options.prepared.ingredients…`.
   */
  private async resolveAdditions(
    accountId: string,
    recipe: Recipe,
    additions: NonNullable<LabelOptionsInput['prepared']>,
    selfId: string | undefined,
  ): Promise<PreparedAdditions> {
    const resolved = await this.resolve(
      accountId,
      {
        name: `${recipe.name} (additions)`,
        servingSizeGrams: recipe.servingSizeGrams,
        ingredients: additions.ingredients,
      },
      'options.prepared',
      selfId,
    );
    return {
      ingredients: resolved.ingredients,
      ...(additions.yieldFactor === undefined ? {} : { yieldFactor: additions.yieldFactor }),
    };
  }

  /** Resolves foods, units and sub-recipes. */
  async resolve(accountId: string, recipe: Recipe, path: string, selfId?: string): Promise<ResolvedRecipe> {
    // A recipe of inline nutrients refers to nothing: nothing to fetch, nothing to wait for.
    const outcome = refersToNothing(recipe)
      ? resolveRecipe(recipe)
      : resolveRecipe(recipe, lookupsOf(await this.fetchReferences(accountId, recipe, selfId)));
    if (outcome.ok) return outcome.recipe;
    const details = outcome.issues.map((i) => ({ path: `${path}.${i.path}`, message: i.message }));
    const unitOnly = outcome.issues.every(
      (i) => i.code === 'unknown_unit' || i.code === 'unconvertible_unit',
    );
    if (unitOnly)
      throw new ApiError(
        40004,
        'An ingredient amount has a unit that cannot be converted to grams.',
        details,
      );
    throw new ApiError(42201, 'The recipe refers to foods or recipes that cannot be used.', details);
  }

  /** Fetches every food and saved recipe the recipe refers to, following sub-recipes. */
  private async fetchReferences(accountId: string, root: Recipe, selfId?: string) {
    const foods = new Map<string, FoodRecord>();
    const recipes = new Map<string, SavedRecipeRecord>();
    if (selfId !== undefined) recipes.set(selfId, { id: selfId, name: root.name, recipe: root });
    let level: Recipe[] = [root];
    for (let depth = 0; level.length > 0 && depth <= MAX_SUB_RECIPE_DEPTH; depth++) {
      const next: Recipe[] = [];
      for (const recipe of level) {
        for (const ingredient of recipe.ingredients) {
          if (ingredient.foodId !== undefined && !foods.has(ingredient.foodId)) {
            const food = await this.foods.record(accountId, ingredient.foodId);
            if (food) foods.set(ingredient.foodId, food);
          }
          const subId = ingredient.subRecipeId;
          if (subId !== undefined && !recipes.has(subId)) {
            const saved = await this.store.recipes.get(accountId, subId);
            if (saved) {
              const sub = { id: saved.id, name: saved.name, recipe: saved.recipe as Recipe };
              recipes.set(subId, sub);
              next.push(sub.recipe);
            }
          }
        }
      }
      level = next;
    }
    return { foods, recipes };
  }
}
