/**
 * Many labels in one request: `POST /labels/batch` (one api.md §1 envelope per recipe, in input
 * order, so one bad recipe does not fail the rest) and the multi-recipe CSV export (api.md §10),
 * which checks the whole body before its first byte. Both count one rate-limit request per 10 recipes.
 *
 * @module
 */
import {
  checkLabelContent,
  type GenerateOptions,
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
import type * as v from 'valibot';
import type { AppDeps, Logger } from '../deps';
import { ApiError, type ErrorBody, validationError } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { type BatchExport, BatchExportSchema, type LabelBatchSchema } from '../schemas/labels';
import { refusedOptions } from './label-body';
import {
  generateOptions,
  type LabelData,
  type LabelOptions,
  type LabelService,
  labelData,
  regulationOf,
  withStoredOptions,
} from './label-service';

/** A batch counts as one rate-limit request per this many recipes (rounded up). */
export const RECIPES_PER_RATE_LIMIT_REQUEST = 10;

/** One result of `POST /labels/batch`: an api.md §1 envelope. */
export type BatchItem = { readonly code: 0; readonly data: LabelData } | ErrorBody;

/** The extra rate-limit cost of a batch of `n` recipes, beyond the 1 the middleware counted. */
export const extraBatchCost = (n: number): number =>
  Math.max(0, Math.ceil(n / RECIPES_PER_RATE_LIMIT_REQUEST) - 1);

/**
 * Charges a batch of `n` recipes to the account's rate limit: one request per 10 recipes, of
 * which the middleware already counted one.
 *
 * @returns the RateLimit-* headers to send (none when nothing was charged)
 * @throws ApiError 42901 with `Retry-After` when the account has not enough requests left
 */
export async function chargeBatch(
  rateLimiter: AppDeps['rateLimiter'],
  auth: AuthenticatedKey,
  n: number,
): Promise<Record<string, string>> {
  const extra = extraBatchCost(n);
  if (!rateLimiter || extra === 0) return {};
  const decision = await rateLimiter.check(auth, extra);
  if (decision.unlimited) return {};
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
  return headers;
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

const missingRecipe = (path: string, id: string) =>
  new ApiError(40401, `No such recipe: ${path} (${id}).`, [{ path, message: 'no such recipe' }]);

/**
 * The labels of a batch body (already charged), saved recipes first, each in its own envelope.
 * `fallback` is the body's regulation (`regulationOf(body.regulation)`).
 */
export async function labelBatch(
  deps: Pick<AppDeps, 'store'>,
  labels: LabelService,
  accountId: string,
  body: v.InferOutput<typeof LabelBatchSchema>,
  fallback: RegulationId,
  options: LabelOptions,
): Promise<BatchItem[]> {
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
        const label = withStoredOptions(regulation, saved.options, body.options);
        const result = await labels.label(accountId, saved.recipe as Recipe, regulation, path, undefined, {
          ...options,
          ...(label === undefined ? {} : { label }),
        });
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
        const result = await labels.label(accountId, recipe, fallback, path, undefined, {
          ...options,
          ...(body.options === undefined ? {} : { label: body.options }),
        });
        return { code: 0, data: labelData({ result, recipeName: recipe.name, metadata: {} }) };
      }),
    );
  }
  return results;
}

/** A recipe checked up to the point where only generating its label remains. */
interface PreparedRecipe {
  readonly name: string;
  readonly path: string;
  readonly regulation: RegulationId;
  readonly resolved: ResolvedRecipe;
  /** The engine's options of its label options (api.md §12), checked against its format. */
  readonly generate: GenerateOptions | undefined;
}

/** The export body, or a 40001 whose message names the invalid recipes (details name every field). */
export function parseExport(raw: unknown): BatchExport {
  const result = safeParseBounded(BatchExportSchema, raw);
  if (result.success) return result.output;
  // Beside the schema's problems, the batch options the body's format refuses (api.md §1: every field).
  const details = [...toFieldIssues(result.issues), ...refusedOptions(raw)];
  const bad = [
    ...new Set(details.map((d) => /^(recipes|recipeIds)\.\d+/.exec(d.path)?.[0]).filter((p) => p)),
  ];
  const message =
    bad.length > 0
      ? `Invalid ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''}; nothing was exported.`
      : 'The request is invalid; nothing was exported.';
  throw new ApiError(40001, message, details);
}

