/**
 * The OpenAPI 3.1 document of the app (api.md §11). The path list comes from the app itself
 * (hono-openapi walks `app.routes`), request bodies and query parameters from the valibot
 * schemas the routes validate with (./operations), so a new route or a changed schema shows up
 * without editing this file; a test fails for any route the table does not describe.
 *
 * @module
 */
import type { Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import type * as v from 'valibot';
import type { AppEnv } from '../deps';
import { ERROR_STATUS, type ErrorCode } from '../http/errors';
import { ERROR_MEANING, OPERATIONS, type OperationDoc, type Produces } from './operations';

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
