/** `GET /metrics`: token-protected Prometheus text with requests, refusals, deliveries and store calls. */
import { createMemoryStore } from '@nutrilabel/store';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { createMetrics } from '../../src/metrics/metrics';
import { withStoreMetrics } from '../../src/metrics/store-metrics';
import { createMemoryWindowStore } from '../../src/rate-limit/memory-window-store';
import { createPlanRateLimiter } from '../../src/rate-limit/plan-rate-limiter';
import { DeliveryWorker } from '../../src/webhooks/delivery-worker';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { simpleRecipe } from '../helpers';
import { startReceiver } from '../webhooks/receiver';

const TOKEN = 'metrics-token-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function setup() {
  const metrics = createMetrics();
  const raw = createMemoryStore();
  const store = withStoreMetrics(raw, metrics);
  const queueMetrics = createMetrics({ queueDepth: () => raw.outbox.countPending(), processMetrics: false });
  return { metrics, queueMetrics, raw, store };
}

describe('GET /metrics', () => {
  test('a request, a refusal and deliveries appear with their labels; no key or account data', async () => {
    const ok = await startReceiver(() => 200);
    const failing = await startReceiver(() => 500);
    cleanups.push(
      () => ok.close(),
      () => failing.close(),
    );
    const raw = createMemoryStore();
    const metrics = createMetrics({ queueDepth: () => raw.outbox.countPending() });
    const store = withStoreMetrics(raw, metrics);
    const account = await store.accounts.create({ plan: 'free' });
    const { key } = await store.apiKeys.create(account.id);
    for (const url of [ok.url, failing.url]) {
      await store.webhooks.upsert(account.id, {
        url,
        events: ['label.generated'],
        secret: 'whsec_metrics_0123456789',
      });
    }
    const events = new OutboxEventSink(store, { allowPrivate: true });
    const worker = new DeliveryWorker({
      store,
      allowPrivate: true,
      onAttempt: (outcome, ms) => metrics.deliveryAttempt(outcome, ms / 1000),
    });
    const app = createApp({
      store,
      events,
      metrics,
      metricsToken: TOKEN,
      rateLimiter: createPlanRateLimiter(createMemoryWindowStore()),
    });
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };

    const label = await app.request('/api/v1/label', {
      method: 'POST',
      headers,
      body: JSON.stringify({ recipe: simpleRecipe() }),
    });
    expect(label.status).toBe(200);
    await events.flush();
    expect(await worker.runOnce()).toBe(2);
    // The free plan allows 30 a minute: 29 more pass, the next is refused.
    for (let i = 0; i < 29; i++) expect((await app.request('/api/v1/recipes', { headers })).status).toBe(200);
    expect((await app.request('/api/v1/recipes', { headers })).status).toBe(429);
    await app.request(`/api/v1/recipes/rec_${account.id}`, { headers: { 'x-api-key': 'nlk_wrong' } });
    await app.request('/no/such/route/secret-value');

    const scraped = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();

    expect(
      sample(text, 'nutrilabel_http_requests_total{method="POST",route="/api/v1/label",status="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'nutrilabel_http_requests_total{method="GET",route="/api/v1/recipes",status="200"}'),
    ).toBe(29);
    expect(
      sample(text, 'nutrilabel_http_requests_total{method="GET",route="/api/v1/recipes",status="429"}'),
    ).toBe(1);
    expect(
      sample(text, 'nutrilabel_http_requests_total{method="GET",route="/api/v1/recipes/:id",status="401"}'),
    ).toBe(1);
    expect(sample(text, 'nutrilabel_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(
      sample(text, 'nutrilabel_http_request_duration_seconds_count{method="POST",route="/api/v1/label"}'),
    ).toBe(1);
    expect(sample(text, 'nutrilabel_rate_limit_refusals_total{reason="plan"}')).toBe(1);
    expect(sample(text, 'nutrilabel_webhook_delivery_attempts_total{outcome="delivered"}')).toBe(1);
    expect(sample(text, 'nutrilabel_webhook_delivery_attempts_total{outcome="retrying"}')).toBe(1);
    expect(sample(text, 'nutrilabel_webhook_delivery_attempt_duration_seconds_count')).toBe(2);
    // the failed one waits for its retry
    expect(sample(text, 'nutrilabel_webhook_queue_depth')).toBe(1);
    expect(
      sample(text, 'nutrilabel_store_call_duration_seconds_count{call="outbox.recordAttempt",outcome="ok"}'),
    ).toBe(2);
    expect(
      sample(text, 'nutrilabel_store_call_duration_seconds_count{call="apiKeys.authenticate",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    for (const secret of [
      key,
      account.id,
      ok.url,
      failing.url,
      'secret-value',
      'whsec_',
      'Shortbread',
      TOKEN,
    ]) {
      expect(text).not.toContain(secret);
    }
    await worker.stop();
  });

  test('too many failed authentications from one address count as auth_failures refusals', async () => {
    const { metrics, store } = await setup();
    const app = createApp({ store, metrics, metricsToken: TOKEN });
    let refused = 0;
    for (let i = 0; i < 22; i++) {
      const r = await app.request('/api/v1/recipes', { headers: { 'x-api-key': 'nlk_wrong' } });
      if (r.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const text = await (
      await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(sample(text, 'nutrilabel_rate_limit_refusals_total{reason="auth_failures"}')).toBe(refused);
  });

  test('needs the bearer token (401 in the error envelope), and does not exist without METRICS_TOKEN', async () => {
    const { metrics, store, queueMetrics } = await setup();
    const app = createApp({ store, metrics, metricsToken: TOKEN });
    const missing = await app.request('/metrics');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 40101,
      message: 'Authorization: Bearer <METRICS_TOKEN> is required.',
    });
    const wrong = await app.request('/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: number }).code).toBe(40102);
    const off = createApp({ store, metrics });
    expect((await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
    expect(await queueMetrics.render()).toContain('nutrilabel_webhook_queue_depth 0');
  });
});
