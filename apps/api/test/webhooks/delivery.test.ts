import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyWebhook } from '@nutrilabel/core';
import { createMemoryStore, openPgliteStore, type Store } from '@nutrilabel/store';
import { afterEach, describe, expect, test } from 'vitest';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../../src/webhooks/delivery-worker';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { json, makeApp, simpleRecipe } from '../helpers';
import { type Behaviour, eventually, freePort, type Receiver, startReceiver } from './receiver';

const SECRET = 'whsec_test_0123456789abcdef';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The API in-process with its sink and a fast worker (50 ms base backoff, 300 ms timeout). */
async function setup(
  options: { store?: Store; maxAttempts?: number; worker?: Partial<DeliveryWorkerOptions> } = {},
) {
  const store = options.store ?? createMemoryStore();
  const worker = new DeliveryWorker({
    store,
    allowPrivate: true,
    backoffMs: 50,
    timeoutMs: 300,
    pollIntervalMs: 50,
    ...options.worker,
  });
  const events = new OutboxEventSink(store, {
    allowPrivate: true,
    onEnqueued: () => worker.wake(),
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
  });
  const api = await makeApp({ store, events });
  worker.start();
  cleanups.push(async () => {
    await events.flush();
    await worker.stop();
    await store.close();
  });
  const configure = async (url: string, types: string[] = ['label.generated', 'label.updated']) => {
    const response = await api.call('/api/v1/webhooks/configure', {
      body: { url, events: types, secret: SECRET },
    });
    expect(response.status).toBe(201);
    return (await json<{ data: { id: string } }>(response)).data.id;
  };
  return { ...api, worker, events, configure };
}

async function receiver(behaviour?: Behaviour): Promise<Receiver> {
  const r = await startReceiver(behaviour);
  cleanups.push(() => r.close());
  return r;
}

describe('delivery to a real receiver on loopback', () => {
  test('label.generated and label.updated arrive with the api.md §9 body, headers and a valid signature', async () => {
    const target = await receiver();
    const { call, configure, store, account } = await setup();
    const webhookId = await configure(target.url);

    const label = await json<{ data: Record<string, unknown> }>(
      await call('/api/v1/label', { body: { recipe: simpleRecipe() } }),
    );
    const saved = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Shortbread', recipe: simpleRecipe() } }),
    );
    const updateResponse = await call('/api/v1/recipes', {
      body: { id: saved.data.id, name: 'Shortbread', recipe: { ...simpleRecipe(), servingSizeGrams: 30 } },
    });
    expect(updateResponse.status).toBe(200);
    const recipeLabel = await json<{ data: Record<string, unknown> }>(
      await call(`/api/v1/recipes/${saved.data.id}/label`, { method: 'POST' }),
    );
    await target.waitFor(3);

    const byEvent = new Map(target.requests.map((r) => [String(r.headers['x-service-event']), r]));
    expect(target.requests.map((r) => r.headers['x-service-event']).sort()).toEqual([
      'label.generated',
      'label.generated',
      'label.updated',
    ]);
    for (const request of target.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/hook');
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body) as { id: string; type: string; createdAt: string; data: object };
      expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
      expect(body.id).toMatch(/^evt_/);
      expect(request.headers['x-service-delivery']).toBe(body.id);
      expect(request.headers['x-service-event']).toBe(body.type);
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
      const signature = String(request.headers['x-service-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(await verifyWebhook(SECRET, signature, request.body, { toleranceSeconds: 300 })).toEqual({
        ok: true,
        timestamp: Number(/^t=(\d+)/.exec(signature)?.[1]),
      });
      expect((await verifyWebhook('wrong-secret-0123456789', signature, request.body)).ok).toBe(false);
      expect((await verifyWebhook(SECRET, signature, `${request.body} `)).ok).toBe(false);
    }

    // The data is the label of §4 (plus recipeId where there is one).
    const bodies = target.requests.map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    const generated = bodies.filter((b) => b.type === 'label.generated').map((b) => b.data);
    expect(generated).toContainEqual(label.data);
    expect(generated).toContainEqual(recipeLabel.data);
    expect(recipeLabel.data.recipeId).toBe(saved.data.id);
    const updated = JSON.parse(String(byEvent.get('label.updated')?.body)) as {
      data: Record<string, unknown>;
    };
    expect(updated.data.recipeId).toBe(saved.data.id);

    const deliveries = await eventually(async () => {
      const list = await store.outbox.listDeliveries(account.id, webhookId);
      return list.every((d) => d.status === 'delivered') && list;
    });
    expect(deliveries).toHaveLength(3);
    for (const d of deliveries) expect([d.attempts, d.lastStatusCode, d.lastError]).toEqual([1, 200, null]);
  });

  test('a webhook subscribed to label.updated only gets no label.generated', async () => {
    const target = await receiver();
    const { call, configure } = await setup();
    await configure(target.url, ['label.updated']);
    const response = await call('/api/v1/label', { body: { recipe: simpleRecipe() } });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(target.requests).toHaveLength(0);
  });
});