/**
 * The multi-recipe CSV export (api.md §10). Everything that can fail is checked first — the
 * regulation, the saved recipes, foods, units and the content checks of `generateLabel` — so a bad
 * request gets a clean 4xx envelope naming the bad recipe. Only then does the CSV stream, one label
 * per chunk, each label generated when the reader asks for more. `fallback` as for {@link labelBatch}.
 */
export async function exportBatchCsv(
  deps: Pick<AppDeps, 'store'> & { readonly logger?: Logger | undefined },
  labels: LabelService,
  accountId: string,
  batch: BatchExport,
  fallback: RegulationId,
  requestId: string,
): Promise<ReadableStream<Uint8Array>> {
  const prepared = await prepareAll(deps, labels, accountId, batch, fallback);
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const item = prepared[next];
      if (!item) {
        controller.close();
        return;
      }
      const format = getRegulation(item.regulation);
      const outcome = format && generateLabel(item.resolved, format, item.generate);
      if (!outcome?.ok) {
        // Unreachable after prepareAll; a broken stream beats a silently short CSV.
        deps.logger?.error({ requestId, path: item.path }, 'export label failed');
        controller.error(new Error(`The label of ${item.path} could not be generated.`));
        return;
      }
      controller.enqueue(encoder.encode(labelCsvChunk(item.name, outcome.value, next === 0)));
      next++;
    },
  });
}

/** Loads, resolves and content-checks every recipe of an export, in output order. */
async function prepareAll(
  deps: Pick<AppDeps, 'store'>,
  labels: LabelService,
  accountId: string,
  batch: BatchExport,
  fallback: RegulationId,
): Promise<PreparedRecipe[]> {
  const prepared: PreparedRecipe[] = [];
  for (const [index, recipeId] of (batch.recipeIds ?? []).entries()) {
    const path = `recipeIds.${index}`;
    const saved = await deps.store.recipes.get(accountId, recipeId);
    if (!saved) throw missingRecipe(path, recipeId);
    const regulation = regulationOf(batch.regulation, regulationOf(saved.regulation));
    const resolved = await labels.resolve(accountId, saved.recipe as Recipe, path);
    // The CSV has no as-prepared column: a stored `prepared` is not the export's (api.md §12).
    const { prepared: _asPrepared, ...stored } = saved.options;
    const generate = engineOptions(regulation, withStoredOptions(regulation, stored, batch.options));
    prepared.push({
      name: saved.name,
      path,
      regulation,
      resolved: allowed(checked(resolved, path), regulation, generate, path),
      generate,
    });
  }
  for (const [index, recipe] of (batch.recipes ?? []).entries()) {
    const path = `recipes.${index}`;
    const resolved = await labels.resolve(accountId, recipe, path);
    const generate = engineOptions(fallback, batch.options);
    prepared.push({
      name: recipe.name,
      path,
      regulation: fallback,
      resolved: allowed(checked(resolved, path), fallback, generate, path),
      generate,
    });
  }
  return prepared;
}

/** @throws ApiError 40001 naming an option the format does not have, before anything is written */
function engineOptions(regulation: RegulationId, label: LabelOptions['label']): GenerateOptions | undefined {
  if (label?.prepared !== undefined)
    throw validationError([
      { path: 'options.prepared', message: 'the CSV export has no as-prepared column (api.md §12)' },
    ]);
  return generateOptions(getRegulation(regulation), label === undefined ? {} : { label });
}

/**
 * A display other than the vertical one may refuse a label (101.9(f); linear and simplified draw one column, api.md §12): such
 * a label is generated once here, so the export refuses before its first byte rather than mid-stream.
 *
 * @throws ApiError 42201 naming `<path>.options.layout`
 */
function allowed(
  resolved: ResolvedRecipe,
  regulation: RegulationId,
  generate: GenerateOptions | undefined,
  path: string,
): ResolvedRecipe {
  if (generate?.layout === undefined || generate.layout === 'vertical') return resolved;
  const outcome = generateLabel(resolved, getRegulation(regulation), generate);
  if (outcome.ok) return resolved;
  throw new ApiError(
    42201,
    `The recipe ${path} cannot be labelled.`,
    outcome.issues.map((i) => ({ path: `${path}.${i.path}`, message: i.message })),
  );
}

/** @throws ApiError 42201 with the offending fields under `path` */
function checked(resolved: ResolvedRecipe, path: string): ResolvedRecipe {
  const issues = checkLabelContent(resolved);
  if (issues.length === 0) return resolved;
  throw new ApiError(
    42201,
    `The recipe ${path} cannot be labelled.`,
    issues.map((i) => ({ path: `${path}.${i.path}`, message: i.message })),
  );
}
