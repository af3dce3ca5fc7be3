/**
 * GET /openapi.json and GET /docs (api.md §11). The path list comes from the app itself
 * (hono-openapi walks `app.routes`), request bodies and query parameters from the valibot
 * schemas the routes validate with, so a new route or a changed schema shows up without
 * editing this file; the table below adds summaries, tags and error codes, and a test fails
 * for any route it does not describe.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  LabelRequestSchema,
  MetadataSchema,
  NutrientMapSchema,
  RecipeIdSchema,
  RecipeSchema,
} from '@nutrilabel/core';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import type { AppEnv } from '../deps';
import { ERROR_STATUS, type ErrorCode } from '../http/errors';
import { BatchExportSchema, LabelBatchSchema } from './batch';
import { CreateKeySchema } from './keys';
import { RenderQuerySchema } from './render';

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

// The next schemas mirror route-local (unexported) schemas of routes/{recipes,ingredients,units,webhooks}.ts.
// docs.test.ts sends each documented example through the real route, so a drift makes it fail.
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const integerText = (max: number) => v.pipe(v.string(), v.regex(/^\d+$/), v.description(`integer 1..${max}`));
const SaveRecipeDoc = v.object({
  id: v.optional(RecipeIdSchema),
  name: text(200),
  regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
  recipe: v.object({ ...v.omit(RecipeSchema, ['name']).entries, name: v.optional(text(200)) }),
  metadata: v.optional(MetadataSchema),
});
const RecipeListQueryDoc = v.object({ limit: v.optional(integerText(1000)), cursor: v.optional(text(500)) });
const RecipeLabelDoc = v.optional(
  v.object({
    regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
    metadata: v.optional(MetadataSchema),
  }),
);
const versionText = v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.description('a version number 1, 2, …'));
const explainText = v.pipe(
  v.picklist(['1', 'true', '0', 'false']),
  v.description('1: add `explain` to every row and column (api.md §14)'),
);
const ExplainQueryDoc = v.object({ explain: v.optional(explainText) });
const RecipeVersionQueryDoc = v.object({ version: v.optional(versionText) });
const RecipeLabelQueryDoc = v.object({ version: v.optional(versionText), explain: v.optional(explainText) });
const RecipeDiffQueryDoc = v.object({
  from: v.optional(v.pipe(versionText, v.description('the older version (default: the one before `to`)'))),
  to: v.optional(v.pipe(versionText, v.description('the newer version (default: the current one)'))),
  regulation: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const SearchQueryDoc = v.object({ q: text(100), limit: v.optional(integerText(50)) });
const CreateIngredientDoc = v.object({
  name: text(200),
  nutrients: NutrientMapSchema,
  portions: v.optional(
    v.pipe(v.array(v.object({ name: text(100), grams: v.pipe(v.number(), v.gtValue(0)) })), v.maxLength(50)),
  ),
  allergens: v.optional(v.pipe(v.array(text(60)), v.maxLength(30))),
});
const ConvertQueryDoc = v.object({
  value: v.pipe(v.string(), v.description('a finite number')),
  from: text(40),
  to: text(40),
  foodId: v.optional(v.pipe(v.string(), v.maxLength(120))),
  density: v.optional(v.pipe(v.string(), v.description('g/ml, in (0, 5]'))),
});
const WebhookConfigureDoc = v.object({
  url: v.pipe(v.string(), v.maxLength(2048), v.description('https:// URL of the receiver')),
  events: v.pipe(v.array(v.picklist(['label.generated', 'label.updated'])), v.minLength(1), v.maxLength(20)),
  secret: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
});
const DeliveriesQueryDoc = v.object({ limit: v.optional(integerText(100)) });
const ExportQueryDoc = v.object({ format: v.picklist(['csv']) });

/** Media types of a successful response. */
type Produces = 'json' | 'csv' | 'render' | 'html' | 'asset' | 'metrics' | 'backup';

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
  readonly produces?: Produces;
  /** Error codes beyond those every /api/v1 route can return. */
  readonly errors?: readonly ErrorCode[];
  /** A request the route accepts: checked by docs.test.ts against the running app. */
  readonly example?: { readonly body?: unknown; readonly query?: Readonly<Record<string, string>> };
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

