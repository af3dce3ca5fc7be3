/**
 * Timestamp helpers: the store writes ISO 8601 UTC strings with milliseconds.
 *
 * @module
 */

/** A Date, ISO string or epoch-ms as an ISO string. */
export function toIso(value: Date | string | number): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * {@link toIso}, returning a text already in the store's form (`2026-12-07T16:10:27.894Z`: 24 characters,
 * `T`, `.` and `Z` in place) as it is: a parse and a print saved on every timestamp of every row read.
 */
export function asIso(value: Date | string | number): string {
  return typeof value === 'string' &&
    value.length === 24 &&
    value.charCodeAt(10) === 84 && // T
    value.charCodeAt(19) === 46 && // .
    value.charCodeAt(23) === 90 // Z
    ? value
    : toIso(value);
}

/** PostgreSQL's text of a `timestamptz` in a session whose TimeZone is UTC. */
const PG_UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A `timestamptz` as PostgreSQL writes it (`2026-12-07 16:10:27.89+00`) in the store's ISO form, by
 * rearranging the text: `new Date` reads that form on its slow path (10 % of a page of 50 recipes).
 * Other texts (another session time zone) go through `Date` as before; digits past milliseconds are
 * cut, as `Date` cuts them. A text `Date` cannot read (`infinity`, a year past 9999) is returned as it
 * is: a parser that throws would make the driver drop its connection, so the row's mapping refuses it.
 *
 * @example pgTimestampToIso('2026-12-07 16:10:27.89+00') // '2026-12-07T16:10:27.890Z'
 */
export function pgTimestampToIso(text: string): string {
  // The common case first: milliseconds with three digits, `2026-12-07 16:10:27.894+00`.
  if (
    text.length === 26 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(19) === 46 &&
    text.endsWith('+00')
  ) {
    return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
  }
  const match = PG_UTC_TEXT.exec(text);
  if (!match) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? text : date.toISOString();
  }
  return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/** `iso` moved by `ms` milliseconds. */
export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
