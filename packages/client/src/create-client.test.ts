import { describe, expect, test } from 'vitest';
import { NutrilabelApiError } from './api-error';
import { createClient } from './create-client';
import type { ClientOptions } from './transport';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fake fetch answering from a script of responses, recording every request. */
function fakeFetch(script: (() => Response)[]) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    const next = script[Math.min(sent.length - 1, script.length - 1)];
    if (!next) throw new Error('empty script');
    return next();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const envelope =
  (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify({ code: 0, data }), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
const failure =
  (status: number, body: object, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
const tooMany = (retryAfter?: string) =>
  failure(
    429,
    { code: 42901, message: 'Rate limit exceeded.' },
    retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  );

function clientWith(script: (() => Response)[], options: Partial<ClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(script);
  const slept: number[] = [];
  const client = createClient({
    apiKey: 'nlk_test',
    baseUrl: 'https://labels.example.com/',
    fetch,
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...options,
  });
  return { client, sent, slept };
}

const recipe = {
  name: 'Toast',
  servingSizeGrams: 30,
  ingredients: [{ name: 'Bread', weightGrams: 30, nutrients: { energy_kcal: 265 } }],
};

describe('retries', () => {
  test('429 with Retry-After: 2 waits 2,000 ms, then the envelope data comes through', async () => {
    const { client, sent, slept } = clientWith([tooMany('2'), envelope({ warnings: ['ok'] })]);
    const data = await client.label({ recipe });
    expect(data).toEqual({ warnings: ['ok'] });
    expect(slept).toEqual([2000]);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe(sent[0]?.body);
  });

  test('gives up after maxAttempts and throws the last 429 as a typed error', async () => {
    const { client, sent, slept } = clientWith([tooMany('1')], { maxAttempts: 4 });
    const error = await client.label({ recipe }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NutrilabelApiError);
    expect(error).toMatchObject({ status: 429, code: 42901, retryAfterSeconds: 1 });
    expect(sent).toHaveLength(4);
    expect(slept).toEqual([1000, 1000, 1000]);
  });

  test('503 without Retry-After backs off 1 s, 2 s (doubling) within the default 3 attempts', async () => {
    const unavailable = failure(503, { code: 50301, message: 'The database is unavailable.' });
    const { client, slept } = clientWith([unavailable, unavailable, unavailable]);
    await expect(client.units.convert({ value: '1', from: 'cup', to: 'ml' })).rejects.toMatchObject({
      code: 50301,
    });
    expect(slept).toEqual([1000, 2000]);
  });

  test('an HTTP-date Retry-After is measured against the clock', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const { client, slept } = clientWith([tooMany('Thu, 01 Jan 2026 00:00:05 GMT'), envelope([])], {
      now: () => now,
    });
    await client.webhooks.list();
    expect(slept).toEqual([5000]);
  });

  test('a Retry-After beyond maxRetryDelayMs fails at once instead of sleeping', async () => {
    const { client, sent, slept } = clientWith([tooMany('120')], { maxRetryDelayMs: 30_000 });
    await expect(client.webhooks.list()).rejects.toMatchObject({ code: 42901, retryAfterSeconds: 120 });
    expect(sent).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  test('other errors are not retried', async () => {
    const { client, sent } = clientWith([failure(404, { code: 40401, message: 'No such recipe.' })]);
    await expect(client.recipes.get('rec_x')).rejects.toMatchObject({ status: 404, code: 40401 });
    expect(sent).toHaveLength(1);
  });
});

describe('errors', () => {
  test('a validation error carries code, message and every detail', async () => {
    const details = [
      { path: 'recipe.ingredients.0.weightGrams', message: 'weightGrams (or amount and unit) is required' },
      { path: 'recipe.servingSizeGrams', message: 'Invalid type' },
    ];
    const { client } = clientWith([
      failure(400, { code: 40001, message: 'The request is invalid.', details }, { 'x-request-id': 'req_1' }),
    ]);
    const error = (await client.label({ recipe }).catch((e: unknown) => e)) as NutrilabelApiError;
    expect(error).toBeInstanceOf(NutrilabelApiError);
    expect(error.name).toBe('NutrilabelApiError');
    expect(error.status).toBe(400);
    expect(error.code).toBe(40001);
    expect(error.message).toBe('The request is invalid.');
    expect(error.details).toEqual(details);
    expect(error.requestId).toBe('req_1');
  });

  test('a body that is no envelope (a proxy page) gives code null and the status', async () => {
    const { client } = clientWith([() => new Response('<html>Bad Gateway</html>', { status: 502 })]);
    await expect(client.webhooks.list()).rejects.toMatchObject({ status: 502, code: null });
  });
});

describe('requests', () => {
  test('label sends the key, JSON and the body to /api/v1/label', async () => {
    const { client, sent } = clientWith([envelope({})]);
    await client.label({ recipe, regulation: 'eu' });
    expect(sent[0]).toMatchObject({
      url: 'https://labels.example.com/api/v1/label',
      method: 'POST',
      headers: { 'x-api-key': 'nlk_test', 'content-type': 'application/json' },
    });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ recipe, regulation: 'eu' });
  });

  test('search and convert put their arguments in the query; ids are encoded in paths', async () => {
    const { client, sent } = clientWith([envelope({ local: [], golden: [], usda: [] })]);
    await client.ingredients.search('brown sugar', { limit: '5' });
    await client.units.convert({ value: '2', from: 'cup', to: 'g', foodId: 'golden:flour' });
    await client.webhooks.deliveries('wh_1/..', { limit: '3' });
    expect(sent.map((s) => s.url)).toEqual([
      'https://labels.example.com/api/v1/ingredients/search?q=brown+sugar&limit=5',
      'https://labels.example.com/api/v1/units/convert?value=2&from=cup&to=g&foodId=golden%3Aflour',
      'https://labels.example.com/api/v1/webhooks/wh_1%2F../deliveries?limit=3',
    ]);
  });

  test('recipes.list reads the next cursor from Link; listAll follows it', async () => {
    const first = envelope([{ id: 'rec_a' }], 200, {
      link: '</api/v1/recipes?cursor=abc%3D&limit=1>; rel="next"',
    });
    const { client, sent } = clientWith([first, envelope([{ id: 'rec_b' }])]);
    const ids: string[] = [];
    for await (const summary of client.recipes.listAll()) ids.push(summary.id);
    expect(ids).toEqual(['rec_a', 'rec_b']);
    expect(sent[1]?.url).toBe('https://labels.example.com/api/v1/recipes?cursor=abc%3D');
  });

  test('recipes.save sends one Idempotency-Key, the same on every retry', async () => {
    const { client, sent } = clientWith([tooMany('1'), envelope({ id: 'rec_1', version: 1 })]);
    const meta = await client.recipes.save({ name: 'Toast', recipe });
    expect(meta).toEqual({ id: 'rec_1', version: 1 });
    const keys = sent.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('exportCsv returns the CSV text of a batch', async () => {
    const csv = 'Recipe,Nutrient,Value,Unit,%DV\r\nToast,Calories,80,kcal,-\r\n';
    const { client, sent } = clientWith([
      () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ]);
    expect(await client.exportCsv({ recipes: [recipe] })).toBe(csv);
    expect(sent[0]?.url).toBe('https://labels.example.com/api/v1/label/export?format=csv');
  });
});