/** Every route of the app, keyed "METHOD /path" in Hono's path syntax. */
export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'GET /healthz': { summary: 'Liveness check', tag: 'health' },
  'GET /readyz': {
    summary: 'Readiness check (store reachable)',
    tag: 'health',
    errors: [50301],
  },
  'GET /openapi.json': { summary: 'This OpenAPI document', tag: 'meta' },
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
    errors: [40101, 40102, 42201],
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
  },
  'POST /api/v1/label': {
    summary: 'Generate a label',
    description:
      'A recipe (or saved recipe id) → the label of one regulation (api.md §4). `data` ends with `recipeName`, ' +
      '`metadata` (the request’s, else the saved recipe’s, else {}; api.md §15) and `provenance` (api.md §14). ' +
      '`?explain=1` adds to every row and column the exact amount, the rule, its citation and the step taken (api.md §14). ' +
      'Emits label.generated with the same `data`.',
    tag: 'labels',
    query: ExplainQueryDoc,
    body: LabelRequestSchema,
    bodyRequired: true,
    errors: LABEL_ERRORS,
    example: { body: { recipe: exampleRecipe, regulation: 'fda' }, query: { explain: '1' } },
  },
  'POST /api/v1/label/export': {
    summary: 'Export labels as CSV',
    description: 'One recipe (the /label body) or many ({ recipes } / { recipeIds }) as CSV (api.md §10).',
    tag: 'labels',
    query: ExportQueryDoc,
    body: v.union([LabelRequestSchema, BatchExportSchema]),
    bodyRequired: true,
    produces: 'csv',
    errors: [...LABEL_ERRORS, 40005],
    example: { query: { format: 'csv' }, body: { recipe: exampleRecipe } },
  },
  'POST /api/v1/label/render': {
    summary: 'Render the printed label as SVG, HTML, PDF or PNG',
    description:
      'The /label body → a self-contained SVG document or HTML fragment laid out per regulation (api.md §11), or print-ready (api.md §12): a vector PDF at the real size (1 layout unit = 1 pt, fonts embedded) or a PNG (`scale` pixels per unit, default 2). PDF and PNG: FDA, CFIA and EU. Emits no event.',
    tag: 'labels',
    query: RenderQuerySchema,
    body: LabelRequestSchema,
    bodyRequired: true,
    produces: 'render',
    errors: [...LABEL_ERRORS, 40005],
    example: { query: { format: 'svg' }, body: { recipe: exampleRecipe } },
  },
  'POST /api/v1/labels/batch': {
    summary: 'Generate many labels',
    description:
      'One envelope per recipe, in input order; counts one request per 10 recipes. `?explain=1` as on /label.',
    tag: 'labels',
    query: ExplainQueryDoc,
    body: LabelBatchSchema,
    bodyRequired: true,
    errors: [...BODY_ERRORS, 40003],
    example: { body: { recipes: [exampleRecipe] } },
  },
  'GET /api/v1/units/convert': {
    summary: 'Convert an amount between units',
    tag: 'units',
    query: ConvertQueryDoc,
    errors: [40001, 40004, 40401],
    example: { query: { value: '2', from: 'cup', to: 'ml' } },
  },
  'GET /api/v1/recipes': {
    summary: 'List saved recipes',
    description: 'Newest first; the next page is announced in a Link rel="next" header (api.md §5).',
    tag: 'recipes',
    query: RecipeListQueryDoc,
    errors: [40001],
    example: { query: { limit: '10' } },
  },
  'POST /api/v1/recipes': {
    summary: 'Create (201) or update (200) a saved recipe',
    tag: 'recipes',
    body: SaveRecipeDoc,
    bodyRequired: true,
    status: 201,
    errors: [...BODY_ERRORS, 40401, 40901],
    example: {
      body: { name: 'Shortbread', recipe: { servingSizeGrams: 40, ingredients: exampleRecipe.ingredients } },
    },
  },
  'GET /api/v1/recipes/:id': {
    summary: 'Get a saved recipe, or one of its kept versions',
    description: '`?version=N` returns the recipe as it was at version N (api.md §14).',
    tag: 'recipes',
    query: RecipeVersionQueryDoc,
    errors: [40001, 40401],
  },
  'GET /api/v1/recipes/:id/versions': {
    summary: 'List the kept versions of a saved recipe',
    description:
      'Newest first: { version, name, regulation, updatedAt }. A recipe keeps its newest 1,000 versions (api.md §14).',
    tag: 'recipes',
    errors: [40401],
  },
  'GET /api/v1/recipes/:id/label/diff': {
    summary: 'What changed on the label between two versions',
    description:
      'Rows, %s, claims, allergens, ingredient statement and front-of-pack items that changed, each { path, from, to }, ' +
      'both versions labelled in one regulation (the one asked for, else that of `to`; api.md §14).',
    tag: 'recipes',
    query: RecipeDiffQueryDoc,
    errors: [40001, 40003, 40004, 40401, 42201],
  },
  'DELETE /api/v1/recipes/:id': { summary: 'Delete a saved recipe', tag: 'recipes', errors: [40401] },
  'POST /api/v1/recipes/:id/label': {
    summary: 'Label a saved recipe',
    description: '`?version=N` labels a kept version; `?explain=1` as on /label (api.md §14).',
    tag: 'recipes',
    query: RecipeLabelQueryDoc,
    body: RecipeLabelDoc,
    errors: [...LABEL_ERRORS],
  },
  'GET /api/v1/ingredients/search': {
    summary: 'Search ingredients',
    description:
      'The account’s own ingredients, the golden set and the USDA database: { local, golden, usda } (api.md §6).',
    tag: 'ingredients',
    query: SearchQueryDoc,
    errors: [40001],
    example: { query: { q: 'butter' } },
  },
  'POST /api/v1/ingredients': {
    summary: 'Create a custom ingredient',
    tag: 'ingredients',
    body: CreateIngredientDoc,
    bodyRequired: true,
    status: 201,
    errors: [...BODY_ERRORS, 40901],
    example: { body: { name: 'House granola', nutrients: { energy_kcal: 450, total_fat: 18 } } },
  },
  'GET /api/v1/ingredients/:id': { summary: 'Get an ingredient', tag: 'ingredients', errors: [40401] },
  'DELETE /api/v1/ingredients/:id': {
    summary: 'Delete a custom ingredient',
    tag: 'ingredients',
    errors: [40401],
  },
  'POST /api/v1/webhooks/configure': {
    summary: 'Create or update a webhook',
    description: 'The same URL again updates that webhook. The secret is never returned (api.md §9).',
    tag: 'webhooks',
    body: WebhookConfigureDoc,
    bodyRequired: true,
    status: 201,
    errors: [...BODY_ERRORS, 40901],
    example: {
      body: {
        url: 'https://example.com/hooks/labels',
        events: ['label.generated'],
        secret: 'a-long-enough-secret',
      },
    },
  },
  'GET /api/v1/webhooks': { summary: 'List webhooks', tag: 'webhooks' },
  'DELETE /api/v1/webhooks/:id': { summary: 'Delete a webhook', tag: 'webhooks', errors: [40401] },
  'GET /api/v1/webhooks/:id/deliveries': {
    summary: 'Latest delivery attempts of a webhook',
    tag: 'webhooks',
    query: DeliveriesQueryDoc,
    errors: [40001, 40401],
  },
  'GET /api/v1/keys': { summary: 'List the account’s API keys (prefixes only)', tag: 'keys' },
  'POST /api/v1/keys': {
    summary: 'Create an API key',
    description:
      'The plaintext key is in this response only; it is never shown again. An Idempotency-Key is refused (40001) so that no replay copy of the key is stored.',
    tag: 'keys',
    body: CreateKeySchema,
    status: 201,
    errors: [40001, 40002, 41501],
    example: { body: {} },
  },
  'DELETE /api/v1/keys/:id': {
    summary: 'Revoke an API key',
    description: 'The last active key of an account cannot be revoked (42201).',
    tag: 'keys',
    errors: [40401, 42201],
  },
};

