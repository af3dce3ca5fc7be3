import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@nutrilabel/source'] },
  ssr: { resolve: { conditions: ['@nutrilabel/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    // Every response of the API that a test receives is checked against its /openapi.json.
    setupFiles: ['apps/api/test/conformance/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
});
