/**
 * What every request gets, in one middleware layer (each layer of hono's chain costs an async
 * dispatch, a closure and an await; four separate ones cost more than their own work): the request
 * id (api.md §1), then, once the response is ready, the JSON charset, the request log line and the
 * request metrics, in the order the separate layers ran them.
 *
 * @module
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from '../deps';
import { requestLog } from '../logging/request-log';
import { recordRequest } from '../metrics/http-metrics';
import type { Metrics } from '../metrics/metrics';
import { withJsonCharset } from './json-charset';
import { assignRequestId } from './request-id';

/**
 * The outermost middleware; without a logger or metrics it skips that part.
 *
 * @example app.use('*', requestFrame(deps.logger, deps.metrics));
 */
export const requestFrame = (logger: Logger | undefined, metrics: Metrics | undefined) => {
  const log = logger ? requestLog(logger) : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = assignRequestId(c);
    const started = performance.now();
    await next();
    withJsonCharset(c);
    if (log) log(c, requestId, started);
    if (metrics) recordRequest(metrics, c, started);
  });
};
