/**
 * The API app factory: `createApp(deps)` returns a Hono app and does not listen
 * (tests call `app.request`). All routes live under /api/v1 except the health checks.
 *
 * @module
 */
import { StoreError } from '@nutrilabel/store';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { ApiError, validationError } from './http/errors';
import { illFormedQueryFields } from './http/text-rule';
import { apiGate } from './middleware/api-gate';
import { withAuthCache } from './middleware/auth-cache';
import { requestFrame } from './middleware/request-frame';
import { batchRoutes } from './routes/batch';
import { docsRoutes } from './routes/docs';
import { ingredientRoutes } from './routes/ingredients';
import { keyRoutes } from './routes/keys';
import { labelRoutes } from './routes/labels';
import { operatorRoutes } from './routes/operator';
import { recipeRoutes } from './routes/recipes';
import { regulationRoutes } from './routes/regulations';
import { renderRoutes } from './routes/render';
import { unitRoutes } from './routes/units';
import { takesPrivateWebhooks, webhookRoutes } from './routes/webhooks';
import { webRoutes } from './web/serve';

/** Body limit of api.md §8. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Query-string limit of api.md §8. */
export const MAX_QUERY_BYTES = 2048;

/** Builds the API. */
export function createApp(given: AppDeps): Hono<AppEnv> {
  // With invalidations and no cache (TTL 0), the wrapper still publishes this instance's key changes.
  const deps: AppDeps =
    given.authCacheTtlMs || given.authInvalidations
      ? {
          ...given,
          store: withAuthCache(given.store, {
            ttlMs: given.authCacheTtlMs ?? 0,
            ...(given.authInvalidations ? { invalidations: given.authInvalidations } : {}),
            onPublishError: (error) =>
              given.logger?.warn(
                { err: String(error) },
                'could not tell the other instances of a key change',
              ),
          }),
        }
      : given;
  const app = new Hono<AppEnv>();

  // Request id, JSON charset, request log and metrics: one layer (src/middleware/request-frame.ts).
  app.use('*', requestFrame(deps.logger, deps.metrics));
  // Not async: a layer that only checks need not add an await to every request.
  app.use('*', (c, next) => {
    const query = c.req.url.indexOf('?');
    if (query >= 0 && c.req.url.length - query - 1 > MAX_QUERY_BYTES) {
      throw new ApiError(40001, 'The query string is longer than 2 KiB.', [
        { path: '(query)', message: 'too long' },
      ]);
    }
    const illFormed = query >= 0 ? illFormedQueryFields(c.req.url.slice(query + 1)) : [];
    if (illFormed.length > 0) {
      throw validationError(illFormed, 'The request is invalid: text must not contain U+0000.');
    }
    return next();
  });

  app.get('/healthz', (c) => c.json({ code: 0, data: { status: 'ok' } }));
  app.get('/readyz', async (c) => {
    const down: string[] = [];
    await deps.store.ping().catch(() => down.push('database'));
    if (deps.rateLimiter?.ping) await deps.rateLimiter.ping().catch(() => down.push('redis'));
    if (down.length > 0) {
      deps.logger?.warn({ requestId: c.get('requestId'), down }, 'not ready');
      return c.json({ code: 50301, message: `Not ready: ${down.join(' and ')} unreachable.` }, 503, {
        'retry-after': '5',
      });
    }
    return c.json({ code: 0, data: { status: 'ready', store: deps.store.adapter } });
  });

  app.route('/', operatorRoutes(deps));
  // Public, so registered before /api/v1's key check: it answers before that middleware runs.
  app.route('/', regulationRoutes());

  const v1 = new Hono<AppEnv>();
  // Body limit, key, rate limit and Idempotency-Key: one layer (src/middleware/api-gate.ts).
  v1.use('*', apiGate(deps, MAX_BODY_BYTES));
  v1.route('/', labelRoutes(deps));
  v1.route('/', batchRoutes(deps));
  v1.route('/', unitRoutes(deps));
  v1.route('/', recipeRoutes(deps));
  v1.route('/', ingredientRoutes(deps));
  v1.route('/', webhookRoutes(deps));
  v1.route('/', renderRoutes(deps));
  v1.route('/', keyRoutes(deps));
  app.route('/api/v1', v1);
  app.route(
    '/',
    docsRoutes(() => app, { webhookAllowPrivate: takesPrivateWebhooks(deps) }),
  );
  app.route('/', webRoutes());

  app.notFound((c) => {
    const allowed = allowedMethods(app, c.req.path);
    // A method that is allowed but did not match (e.g. a trailing slash) is a missing route, not a 405.
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      return c.json({ code: 40501, message: `Use ${allowed.join(' or ')} for this path.` }, 405, {
        allow: allowed.join(', '),
      });
    }
    return c.json({ code: 40401, message: 'No such route.' }, 404);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.toBody(), error.status, error.headers);
    }
    if (error instanceof StoreError && error.code === 'invalid') {
      // Input the database refuses (a malformed cursor, U+0000 in a string): the client's fault, not a 500.
      const reason = error.message.replace(/^(\[[^\]]*\]\s*)+/, '');
      return c.json({ code: 40001, message: `The request is invalid: ${reason}.` }, 400);
    }
    if (error instanceof StoreError && (error.code === 'unavailable' || error.code === 'locked')) {
      deps.logger?.warn({ requestId: c.get('requestId'), err: error.message }, 'store unavailable');
      return c.json({ code: 50301, message: 'The database is unavailable; try again shortly.' }, 503, {
        'retry-after': '5',
      });
    }
    deps.logger?.error(
      { requestId: c.get('requestId'), route: c.req.routePath, err: error.message, stack: error.stack },
      'unexpected error',
    );
    return c.json({ code: 50001, message: 'Unexpected error; it has been logged with the request id.' }, 500);
  });

  return app;
}

/**
 * Methods that have a route for this path (for 405 + Allow). Only the most specific routes count:
 * `GET /webhooks/configure` allows POST, not the DELETE of `/webhooks/:id`.
 */
function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const methods = new Set<string>();
  let fewestParams = Number.POSITIVE_INFINITY;
  for (const route of app.routes) {
    if (route.method === 'ALL' || !routePattern(route.path).test(path)) continue;
    const params = route.path.split('/').filter((part) => part.startsWith(':')).length;
    if (params > fewestParams) continue;
    if (params < fewestParams) {
      fewestParams = params;
      methods.clear();
    }
    methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

const patterns = new Map<string, RegExp>();
function routePattern(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(path, pattern);
  }
  return pattern;
}