/** Errors every authenticated route can return. */
const V1_ERRORS: readonly ErrorCode[] = [40101, 40102, 42901, 50001, 50301];

const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'labels', description: 'Labels: generate, export, render, batch' },
  { name: 'recipes', description: 'Saved recipes' },
  { name: 'ingredients', description: 'Ingredient search and custom ingredients' },
  { name: 'units', description: 'Unit conversion' },
  { name: 'webhooks', description: 'Webhooks and their deliveries' },
  { name: 'keys', description: 'API keys of the account' },
  { name: 'health', description: 'Health checks (no key needed)' },
  { name: 'meta', description: 'This document, the reference and the web app (no key needed)' },
  { name: 'operations', description: 'Operator routes, each behind its own bearer token, absent without it' },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const COMPONENTS: OpenAPIV3_1.ComponentsObject = {
  securitySchemes: {
    apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
    adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
  },
  schemas: {
    FieldIssue: {
      type: 'object',
      required: ['path', 'message'],
      properties: {
        path: { type: 'string', examples: ['recipe.ingredients.2.weightGrams'] },
        message: { type: 'string' },
      },
    },
    Error: {
      type: 'object',
      description: 'The error envelope of api.md §1.',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', enum: Object.keys(ERROR_STATUS).map(Number) },
        message: { type: 'string', description: 'One human sentence.' },
        details: { type: 'array', items: ref('FieldIssue'), maxItems: 100 },
        detailsOmitted: {
          type: 'integer',
          minimum: 1,
          description:
            'Problems found beyond the 100 listed (a lower bound once validation stopped, at 1,000).',
        },
      },
    },
    Success: {
      type: 'object',
      description: 'The success envelope of api.md §1.',
      required: ['code', 'data'],
      properties: { code: { type: 'integer', const: 0 }, data: {} },
    },
  },
  headers: {
    'x-request-id': {
      description: 'The request id (echoed when the client sent a sane one).',
      schema: { type: 'string' },
    },
    'RateLimit-Limit': { description: 'Requests allowed per 60 s window.', schema: { type: 'integer' } },
    'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
    'RateLimit-Reset': {
      description: 'Seconds until the window frees a request.',
      schema: { type: 'integer' },
    },
  },
};

