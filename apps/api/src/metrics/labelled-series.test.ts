import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, test } from 'vitest';
import { LabelledCounter, LabelledHistogram } from './labelled-series';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.1, 1];
const ROUTES = ['/api/v1/recipes/:id', '/api/v1/label', '/healthz'];
const METHODS = ['GET', 'POST'];

/** The same observations into prom-client's metrics and ours, each in a registry of its own. */
function both(observations: readonly { route: string; method: string; seconds: number }[]) {
  const theirs = new Registry();
  const ours = new Registry();
  const spec = {
    name: 'latency_seconds',
    help: 'Latency "quoted" \\ help.',
    labelNames: ['method', 'route'],
  };
  const counterSpec = {
    name: 'requests_total',
    help: 'Requests.',
    labelNames: ['method', 'route', 'status'],
  };
  const theirHistogram = new Histogram({ ...spec, buckets: BUCKETS, registers: [theirs] });
  const theirCounter = new Counter({ ...counterSpec, registers: [theirs] });
  const ourHistogram = new LabelledHistogram({ ...spec, buckets: BUCKETS, registers: [ours] });
  const ourCounter = new LabelledCounter({ ...counterSpec, registers: [ours] });
  for (const { route, method, seconds } of observations) {
    theirHistogram.labels({ method, route }).observe(seconds);
    ourHistogram.series({ method, route }).observe(seconds);
    theirCounter.labels({ method, route, status: '200' }).inc();
    ourCounter.series({ method, route, status: '200' }).inc();
  }
  return { theirs, ours };
}

/** prom-client's JSON gives each histogram value an empty `exemplar` (we keep none). */
function withoutExemplars(metrics: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) {
  return metrics.map((metric) => ({
    ...metric,
    values: metric.values.map((value) => {
      const { exemplar: _exemplar, ...rest } = value as typeof value & { exemplar?: unknown };
      return rest;
    }),
  }));
}

const observation = fc.record({
  route: fc.constantFrom(...ROUTES),
  method: fc.constantFrom(...METHODS),
  seconds: fc.oneof(fc.constantFrom(0, ...BUCKETS), fc.double({ min: 0, max: 5, noNaN: true })),
});

describe('LabelledCounter and LabelledHistogram', () => {
  test('render the text prom-client renders, and its JSON without exemplars, for the same observations (bounds included)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(observation, { maxLength: 40 }), async (observations) => {
        const { theirs, ours } = both(observations);
        expect(await ours.metrics()).toBe(await theirs.metrics());
        expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
      }),
      { numRuns: 60 },
    );
  });

  test('an observation on a bound counts in that bucket; a series keeps its count across lookups', async () => {
    const registry = new Registry();
    const histogram = new LabelledHistogram({
      name: 'h',
      help: 'h',
      labelNames: ['route'],
      buckets: [0.01, 0.1],
      registers: [registry],
    });
    histogram.series({ route: '/a' }).observe(0.01);
    histogram.series({ route: '/a' }).observe(0.05);
    histogram.series({ route: '/a' }).observe(3);
    const text = await registry.metrics();
    expect(text).toContain('h_bucket{le="0.01",route="/a"} 1\n');
    expect(text).toContain('h_bucket{le="0.1",route="/a"} 2\n');
    expect(text).toContain('h_bucket{le="+Inf",route="/a"} 3\n');
    expect(text).toContain('h_count{route="/a"} 3');
  });

  test('a reset zeroes the series, and a series held before it goes on counting', async () => {
    const registry = new Registry();
    const counter = new LabelledCounter({
      name: 'c',
      help: 'c',
      labelNames: ['route'],
      registers: [registry],
    });
    const histogram = new LabelledHistogram({
      name: 'h',
      help: 'h',
      labelNames: ['route'],
      buckets: [1],
      registers: [registry],
    });
    const counted = counter.series({ route: '/a' });
    const observed = histogram.series({ route: '/a' });
    counted.inc(2);
    observed.observe(0.5);
    registry.resetMetrics();
    counted.inc();
    observed.observe(2);
    const text = await registry.metrics();
    expect(text).toContain('c{route="/a"} 1\n');
    expect(text).toContain('h_bucket{le="1",route="/a"} 0\n');
    expect(text).toContain('h_count{route="/a"} 1');
    expect(() => counted.inc(-1)).toThrow(/decrease/);
  });

  test('an undeclared label and a value that is not a number are refused, as prom-client refuses them', () => {
    const histogram = new LabelledHistogram({
      name: 'h',
      help: 'h',
      labelNames: ['route'],
      buckets: [1],
      registers: [],
    });
    expect(() => histogram.series({ path: '/secret/123' })).toThrow(/not included/);
    expect(() => histogram.series({ route: '/a' }).observe(Number.NaN)).toThrow(TypeError);
  });
});
