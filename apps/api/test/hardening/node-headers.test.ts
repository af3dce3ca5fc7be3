/**
 * The headers every response carries, read off the wire of the real Node listener, where middleware
 * headers go on Node's response (src/http/response-header.ts) and hot routes answer with a plain header
 * object (`jsonText`): `x-request-id` on every answer, errors included; `RateLimit-*` on authenticated
 * answers; the JSON charset on every JSON body (api.md §1, §8); a route's own header kept.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadFoodDatabase } from '@nutrilabel/foods';
import { createMemoryStore, withReadCache } from '@nutrilabel/store';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';
import { simpleRecipe } from '../helpers';

let port: number;
let key: string;
let recipeId: string;
let close = () => {};

beforeAll(async () => {
  const store = withReadCache(createMemoryStore());
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  recipeId = (
    await store.recipes.create(account.id, { name: 'Shortbread', regulation: 'fda', recipe: simpleRecipe() })
  ).id;
  const app = createApp({
    store,
    foods: loadFoodDatabase(),
    rateLimiter: createPlanRateLimiter(createMemoryWindowStore()),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** One request on the raw listener: status, headers as Node parsed them off the wire, body. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const REQUEST_ID = /^req_[0-9a-f]{32}$/;

describe('response headers on the Node listener', () => {
  test('a cached recipe, read twice: request id, rate limit and JSON charset each time, one of each', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await send('GET', `/api/v1/recipes/${recipeId}`, { 'x-api-key': key });
      expect(reply.status).toBe(200);
      expect(reply.headers['x-request-id']).toMatch(REQUEST_ID);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['ratelimit-limit']).toBe('300');
      expect(Number(reply.headers['ratelimit-remaining'])).toBe(299 - i);
      expect(reply.headers['ratelimit-reset']).toMatch(/^\d+$/);
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
      expect(JSON.parse(reply.body).data.id).toBe(recipeId);
    }
  });

  test('a search answered from kept bytes: the whole JSON on the wire, its length, its type', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await send('GET', '/api/v1/ingredients/search?q=cheddar', { 'x-api-key': key });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
      const { code, data } = JSON.parse(reply.body);
      expect(code).toBe(0);
      expect(data.local).toEqual([]);
      expect(data.usda.length + data.golden.length).toBeGreaterThan(0);
    }
  });

  test("POST /label, the client's sane request id echoed; an insane one replaced", async () => {
    const body = JSON.stringify({ recipe: simpleRecipe() });
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const sane = await send('POST', '/api/v1/label', { ...headers, 'x-request-id': 'client-42' }, body);
    expect(sane.status).toBe(200);
    expect(sane.headers['x-request-id']).toBe('client-42');
    expect(sane.headers['content-type']).toBe('application/json; charset=utf-8');
    const insane = await send('POST', '/api/v1/label', { ...headers, 'x-request-id': 'a b' }, body);
    expect(insane.headers['x-request-id']).toMatch(REQUEST_ID);
  });

  test('errors carry the request id too: no key (401), unknown route (404), wrong method (405), bad input (400)', async () => {
    const unauthenticated = await send('GET', '/api/v1/recipes', {});
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(unauthenticated.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(unauthenticated.headers['ratelimit-limit']).toBeUndefined();

    const missing = await send('GET', '/api/v1/nothing-here', { 'x-api-key': key });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(REQUEST_ID);
    // Answered after the key check: counted like any other authenticated request.
    expect(missing.headers['ratelimit-remaining']).toMatch(/^\d+$/);

    const wrongMethod = await send('PATCH', '/api/v1/recipes', { 'x-api-key': key });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD, POST');
    expect(wrongMethod.headers['x-request-id']).toMatch(REQUEST_ID);

    const invalid = await send(
      'POST',
      '/api/v1/label',
      { 'x-api-key': key, 'content-type': 'application/json' },
      '{"recipe":{}}',
    );
    expect(invalid.status).toBe(400);
    expect(invalid.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(invalid.headers['ratelimit-remaining']).toMatch(/^\d+$/);
    expect(JSON.parse(invalid.body).code).toBe(40001);
  });

  test("a route's own headers stay (the list's Link, a CSV's type); each header is sent once", async () => {
    await send(
      'POST',
      '/api/v1/recipes',
      { 'x-api-key': key, 'content-type': 'application/json' },
      JSON.stringify({ name: 'Second', recipe: simpleRecipe() }),
    );
    const list = await send('GET', '/api/v1/recipes?limit=1', { 'x-api-key': key });
    expect(list.status).toBe(200);
    expect(list.headers.link).toMatch(/^<\/api\/v1\/recipes\?limit=1&cursor=[^>]+>; rel="next"$/);
    expect(list.headers['x-request-id']).toMatch(REQUEST_ID);

    const csv = await send(
      'POST',
      '/api/v1/label/export?format=csv',
      { 'x-api-key': key, 'content-type': 'application/json' },
      JSON.stringify({ recipe: simpleRecipe() }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-request-id']).toMatch(REQUEST_ID);
    // Node joins a repeated header with ", ": one value means the header was written once.
    expect(csv.headers['x-request-id']).not.toContain(',');
  });
});