async function openApiSchema(schema: v.GenericSchema): Promise<OpenAPIV3_1.SchemaObject> {
  return (await resolver(schema).toOpenAPISchema()).schema;
}

function successContent(produces: Produces): OpenAPIV3_1.ResponseObject['content'] {
  switch (produces) {
    case 'json':
      return { 'application/json': { schema: ref('Success') } };
    case 'csv':
      return { 'text/csv': { schema: { type: 'string' } } };
    case 'render':
      return {
        'image/svg+xml': {
          schema: { type: 'string', description: 'format=svg: a self-contained SVG document' },
        },
        'text/html': {
          schema: { type: 'string', description: 'format=html: an HTML fragment with inline styles' },
        },
        'application/pdf': {
          schema: { type: 'string', format: 'binary', description: 'format=pdf: one page of the label size' },
        },
        'image/png': { schema: { type: 'string', format: 'binary', description: 'format=png' } },
      };
    case 'html':
      return { 'text/html': { schema: { type: 'string' } } };
    case 'metrics':
      return { 'text/plain': { schema: { type: 'string', description: 'Prometheus text format 0.0.4' } } };
    case 'backup':
      return { 'application/gzip': { schema: { type: 'string', format: 'binary' } } };
    case 'asset':
      return {
        'text/javascript': { schema: { type: 'string' } },
        'text/css': { schema: { type: 'string' } },
      };
  }
}

function responses(doc: OperationDoc, authenticated: boolean): Record<string, object> {
  const headers: Record<string, OpenAPIV3_1.ReferenceObject> = authenticated
    ? {
        'x-request-id': { $ref: '#/components/headers/x-request-id' },
        'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
        'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
        'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
      }
    : { 'x-request-id': { $ref: '#/components/headers/x-request-id' } };
  const out: Record<string, object> = {
    [String(doc.status ?? 200)]: {
      description: doc.summary,
      headers,
      content: successContent(doc.produces ?? 'json'),
    },
  };
  if (doc.status === 201 && doc.tag !== 'keys')
    out['200'] = { description: 'Updated', headers, content: successContent('json') };
  const codes = [
    ...new Set<ErrorCode>([...(doc.errors ?? []), ...(authenticated ? V1_ERRORS : ([50001] as const))]),
  ].sort((a, b) => a - b);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: list.map((c) => `${c}: ${ERROR_MEANING[c]}`).join('; '),
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return out;
}

