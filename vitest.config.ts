import { defineConfig } from 'vitest/config';

/** Tests that start real processes or talk to PostgreSQL/Redis (CI exports DATABASE_URL and REDIS_URL). */
const INTEGRATION = [
  'packages/store/test/**/*.test.ts',
  'apps/api/test/durability/**/*.test.ts',
  'apps/api/test/operations/**/*.test.ts',
  'apps/api/test/keys/revocation-two-instances.test.ts',
  'apps/api/test/rate-limit/redis.test.ts',
  'apps/api/test/webhooks/restart.test.ts',
  'apps/api/test/webhooks/two-instances.test.ts',
  'apps/api/test/hardening/server-process.test.ts',
  'apps/api/test/hardening/hostile-bodies.test.ts',
  'apps/api/test/cli.test.ts',
];
const BROWSER = ['apps/api/test/browser/**/*.test.ts'];

/**
 * One run, four kinds of test (docs/architecture.md "Where tests live"), each runnable alone:
 * `pnpm test:unit`, `test:http`, `test:integration`, `test:browser`; `pnpm test` runs them all.
 */
export default defineConfig({
  resolve: { conditions: ['@nutrilabel/source'] },
  ssr: { resolve: { conditions: ['@nutrilabel/source'] } },
  test: {
    // Every response of the API that a test receives is checked against its /openapi.json.
    setupFiles: ['apps/api/test/conformance/setup.ts'],
    // Two workers on the 2-core CI machine (vitest's default is cores − 1, i.e. one); the integration
    // and browser files, which start servers and Chromium and time real answers, run one at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...INTEGRATION],
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['apps/*/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...INTEGRATION, ...BROWSER],
        },
      },
      { extends: true, test: { name: 'integration', include: INTEGRATION, fileParallelism: false } },
      { extends: true, test: { name: 'browser', include: BROWSER, fileParallelism: false } },
    ],
  },
});
