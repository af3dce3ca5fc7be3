/**
 * api.md: "All bodies are JSON (`application/json; charset=utf-8`)". Hono's `c.json` labels its
 * responses `application/json` without a charset; `withJsonCharset` adds it to every JSON response
 * (success, error, not-found), leaving other types (CSV, SVG, HTML) alone.
 *
 * @module
 */
import type { Context } from 'hono';

/** The content type of JSON responses. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Rewrites a bare `application/json` content type of the response to `application/json; charset=utf-8`. */
export function withJsonCharset(c: Context): void {
  const headers = c.res.headers;
  if (headers.get('content-type') === 'application/json') headers.set('content-type', JSON_CONTENT_TYPE);
}