describe('a delivery starts when it is enqueued, not at the next poll (poll interval 60 s)', () => {
  test.each([
    { name: "PGlite, as the server runs it (the outbox is this process's: no polling)", sharedOutbox: false },
    { name: 'a shared outbox (PostgreSQL with several instances: polling)', sharedOutbox: true },
  ])('$name', async ({ sharedOutbox }) => {
    const target = await receiver();
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-wake-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const store = sharedOutbox ? createMemoryStore() : await openPgliteStore(path.join(dir, 'db'));
    const { call, configure } = await setup({ store, worker: { pollIntervalMs: 60_000, sharedOutbox } });
    await configure(target.url);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the worker's first look found nothing
    const started = Date.now();
    expect((await call('/api/v1/label', { body: { recipe: simpleRecipe() } })).status).toBe(200);
    await target.waitFor(1, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(target.requests[0]?.headers['x-service-event']).toBe('label.generated');
  });

  test('without a shared outbox a retry is sent at its backoff (50 ms), not at a poll', async () => {
    const target = await receiver((_request, index) => (index === 0 ? 503 : 200));
    const { call, configure } = await setup({ worker: { pollIntervalMs: 60_000, sharedOutbox: false } });
    await configure(target.url);
    const started = Date.now();
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });
    await target.waitFor(2, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(target.requests[1]?.headers['x-service-delivery']).toBe(
      target.requests[0]?.headers['x-service-delivery'],
    );
  });
});

describe('faults', () => {
  test('receiver down for the first attempts, then up: one successful attempt recorded, received once', async () => {
    const port = await freePort();
    const { call, configure, store, account } = await setup();
    const webhookId = await configure(`http://127.0.0.1:${port}/hook`);
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });

    const [delivery] = await eventually(async () => {
      const list = await store.outbox.listDeliveries(account.id, webhookId);
      return list.length === 1 && list[0] && list[0].attempts >= 2 && list;
    });
    if (!delivery) throw new Error('no delivery');
    const target = await startReceiver(() => 200, port);
    cleanups.push(() => target.close());

    const done = await eventually(async () => {
      const d = await store.outbox.getDelivery(account.id, delivery.id);
      return d?.status === 'delivered' && d;
    });
    const attempts = await store.outbox.listAttempts(account.id, delivery.id);
    expect(attempts.length).toBe(done.attempts);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(attempts.at(-1)?.statusCode).toBe(200);
    for (const failed of attempts.slice(0, -1)) {
      expect(failed.statusCode).toBeNull();
      expect(failed.error).toContain('ECONNREFUSED');
    }
    expect(target.requests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(target.requests.map((r) => r.headers['x-service-delivery']))).toEqual(
      new Set([delivery.eventId]),
    );
  });

  test('a receiver that hangs: the attempt times out (300 ms) and the retry succeeds', async () => {
    const target = await receiver((_request, index) => (index === 0 ? 'hang' : 200));
    const { call, configure, store, account } = await setup();
    const webhookId = await configure(target.url);
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });

    const delivery = await eventually(async () => {
      const [d] = await store.outbox.listDeliveries(account.id, webhookId);
      return d?.status === 'delivered' && d;
    });
    const attempts = await store.outbox.listAttempts(account.id, delivery.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ attempt: 1, statusCode: null, error: 'timed out after 300 ms' });
    expect(attempts[0]?.durationMs).toBeGreaterThanOrEqual(290);
    expect(attempts[0]?.durationMs).toBeLessThan(2_000);
    expect(attempts[1]).toMatchObject({ attempt: 2, statusCode: 200, error: null });
    expect(target.requests).toHaveLength(2);
    expect(target.requests[0]?.headers['x-service-delivery']).toBe(
      target.requests[1]?.headers['x-service-delivery'],
    );
  });

  test('non-2xx answers are retried with growing waits, then the delivery is marked failed', async () => {
    const target = await receiver(() => 500);
    const { call, configure, store, account } = await setup({ maxAttempts: 4, worker: { backoffMs: 40 } });
    const webhookId = await configure(target.url);
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });

    const delivery = await eventually(async () => {
      const [d] = await store.outbox.listDeliveries(account.id, webhookId);
      return d?.status === 'failed' && d;
    });
    expect(delivery).toMatchObject({
      attempts: 4,
      maxAttempts: 4,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    });
    const attempts = await store.outbox.listAttempts(account.id, delivery.id);
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500]);
    expect(target.requests).toHaveLength(4);
    // Waits after attempts 1, 2, 3 are at least 0.75 × 40, 80, 160 ms.
    const gaps = target.requests.slice(1).map((r, i) => r.at - (target.requests[i]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(29);
    expect(gaps[1]).toBeGreaterThanOrEqual(59);
    expect(gaps[2]).toBeGreaterThanOrEqual(119);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(target.requests).toHaveLength(4);
  });

  test('a private address is refused at delivery when the worker does not allow it (configured earlier)', async () => {
    const target = await receiver();
    const { call, configure, store, account } = await setup({
      maxAttempts: 1,
      worker: { allowPrivate: false },
    });
    const webhookId = await configure(target.url);
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });
    const delivery = await eventually(async () => {
      const [d] = await store.outbox.listDeliveries(account.id, webhookId);
      return d?.status === 'failed' && d;
    });
    expect(delivery.lastError).toBe('ESSRFBLOCKED: the webhook URL must use https://');
    expect(target.requests).toHaveLength(0);
  });
});

