import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, test } from 'vitest';
import { createMetrics } from '../../src/metrics/metrics';
import { openApiDocument } from '../../src/openapi/document';
import { OPERATIONS } from '../../src/openapi/operations';
import { json, makeApp } from '../helpers';

type Operation = OpenAPIV3_1.OperationObject & { responses: Record<string, OpenAPIV3_1.ResponseObject> };

// With both operator tokens, so that the operator routes exist and are described too.
const { app, call } = await makeApp({
  metrics: createMetrics({ processMetrics: false }),
  metricsToken: 'metrics-token-0123456789',
  adminToken: 'admin-token-0123456789',
});
const response = await call('/openapi.json', { key: null });
const doc = (await response.json()) as OpenAPIV3_1.Document;
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operation = (method: string, path: string) =>
  doc.paths?.[toOpenApiPath(path)]?.[method.toLowerCase() as 'get'] as Operation | undefined;
/** Every real route: method and path, without middleware and HEAD. */
const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

describe('GET /openapi.json', () => {
  test('is what openApiDocument builds (the document the conformance hook validates against)', async () => {
    expect(doc).toEqual(await openApiDocument(app, 'http://localhost'));
  });

  test('is public JSON', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  test('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const copy = structuredClone(doc);
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeDefined();
    expect(doc.openapi).toBe('3.1.0');
  });

  test('lists every route of app.routes, each described (no "Undocumented route")', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const [method = '', path = ''] = route.split(' ');
      const op = operation(method, path);
      expect(op, route).toBeDefined();
      expect(op?.summary, route).not.toBe('Undocumented route');
    }
  });

  test('describes no route that does not exist', () => {
    for (const key of Object.keys(OPERATIONS)) expect(routes, key).toContain(key);
  });

  test('names the groups the issue asks for', () => {
    for (const route of [
      'POST /api/v1/label',
      'POST /api/v1/label/export',
      'POST /api/v1/label/render',
      'GET /api/v1/units/convert',
      'POST /api/v1/recipes',
      'GET /api/v1/ingredients/search',
      'POST /api/v1/webhooks/configure',
      'GET /api/v1/keys',
      'GET /healthz',
      'GET /readyz',
    ]) {
      expect(routes).toContain(route);
    }
  });

  test('declares the x-api-key scheme globally; health, docs and the web app are public', () => {
    expect(doc.components?.securitySchemes?.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(doc.security).toEqual([{ apiKey: [] }]);
    for (const path of [
      '/healthz',
      '/readyz',
      '/openapi.json',
      '/docs',
      '/',
      '/api/v1/regulations',
      '/api/v1/regulations/categories',
    ])
      expect(operation('GET', path)?.security).toEqual([]);
    expect(operation('POST', '/api/v1/label')?.security).toBeUndefined();
    expect(operation('GET', '/metrics')?.security).toEqual([{ metricsToken: [] }]);
    expect(operation('POST', '/admin/backup')?.security).toEqual([{ adminToken: [] }]);
    expect(doc.components?.securitySchemes?.adminToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('every /api/v1 operation documents 401 and 429 with the error envelope', () => {
    const error = doc.components?.schemas?.Error as OpenAPIV3_1.SchemaObject;
    expect(error.required).toEqual(['code', 'message']);
    // GET /api/v1/regulations(/categories) is public: no key, no rate limit.
    const open = ['GET /api/v1/regulations', 'GET /api/v1/regulations/categories'];
    for (const route of routes.filter((r) => r.includes(' /api/v1/') && !open.includes(r))) {
      const [method = '', path = ''] = route.split(' ');
      const responses = operation(method, path)?.responses ?? {};
      for (const [status, code] of [
        ['401', 40101],
        ['429', 42901],
      ] as const) {
        expect(responses[status]?.content?.['application/json']?.schema, `${route} ${status}`).toMatchObject({
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { properties: { code: { enum: expect.arrayContaining([code]) } } },
          ],
        });
        expect(Object.keys(responses[status]?.headers ?? {}), `${route} ${status}`).toContain('x-request-id');
      }
      expect(Object.keys(responses['429']?.headers ?? {}), route).toContain('Retry-After');
    }
    expect(operation('POST', '/api/v1/label/render')?.responses['400']?.description).toContain('40005');
  });

  test('request bodies and query parameters come from the valibot schemas the routes validate with', () => {
    const label = operation('POST', '/api/v1/label')?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = label.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.properties?.recipe).toEqual({ $ref: '#/components/schemas/Recipe' });
    expect(schema.oneOf).toEqual([{ required: ['recipe'] }, { required: ['recipeId'] }]);
    const recipe = doc.components?.schemas?.Recipe as OpenAPIV3_1.SchemaObject;
    // RecipeSchema: 1..500 ingredients, servingSizeGrams in (0, 100000].
    expect(recipe.properties?.ingredients).toMatchObject({ maxItems: 500, minItems: 1 });
    expect(recipe.properties?.servingSizeGrams).toMatchObject({ exclusiveMinimum: 0, maximum: 100000 });
    const format = operation('POST', '/api/v1/label/render')?.parameters?.find(
      (p) => 'name' in p && p.name === 'format',
    );
    expect(format).toMatchObject({
      in: 'query',
      required: true,
      // Any case, as the route takes it (query-parameters-admit.test.ts).
      schema: { type: 'string', pattern: '^(?:[Ss][Vv][Gg]|[Hh][Tt][Mm][Ll]|[Pp][Dd][Ff]|[Pp][Nn][Gg])$' },
    });
    const scale = operation('POST', '/api/v1/label/render')?.parameters?.find(
      (p) => 'name' in p && p.name === 'scale',
    );
    expect(scale).toMatchObject({ in: 'query', required: false });
    const render = operation('POST', '/api/v1/label/render')?.responses['200']?.content ?? {};
    expect(Object.keys(render).sort()).toEqual([
      'application/pdf',
      'image/png',
      'image/svg+xml',
      'text/html',
    ]);
  });

  test('path parameters are declared', () => {
    const params = operation('DELETE', '/api/v1/keys/:id')?.parameters ?? [];
    expect(params).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });
});

