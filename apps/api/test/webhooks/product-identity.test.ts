/**
 * api.md §15 as an ERP uses it: every label response and event says which product it is about
 * (`recipeName`, the caller's `metadata`), and the event's `data` is delivered byte for byte as the
 * response's `data` was serialised, on the memory store and on PGlite (where payloads are SQL text).
 */
import { createMemoryStore } from '@nutrilabel/store';
import { afterEach, describe, expect, test } from 'vitest';
import { json, simpleRecipe } from '../helpers';
import { type Cleanups, deliveringApp, runCleanups, testStores } from '../support/delivering-app';
import type { ReceivedRequest } from './receiver';

const cleanups: Cleanups = [];
afterEach(() => runCleanups(cleanups));

/** The raw text of `data` in an envelope `{"code":0,"data":…}`. */
function rawResponseData(text: string): string {
  const head = '{"code":0,"data":';
  expect(text.startsWith(head)).toBe(true);
  return text.slice(head.length, -1);
}

/** The raw text of `data` in a delivered body `{"id":…,"type":…,"createdAt":…,"data":…}`. */
function rawEventData(request: ReceivedRequest): string {
  const at = request.body.indexOf(',"data":');
  expect(at).toBeGreaterThan(0);
  return request.body.slice(at + ',"data":'.length, -1);
}

interface EventBody {
  readonly type: string;
  readonly data: { recipeName: string; recipeId?: string; metadata: Record<string, string> };
}

const stores = testStores(cleanups);

describe.each(stores)('events an ERP can match to its products (%s)', (_name, open) => {
  test('each event carries recipeName and metadata, and its data is the response data byte for byte', async () => {
    const { call, receiver } = await deliveringApp(await open(), cleanups);
    // Integer-like keys, non-ASCII and escapes: any re-serialisation would show.
    const oatMetadata = { sku: 'OAT-1', '10': 'ten', '2': 'two', lot: 'L-ü\u2028"q"' };
    const inline = await call('/api/v1/label', {
      body: { recipe: simpleRecipe('Oat bar'), metadata: oatMetadata },
    });
    expect(inline.status).toBe(200);
    const inlineText = await inline.text();
    const inlineData = JSON.parse(inlineText).data as EventBody['data'];
    expect(inlineData.recipeName).toBe('Oat bar');
    expect(inlineData.metadata).toEqual(oatMetadata);
    expect(Object.keys(inlineData).slice(-3)).toEqual(['recipeName', 'metadata', 'provenance']);

    const created = await call('/api/v1/recipes', {
      body: { name: 'Cookies', recipe: simpleRecipe('Cookies'), metadata: { sku: 'CK-7', batch: 'B12' } },
    });
    expect(created.status).toBe(201);
    const saved = (await json<{ data: { id: string; metadata: Record<string, string> } }>(created)).data;
    expect(saved.metadata).toEqual({ sku: 'CK-7', batch: 'B12' });
    const fromSaved = await call(`/api/v1/recipes/${saved.id}/label`, { method: 'POST' });
    const fromSavedText = await fromSaved.text();
    // An update without metadata keeps the saved keys, and its event carries them.
    const updated = await call('/api/v1/recipes', {
      body: { id: saved.id, name: 'Cookies (less sugar)', recipe: simpleRecipe('Cookies') },
    });
    expect(updated.status).toBe(200);
    const noMetadata = await call('/api/v1/label', { body: { recipe: simpleRecipe('Plain') } });
    const noMetadataText = await noMetadata.text();

    await receiver.waitFor(4);
    const bySku = new Map<string, ReceivedRequest[]>();
    for (const request of receiver.requests) {
      const body = JSON.parse(request.body) as EventBody;
      const sku = body.data.metadata.sku ?? '(none)';
      bySku.set(sku, [...(bySku.get(sku) ?? []), request]);
    }
    expect([...bySku.keys()].sort()).toEqual(['(none)', 'CK-7', 'OAT-1']);

    const [oat] = bySku.get('OAT-1') ?? [];
    expect(rawEventData(oat!)).toBe(rawResponseData(inlineText));

    const cookieEvents = (bySku.get('CK-7') ?? []).map((r) => ({ r, body: JSON.parse(r.body) as EventBody }));
    const generated = cookieEvents.find((e) => e.body.type === 'label.generated');
    const update = cookieEvents.find((e) => e.body.type === 'label.updated');
    expect(rawEventData(generated!.r)).toBe(rawResponseData(fromSavedText));
    expect(generated?.body.data).toMatchObject({ recipeId: saved.id, recipeName: 'Cookies' });
    expect(update?.body.data).toMatchObject({
      recipeId: saved.id,
      recipeName: 'Cookies (less sugar)',
      metadata: { sku: 'CK-7', batch: 'B12' },
    });

    const [plain] = bySku.get('(none)') ?? [];
    expect(rawEventData(plain!)).toBe(rawResponseData(noMetadataText));
    expect((JSON.parse(plain!.body) as EventBody).data).toMatchObject({ recipeName: 'Plain', metadata: {} });
  });
});

describe('bad metadata', () => {
  test('is 40001 naming each bad key, and nothing is saved or sent', async () => {
    const { call, store, account, receiver } = await deliveringApp(createMemoryStore(), cleanups);
    const cases: [unknown, string[]][] = [
      [{ sku: 5, ok: 'x', ['k'.repeat(41)]: 'v' }, ['metadata.sku', `metadata.${'k'.repeat(41)}`]],
      [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])), ['metadata']],
      [{ note: 'x'.repeat(501) }, ['metadata.note']],
      [['sku'], ['metadata']],
      [JSON.parse('{"__proto__":"x","constructor":"y"}'), ['metadata.__proto__', 'metadata.constructor']],
    ];
    for (const [metadata, paths] of cases) {
      for (const [route, body] of [
        ['/api/v1/label', { recipe: simpleRecipe(), metadata }],
        ['/api/v1/recipes', { name: 'Bad', recipe: simpleRecipe(), metadata }],
      ] as const) {
        const response = await call(route, { body });
        expect(response.status, route).toBe(400);
        const error = await json<{ code: number; details: { path: string }[] }>(response);
        expect(error.code).toBe(40001);
        expect(error.details.map((d) => d.path).sort()).toEqual([...paths].sort());
      }
    }
    expect((await store.recipes.list(account.id)).items).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.requests).toEqual([]);
  });
});
