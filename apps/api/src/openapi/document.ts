/**
 * The OpenAPI 3.1 document of the app (api.md §11). The path list comes from the app itself
 * (hono-openapi walks `app.routes`); request bodies, query parameters and success payloads are
 * converted from the valibot schemas the routes parse with and answer with (./operations,
 * src/schemas); errors and headers follow from where each route sits behind which middleware.
 * A test fails for any route the table does not describe, and every response the HTTP tests
 * receive is validated against this document.
 *
 * @module
 */
import { RecipeSchema } from '@nutrilabel/core';
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../deps';
import { ERROR_STATUS, type ErrorCode } from '../http/errors';
import { ErrorBodySchema } from '../schemas/errors';
import { FoodSchema } from '../schemas/ingredients';
import { LabelDataSchema } from '../schemas/label-data';
import { PRIVATE_WEBHOOK_URL_PATTERN, WEBHOOK_URL_PATTERN } from '../schemas/webhooks';
import { jsonSchemas } from './json-schema';
import { ERROR_MEANING, OPERATIONS, type OperationDoc, type Produces } from './operations';

type Json = Record<string, unknown>;

/** The shared schemas, named in `components.schemas`. */
const schemas = jsonSchemas(
  { Recipe: RecipeSchema },
  { Error: ErrorBodySchema, LabelData: LabelDataSchema, Food: FoodSchema },
);

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

const integer = { type: 'integer', minimum: 0 };
const text = { type: 'string' };

/** Every response header the API sends beyond the HTTP representation headers. */
const HEADERS: Record<string, Json> = {
  'x-request-id': {
    description: 'The request id (the client’s when it sent a sane one: 1–128 of A–Z a–z 0–9 . _ : -).',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  },
  'RateLimit-Limit': { description: 'Requests allowed per 60 s window.', schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the window frees a request.', schema: integer },
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  Link: {
    description: 'The next page: `</api/v1/recipes?cursor=…>; rel="next"` (absent on the last page).',
    schema: { type: 'string', pattern: '^<[^>]+>; rel="next"$' },
  },
  'Content-Disposition': {
    description: 'attachment; filename="…" (and filename*=UTF-8\'\'… for a non-ASCII name; RFC 6266).',
    required: true,
    schema: { type: 'string', pattern: '^attachment; filename="' },
  },
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  Allow: { description: 'The methods this path has.', required: true, schema: text },
  'WWW-Authenticate': { description: 'Bearer challenge of the operator routes.', schema: text },
  'X-Backup-Paused-Ms': { description: 'How long the backup held the database, in ms.', schema: integer },
  'Content-Security-Policy': { description: 'What the page or document may load.', schema: text },
  'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string', enum: ['nosniff'] } },
  'Referrer-Policy': { description: 'no-referrer', schema: text },
};
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Shared parameters. */
const PARAMETERS: Record<string, Json> = {
  'Idempotency-Key': {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5).',
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
  },
  'x-request-id': {
    name: 'x-request-id',
    in: 'header',
    required: false,
    // Any value is taken (one that is not sane is replaced by a new id, never refused), so the schema
    // bounds nothing: a document-driven tester must not expect a long one to be refused.
    description:
      'Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused.',
    schema: { type: 'string' },
  },
};
const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Errors every route can answer: the query limits of api.md §8 and the unexpected. */
const ALL_ERRORS: readonly ErrorCode[] = [40001, 50001];
/** Errors every /api/v1 route can answer (authentication, body limit, rate limit, store). */
const V1_ERRORS: readonly ErrorCode[] = [40101, 40102, 41301, 42901, 50301];

const SECURITY_HEADERS = ['Content-Security-Policy', 'X-Content-Type-Options'] as const;
const PAGE_HEADERS = [...SECURITY_HEADERS, 'Referrer-Policy'] as const;

