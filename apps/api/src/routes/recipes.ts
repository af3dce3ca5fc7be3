/**
 * Saved recipes (api.md §5): list with keyset pagination and a Link header, create or
 * update, read, delete, and label a saved recipe.
 *
 * @module
 */
import {
  diffLabels,
  type LabelChange,
  type LabelOptionsInput,
  type LabelResult,
  type Recipe,
  type RegulationId,
} from '@nutrilabel/core';
import type { Page, RecipeInput, RecipeSummary, SavedRecipe, StoreRepositories } from '@nutrilabel/store';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { answerText } from '../http/answer-text';
import { ApiError, notFound } from '../http/errors';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import { keysetPageOf } from '../http/keyset-page';
import { parseOrThrow } from '../http/validate';
import { jsonText } from '../middleware/json-charset';
import {
  type LabelDiffSchema,
  RecipeDiffQuerySchema,
  RecipeLabelBodySchema,
  RecipeListQuerySchema,
  type RecipeMetaSchema,
  type RecipeSummarySchema,
  RecipeVersionQuerySchema,
  type SavedRecipeSchema,
  SaveRecipeSchema,
} from '../schemas/recipes';
import { parseLabelBody } from '../services/label-body';
import { emitGenerated } from '../services/label-events';
import {
  explainQuery,
  LabelService,
  labelData,
  regulationOf,
  withStoredOptions,
} from '../services/label-service';

const meta = (saved: SavedRecipe): v.InferOutput<typeof RecipeMetaSchema> => ({
  id: saved.id,
  name: saved.name,
  createdAt: saved.createdAt,
  updatedAt: saved.updatedAt,
  version: saved.version,
  metadata: saved.metadata,
});

/** The body of GET /recipes/:id (and of a version), kept as text beside a read-cache answer. */
const savedRecipeBody = answerText((saved: SavedRecipe): string => {
  const data: v.InferOutput<typeof SavedRecipeSchema> = {
    ...meta(saved),
    regulation: saved.regulation,
    recipe: saved.recipe as Recipe,
    options: saved.options as LabelOptionsInput,
  };
  return JSON.stringify({ code: 0, data });
});

