/**
 * @nutrilabel/client — a typed fetch client for the nutrilabel HTTP API v1, with bounded
 * retries on 429/503 that honour `Retry-After`. Runs wherever `fetch` does.
 *
 * @example
 * import { createClient } from '@nutrilabel/client';
 * const client = createClient({ apiKey: 'nlk_…', baseUrl: 'https://labels.example.com' });
 * const data = await client.label({ recipe, regulation: 'eu' });
 *
 * @module
 */
export { NutrilabelApiError } from './api-error';
export type { NutrilabelClient } from './create-client';
export { CLIENT_OPERATIONS, createClient } from './create-client';
export { parseRetryAfter } from './retry-after';
export type { CallInit, ClientOptions } from './transport';
export type * from './types';
