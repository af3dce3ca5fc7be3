/**
 * POST /label (api.md §4) and POST /label/export (api.md §10; the multi-recipe export streams,
 * see services/batch-labels).
 *
 * @module
 */
import { labelToCsv } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { readJson } from '../http/json-body';
import { jsonText } from '../middleware/json-charset';
import { batchSize, EXPORT_FORMATS, LabelRequestBodySchema } from '../schemas/labels';
import { chargeBatch, exportBatchCsv, parseExport } from '../services/batch-labels';
import { contentDisposition } from '../services/content-disposition';
import { parseLabelBody } from '../services/label-body';
import { emitGenerated } from '../services/label-events';
import { explainQuery, LabelService, labelData, regulationOf } from '../services/label-service';

const CSV = 'text/csv; charset=utf-8';

/** The label routes. */
export function labelRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.post('/label', async (c) => {
    const body = parseLabelBody(LabelRequestBodySchema, await readJson(c));
    const auth = c.get('auth');
    const explain = explainQuery(c.req.query('explain'));
    const data = labelData(await labels.fromRequest(auth.accountId, body, explain ? { explain } : {}));
    await emitGenerated(deps.events, auth.accountId, data);
    return jsonText(c, JSON.stringify({ code: 0, data }));
  });

  app.post('/label/export', async (c) => {
    const format = c.req.query('format');
    if (!format || !(EXPORT_FORMATS as readonly string[]).includes(format.toLowerCase())) {
      throw new ApiError(
        40005,
        `Unknown export format "${format ?? ''}". Allowed: ${EXPORT_FORMATS.join(', ')}.`,
      );
    }
    const raw = await readJson(c);
    const auth = c.get('auth');
    const isBatch = typeof raw === 'object' && raw !== null && ('recipeIds' in raw || 'recipes' in raw);
    if (!isBatch) {
      const body = parseLabelBody(LabelRequestBodySchema, raw);
      const generated = await labels.fromRequest(auth.accountId, body);
      return c.body(labelToCsv(generated.result), 200, {
        'content-type': CSV,
        'content-disposition': contentDisposition(generated.recipeName),
      });
    }
    const batch = parseExport(raw);
    const fallback = regulationOf(batch.regulation);
    const charged = await chargeBatch(deps.rateLimiter, auth, batchSize(batch));
    for (const [name, value] of Object.entries(charged)) c.header(name, value);
    const csv = await exportBatchCsv(deps, labels, auth.accountId, batch, fallback, c.get('requestId'));
    return c.body(csv, 200, {
      'content-type': CSV,
      'content-disposition': 'attachment; filename="labels.csv"',
    });
  });

  return app;
}