describe('documented examples are accepted by the routes (docs cannot drift from the code)', () => {
  const examples = Object.entries(OPERATIONS).filter(([, op]) => op.example);
  test.each(examples)('%s', async (route, op) => {
    const [method = '', path = ''] = route.split(' ');
    const query = op.example?.query ? `?${new URLSearchParams(op.example.query)}` : '';
    const res = await call(`${path}${query}`, {
      method,
      ...(op.example?.body === undefined ? {} : { body: op.example.body }),
    });
    const body = res.headers.get('content-type')?.includes('json')
      ? await json<{ code: number }>(res)
      : { code: 0 };
    expect([res.status, body.code]).not.toContainEqual(40001);
    expect(res.status, JSON.stringify(body)).toBeLessThan(400);
  });
});

describe('the named request examples of /docs are accepted too', () => {
  const named = Object.entries(OPERATIONS).flatMap(([route, op]) =>
    Object.entries(op.bodyExamples ?? {}).map(
      ([name, example]) => [`${route} (${name})`, route, op, example] as const,
    ),
  );
  test.each(named)('%s', async (_, route, op, example) => {
    const [method = '', path = ''] = route.split(' ');
    const query = op.example?.query ? `?${new URLSearchParams(op.example.query)}` : '';
    const res = await call(`${path}${query}`, { method, body: example.value });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  test('the tabular example of two columns draws per serving beside per container (101.9(e)(6)(ii))', async () => {
    const example = OPERATIONS['POST /api/v1/label/render']?.bodyExamples?.tabularDual;
    expect(example).toBeDefined();
    const res = await call('/api/v1/label/render?format=svg', { body: example!.value });
    expect(res.status).toBe(200);
    const svg = await res.text();
    // Shortbread: 100 g of butter in 40 g servings → 2.5 servings; 40 g: 286.8 → 290; 100 g: 717 → 720 (c)(1).
    for (const text of ['Per serving', 'Per container', '290', '720']) expect(svg).toContain(text);
  });
});

test('GET /docs serves the interactive reference pointing at /openapi.json, without a key', async () => {
  const res = await call('/docs', { key: null });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(await res.text()).toContain('/openapi.json');
});

test('the security the document declares is what the server does: no key → 40101 exactly where a key is required', async () => {
  // A fresh app: the failed-authentication limiter would answer 42901 after many keyless calls.
  const fresh = await makeApp({
    metrics: createMetrics({ processMetrics: false }),
    metricsToken: 'metrics-token-0123456789',
    adminToken: 'admin-token-0123456789',
  });
  const answers: string[] = [];
  for (const route of routes) {
    const [method = '', path = ''] = route.split(' ');
    const declaredPublic = operation(method, path)?.security?.length === 0;
    const res = await fresh.call(path.replace(/:\w+/g, 'x_1'), {
      method,
      key: null,
      ...(method === 'POST' ? { body: {} } : {}),
    });
    const code = res.headers.get('content-type')?.includes('json')
      ? (await json<{ code: number }>(res)).code
      : 0;
    // 42901: the failed-authentication limiter answers before authentication once a client failed often.
    const refused = code === 40101 || code === 42901;
    expect(refused, `${route} answered ${res.status} ${code}`).toBe(!declaredPublic);
    answers.push(`${code}`);
  }
  expect(answers).toContain('40101');
});
