/**
 * Timestamp helpers: the store writes ISO 8601 UTC strings with milliseconds.
 *
 * @module
 */

/** A Date, ISO string or epoch-ms as an ISO string. */
export function toIso(value: Date | string | number): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `iso` moved by `ms` milliseconds. */
export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
