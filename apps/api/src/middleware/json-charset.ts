/**
 * api.md: "All bodies are JSON (`application/json; charset=utf-8`)". Hono's `c.json` labels its
 * responses `application/json` without a charset; `withJsonCharset` adds it to every JSON response
 * (success, error, not-found), leaving other types (CSV, SVG, HTML) alone. Hot routes answer with
 * `jsonText`, labelled with the charset from the start and left as they are.
 *
 * @module
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The content type of JSON responses. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const JSON_HEADERS = { 'content-type': JSON_CONTENT_TYPE };

/** Responses `jsonText` made: already labelled, so their headers need not be read. */
const labelled = new WeakSet<Response>();

/**
 * A JSON response of text serialised already (`JSON.stringify`, a text kept by `answerText`, or its UTF-8
 * bytes). Its one header is a plain object, so @hono/node-server writes it without web `Headers`, and
 * `withJsonCharset` does not read its headers (which would make them).
 *
 * @example return jsonText(c, JSON.stringify({ code: 0, data }));
 */
export function jsonText(
  c: Context,
  text: string | Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode = 200,
): Response {
  const response = c.body(text, status, JSON_HEADERS);
  labelled.add(response);
  return response;
}

/** Rewrites a bare `application/json` content type of the response to `application/json; charset=utf-8`. */
export function withJsonCharset(c: Context): void {
  const response = c.res;
  if (labelled.has(response)) return;
  const headers = response.headers;
  if (headers.get('content-type') === 'application/json') headers.set('content-type', JSON_CONTENT_TYPE);
}
