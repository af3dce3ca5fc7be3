/**
 * The `x-request-id` request header is never refused (api.md §1: echoed when sane, else a new id), so
 * the document's parameter schema must admit every value the server takes. Found by an outside check:
 * the parameter said `maxLength: 128`, so a document-driven tester (schemathesis' negative-data check)
 * sent a longer one and saw it accepted.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { expect, test } from 'vitest';
import { json, makeApp } from '../helpers';

const { call } = await makeApp();
const doc = await json<{ components: { parameters: Record<string, { schema: object }> } }>(
  await call('/openapi.json', { key: null }),
);
const admits = new Ajv2020({ strict: false }).compile(
  doc.components.parameters['x-request-id']?.schema ?? false,
);

test.each([
  ['a sane id', 'order-42', 'order-42'],
  ['200 characters', 'r'.repeat(200), null],
  ['spaces and markup', 'a b <c>', null],
])('x-request-id %s: the server answers 200 and the document admits it', async (_, sent, echoed) => {
  const response = await call('/api/v1/regulations', { key: null, headers: { 'x-request-id': sent } });
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id');
  if (echoed === null) expect(id).toMatch(/^req_[0-9a-f]{32}$/);
  else expect(id).toBe(echoed);
  expect(admits(sent)).toBe(true);
});
