/**
 * The TypeScript types of @nutrilabel/client, generated from this API's OpenAPI document with
 * openapi-typescript (packages/client/src/generated/openapi.ts). `pnpm --filter @nutrilabel/api
 * generate:client` writes them; a test fails when the committed file differs from the document.
 *
 * @module
 */
import { createMemoryStore } from '@nutrilabel/store';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../src/app';
import { createMetrics } from '../src/metrics/metrics';

/** Where the generated types live, from the repository root. */
export const CLIENT_TYPES_PATH = 'packages/client/src/generated/openapi.ts';

const HEADER = `/**
 * Generated from the nutrilabel API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`pnpm --filter @nutrilabel/api generate:client\` (apps/api/scripts/client-types.ts).
 */
`;

/** The generated file's text, from the document of an app with every route (operator routes too). */
export async function clientTypes(): Promise<string> {
  const app = createApp({
    store: createMemoryStore(),
    metrics: createMetrics({ processMetrics: false }),
    metricsToken: 'generate-metrics-token',
    adminToken: 'generate-admin-token',
  });
  const doc = (await (await app.request('http://localhost/openapi.json')).json()) as Parameters<
    typeof openapiTS
  >[0];
  const ast = await openapiTS(doc, { immutable: true, alphabetize: false });
  return `${HEADER}${astToString(ast)}`;
}
