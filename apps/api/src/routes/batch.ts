/**
 * Batch labelling: `POST /labels/batch` answers one api.md §1 envelope per
 * recipe, in input order, so one bad recipe does not fail the rest; and the multi-recipe
 * `POST /label/export?format=csv` streams one CSV with a leading `Recipe` column after the
 * whole body has been checked. Both count one rate-limit request per 10 recipes.
 *
 * @module
 */
import {
  boundedArray,
  checkPhysicalLimits,
  computeTotals,
  generateLabel,
  getRegulation,
  issueBudget,
  labelCsvChunk,
  type Recipe,
  RecipeIdSchema,
  RecipeSchema,
  type RegulationId,
  type ResolvedRecipe,
  safeParseBounded,
  toFieldIssues,
} from '@nutrilabel/core';
import type { AuthenticatedKey } from '@nutrilabel/store';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError, type ErrorBody } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import {
  explainQuery,
  type LabelData,
  LabelService,
  labelData,
  regulationOf,
} from '../services/label-service';

/** At most this many recipes (ids and inline together) per batch or export. */
export const MAX_BATCH_RECIPES = 1000;
/** A batch counts as one rate-limit request per this many recipes (rounded up). */
export const RECIPES_PER_RATE_LIMIT_REQUEST = 10;

const batchSize = (b: { recipeIds?: unknown[] | undefined; recipes?: unknown[] | undefined }) =>
  (b.recipeIds?.length ?? 0) + (b.recipes?.length ?? 0);

const NONE = 'give recipes or recipeIds (at least one)';
const TOO_MANY = `at most ${MAX_BATCH_RECIPES} recipes and recipe ids together`;
const list = <S extends v.GenericSchema>(item: S) =>
  v.optional(boundedArray(item, { max: MAX_BATCH_RECIPES, maxMessage: TOO_MANY }));

/**
 * Body of `POST /labels/batch`: the arrays are checked here, each element later on its own so
 * that its errors land in its own envelope.
 */
export const LabelBatchSchema = v.pipe(
  v.object({
    recipeIds: list(v.unknown()),
    recipes: list(v.unknown()),
    regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
  }),
  v.forward(
    v.check((b) => batchSize(b) > 0, NONE),
    ['recipes'],
  ),
  v.forward(
    v.check((b) => batchSize(b) <= MAX_BATCH_RECIPES, TOO_MANY),
    ['recipes'],
  ),
);

/** Body of a multi-recipe CSV export: every element is validated before a byte is written. */
export const BatchExportSchema = v.pipe(
  v.object({
    recipeIds: list(RecipeIdSchema),
    recipes: list(RecipeSchema),
    regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
  }),
  v.forward(
    v.check((b) => batchSize(b) > 0, NONE),
    ['recipes'],
  ),
  v.forward(
    v.check((b) => batchSize(b) <= MAX_BATCH_RECIPES, TOO_MANY),
    ['recipes'],
  ),
);

/** One result of `POST /labels/batch`: an api.md §1 envelope. */
export type BatchItem = { readonly code: 0; readonly data: LabelData } | ErrorBody;

/** The extra rate-limit cost of a batch of `n` recipes, beyond the 1 the middleware counted. */
export const extraBatchCost = (n: number): number =>
  Math.max(0, Math.ceil(n / RECIPES_PER_RATE_LIMIT_REQUEST) - 1);

/**
 * Charges a batch of `n` recipes to the account's rate limit: one request per 10 recipes, of
 * which the middleware already counted one.
 *
 * @throws ApiError 42901 with `Retry-After` when the account has not enough requests left
 */
export async function chargeBatch(c: Context<AppEnv>, deps: AppDeps, n: number): Promise<void> {
  const extra = extraBatchCost(n);
  if (!deps.rateLimiter || extra === 0) return;
  const decision = await deps.rateLimiter.check(c.get('auth'), extra);
  if (decision.unlimited) return;
  const headers = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) {
    throw new ApiError(
      42901,
      `Rate limit exceeded: a batch of ${n} recipes counts as ${extra + 1} requests; retry after the time in Retry-After.`,
      undefined,
      { ...headers, 'retry-after': String(Math.max(1, decision.resetSeconds)) },
    );
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
}

/** Runs `fn`, turning an `ApiError` into its envelope (other errors fail the whole request). */
async function envelope(fn: () => Promise<BatchItem>): Promise<BatchItem> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) return error.toBody();
    throw error;
  }
}

/** The batch routes. */
export function batchRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.post('/labels/batch', async (c) => {
    const explain = explainQuery(c.req.query('explain'));
    const options = explain ? { explain } : {};
    const body = parseOrThrow(LabelBatchSchema, await readJson(c));
    const fallback = regulationOf(body.regulation);
    await chargeBatch(c, deps, batchSize(body));
    const accountId = c.get('auth').accountId;
    const results: BatchItem[] = [];
    // One budget of validation problems for every element: a batch of bad recipes costs no more than one.
    const budget = issueBudget();

    for (const [index, rawId] of (body.recipeIds ?? []).entries()) {
      const path = `recipeIds.${index}`;
      results.push(
        await envelope(async () => {
          const recipeId = parseOrThrow(RecipeIdSchema, rawId, path, budget);
          const saved = await deps.store.recipes.get(accountId, recipeId);
          if (!saved) throw missingRecipe(path, recipeId);
          const regulation = regulationOf(body.regulation, regulationOf(saved.regulation));
          const result = await labels.label(
            accountId,
            saved.recipe as Recipe,
            regulation,
            path,
            undefined,
            options,
          );
          const data = labelData({
            result,
            recipeId: saved.id,
            recipeVersion: saved.version,
            recipeName: saved.name,
            metadata: saved.metadata,
          });
          return { code: 0, data };
        }),
      );
    }
    for (const [index, rawRecipe] of (body.recipes ?? []).entries()) {
      const path = `recipes.${index}`;
      results.push(
        await envelope(async () => {
          const recipe = parseOrThrow(RecipeSchema, rawRecipe, path, budget);
          const result = await labels.label(accountId, recipe, fallback, path, undefined, options);
          return { code: 0, data: labelData({ result, recipeName: recipe.name, metadata: {} }) };
        }),
      );
    }
    return c.json({ code: 0, data: results });
  });

  return app;
}