function successContent(doc: OperationDoc, produces: Produces): Json {
  const string = (description?: string) => ({
    schema: { type: 'string', ...(description ? { description } : {}) },
  });
  switch (produces) {
    case 'json':
      return {
        'application/json': {
          schema: {
            type: 'object',
            description: 'The success envelope of api.md §1.',
            required: ['code', 'data'],
            properties: { code: { const: 0 }, data: doc.data ? schemas.answer(doc.data) : {} },
            additionalProperties: false,
          },
        },
      };
    case 'document':
      return {
        'application/json': {
          schema: {
            type: 'object',
            description: 'An OpenAPI 3.1 document',
            required: ['openapi', 'info', 'paths'],
            properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
          },
        },
      };
    case 'csv':
      return { 'text/csv': string('RFC 4180, a header row, then one row per nutrient (api.md §10)') };
    case 'render':
      return {
        'image/svg+xml': string('format=svg: a self-contained SVG document'),
        'text/html': string('format=html: an HTML fragment with inline styles'),
        'application/pdf': {
          schema: {
            type: 'string',
            contentMediaType: 'application/pdf',
            description: 'format=pdf: one vector page of the label size',
          },
        },
        'image/png': {
          schema: {
            type: 'string',
            contentMediaType: 'image/png',
            description: 'format=png: `scale` pixels per layout unit',
          },
        },
      };
    case 'html':
      return { 'text/html': string() };
    case 'metrics':
      return { 'text/plain': string('Prometheus text format 0.0.4') };
    case 'backup':
      return { 'application/gzip': { schema: { type: 'string', contentMediaType: 'application/gzip' } } };
    case 'asset':
      return {
        'text/html': string(),
        'text/javascript': string(),
        'text/css': string(),
        'image/svg+xml': string(),
      };
  }
}

/** Headers of a success response. */
function successHeaders(doc: OperationDoc, v1: boolean, method: string): Json {
  const names: string[] = ['x-request-id'];
  if (v1) names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  if (v1 && method === 'post') names.push('Idempotent-Replayed');
  names.push(...(doc.headers ?? []));
  if (doc.produces === 'render') names.push(...SECURITY_HEADERS);
  if (doc.produces === 'html' || doc.produces === 'asset') names.push(...PAGE_HEADERS);
  return Object.fromEntries(names.map((name) => [name, header(name)]));
}

/** `v1`: behind /api/v1's middleware (key, body limit, rate limit, idempotency). */
function responses(doc: OperationDoc, path: string, method: string, v1: boolean): Json {
  const headers = successHeaders(doc, v1, method);
  const produces = doc.produces ?? 'json';
  const out: Json = {
    [String(doc.status ?? 200)]: {
      description: doc.status === 201 ? 'Created' : 'OK',
      headers,
      content: successContent(doc, produces),
    },
  };
  if (doc.updates) out['200'] = { description: 'Updated', headers, content: successContent(doc, produces) };
  const codes = new Set<ErrorCode>([...(doc.errors ?? []), ...ALL_ERRORS, ...(v1 ? V1_ERRORS : [])]);
  if (v1 && method === 'post') codes.add(40901);
  if (path.includes('{')) codes.add(40401);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes].sort((a, b) => a - b)) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const names = ['x-request-id'];
    if (v1) names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
    if (status === 429 || status === 503) names.push('Retry-After');
    // Answers below 500 are kept for an Idempotency-Key and replayed like a success.
    if (v1 && method === 'post' && status < 500) names.push('Idempotent-Replayed');
    if (status === 401 && doc.bearer) names.push('WWW-Authenticate');
    out[String(status)] = {
      description: list.map((c) => `${c}: ${ERROR_MEANING[c]}`).join('; '),
      headers: Object.fromEntries(names.map((name) => [name, header(name)])),
      content: { 'application/json': { schema: errorSchema(list) } },
    };
  }
  return out;
}

const errorSchema = (codes: readonly ErrorCode[]) => ({
  allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: codes } } }],
});

function queryParameters(doc: OperationDoc): Json[] {
  if (!doc.query) return [];
  return Object.entries(doc.query.entries).map(([name, entry]) => ({
    name,
    in: 'query',
    required: entry.type !== 'optional',
    schema: schemas.request(
      entry.type === 'optional' ? (entry as unknown as { wrapped: typeof entry }).wrapped : entry,
    ),
  }));
}

/** "/api/v1/recipes/{id}" → "/api/v1/recipes/:id". */
const honoPath = (openApiPath: string): string => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** What of the server's configuration the document describes. */
export interface DocumentOptions {
  /** `WEBHOOK_ALLOW_PRIVATE=1`: webhook receivers may be `http://` (and private). */
  readonly webhookAllowPrivate?: boolean;
}

/**
 * The OpenAPI 3.1 document of an app: every route of `app.routes`, described by {@link OPERATIONS}.
 *
 * @param origin - the server's origin as the client reached it (the document's `servers`)
 * @param options - what of the server's configuration it describes (`DocumentOptions`)
 * @example const doc = await openApiDocument(app, 'http://localhost:3000'); Object.keys(doc.paths) // ['/healthz', …]
 */
