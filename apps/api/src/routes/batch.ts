/**
 * POST /labels/batch: one api.md §1 envelope per recipe, in input order (services/batch-labels).
 *
 * @module
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { batchSize, LabelBatchSchema } from '../schemas/labels';
import { chargeBatch, labelBatch } from '../services/batch-labels';
import { explainQuery, LabelService, regulationOf } from '../services/label-service';

/** The batch route. */
export function batchRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.post('/labels/batch', async (c) => {
    const explain = explainQuery(c.req.query('explain'));
    const body = parseOrThrow(LabelBatchSchema, await readJson(c));
    const fallback = regulationOf(body.regulation);
    const auth = c.get('auth');
    const charged = await chargeBatch(deps.rateLimiter, auth, batchSize(body));
    for (const [name, value] of Object.entries(charged)) c.header(name, value);
    const results = await labelBatch(
      deps,
      labels,
      auth.accountId,
      body,
      fallback,
      explain ? { explain } : {},
    );
    return c.json({ code: 0, data: results });
  });

  return app;
}
