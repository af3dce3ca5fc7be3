/**
 * A query value the route takes, the document admits, and one the route refuses (400), the document
 * refuses: what a document-driven tester checks (schemathesis' positive-acceptance and negative-rejection
 * checks). Found by an outside check: `format=CSV` and `format=SVG` were answered 200 while the document
 * listed only lower-case names, and `value= 1` (spaces the route trims) while its pattern had none.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { json, makeApp } from '../helpers';

type Parameter = { name: string; in: string; schema: object };
type Doc = { paths: Record<string, Record<string, { parameters: Parameter[] }>> };

const { call } = await makeApp();
const doc = await json<Doc>(await call('/openapi.json', { key: null }));
const ajv = new Ajv2020({ strict: false });
const admits = (path: string, method: string, name: string, value: string) => {
  const parameter = doc.paths[path]?.[method]?.parameters.find((p) => p.in === 'query' && p.name === name);
  if (!parameter) throw new Error(`${method} ${path}: no query parameter ${name}`);
  return ajv.validate(parameter.schema, value);
};
const cookie = readFileSync(new URL('../../../../examples/cookie.json', import.meta.url), 'utf8');

describe.each([
  ['/api/v1/label/export', 'format', ['csv', 'CSV', 'Csv'], ['xml', 'csv ', '']],
  ['/api/v1/label/render', 'format', ['svg', 'SVG', 'Html'], ['gif', 'svgz']],
])('POST %s?%s=', (path, name, taken, refused) => {
  test.each(taken)('%s: answered 200, admitted by the document', async (value) => {
    const response = await call(`${path}?${name}=${encodeURIComponent(value)}`, { body: cookie });
    expect(response.status).toBe(200);
    expect(admits(path, 'post', name, value)).toBe(true);
  });
  test.each(refused)('%j: answered 400 (40005), refused by the document', async (value) => {
    const response = await call(`${path}?${name}=${encodeURIComponent(value)}`, { body: cookie });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 40005 });
    expect(admits(path, 'post', name, value)).toBe(false);
  });
});

describe('GET /api/v1/units/convert?value=', () => {
  test.each([' 1', '1 ', '\t2.5', '+3e2'])('%j: answered 200, admitted by the document', async (value) => {
    const response = await call(`/api/v1/units/convert?value=${encodeURIComponent(value)}&from=g&to=oz`);
    expect(response.status).toBe(200);
    expect(admits('/api/v1/units/convert', 'get', 'value', value)).toBe(true);
  });
  test.each(['1 2', '0x10', 'Infinity', ' ', 'one'])(
    '%j: answered 400, refused by the document',
    async (value) => {
      const response = await call(`/api/v1/units/convert?value=${encodeURIComponent(value)}&from=g&to=oz`);
      expect(response.status).toBe(400);
      expect(admits('/api/v1/units/convert', 'get', 'value', value)).toBe(false);
    },
  );
});
