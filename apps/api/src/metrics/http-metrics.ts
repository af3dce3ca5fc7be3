/**
 * Counts and times every request for `/metrics`, labelled by the route pattern that matched (never
 * the raw path, which is client input), and counts 429s by reason.
 *
 * @module
 */
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../deps';
import type { Metrics } from './metrics';

/** The pattern of the handler the path matched, also when a middleware answered (401, 429); else `unmatched`. */
export function metricRoute(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (route && route.method !== 'ALL') return route.path;
  }
  return 'unmatched';
}

/** Records a request once its response is ready; `started` is its `performance.now()`. */
export function recordRequest(metrics: Metrics, c: Context<AppEnv>, started: number): void {
  const status = c.res.status;
  metrics.observeRequest(c.req.method, metricRoute(c), status, (performance.now() - started) / 1000);
  // An authenticated request was refused by its plan's limit; otherwise the address's failed logins.
  if (status === 429) metrics.refused(c.get('auth') ? 'plan' : 'auth_failures');
}
