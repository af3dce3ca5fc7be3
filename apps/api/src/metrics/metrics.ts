/**
 * Prometheus metrics (prom-client), one registry per app. Labels are route patterns, methods,
 * statuses, outcomes and store call names only: never a key, a path's values, an account or any
 * of its data, so the label sets stay small and nothing private leaves through `/metrics`.
 *
 * @module
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { LabelledCounter, LabelledHistogram } from './labelled-series';

/** Outcome of one webhook delivery attempt. */
export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'unrecorded';

/** Why a request got a 429. */
export type RefusalReason = 'plan' | 'auth_failures';

/** The service's metrics. */
export interface Metrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  refused(reason: RefusalReason): void;
  deliveryAttempt(outcome: AttemptOutcome, seconds: number): void;
  storeCall(call: string, ok: boolean, seconds: number): void;
  retention(idempotencyPurged: number, deliveriesPurged: number, ran: boolean): void;
  /** The text format a scraper reads. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Options of {@link createMetrics}. */
export interface MetricsOptions {
  /** Pending webhook deliveries, read at each scrape (the store's `outbox.countPending`). */
  readonly queueDepth?: () => Promise<number>;
  /** Also collect Node's process metrics (event-loop lag, heap, GC, CPU); default true. */
  readonly processMetrics?: boolean;
}

/** Labelled series remembered per metric (more would be a label-cardinality problem already). */
const SERIES_CACHE_LIMIT = 1000;

/**
 * Creates the metrics in a registry of their own.
 *
 * @example const metrics = createMetrics({ queueDepth: () => store.outbox.countPending() });
 */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) {
    // Includes nodejs_eventloop_lag_seconds and its percentiles.
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  }
  // The three series written on every request are LabelledCounter/LabelledHistogram (labelled-series.ts).
  const requests = new LabelledCounter({
    name: 'nutrilabel_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new LabelledHistogram({
    name: 'nutrilabel_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its response being ready, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'nutrilabel_rate_limit_refusals_total',
    help: 'Requests refused with 429: plan = over the account plan limit, auth_failures = too many failed authentications from one address.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'nutrilabel_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, will be retried), failed (the last attempt failed), unrecorded (the outcome could not be stored).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const attemptSeconds = new Histogram({
    name: 'nutrilabel_webhook_delivery_attempt_duration_seconds',
    help: 'Duration of webhook delivery attempts (the POST to the receiver).',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const storeSeconds = new LabelledHistogram({
    name: 'nutrilabel_store_call_duration_seconds',
    help: 'Duration of store calls, by repository method (e.g. recipes.get) and outcome (ok, error).',
    labelNames: ['call', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const purged = new Counter({
    name: 'nutrilabel_retention_purged_rows_total',
    help: 'Rows deleted by retention: idempotency (records past 24 h), deliveries (finished webhook deliveries).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const retentionRuns = new Counter({
    name: 'nutrilabel_retention_runs_total',
    help: 'Retention runs: ran, or skipped because another instance held the lock.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  if (options.queueDepth) {
    const read = options.queueDepth;
    new Gauge({
      name: 'nutrilabel_webhook_queue_depth',
      help: 'Webhook deliveries waiting to be delivered (pending in the outbox), read at each scrape.',
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  // The labelled series of a request, looked up by one text per combination. Bounded like the label
  // values themselves (methods and route patterns).
  let requestChildren = new Map<string, ReturnType<typeof requests.series>>();
  let latencyChildren = new Map<string, ReturnType<typeof latency.series>>();
  const requestSeries = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let child = requestChildren.get(key);
    if (child === undefined) {
      if (requestChildren.size >= SERIES_CACHE_LIMIT) requestChildren = new Map();
      child = requests.series({ method, route, status: String(status) });
      requestChildren.set(key, child);
    }
    return child;
  };
  const latencySeries = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let child = latencyChildren.get(key);
    if (child === undefined) {
      if (latencyChildren.size >= SERIES_CACHE_LIMIT) latencyChildren = new Map();
      child = latency.series({ method, route });
      latencyChildren.set(key, child);
    }
    return child;
  };

  let storeChildren = new Map<string, ReturnType<typeof storeSeconds.series>>();
  const storeSeries = (call: string, outcome: 'ok' | 'error') => {
    const key = `${call} ${outcome}`;
    let child = storeChildren.get(key);
    if (child === undefined) {
      if (storeChildren.size >= SERIES_CACHE_LIMIT) storeChildren = new Map();
      child = storeSeconds.series({ call, outcome });
      storeChildren.set(key, child);
    }
    return child;
  };

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      requestSeries(method, route, status).inc();
      latencySeries(method, route).observe(seconds);
    },
    refused(reason) {
      refusals.inc({ reason });
    },
    deliveryAttempt(outcome, seconds) {
      attempts.inc({ outcome });
      attemptSeconds.observe(seconds);
    },
    storeCall(call, ok, seconds) {
      storeSeries(call, ok ? 'ok' : 'error').observe(seconds);
    },
    retention(idempotencyPurged, deliveriesPurged, ran) {
      retentionRuns.inc({ outcome: ran ? 'ran' : 'skipped' });
      if (idempotencyPurged > 0) purged.inc({ kind: 'idempotency' }, idempotencyPurged);
      if (deliveriesPurged > 0) purged.inc({ kind: 'deliveries' }, deliveriesPurged);
    },
    render() {
      return registry.metrics();
    },
  };
}