export async function openApiDocument(
  app: Hono<AppEnv>,
  origin: string,
  options: DocumentOptions = {},
): Promise<OpenAPIV3_1.Document> {
  const generated = (await generateSpecs(app, {
    includeEmptyPaths: true,
    excludeStaticFile: false,
    documentation: { openapi: '3.1.0', info: { title: '', version: '' } },
  })) as OpenAPIV3_1.Document;
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    if (!item) continue;
    const next: Record<string, Json> = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${honoPath(path)}`;
      const doc = OPERATIONS[key];
      if (!doc) throw new Error(`${key} has no entry in OPERATIONS (src/openapi/operations.ts).`);
      // Only /api/v1 sits behind the authenticate middleware (app.ts); a public route is registered before it.
      const v1 = path.startsWith('/api/v1/') && doc.public !== true;
      const pathParameters = (operation.parameters ?? []).map((p) => ({
        ...p,
        schema: { type: 'string', maxLength: 200 },
      }));
      const parameters = [
        ...pathParameters,
        ...queryParameters(doc),
        ...(v1 && method === 'post' ? [parameter('Idempotency-Key')] : []),
        parameter('x-request-id'),
      ];
      next[method] = {
        operationId: operationId(method, path),
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: [doc.tag],
        parameters,
        ...(doc.body
          ? {
              requestBody: {
                required: doc.bodyRequired ?? false,
                content: {
                  'application/json': {
                    schema: schemas.request(doc.body),
                    ...(doc.bodyExamples === undefined ? {} : { examples: doc.bodyExamples }),
                  },
                },
              },
            }
          : {}),
        ...(doc.bearer ? { security: [{ [doc.bearer]: [] }] } : v1 ? {} : { security: [] }),
        responses: responses(doc, path, method, v1),
      };
    }
    paths[path] = next;
  }
  if (options.webhookAllowPrivate) takeHttpWebhookUrls(paths);
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'nutrilabel API',
      version: '1.0.0',
      summary: 'Nutrition labels (FDA, CFIA, EU, China), saved recipes, ingredient search, webhooks.',
      description:
        'Send your key in x-api-key on every /api/v1 route. Success: { code: 0, data }. Errors use one envelope: ' +
        '{ code, message, details? } (api.md §1). Every response carries x-request-id. A known path asked with a ' +
        'method it does not have answers 405 (40501) with Allow (components.responses.MethodNotAllowed); an unknown ' +
        'path 404 (40401).',
      license: { name: 'MIT', identifier: 'MIT' },
      contact: { name: 'nutrilabel maintainers' },
    },
    servers: [{ url: origin, description: 'This server, as it answered this document' }],
    tags: TAGS,
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
      },
      schemas: schemas.components(),
      headers: HEADERS,
      parameters: PARAMETERS,
      // Under /api/v1 these are answered after the key check: counted, with their RateLimit-* headers.
      responses: {
        MethodNotAllowed: {
          description: `40501: ${ERROR_MEANING[40501]}`,
          headers: {
            'x-request-id': header('x-request-id'),
            Allow: header('Allow'),
            'RateLimit-Limit': header('RateLimit-Limit'),
            'RateLimit-Remaining': header('RateLimit-Remaining'),
            'RateLimit-Reset': header('RateLimit-Reset'),
          },
          content: { 'application/json': { schema: errorSchema([40501]) } },
        },
        NotFound: {
          description: `40401: ${ERROR_MEANING[40401]}`,
          headers: {
            'x-request-id': header('x-request-id'),
            'RateLimit-Limit': header('RateLimit-Limit'),
            'RateLimit-Remaining': header('RateLimit-Remaining'),
            'RateLimit-Reset': header('RateLimit-Reset'),
          },
          content: { 'application/json': { schema: errorSchema([40401]) } },
        },
      },
    },
  };
  return document as unknown as OpenAPIV3_1.Document;
}

/**
 * On a server run with `WEBHOOK_ALLOW_PRIVATE=1` the configure route takes `http://` receivers, so its
 * body's `url` pattern says so: a client or a tester reading the document (schemathesis'
 * negative-data check) must not see an accepted request the document calls invalid.
 */
function takeHttpWebhookUrls(paths: Record<string, Record<string, Json>>): void {
  const operation = paths['/api/v1/webhooks/configure']?.post as
    | { requestBody?: { content: Record<string, { schema: Json }> } }
    | undefined;
  const media = operation?.requestBody?.content['application/json'];
  if (!media) return;
  // A copy: the generated body schema may be shared with the documents of other servers.
  const schema = structuredClone(media.schema) as { properties?: { url?: { pattern?: string } } };
  if (schema.properties?.url?.pattern !== WEBHOOK_URL_PATTERN) {
    throw new Error('POST /webhooks/configure: the url pattern is not where takeHttpWebhookUrls looks.');
  }
  schema.properties.url.pattern = PRIVATE_WEBHOOK_URL_PATTERN;
  media.schema = schema as Json;
}

/** "post /api/v1/recipes/{id}/label" → "postRecipesIdLabel". */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
  return method + (words.length === 0 ? 'Root' : words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(''));
}
