/**
 * vitest setup of every test file: each app `createApp` builds answers through a `fetch` that checks
 * the response against the document the same app serves at /openapi.json (./validator), and
 * `fetch` from a test to a real server registered with {@link trackServer} is checked the same way.
 * `app.request` goes through `app.fetch`, and so does a server listening on it, so every response an
 * HTTP test receives is checked. A test whose responses do not conform fails in its `afterEach`.
 *
 * @module
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { conformance, type FetchLike } from './state';

vi.mock(import('../../src/app'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    createApp: (...args: Parameters<typeof original.createApp>) => {
      const app = original.createApp(...args);
      const wrapped = conformance.wrap(app.fetch as FetchLike, app);
      app.fetch = wrapped as typeof app.fetch;
      return app;
    },
  };
});

const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  const origin = new URL(request.url).origin;
  if (!conformance.isTracked(origin)) return realFetch(request);
  const response = await realFetch(request.clone());
  conformance.checkReal(origin, request, response, realFetch);
  return response;
}) as typeof fetch;

afterEach(async () => {
  await conformance.settle();
  const problems = conformance.takeProblems();
  expect(problems, 'responses that do not conform to /openapi.json').toEqual([]);
});

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test-artifacts');
afterAll(async () => {
  await conformance.settle();
  const counted = conformance.takeCounts();
  if (counted.responses === 0) return;
  mkdirSync(artifacts, { recursive: true });
  appendFileSync(
    path.join(artifacts, 'conformance.jsonl'),
    `${JSON.stringify({ file: expect.getState().testPath, ...counted })}\n`,
  );
});
