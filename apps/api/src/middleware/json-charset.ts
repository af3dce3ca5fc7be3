/**
 * api.md: "All bodies are JSON (`application/json; charset=utf-8`)". Hono's `c.json` labels its
 * responses `application/json` without a charset; this adds it to every JSON response
 * (success, error, not-found), leaving other types (CSV, SVG, HTML) alone.
 *
 * @module
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

/** The content type of JSON responses. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Rewrites a bare `application/json` content type to `application/json; charset=utf-8`. */
export const jsonCharset = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.get('content-type') === 'application/json') {
    c.res.headers.set('content-type', JSON_CONTENT_TYPE);
  }
});
