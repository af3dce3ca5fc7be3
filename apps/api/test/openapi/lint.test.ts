/**
 * Redocly CLI's `recommended` ruleset over the served document: zero errors. Warnings are listed
 * in the failure message of the test that bounds them, so a new one is seen.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { createMetrics } from '../../src/metrics/metrics';
import { makeApp } from '../helpers';

const run = promisify(execFile);
const redocly = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'nl-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly {
    readonly ruleId: string;
    readonly severity: string;
    readonly message: string;
  }[];
}

test('redocly lint --extends=recommended: no errors', { timeout: 120_000 }, async () => {
  // Every route present: the operator routes too.
  const { call } = await makeApp({
    metrics: createMetrics({ processMetrics: false }),
    metricsToken: 'metrics-token-0123456789',
    adminToken: 'admin-token-0123456789',
  });
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, await (await call('/openapi.json', { key: null })).text());
  const { stdout } = await run(redocly, ['lint', file, '--extends=recommended', '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as LintReport;
  const errors = report.problems.filter((p) => p.severity === 'error');
  expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  // Known warnings: the server URL of a test app is localhost; `oneOf: [{ required: [recipe] }, …]`
  // names properties declared beside it, not inside each branch; 405/404 are described as reusable
  // responses that no single operation references.
  const warned = new Set(report.problems.map((p) => p.ruleId));
  expect([...warned].sort()).toEqual([
    'no-required-schema-properties-undefined',
    'no-server-example.com',
    'no-unused-components',
  ]);
});