async function queryParameters(doc: OperationDoc): Promise<object[]> {
  if (!doc.query) return [];
  const out: object[] = [];
  for (const [name, entry] of Object.entries(doc.query.entries)) {
    const optional = entry.type === 'optional';
    out.push({ name, in: 'query', required: !optional, schema: await openApiSchema(entry) });
  }
  return out;
}

/** "/api/v1/recipes/{id}" → "/api/v1/recipes/:id". */
const honoPath = (openApiPath: string): string => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The OpenAPI 3.1 document of an app: every route of `app.routes`, described by {@link OPERATIONS}.
 *
 * @example const doc = await openApiDocument(app); Object.keys(doc.paths) // ['/healthz', …]
 */
export async function openApiDocument(app: Hono<AppEnv>): Promise<OpenAPIV3_1.Document> {
  const generated = (await generateSpecs(app, {
    includeEmptyPaths: true,
    excludeStaticFile: false,
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'nutrilabel API',
        version: '1.0.0',
        description:
          'Nutrition labels (FDA, CFIA, EU, China), saved recipes, ingredient search, webhooks. Send your key in x-api-key on every /api/v1 route. Errors use one envelope: { code, message, details? }.',
      },
      tags: TAGS,
      components: COMPONENTS,
      security: [{ apiKey: [] }],
    },
  })) as OpenAPIV3_1.Document;
  // Built loosely and typed once at the end: openapi-types' 3.1 operation types mix in 3.0 ones.
  const paths: Record<string, Record<string, object>> = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    if (!item) continue;
    const next: Record<string, object> = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // Only /api/v1 sits behind the authenticate middleware (app.ts).
      const doc = OPERATIONS[`${method.toUpperCase()} ${honoPath(path)}`];
      const authenticated = path.startsWith('/api/v1/') && doc?.public !== true;
      if (!doc) {
        next[method] = {
          ...operation,
          summary: 'Undocumented route',
          ...(authenticated ? {} : { security: [] }),
          responses: operation.responses ?? {},
        };
        continue;
      }
      const parameters = [...(operation.parameters ?? []), ...(await queryParameters(doc))];
      next[method] = {
        ...operation,
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: [doc.tag],
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(doc.body
          ? {
              requestBody: {
                required: doc.bodyRequired ?? false,
                content: { 'application/json': { schema: await openApiSchema(doc.body) } },
              },
            }
          : {}),
        ...(doc.bearer ? { security: [{ [doc.bearer]: [] }] } : authenticated ? {} : { security: [] }),
        responses: responses(doc, authenticated),
      };
    }
    paths[path] = next;
  }
  return { ...generated, paths } as OpenAPIV3_1.Document;
}

/**
 * The docs routes: GET /openapi.json and GET /docs (Scalar). `app` is the whole API, read
 * lazily on the first request so that every route is mounted by then.
 */
export function docsRoutes(app: () => Hono<AppEnv>) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', async (c) => {
    document ??= openApiDocument(app()).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return c.json(await document);
  });
  let script: Promise<string> | undefined;
  // The reference UI is served from our own dependency: /docs works offline and loads nothing from a CDN.
  routes.get('/docs/scalar.js', async (c) => {
    script ??= readFile(scalarScriptPath(), 'utf8');
    return c.body(await script, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  routes.get(
    '/docs',
    Scalar({ url: '/openapi.json', pageTitle: 'nutrilabel API reference', cdn: '/docs/scalar.js' }),
  );
  return routes;
}

/** The standalone browser build of @scalar/api-reference. */
function scalarScriptPath(): string {
  // The package exports no file path for it: resolve the main entry (dist/index.js) and step beside it.
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(main), 'browser/standalone.js');
}
