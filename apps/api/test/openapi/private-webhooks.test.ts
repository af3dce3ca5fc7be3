/**
 * The served document says what this server accepts: under `WEBHOOK_ALLOW_PRIVATE=1` the configure
 * route takes `http://` receivers, so the body's `url` pattern does too (api.md §9, §11). Found by an
 * outside check: a document-driven tester (schemathesis' negative-data check, Prism's proxy) saw a
 * request the document called invalid answered 201.
 */
import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { json, makeApp } from '../helpers';

type Doc = {
  paths: Record<
    string,
    {
      post?: {
        requestBody: { content: Record<string, { schema: { properties: { url: { pattern: string } } } }> };
      };
    }
  >;
};

const urlPattern = async (call: Awaited<ReturnType<typeof makeApp>>['call']) => {
  const doc = await json<Doc>(await call('/openapi.json', { key: null }));
  const body = doc.paths['/api/v1/webhooks/configure']?.post?.requestBody;
  return new RegExp(body?.content['application/json']?.schema.properties.url.pattern ?? '(?!)');
};

const configure = { url: 'http://127.0.0.1:9/hook', events: ['label.generated'], secret: 'x'.repeat(16) };

describe('POST /webhooks/configure: the url pattern of the served document', () => {
  test('a server that takes private receivers documents http:// and answers 201 to it', async () => {
    const store = createMemoryStore();
    const { call } = await makeApp({ store, events: new OutboxEventSink(store, { allowPrivate: true }) });
    const pattern = await urlPattern(call);
    expect(pattern.test(configure.url)).toBe(true);
    expect(pattern.test('https://hooks.example/x')).toBe(true);
    expect(pattern.test('ftp://hooks.example/x')).toBe(false);
    const created = await call('/api/v1/webhooks/configure', { body: configure });
    expect(created.status, await created.clone().text()).toBe(201);
  });

  test('any other server documents https:// only and refuses http:// (400 naming url)', async () => {
    const store = createMemoryStore();
    const { call } = await makeApp({ store, events: new OutboxEventSink(store) });
    const pattern = await urlPattern(call);
    expect(pattern.test(configure.url)).toBe(false);
    expect(pattern.test('https://hooks.example/x')).toBe(true);
    const refused = await call('/api/v1/webhooks/configure', { body: configure });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 40001, details: [{ path: 'url' }] });
  });
});
