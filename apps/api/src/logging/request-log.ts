/**
 * One structured log line per request: request id, method, route pattern, status, duration
 * and account id. Never the path's values, the query, headers or bodies, so keys, secrets and
 * recipe contents cannot reach the log.
 *
 * @module
 */
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Logger } from '../deps';
import { requestLineWriter } from './create-logger';

/**
 * The pattern of the handler that answered, e.g. `/api/v1/recipes/:id`; `null` when a middleware
 * answered (401, 413, 429) or no route matched (404/405), since the raw path is client input.
 */
export function handlerRoute(c: Context): string | null {
  // After `next()`, `routeIndex` is the handler or middleware that answered (or threw).
  const route = matchedRoutes(c)[c.req.routeIndex];
  return route && route.method !== 'ALL' ? route.path : null;
}

/** Logs a request once its response (errors included) is ready; `started` is its `performance.now()`. */
export type RequestLog = (c: Context<AppEnv>, requestId: string, started: number) => void;

/**
 * The request logger for `logger`: the same line, built here as text when the logger is one of
 * `createLogger`'s (requestLineWriter), else through `logger.info`.
 *
 * @example const log = requestLog(logger); … log(c, requestId, started);
 */
export function requestLog(logger: Logger): RequestLog {
  const write = requestLineWriter(logger);
  if (!write) {
    return (c, requestId, started) => {
      logger.info(
        {
          requestId,
          method: c.req.method,
          route: handlerRoute(c),
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          // c.get, not c.var: hono builds `c.var` as a new object from all the variables on each read.
          accountId: c.get('auth')?.accountId ?? null,
        },
        'request',
      );
    };
  }
  const methodJson = jsonTexts();
  const routeJson = jsonTexts();
  return (c, requestId, started) => {
    const route = handlerRoute(c);
    const accountId = c.get('auth')?.accountId;
    // Every value as JSON.stringify writes it (or a number), in the order of the object above.
    write(
      `"requestId":${idJson(requestId)},"method":${methodJson(c.req.method)},` +
        `"route":${route === null ? 'null' : routeJson(route)},"status":${c.res.status},` +
        `"durationMs":${Math.round((performance.now() - started) * 10) / 10},` +
        `"accountId":${accountId === undefined ? 'null' : idJson(accountId)}`,
      'request',
    );
  };
}

/** Characters JSON writes as they are: an id made only of them needs no escaping (request and account ids). */
const PLAIN_ID = /^[A-Za-z0-9._:-]*$/;
const idJson = (id: string): string => (PLAIN_ID.test(id) ? `"${id}"` : JSON.stringify(id));

/** JSON texts of the few values a field takes (methods, route patterns), kept up to 64 of them. */
function jsonTexts(): (value: string) => string {
  const kept = new Map<string, string>();
  return (value) => {
    let text = kept.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      // A method is client input: past 64 values, the rest is made each time rather than kept.
      if (kept.size < 64) kept.set(value, text);
    }
    return text;
  };
}
