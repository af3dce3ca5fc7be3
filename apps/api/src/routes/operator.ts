/**
 * Operator routes outside `/api/v1`, each behind its own bearer token and absent (404) unless its
 * token is configured: `GET /metrics` (Prometheus text format, `METRICS_TOKEN`) and
 * `POST /admin/backup` (a backup of the embedded database taken by the running server, which owns
 * it; `ADMIN_TOKEN`). Neither is an account's business, so API keys do not open them.
 *
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';

const gzipAsync = promisify(gzip);

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Requires `Authorization: Bearer <token>` (compared in constant time). */
export const bearer = (token: string, variable: string) => {
  const expected = digest(token);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match) {
      throw new ApiError(40101, `Authorization: Bearer <${variable}> is required.`, undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    if (!timingSafeEqual(digest(match[1] ?? ''), expected)) {
      throw new ApiError(40102, `The bearer token is not ${variable}.`, undefined, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    await next();
  });
};

/** The operator routes the configuration enables. */
export function operatorRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  if (deps.metricsToken && deps.metrics) {
    const metrics = deps.metrics;
    app.get('/metrics', bearer(deps.metricsToken, 'METRICS_TOKEN'), async (c) => {
      return c.body(await metrics.render(), 200, { 'content-type': metrics.contentType });
    });
  }

  if (deps.adminToken) {
    app.post('/admin/backup', bearer(deps.adminToken, 'ADMIN_TOKEN'), async (c) => {
      const backup = deps.store.backup;
      if (!backup) {
        throw new ApiError(
          42201,
          'Backups through the server are for the embedded database; back up PostgreSQL with pg_dump (docs/operations.md).',
        );
      }
      const started = performance.now();
      const sql = await backup();
      const pausedMs = Math.round(performance.now() - started);
      const body = await gzipAsync(sql);
      const name = `nutrilabel-${new Date().toISOString().replace(/[:.]/g, '-')}.sql.gz`;
      deps.logger?.info({ requestId: c.get('requestId'), bytes: body.length, pausedMs }, 'backup taken');
      return c.body(new Uint8Array(body), 200, {
        'content-type': 'application/gzip',
        'content-disposition': `attachment; filename="${name}"`,
        'x-backup-paused-ms': String(pausedMs),
      });
    });
  }

  return app;
}