describe('burst', () => {
  test('500 labels in a burst on PGlite: 500 deliveries, none lost, the API not held up by delivery', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-burst-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // A receiver taking 20 ms per request, so that delivering takes longer than answering.
    const target = await receiver(() => ({ status: 200, delayMs: 20 }));
    const store = await openPgliteStore(dir);
    // As the server runs the worker on PGlite: woken by each enqueue, no polling.
    const { call, configure, account } = await setup({
      store,
      worker: { timeoutMs: 5_000, sharedOutbox: false },
    });
    const burst = async (tag: string) => {
      const t = performance.now();
      const latencies: number[] = [];
      const statuses = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const t0 = performance.now();
          const response = await call('/api/v1/label', { body: { recipe: simpleRecipe(`${tag} ${i}`) } });
          latencies.push(performance.now() - t0);
          return response.status;
        }),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      return { ms: performance.now() - t, latencies: latencies.sort((a, b) => a - b) };
    };
    const pct = (list: number[], q: number) =>
      Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0);

    // Baseline: the same burst while the account has no webhook (the sink skips it).
    const baseline = await burst('Baseline');
    const webhookId = await configure(target.url, ['label.generated']);
    const started = performance.now();
    const withHooks = await burst('Burst');
    const receivedWhenApiDone = target.requests.length;

    await target.waitFor(500, 45_000);
    const allMs = performance.now() - started;
    const ids = new Set(target.requests.map((r) => r.headers['x-service-delivery']));
    expect(ids.size).toBe(500);
    const deliveries = await eventually(async () => {
      const list = await store.outbox.listDeliveries(account.id, webhookId, 1000);
      return list.filter((d) => d.status === 'delivered').length === 500 && list;
    });
    expect(deliveries).toHaveLength(500);
    // Answering 500 labels did not wait for 500 deliveries, nor take much longer than without webhooks
    // (a generous bound: 2 shared cores, other suites running at the same time).
    expect(receivedWhenApiDone).toBeLessThan(500);
    expect(withHooks.ms).toBeLessThan(baseline.ms * 3 + 2_000);
    console.info(
      `burst baseline (no webhook): 500 labels in ${Math.round(baseline.ms)} ms ` +
        `(p50 ${pct(baseline.latencies, 0.5)} ms, p99 ${pct(baseline.latencies, 0.99)} ms); ` +
        `with a webhook: ${Math.round(withHooks.ms)} ms (p50 ${pct(withHooks.latencies, 0.5)} ms, ` +
        `p99 ${pct(withHooks.latencies, 0.99)} ms, 500 concurrent); ${receivedWhenApiDone} delivered by then; ` +
        `all 500 delivered ${Math.round(allMs)} ms after the burst began; ${target.requests.length} requests received`,
    );
  }, 60_000);
});
