import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { json, makeApp, simpleRecipe } from '../helpers';

const SECRET = 'whsec_0123456789abcdef';

/** An app whose webhook policy is the production one (https, public hosts only). */
async function strictApp() {
  const store = createMemoryStore();
  return makeApp({ store, events: new OutboxEventSink(store, { allowPrivate: false }) });
}

describe('POST /api/v1/webhooks/configure', () => {
  test('creates (201) without returning the secret, then the same URL updates (200, same id)', async () => {
    const { call, store, account } = await strictApp();
    const first = await call('/api/v1/webhooks/configure', {
      body: { url: 'https://erp.example.com/hooks', events: ['label.generated'], secret: SECRET },
    });
    expect(first.status).toBe(201);
    const created = await json<{ code: number; data: Record<string, unknown> }>(first);
    expect(created.code).toBe(0);
    expect(Object.keys(created.data).sort()).toEqual(['createdAt', 'events', 'id', 'url']);
    expect(created.data.id).toMatch(/^wh_/);
    expect(created.data.events).toEqual(['label.generated']);
    expect(JSON.stringify(created)).not.toContain(SECRET);

    const second = await call('/api/v1/webhooks/configure', {
      body: {
        url: 'https://erp.example.com/hooks',
        events: ['label.updated', 'label.generated', 'label.updated'],
        secret: 'another-secret-of-20c',
      },
    });
    expect(second.status).toBe(200);
    const updated = await json<{ data: Record<string, unknown> }>(second);
    expect(updated.data.id).toBe(created.data.id);
    expect([...(updated.data.events as string[])].sort()).toEqual(['label.generated', 'label.updated']);
    const stored = await store.webhooks.getWithSecret(account.id, String(created.data.id));
    expect(stored?.secret).toBe('another-secret-of-20c');
  });

  test('names every bad field at once (40001 with details)', async () => {
    const { call } = await strictApp();
    const response = await call('/api/v1/webhooks/configure', {
      body: { url: 'http://erp.example.com/hooks', events: [], secret: 'short' },
    });
    expect(response.status).toBe(400);
    const body = await json<{ code: number; details: { path: string; message: string }[] }>(response);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path).sort()).toEqual(['events', 'secret', 'url']);
    expect(body.details.find((d) => d.path === 'url')?.message).toBe('url must use https://');
    expect(JSON.stringify(body)).not.toContain('short');
  });

  test.each([
    [{ url: 'https://127.0.0.1/h', events: ['label.generated'], secret: SECRET }, 'url'],
    [{ url: 'https://[::ffff:10.0.0.1]/h', events: ['label.generated'], secret: SECRET }, 'url'],
    [{ url: 'https://169.254.169.254/latest', events: ['label.generated'], secret: SECRET }, 'url'],
    [{ url: 'https://metadata.google.internal/', events: ['label.generated'], secret: SECRET }, 'url'],
    [{ url: 'https://erp.example.com/h', events: ['label.deleted'], secret: SECRET }, 'events.0'],
    [{ url: 'https://erp.example.com/h', events: 'label.generated', secret: SECRET }, 'events'],
    [{ url: 'https://erp.example.com/h', events: ['label.generated'], secret: 'x'.repeat(257) }, 'secret'],
    [{ url: 'https://erp.example.com/h', events: ['label.generated'], secret: 'x'.repeat(15) }, 'secret'],
    [{ events: ['label.generated'], secret: SECRET }, 'url'],
  ])('rejects %j at %s', async (body, path) => {
    const { call } = await strictApp();
    const response = await call('/api/v1/webhooks/configure', { body });
    expect(response.status).toBe(400);
    const parsed = await json<{ code: number; details: { path: string }[] }>(response);
    expect(parsed.code).toBe(40001);
    expect(parsed.details.map((d) => d.path)).toEqual([path]);
  });

  test('secret lengths 16 and 256 are accepted', async () => {
    const { call } = await strictApp();
    for (const [i, secret] of ['s'.repeat(16), 's'.repeat(256)].entries()) {
      const response = await call('/api/v1/webhooks/configure', {
        body: { url: `https://erp.example.com/${i}`, events: ['label.updated'], secret },
      });
      expect(response.status).toBe(201);
    }
  });

  test('http:// and loopback are accepted when the server allows private addresses', async () => {
    const store = createMemoryStore();
    const { call } = await makeApp({ store, events: new OutboxEventSink(store, { allowPrivate: true }) });
    const response = await call('/api/v1/webhooks/configure', {
      body: { url: 'http://127.0.0.1:9999/hook', events: ['label.generated'], secret: SECRET },
    });
    expect(response.status).toBe(201);
  });

  test('without an outbox sink the strict policy applies', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/webhooks/configure', {
      body: { url: 'http://127.0.0.1:9999/hook', events: ['label.generated'], secret: SECRET },
    });
    expect(response.status).toBe(400);
  });
});

