/**
 * The error envelope and codes of api.md §1. Handlers throw `ApiError`; `app.onError`
 * turns it into `{ code, message, details? }` with the matching HTTP status.
 *
 * @module
 */
import type { FieldIssue } from '@nutrilabel/core';

/** Every error code of api.md §1 with its HTTP status. */
export const ERROR_STATUS = {
  40001: 400,
  40002: 400,
  40003: 400,
  40004: 400,
  40005: 400,
  40101: 401,
  40102: 401,
  40401: 404,
  40501: 405,
  40901: 409,
  41301: 413,
  41501: 415,
  42201: 422,
  42901: 429,
  50001: 500,
  50301: 503,
} as const;

/** An api.md §1 error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The failure body of api.md §1. */
export interface ErrorBody {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: readonly FieldIssue[];
  /** Problems found beyond the {@link MAX_DETAILS} listed in `details` (absent when none). */
  readonly detailsOmitted?: number;
}

/** `details` lists at most this many problems; the rest are counted in `detailsOmitted`. */
export const MAX_DETAILS = 100;

/** An error that becomes an api.md §1 response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly details?: readonly FieldIssue[];
  /** Problems left out of `details` (over {@link MAX_DETAILS}). */
  readonly detailsOmitted: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details?: readonly FieldIssue[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
    this.detailsOmitted = details ? Math.max(0, details.length - MAX_DETAILS) : 0;
    if (details) this.details = this.detailsOmitted > 0 ? details.slice(0, MAX_DETAILS) : details;
  }

  /** The JSON body of this error. */
  toBody(): ErrorBody {
    if (!this.details) return { code: this.code, message: this.message };
    return this.detailsOmitted > 0
      ? { code: this.code, message: this.message, details: this.details, detailsOmitted: this.detailsOmitted }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** 40001 with every offending field. */
export const validationError = (
  details: readonly FieldIssue[],
  message = 'The request is invalid.',
): ApiError => new ApiError(40001, message, details);

/** 40401: the same answer for "does not exist" and "belongs to another account". */
export const notFound = (what: string): ApiError => new ApiError(40401, `No such ${what}.`);