const missingRecipe = (path: string, id: string) =>
  new ApiError(40401, `No such recipe: ${path} (${id}).`, [{ path, message: 'no such recipe' }]);

/** A recipe checked up to the point where only generating its label remains. */
interface PreparedRecipe {
  readonly name: string;
  readonly path: string;
  readonly regulation: RegulationId;
  readonly resolved: ResolvedRecipe;
}

/**
 * The multi-recipe CSV export (api.md §10). Everything that can fail is
 * checked first — the body's shape (every recipe), the regulation, the saved recipes, foods,
 * units and the content limits the engine enforces — so a bad request gets a clean 4xx
 * envelope naming the bad recipe. Only then does the CSV stream, one label per chunk, each
 * label generated when the reader asks for more.
 *
 * @example
 * if ('recipes' in raw || 'recipeIds' in raw) return exportBatchCsv(c, deps, labels, raw);
 */
export async function exportBatchCsv(
  c: Context<AppEnv>,
  deps: AppDeps,
  labels: LabelService,
  raw: unknown,
): Promise<Response> {
  const batch = parseExport(raw);
  const fallback = regulationOf(batch.regulation);
  await chargeBatch(c, deps, batchSize(batch));
  const auth = c.get('auth');
  const prepared = await prepareAll(deps, labels, auth, batch, fallback);

  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const item = prepared[next];
      if (!item) {
        controller.close();
        return;
      }
      const format = getRegulation(item.regulation);
      const outcome = format && generateLabel(item.resolved, format);
      if (!outcome?.ok) {
        // Unreachable after prepareAll; a broken stream beats a silently short CSV.
        deps.logger?.error({ requestId: c.get('requestId'), path: item.path }, 'export label failed');
        controller.error(new Error(`The label of ${item.path} could not be generated.`));
        return;
      }
      controller.enqueue(encoder.encode(labelCsvChunk(item.name, outcome.value, next === 0)));
      next++;
    },
  });
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="labels.csv"',
  });
}

/** The export body, or a 40001 whose message names the invalid recipes (details name every field). */
function parseExport(raw: unknown): v.InferOutput<typeof BatchExportSchema> {
  const result = safeParseBounded(BatchExportSchema, raw);
  if (result.success) return result.output;
  const details = toFieldIssues(result.issues);
  const bad = [
    ...new Set(details.map((d) => /^(recipes|recipeIds)\.\d+/.exec(d.path)?.[0]).filter((p) => p)),
  ];
  const message =
    bad.length > 0
      ? `Invalid ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''}; nothing was exported.`
      : 'The request is invalid; nothing was exported.';
  throw new ApiError(40001, message, details);
}

/** Loads, resolves and content-checks every recipe of an export, in output order. */
async function prepareAll(
  deps: AppDeps,
  labels: LabelService,
  auth: AuthenticatedKey,
  batch: v.InferOutput<typeof BatchExportSchema>,
  fallback: RegulationId,
): Promise<PreparedRecipe[]> {
  const prepared: PreparedRecipe[] = [];
  for (const [index, recipeId] of (batch.recipeIds ?? []).entries()) {
    const path = `recipeIds.${index}`;
    const saved = await deps.store.recipes.get(auth.accountId, recipeId);
    if (!saved) throw missingRecipe(path, recipeId);
    const regulation = regulationOf(batch.regulation, regulationOf(saved.regulation));
    const recipe = saved.recipe as Recipe;
    const resolved = await labels.resolve(auth.accountId, recipe, path);
    prepared.push({ name: saved.name, path, regulation, resolved: checkContent(resolved, path) });
  }
  for (const [index, recipe] of (batch.recipes ?? []).entries()) {
    const path = `recipes.${index}`;
    const resolved = await labels.resolve(auth.accountId, recipe, path);
    prepared.push({ name: recipe.name, path, regulation: fallback, resolved: checkContent(resolved, path) });
  }
  return prepared;
}

/**
 * The content checks `generateLabel` makes before it computes anything (physical limits,
 * serving larger than the batch), run ahead so that they fail before streaming starts.
 *
 * @throws ApiError 42201 with the offending fields under `path`
 */
function checkContent(resolved: ResolvedRecipe, path: string): ResolvedRecipe {
  const details: { path: string; message: string }[] = [];
  resolved.ingredients.forEach((ingredient, i) => {
    for (const issue of checkPhysicalLimits(ingredient.nutrients)) {
      details.push({ path: `${path}.ingredients.${i}.${issue.field}`, message: issue.message });
    }
  });
  if (details.length === 0) {
    const finished = computeTotals(resolved.ingredients, resolved.yieldFactor ?? 1).finishedWeightGrams;
    // Same tolerance as generateLabel.
    if (resolved.servingSizeGrams > finished * (1 + 1e-9)) {
      details.push({
        path: `${path}.servingSizeGrams`,
        message: `serving size ${resolved.servingSizeGrams} g is larger than the finished batch (${Math.round(finished * 100) / 100} g)`,
      });
    }
  }
  if (details.length > 0) throw new ApiError(42201, `The recipe ${path} cannot be labelled.`, details);
  return resolved;
}
