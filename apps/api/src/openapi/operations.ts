/**
 * What the OpenAPI document says of each operation that the app and the request schemas cannot
 * say themselves: summary, tag, success status and media type, error codes, an accepted example.
 * Request bodies and queries are the very schemas the routes parse with (src/schemas, core).
 *
 * @module
 */
import * as v from 'valibot';
import type { ErrorCode } from '../http/errors';
import { DeletedSchema } from '../schemas/common';
import { ErrorBodySchema } from '../schemas/errors';
import { LivenessSchema, ReadinessSchema } from '../schemas/health';
import {
  CreateIngredientSchema,
  FoodSchema,
  FoodSearchSchema,
  IngredientListQuerySchema,
  SearchQuerySchema,
} from '../schemas/ingredients';
import { ApiKeySchema, CreatedApiKeySchema, CreateKeySchema, RevokedKeySchema } from '../schemas/keys';
import { LabelDataSchema } from '../schemas/label-data';
import {
  BatchExportSchema,
  ExportQuerySchema,
  LabelBatchSchema,
  LabelRequestBodySchema,
  RenderQuerySchema,
} from '../schemas/labels';
import { ExplainQuerySchema } from '../schemas/query';
import {
  LabelDiffSchema,
  RecipeDiffQuerySchema,
  RecipeLabelBodySchema,
  RecipeLabelQuerySchema,
  RecipeListQuerySchema,
  RecipeMetaSchema,
  RecipeSummarySchema,
  RecipeVersionQuerySchema,
  RecipeVersionSchema,
  SavedRecipeSchema,
  SaveRecipeSchema,
} from '../schemas/recipes';
import { ProductCategorySchema, RegulationInfoSchema } from '../schemas/regulations';
import { ConversionSchema, ConvertQuerySchema } from '../schemas/units';
import {
  ConfigureWebhookSchema,
  DeliveriesQuerySchema,
  DeliverySchema,
  WebhookSchema,
} from '../schemas/webhooks';

/** What each error code means (api.md §1), for the response descriptions. */
export const ERROR_MEANING: Readonly<Record<ErrorCode, string>> = {
  40001: 'the body or query fails validation (details name every field)',
  40002: 'the body is not parseable JSON',
  40003: 'unknown regulation (the message lists the allowed values)',
  40004: 'unknown unit, or units of different dimensions with no density to bridge them',
  40005: 'unknown format for export or render',
  40101: 'x-api-key header missing (operator routes: the bearer token)',
  40102: 'x-api-key unknown or revoked (operator routes: not the configured bearer token)',
  40401: 'no such route, or no such resource for this account',
  40501: 'known path, wrong method (Allow header set)',
  40901: 'Idempotency-Key reused with a different body',
  41301: 'body over 1 MiB',
  41501: 'POST without a JSON content type',
  42201: 'valid shape but impossible content',
  42901: 'rate limit exceeded (Retry-After set)',
  50001: 'unexpected error (logged with the request id)',
  50301: 'a dependency is unavailable (Retry-After set)',
};

/** Media types of a successful response. */
export type Produces = 'json' | 'document' | 'csv' | 'render' | 'html' | 'asset' | 'metrics' | 'backup';

/** Response headers beyond x-request-id (and RateLimit-* on /api/v1), by their component name. */
export type ResponseHeader = 'Link' | 'Content-Disposition' | 'X-Backup-Paused-Ms';

