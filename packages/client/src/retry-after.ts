/**
 * Parsing `Retry-After` (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 *
 * @module
 */

/**
 * Seconds to wait according to a `Retry-After` value; `undefined` when absent or unparseable.
 *
 * @param value - the header value
 * @param nowMs - the current time, for the HTTP-date form
 * @example parseRetryAfter('7', 0) // 7
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its day or month; without letters, Date.parse would read "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}
