/**
 * The error the client throws for every non-2xx answer: the api.md §1 envelope's code,
 * message and details, plus the HTTP status and request id.
 *
 * @module
 */
import type { ErrorDetail } from './types';

/**
 * A failed API call.
 *
 * @example
 * try { await client.label({ recipe }); }
 * catch (e) { if (e instanceof NutrilabelApiError && e.code === 40001) console.log(e.details); }
 */
export class NutrilabelApiError extends Error {
  override readonly name = 'NutrilabelApiError';

  constructor(
    /** HTTP status. */
    readonly status: number,
    /** api.md §1 code (e.g. 40001); `null` when the body was not an API envelope (a proxy's page). */
    readonly code: number | null,
    message: string,
    /** Every offending field of a validation error. */
    readonly details: readonly ErrorDetail[] = [],
    /** `x-request-id` of the response, to quote in support requests. */
    readonly requestId?: string,
    /** `Retry-After` in seconds, on 429 and 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