/** The documentation of one operation. */
export interface OperationDoc {
  readonly summary: string;
  readonly tag:
    | 'labels'
    | 'recipes'
    | 'ingredients'
    | 'units'
    | 'webhooks'
    | 'keys'
    | 'health'
    | 'meta'
    | 'operations';
  readonly description?: string;
  /** An /api/v1 route that needs no key (registered before the key check). */
  readonly public?: boolean;
  /** Operator routes: the bearer token that opens them instead of an API key. */
  readonly bearer?: 'metricsToken' | 'adminToken';
  readonly body?: v.GenericSchema;
  readonly bodyRequired?: boolean;
  readonly query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  readonly status?: 200 | 201;
  /** 201 when created, 200 when the same request updated (same `data`). */
  readonly updates?: boolean;
  readonly produces?: Produces;
  /** `data` of the JSON success envelope. */
  readonly data?: v.GenericSchema;
  /** Headers of the success response beyond the common ones. */
  readonly headers?: readonly ResponseHeader[];
  /** Error codes beyond those every /api/v1 route can return. */
  readonly errors?: readonly ErrorCode[];
  /** A request the route accepts: checked by docs.test.ts against the running app. */
  readonly example?: { readonly body?: unknown; readonly query?: Readonly<Record<string, string>> };
  /** Named request bodies shown in /docs (OpenAPI `examples`), each accepted by the route (openapi.test.ts). */
  readonly bodyExamples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
}

const BODY_ERRORS: readonly ErrorCode[] = [40001, 40002, 41301, 41501];
const LABEL_ERRORS: readonly ErrorCode[] = [...BODY_ERRORS, 40003, 40004, 40401, 42201];
const exampleRecipe = {
  name: 'Shortbread',
  servingSizeGrams: 40,
  ingredients: [
    { name: 'Butter', weightGrams: 100, nutrients: { energy_kcal: 717, total_fat: 81, protein: 0.9 } },
  ],
};

/** A drink with most listed nutrients at zero: the simplified format of FDA 101.9(f) applies. */
const exampleDrink = {
  name: 'Lemonade',
  servingSizeGrams: 240,
  ingredients: [
    {
      name: 'Lemonade',
      weightGrams: 480,
      nutrients: {
        energy_kcal: 17,
        total_fat: 0,
        sodium: 4,
        total_carbohydrate: 4.2,
        total_sugars: 4,
        protein: 0,
      },
    },
  ],
};

/** One /label/render body per FDA display (api.md §12 `options.layout`). */
const LAYOUT_EXAMPLES = {
  vertical: { summary: 'FDA vertical panel, 101.9(d)', value: { recipe: exampleRecipe } },
  tabular: {
    summary: 'FDA tabular display, 101.9(j)(13)(ii)(A)(1)',
    value: { recipe: exampleRecipe, options: { layout: 'tabular' } },
  },
  tabularDual: {
    summary: 'FDA tabular display of two columns (per serving, per container), 101.9(e)(6)(ii)',
    value: { recipe: exampleRecipe, options: { layout: 'tabular', columns: 'dual' } },
  },
  linear: {
    summary: 'FDA linear display, 101.9(j)(13)(ii)(A)(2)',
    value: { recipe: exampleRecipe, options: { layout: 'linear' } },
  },
  simplified: {
    summary: 'FDA simplified format, 101.9(f) (8+ nutrients insignificant)',
    value: { recipe: exampleDrink, options: { layout: 'simplified' } },
  },
  voluntary: {
    summary: 'Only the voluntary rows named (api.md §12)',
    value: { recipe: exampleRecipe, options: { voluntary: ['vitamin_c'] } },
  },
} as const;

/** A batch item: the label envelope, or the error envelope of that recipe alone. */
const BatchItemSchema = v.union([v.object({ code: v.literal(0), data: LabelDataSchema }), ErrorBodySchema]);