describe('list, delete, deliveries', () => {
  test('lists oldest first without secrets; delete removes; another account sees 404', async () => {
    const { call, store } = await strictApp();
    for (const path of ['a', 'b']) {
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt: ties order by random id
      await call('/api/v1/webhooks/configure', {
        body: { url: `https://erp.example.com/${path}`, events: ['label.generated'], secret: SECRET },
      });
    }
    const list = await json<{ data: { id: string; url: string }[] }>(await call('/api/v1/webhooks'));
    expect(list.data.map((w) => w.url)).toEqual(['https://erp.example.com/a', 'https://erp.example.com/b']);
    expect(JSON.stringify(list)).not.toContain(SECRET);
    const [first] = list.data;
    if (!first) throw new Error('no webhook');

    const other = await store.accounts.create({ plan: 'team' });
    const otherKey = (await store.apiKeys.create(other.id)).key;
    expect((await call(`/api/v1/webhooks/${first.id}`, { method: 'DELETE', key: otherKey })).status).toBe(
      404,
    );
    expect((await call(`/api/v1/webhooks/${first.id}/deliveries`, { key: otherKey })).status).toBe(404);

    const deleted = await call(`/api/v1/webhooks/${first.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ code: 0, data: { id: first.id, deleted: true } });
    expect((await call(`/api/v1/webhooks/${first.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = await json<{ data: unknown[] }>(await call('/api/v1/webhooks'));
    expect(after.data).toHaveLength(1);
  });

  test('deliveries show status, attempts and response codes, newest first', async () => {
    const { call, store, account } = await strictApp();
    const created = await json<{ data: { id: string } }>(
      await call('/api/v1/webhooks/configure', {
        body: { url: 'https://erp.example.com/hooks', events: ['label.generated'], secret: SECRET },
      }),
    );
    const event = await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 1 });
    const [delivery] = event.deliveries;
    if (!delivery) throw new Error('no delivery');
    await store.outbox.recordAttempt({
      accountId: account.id,
      deliveryId: delivery.id,
      ok: false,
      statusCode: 503,
      error: 'HTTP 503',
      durationMs: 12,
      retryAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const response = await call(`/api/v1/webhooks/${created.data.id}/deliveries`);
    expect(response.status).toBe(200);
    const body = await json<{ data: Record<string, unknown>[] }>(response);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: delivery.id,
      eventId: event.eventId,
      type: 'label.generated',
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      attemptLog: [{ attempt: 1, statusCode: 503, error: 'HTTP 503', durationMs: 12 }],
    });
    expect((await call(`/api/v1/webhooks/${created.data.id}/deliveries?limit=0`)).status).toBe(400);
  });

  test('unknown webhook ids are 404 and wrong methods are 405', async () => {
    const { call } = await strictApp();
    expect((await call('/api/v1/webhooks/wh_nope/deliveries')).status).toBe(404);
    const wrong = await call('/api/v1/webhooks/configure');
    expect(wrong.status).toBe(405);
    // Only the static route counts, though `configure` also fits DELETE /webhooks/:id.
    expect(wrong.headers.get('allow')).toBe('POST');
    const put = await call('/api/v1/webhooks', { method: 'PUT', body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('issue 15: webhook URLs and lost events', () => {
  test.each([
    'https://[::ffff:0:127.0.0.1]/',
    'https://[64:ff9b:1::7f00:1]/',
    'https://[::ffff:0:a00:1]/hook',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
  ])('an IPv6 form of a private address is refused: %s', async (url) => {
    const { call, store, account } = await strictApp();
    const response = await call('/api/v1/webhooks/configure', {
      body: { url, events: ['label.generated'], secret: SECRET },
    });
    expect(response.status).toBe(400);
    const body = await json<{ code: number; details: { path: string }[] }>(response);
    expect(body.code).toBe(40001);
    expect(body.details.map((d) => d.path)).toEqual(['url']);
    expect(await store.webhooks.list(account.id)).toEqual([]);
  });

  test('the URL is stored normalised, so spellings of one URL are one webhook', async () => {
    const { call } = await strictApp();
    const first = await json<{ data: { id: string; url: string } }>(
      await call('/api/v1/webhooks/configure', {
        body: { url: 'HTTPS://ERP.Example.COM:443/hooks', events: ['label.generated'], secret: SECRET },
      }),
    );
    expect(first.data.url).toBe('https://erp.example.com/hooks');
    const again = await call('/api/v1/webhooks/configure', {
      body: { url: 'https://erp.example.com/hooks', events: ['label.generated'], secret: SECRET },
    });
    expect(again.status).toBe(200);
    expect((await json<{ data: { id: string } }>(again)).data.id).toBe(first.data.id);
  });

  test('a label whose event cannot be recorded is not answered 200', async () => {
    const store = createMemoryStore();
    const events = new OutboxEventSink(store, { allowPrivate: false });
    events.emit = () => Promise.reject(new Error('outbox insert failed'));
    const { call } = await makeApp({ store, events });
    const response = await call('/api/v1/label', { body: { recipe: simpleRecipe() } });
    expect(response.status).toBe(500);
    expect((await json(response)).code).toBe(50001);
  });
});