/** The body of a GET /recipes page, kept as text beside a read-cache answer. */
const recipeListBody = answerText((page: Page<RecipeSummary>): string =>
  JSON.stringify({
    code: 0,
    data: page.items.map(
      (r): v.InferOutput<typeof RecipeSummarySchema> => ({
        id: r.id,
        name: r.name,
        servingSizeGrams: r.servingSizeGrams,
        servingsPerContainer: r.servingsPerContainer,
        // api.md §3: yieldFactor defaults to 1 (servingsPerContainer stays null when not given:
        // the label computes it from the finished weight).
        yieldFactor: r.yieldFactor ?? 1,
        ingredientCount: r.ingredientCount,
        regulation: r.regulation,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),
  }),
);

/** The `label` options of a saved version (api.md §12): its stored ones the regulation takes. */
function storedLabelOptions(regulation: RegulationId, saved: SavedRecipe): { label?: LabelOptionsInput } {
  const label = withStoredOptions(regulation, saved.options, undefined);
  return label === undefined ? {} : { label };
}

/** The saved-recipe routes. */
export function recipeRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.get('/recipes', async (c) => {
    const query = parseOrThrow(RecipeListQuerySchema, c.req.query());
    const accountId = c.get('auth').accountId;
    const page = await keysetPageOf(c, query, 1000, (o) => deps.store.recipes.list(accountId, o));
    return jsonText(c, recipeListBody(page));
  });

  app.post('/recipes', async (c) => {
    const body = parseLabelBody(SaveRecipeSchema, await readJson(c));
    const accountId = c.get('auth').accountId;
    const recipe: Recipe = { ...body.recipe, name: body.recipe.name ?? body.name };
    const regulation = regulationOf(body.regulation);
    // Without `options`, an update keeps (and is checked with) the stored ones.
    const stored =
      body.options === undefined && body.id !== undefined
        ? (await deps.store.recipes.get(accountId, body.id))?.options
        : undefined;
    const options = body.options ?? withStoredOptions(regulation, stored ?? {}, undefined);
    // A recipe that cannot be labelled is not saved: the same checks as POST /label, its options included.
    const label = await labels.label(accountId, recipe, regulation, 'recipe', body.id, {
      ...(options === undefined ? {} : { label: options }),
    });
    // Without `metadata` or `options`, an update keeps the saved ones (a client that does not know them
    // cannot erase them).
    const input = {
      name: body.name,
      regulation,
      recipe,
      ...(body.metadata ? { metadata: body.metadata } : {}),
      ...(body.options ? { options: body.options } : {}),
    };
    if (body.id === undefined) {
      const saved = await deps.store.recipes.create(accountId, input);
      return c.json({ code: 0, data: meta(saved) }, 201);
    }
    const saved = await updateWithEvent(deps, accountId, body.id, input, label);
    if (!saved) throw notFound('recipe');
    return c.json({ code: 0, data: meta(saved) });
  });

  app.get('/recipes/:id', async (c) => {
    const id = idParam(c, 'rec', 'recipe');
    const { version } = parseOrThrow(RecipeVersionQuerySchema, c.req.query());
    const accountId = c.get('auth').accountId;
    const saved =
      version === undefined
        ? await deps.store.recipes.get(accountId, id)
        : await deps.store.recipes.getVersion(accountId, id, version);
    if (!saved) throw notFound(version === undefined ? 'recipe' : 'recipe version');
    return jsonText(c, savedRecipeBody(saved));
  });

  app.get('/recipes/:id/versions', async (c) => {
    const versions = await deps.store.recipes.listVersions(
      c.get('auth').accountId,
      idParam(c, 'rec', 'recipe'),
    );
    if (!versions) throw notFound('recipe');
    return c.json({ code: 0, data: versions });
  });

  app.get('/recipes/:id/label/diff', async (c) => {
    const id = idParam(c, 'rec', 'recipe');
    const query = parseOrThrow(RecipeDiffQuerySchema, c.req.query());
    const accountId = c.get('auth').accountId;
    const current = await deps.store.recipes.get(accountId, id);
    if (!current) throw notFound('recipe');
    // Defaults: `to` the current version, `from` the newest kept version before it, else `to` itself
    // (a recipe saved before versions were kept, or pruned by the cap, has none; api.md §14).
    const to = query.to ?? current.version;
    const from =
      query.from ??
      ((await deps.store.recipes.listVersions(accountId, id)) ?? []).find((v) => v.version < to)?.version ??
      to;
    const [before, after] = await Promise.all([
      deps.store.recipes.getVersion(accountId, id, from),
      deps.store.recipes.getVersion(accountId, id, to),
    ]);
    if (!before || !after) throw notFound('recipe version');
    // Both sides in one regulation: the one asked for, else that of the `to` version.
    const regulation = regulationOf(query.regulation, regulationOf(after.regulation));
    // Each side with the options it was saved with (those the regulation takes).
    const [a, b] = [
      await labels.label(
        accountId,
        before.recipe as Recipe,
        regulation,
        'recipe',
        undefined,
        storedLabelOptions(regulation, before),
      ),
      await labels.label(
        accountId,
        after.recipe as Recipe,
        regulation,
        'recipe',
        undefined,
        storedLabelOptions(regulation, after),
      ),
    ];
    const data: v.InferOutput<typeof LabelDiffSchema> = {
      recipeId: id,
      from,
      to,
      regulation,
      changes: diffLabels(a, b),
    };
    return c.json({ code: 0, data });
  });

  app.delete('/recipes/:id', async (c) => {
    const id = idParam(c, 'rec', 'recipe');
    const deleted = await deps.store.recipes.delete(c.get('auth').accountId, id);
    if (!deleted) throw notFound('recipe');
    return c.json({ code: 0, data: { id, deleted: true } });
  });

  app.post('/recipes/:id/label', async (c) => {
    const id = idParam(c, 'rec', 'recipe');
    const { version } = parseOrThrow(RecipeVersionQuerySchema, { version: c.req.query('version') });
    const explain = explainQuery(c.req.query('explain'));
    const text = await c.req.text();
    const body = text.trim() === '' ? undefined : parseOrThrow(RecipeLabelBodySchema, await readJson(c));
    const accountId = c.get('auth').accountId;
    const generated = await labels.fromRequest(
      accountId,
      {
        recipeId: id,
        ...(body?.regulation === undefined ? {} : { regulation: body.regulation }),
        ...(body?.metadata === undefined ? {} : { metadata: body.metadata }),
        ...(body?.options === undefined ? {} : { options: body.options }),
      },
      { ...(version === undefined ? {} : { version }), ...(explain ? { explain } : {}) },
    );
    const data = labelData(generated);
    await emitGenerated(deps.events, accountId, data);
    return c.json({ code: 0, data });
  });

  return app;
}

/**
 * Updates a recipe; `label.updated` is queued in the same transaction as the write, with `changes`:
 * the diff from the label of the version just replaced (in its own regulation) to the new label
 * (api.md §14). The replaced version is read and labelled inside the transaction, so a concurrent
 * update cannot put another version between them. `changes` is `null` when the replaced version can
 * no longer be labelled (e.g. a custom ingredient it used was deleted since).
 */
async function updateWithEvent(
  deps: AppDeps,
  accountId: string,
  id: string,
  input: RecipeInput,
  label: LabelResult,
): Promise<SavedRecipe | null> {
  return deps.store.transaction(async (tx) => {
    const saved = await tx.recipes.update(accountId, id, input);
    if (!saved) return saved;
    const changes = await changesSincePrevious(deps, tx, accountId, saved, label);
    const data = {
      ...labelData({
        result: label,
        recipeId: id,
        recipeVersion: saved.version,
        recipeName: saved.name,
        metadata: saved.metadata,
      }),
      changes,
    };
    if (deps.events) await deps.events.emitWithin(tx, accountId, 'label.updated', data);
    else await tx.outbox.enqueueEvent(accountId, 'label.updated', data);
    return saved;
  });
}

/** The diff from the label of the version before `saved` to `label`; `null` when that one cannot be labelled. */
async function changesSincePrevious(
  deps: AppDeps,
  tx: StoreRepositories,
  accountId: string,
  saved: SavedRecipe,
  label: LabelResult,
): Promise<LabelChange[] | null> {
  const previous = await tx.recipes.getVersion(accountId, saved.id, saved.version - 1);
  if (!previous) return null;
  try {
    const regulation = regulationOf(previous.regulation);
    const before = await new LabelService(tx, deps.foods).label(
      accountId,
      previous.recipe as Recipe,
      regulation,
      'recipe',
      undefined,
      storedLabelOptions(regulation, previous),
    );
    return diffLabels(before, label);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
