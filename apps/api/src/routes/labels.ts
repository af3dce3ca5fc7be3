/**
 * POST /label (api.md §4) and POST /label/export (api.md §10; the multi-recipe export streams,
 * see ./batch).
 *
 * @module
 */
import { LabelRequestSchema, labelToCsv } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { explainQuery, LabelService, labelData } from '../services/label-service';
import { exportBatchCsv } from './batch';

const EXPORT_FORMATS = ['csv'] as const;

/**
 * `attachment; filename="<recipe-name>-label.csv"` (api.md §10), the recipe name kept as given.
 * Quotes, backslashes and control characters become `_`; a name with non-ASCII characters gets an
 * ASCII `filename` and the exact name in `filename*` (RFC 6266 / RFC 8187).
 *
 * @example contentDisposition('Chocolate chip cookies') // 'attachment; filename="Chocolate chip cookies-label.csv"'
 */
export function contentDisposition(recipeName: string): string {
  const name = `${[...recipeName.trim()].slice(0, 120).join('') || 'recipe'}-label.csv`;
  // Printable ASCII except `"` and `\`.
  const ascii = name.replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  if (/^[\x20-\x7e]*$/.test(name)) return plain;
  try {
    const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
    return `${plain}; filename*=UTF-8''${encoded}`;
  } catch {
    return plain; // a lone surrogate cannot be encoded: the ASCII name alone
  }
}

/** The label routes. */
export function labelRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.post('/label', async (c) => {
    const body = parseOrThrow(LabelRequestSchema, await readJson(c));
    const auth = c.get('auth');
    const explain = explainQuery(c.req.query('explain'));
    const data = labelData(await labels.fromRequest(auth.accountId, body, explain ? { explain } : {}));
    await emitGenerated(deps, c.get('requestId'), auth.accountId, data);
    return c.json({ code: 0, data });
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
      const body = parseOrThrow(LabelRequestSchema, raw);
      const generated = await labels.fromRequest(auth.accountId, body);
      return c.body(labelToCsv(generated.result), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(generated.recipeName),
      });
    }
    return exportBatchCsv(c, deps, labels, raw);
  });

  return app;
}

/**
 * Records `label.generated` durably before answering (one insert, only for accounts with webhooks),
 * so a crash after the response loses no event; delivery happens later and never delays the response.
 * A failure to record fails the request (503 or 500): a label answered 200 always has its event.
 */
export async function emitGenerated(
  deps: AppDeps,
  _requestId: string,
  accountId: string,
  data: object,
): Promise<void> {
  // No catch: `app.onError` logs the failure with the request id and answers 503 or 500.
  await deps.events?.emit(accountId, 'label.generated', data);
}