/** Every route of the app, keyed "METHOD /path" in Hono's path syntax. */
export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'GET /healthz': { summary: 'Liveness check', tag: 'health', data: LivenessSchema },
  'GET /readyz': {
    summary: 'Readiness check (store reachable)',
    tag: 'health',
    data: ReadinessSchema,
    errors: [50301],
  },
  'GET /openapi.json': {
    summary: 'This OpenAPI document',
    description: 'The document itself (OpenAPI 3.1), not wrapped in the success envelope.',
    tag: 'meta',
    produces: 'document',
  },
  'GET /metrics': {
    summary: 'Prometheus metrics',
    description:
      'The Prometheus text format (docs/operations.md). Present only when METRICS_TOKEN is set; send it as Authorization: Bearer.',
    tag: 'operations',
    bearer: 'metricsToken',
    produces: 'metrics',
    errors: [40101, 40102],
  },
  'POST /admin/backup': {
    summary: 'Back up the embedded database',
    description:
      'A gzip-compressed SQL dump taken by the running server (docs/operations.md). Present only when ADMIN_TOKEN is set; send it as Authorization: Bearer. 42201 on PostgreSQL (use pg_dump).',
    tag: 'operations',
    bearer: 'adminToken',
    produces: 'backup',
    headers: ['Content-Disposition', 'X-Backup-Paused-Ms'],
    errors: [40101, 40102, 42201, 50301],
  },
  'GET /docs': { summary: 'Interactive API reference', tag: 'meta', produces: 'html' },
  'GET /docs/scalar.js': {
    summary: 'The script of the API reference page (served locally, no CDN)',
    tag: 'meta',
    produces: 'asset',
  },
  'GET /': {
    summary: 'The web app (recipe builder, live label, keys and webhooks)',
    tag: 'meta',
    produces: 'html',
  },
  'GET /app/:file': {
    summary: 'A static file of the web app',
    tag: 'meta',
    produces: 'asset',
    errors: [40401],
  },
  'GET /api/v1/regulations': {
    summary: 'List the label formats',
    description:
      'Each format this server produces: id, display name, aliases accepted in `regulation`, the columns it prints (`basis`) and the label options it takes (api.md §4). Needs no key.',
    tag: 'labels',
    public: true,
    data: v.array(RegulationInfoSchema),
  },
  'GET /api/v1/regulations/categories': {
    summary: 'List the product categories',
    description:
      'Every key `recipe.category` accepts: the FDA RACC keys (21 CFR 101.12(b)), then the Canadian `ca_` keys ' +
      '(Table of Reference Amounts), each with the wording of its row and the formats that read a row for it ' +
      '(api.md §3). Needs no key.',
    tag: 'labels',
    public: true,
    data: v.array(ProductCategorySchema),
  },
  'POST /api/v1/label': {
    summary: 'Generate a label',
    description:
      'A recipe (or saved recipe id) → the label of one regulation (api.md §4). `data` ends with `recipeName`, ' +
      '`metadata` (the request’s, else the saved recipe’s, else {}; api.md §15) and `provenance` (api.md §14). ' +
      '`?explain=1` adds to every row and column the exact amount, the rule, its citation and the step taken (api.md §14). ' +
      'Emits label.generated with the same `data`.',
    tag: 'labels',
    query: ExplainQuerySchema,
    body: LabelRequestBodySchema,
    bodyRequired: true,
    data: LabelDataSchema,
    errors: LABEL_ERRORS,
    example: { body: { recipe: exampleRecipe, regulation: 'fda' }, query: { explain: '1' } },
  },
  'POST /api/v1/label/export': {
    summary: 'Export labels as CSV',
    description: 'One recipe (the /label body) or many ({ recipes } / { recipeIds }) as CSV (api.md §10).',
    tag: 'labels',
    query: ExportQuerySchema,
    body: v.union([LabelRequestBodySchema, BatchExportSchema]),
    bodyRequired: true,
    produces: 'csv',
    headers: ['Content-Disposition'],
    errors: [...LABEL_ERRORS, 40005],
    example: { query: { format: 'csv' }, body: { recipe: exampleRecipe } },
  },
  'POST /api/v1/label/render': {
    summary: 'Render the printed label as SVG, HTML, PDF or PNG',
    description:
      'The /label body → a self-contained SVG document or HTML fragment laid out per regulation (api.md §11), or print-ready (api.md §12): a vector PDF at the real size (1 layout unit = 1 pt, fonts embedded) or a PNG (`scale` pixels per unit, default 2). PDF and PNG: not for China (no CJK glyphs in the embedded font). Emits no event.',
    tag: 'labels',
    query: RenderQuerySchema,
    body: LabelRequestBodySchema,
    bodyRequired: true,
    produces: 'render',
    errors: [...LABEL_ERRORS, 40005],
    example: { query: { format: 'svg' }, body: { recipe: exampleRecipe } },
    bodyExamples: LAYOUT_EXAMPLES,
  },
  'POST /api/v1/labels/batch': {
    summary: 'Generate many labels',
    description:
      'One envelope per recipe, in input order; counts one request per 10 recipes. `?explain=1` as on /label.',
    tag: 'labels',
    query: ExplainQuerySchema,
    body: LabelBatchSchema,
    bodyRequired: true,
    data: v.array(BatchItemSchema),
    errors: [...BODY_ERRORS, 40003],
    example: { body: { recipes: [exampleRecipe] } },
  },
  'GET /api/v1/units/convert': {
    summary: 'Convert an amount between units',
    tag: 'units',
    query: ConvertQuerySchema,
    data: ConversionSchema,
    errors: [40001, 40004, 42201],
    example: { query: { value: '2', from: 'cup', to: 'ml' } },
  },
  'GET /api/v1/recipes': {
    summary: 'List saved recipes',
    description: 'Newest first; the next page is announced in a Link rel="next" header (api.md §5).',
    tag: 'recipes',
    query: RecipeListQuerySchema,
    data: v.array(RecipeSummarySchema),
    headers: ['Link'],
    errors: [40001],
    example: { query: { limit: '10' } },
  },
  'POST /api/v1/recipes': {
    summary: 'Create (201) or update (200) a saved recipe',
    tag: 'recipes',
    body: SaveRecipeSchema,
    bodyRequired: true,
    status: 201,
    updates: true,
    data: RecipeMetaSchema,
    errors: LABEL_ERRORS,
    example: {
      body: { name: 'Shortbread', recipe: { servingSizeGrams: 40, ingredients: exampleRecipe.ingredients } },
    },
  },
  'GET /api/v1/recipes/:id': {
    summary: 'Get a saved recipe, or one of its kept versions',
    description: '`?version=N` returns the recipe as it was at version N (api.md §14).',
    tag: 'recipes',
    query: RecipeVersionQuerySchema,
    data: SavedRecipeSchema,
    errors: [40001, 40401],
  },
  'GET /api/v1/recipes/:id/versions': {
    summary: 'List the kept versions of a saved recipe',
    description:
      'Newest first: { version, name, regulation, updatedAt }. A recipe keeps its newest 1,000 versions (api.md §14).',
    tag: 'recipes',
    data: v.array(RecipeVersionSchema),
    errors: [40401],
  },
  'GET /api/v1/recipes/:id/label/diff': {
    summary: 'What changed on the label between two versions',
    description:
      'Rows, %s, claims, allergens, ingredient statement and front-of-pack items that changed, each { path, from, to }, ' +
      'both versions labelled in one regulation (the one asked for, else that of `to`; api.md §14).',
    tag: 'recipes',
    query: RecipeDiffQuerySchema,
    data: LabelDiffSchema,
    errors: [40001, 40003, 40004, 40401, 42201],
  },
  'DELETE /api/v1/recipes/:id': {
    summary: 'Delete a saved recipe',
    tag: 'recipes',
    data: DeletedSchema,
    errors: [40401],
  },
  'POST /api/v1/recipes/:id/label': {
    summary: 'Label a saved recipe',
    description: '`?version=N` labels a kept version; `?explain=1` as on /label (api.md §14).',
    tag: 'recipes',
    query: RecipeLabelQuerySchema,
    body: RecipeLabelBodySchema,
    data: LabelDataSchema,
    errors: LABEL_ERRORS,
  },
  'GET /api/v1/ingredients/search': {
    summary: 'Search ingredients',
    description:
      'The account’s own ingredients, the golden set and the USDA database: { local, golden, usda } (api.md §6).',
    tag: 'ingredients',
    query: SearchQuerySchema,
    data: FoodSearchSchema,
    errors: [40001],
    example: { query: { q: 'butter' } },
  },
  'GET /api/v1/ingredients': {
    summary: 'List the account’s custom ingredients',
    description:
      'Newest first (by creation; an update does not move one); `?limit=` 1..100 (default 100) and `?cursor=`, ' +
      'the next page announced in a Link rel="next" header (api.md §6).',
    tag: 'ingredients',
    query: IngredientListQuerySchema,
    data: v.array(FoodSchema),
    headers: ['Link'],
    errors: [40001],
    example: { query: { limit: '10' } },
  },
  'POST /api/v1/ingredients': {
    summary: 'Create a custom ingredient',
    tag: 'ingredients',
    body: CreateIngredientSchema,
    bodyRequired: true,
    status: 201,
    data: FoodSchema,
    errors: [...BODY_ERRORS, 42201],
    example: { body: { name: 'House granola', nutrients: { energy_kcal: 450, total_fat: 18 } } },
  },
  'GET /api/v1/ingredients/:id': {
    summary: 'Get an ingredient',
    tag: 'ingredients',
    data: FoodSchema,
    errors: [40401],
  },
  'PUT /api/v1/ingredients/:id': {
    summary: 'Replace a custom ingredient',
    description:
      'Name, nutrients, portions and allergens are replaced (absent lists become empty), validated as on create; ' +
      'the id stays, so saved recipes that use it label with the new values (api.md §6).',
    tag: 'ingredients',
    body: CreateIngredientSchema,
    bodyRequired: true,
    data: FoodSchema,
    errors: [...BODY_ERRORS, 40401, 42201],
  },
  'DELETE /api/v1/ingredients/:id': {
    summary: 'Delete a custom ingredient',
    tag: 'ingredients',
    data: DeletedSchema,
    errors: [40401],
  },
  'POST /api/v1/webhooks/configure': {
    summary: 'Create or update a webhook',
    description: 'The same URL again updates that webhook. The secret is never returned (api.md §9).',
    tag: 'webhooks',
    body: ConfigureWebhookSchema,
    bodyRequired: true,
    status: 201,
    updates: true,
    data: WebhookSchema,
    errors: BODY_ERRORS,
    example: {
      body: {
        url: 'https://example.com/hooks/labels',
        events: ['label.generated'],
        secret: 'a-long-enough-secret',
      },
    },
  },
  'GET /api/v1/webhooks': { summary: 'List webhooks', tag: 'webhooks', data: v.array(WebhookSchema) },
  'DELETE /api/v1/webhooks/:id': {
    summary: 'Delete a webhook',
    tag: 'webhooks',
    data: DeletedSchema,
    errors: [40401],
  },
  'GET /api/v1/webhooks/:id/deliveries': {
    summary: 'Latest delivery attempts of a webhook',
    tag: 'webhooks',
    query: DeliveriesQuerySchema,
    data: v.array(DeliverySchema),
    errors: [40001, 40401],
  },
  'GET /api/v1/keys': {
    summary: 'List the account’s API keys (prefixes only)',
    tag: 'keys',
    data: v.array(ApiKeySchema),
  },
  'POST /api/v1/keys': {
    summary: 'Create an API key',
    description:
      'The plaintext key is in this response only; it is never shown again. An Idempotency-Key is refused (40001) so that no replay copy of the key is stored.',
    tag: 'keys',
    body: CreateKeySchema,
    status: 201,
    data: CreatedApiKeySchema,
    errors: [40001, 40002, 41501],
    example: { body: {} },
  },
  'DELETE /api/v1/keys/:id': {
    summary: 'Revoke an API key',
    description: 'The last active key of an account cannot be revoked (42201).',
    tag: 'keys',
    data: RevokedKeySchema,
    errors: [40401, 42201],
  },
};
