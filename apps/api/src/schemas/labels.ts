/**
 * Request schemas of the label routes: POST /label (core's `LabelRequestSchema`), its export and
 * render, and the batch (api.md §4, §10, §11).
 *
 * @module
 */
import {
  boundedArray,
  LabelOptionsSchema,
  LabelRequestSchema,
  RecipeIdSchema,
  RecipeSchema,
} from '@nutrilabel/core';
import * as v from 'valibot';
import { LABEL_REQUEST_EXAMPLES } from './label-examples';

/** Body of POST /label, /label/export and /label/render: core's schema, its recipe-or-id check said in JSON Schema. */
export const LabelRequestBodySchema = v.pipe(
  LabelRequestSchema,
  v.metadata({ oneOf: [{ required: ['recipe'] }, { required: ['recipeId'] }] }),
  v.examples(LABEL_REQUEST_EXAMPLES),
);

/** At least one recipe or recipe id, in JSON Schema. */
const AT_LEAST_ONE = {
  anyOf: [
    { required: ['recipes'], properties: { recipes: { minItems: 1 } } },
    { required: ['recipeIds'], properties: { recipeIds: { minItems: 1 } } },
  ],
};

/** The export formats of POST /label/export. */
export const EXPORT_FORMATS = ['csv'] as const;

/**
 * A format name as the routes take it, in any case (`CSV`, `Svg`): a string whose JSON Schema pattern
 * admits each name case-insensitively, so that the document refuses nothing the route takes.
 */
const formatName = (names: readonly string[]) =>
  v.pipe(
    v.string(),
    v.check((name) => names.includes(name.toLowerCase()), `must be one of ${names.join(', ')}`),
    v.description(`one of ${names.join(', ')} (any case)`),
    v.metadata({ pattern: `^(?:${names.map(anyCase).join('|')})$` }),
  );

/** `csv` → `[Cc][Ss][Vv]`. */
const anyCase = (name: string) =>
  [...name].map((ch) => (ch.toLowerCase() === ch.toUpperCase() ? ch : `[${ch.toUpperCase()}${ch}]`)).join('');

/** Query of POST /label/export (the route compares case-insensitively and answers 40005). */
export const ExportQuerySchema = v.object({ format: formatName(EXPORT_FORMATS) });

/** The render formats of POST /label/render. */
export const RENDER_FORMAT_NAMES = ['svg', 'html', 'pdf', 'png'] as const;

/** The most a PNG may be enlarged (pixels per layout unit: a 270-unit panel at 8 × is 2,160 px wide). */
export const MAX_PNG_SCALE = 8;

/** Query of POST /label/render (the route compares `format` case-insensitively and answers 40005). */
export const RenderQuerySchema = v.object({
  format: formatName(RENDER_FORMAT_NAMES),
  scale: v.optional(
    v.pipe(
      v.string(),
      v.decimal('must be a number'),
      v.transform(Number),
      v.number(),
      v.minValue(0.25, 'must be at least 0.25'),
      v.maxValue(MAX_PNG_SCALE, `must be at most ${MAX_PNG_SCALE}`),
    ),
  ),
});

/** At most this many recipes (ids and inline together) per batch or export. */
export const MAX_BATCH_RECIPES = 1000;

/** Recipes and recipe ids of a batch body. */
export const batchSize = (b: { recipeIds?: unknown[] | undefined; recipes?: unknown[] | undefined }) =>
  (b.recipeIds?.length ?? 0) + (b.recipes?.length ?? 0);

const NONE = 'give recipes or recipeIds (at least one)';
const TOO_MANY = `at most ${MAX_BATCH_RECIPES} recipes and recipe ids together`;
const list = <S extends v.GenericSchema>(item: S) =>
  v.optional(boundedArray(item, { max: MAX_BATCH_RECIPES, maxMessage: TOO_MANY }));
const regulation = v.optional(v.pipe(v.string(), v.maxLength(40)));
/** For every recipe of the batch; over a saved recipe's stored options, field by field (api.md §12). */
const options = v.optional(LabelOptionsSchema);

/**
 * Body of `POST /labels/batch`: the arrays are checked here, each element later on its own so
 * that its errors land in its own envelope.
 */
export const LabelBatchSchema = v.pipe(
  v.object({
    recipeIds: list(
      v.pipe(
        v.unknown(),
        v.metadata({ type: 'string', description: 'a saved recipe id (rec_…), checked on its own' }),
      ),
    ),
    recipes: list(
      v.pipe(
        v.unknown(),
        v.metadata({
          $ref: '#/components/schemas/Recipe',
          description: 'a recipe, checked on its own: a bad one gets its own error envelope',
        }),
      ),
    ),
    regulation,
    options,
  }),
  v.forward(
    v.check((b) => batchSize(b) > 0, NONE),
    ['recipes'],
  ),
  v.metadata(AT_LEAST_ONE),
  v.forward(
    v.check((b) => batchSize(b) <= MAX_BATCH_RECIPES, TOO_MANY),
    ['recipes'],
  ),
);

/** Body of a multi-recipe CSV export: every element is validated before a byte is written. */
export const BatchExportSchema = v.pipe(
  v.object({ recipeIds: list(RecipeIdSchema), recipes: list(RecipeSchema), regulation, options }),
  v.forward(
    v.check((b) => batchSize(b) > 0, NONE),
    ['recipes'],
  ),
  v.metadata(AT_LEAST_ONE),
  v.forward(
    v.check((b) => batchSize(b) <= MAX_BATCH_RECIPES, TOO_MANY),
    ['recipes'],
  ),
);

/** A validated multi-recipe export body. */
export type BatchExport = v.InferOutput<typeof BatchExportSchema>;
