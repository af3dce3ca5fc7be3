/**
 * POST /label/render?format=svg|html (api.md §11): the printed label, laid out per the
 * regulation, as a self-contained SVG document or an HTML fragment. A view like export:
 * it emits no webhook event.
 *
 * @module
 */
import { renderLabelHtml, renderLabelSvg } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { LabelRequestBodySchema, RENDER_FORMAT_NAMES } from '../schemas/labels';
import { LabelService } from '../services/label-service';

/** The render formats, their content types and renderers. */
const RENDER_FORMATS = {
  svg: { contentType: 'image/svg+xml', render: renderLabelSvg },
  html: { contentType: 'text/html; charset=utf-8', render: renderLabelHtml },
} as const satisfies Record<(typeof RENDER_FORMAT_NAMES)[number], unknown>;

/** A render format name. */
type RenderFormat = keyof typeof RENDER_FORMATS;

/** The output never loads anything: opened on its own, the browser runs no script and fetches nothing. */
const LOCKED_DOWN = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

function formatOf(query: string | undefined): RenderFormat {
  const format = query?.toLowerCase();
  if (format === undefined || !Object.hasOwn(RENDER_FORMATS, format)) {
    throw new ApiError(
      40005,
      `Unknown render format "${query ?? ''}". Allowed: ${RENDER_FORMAT_NAMES.join(', ')}.`,
    );
  }
  return format as RenderFormat;
}

/** The render route. */
export function renderRoutes(deps: AppDeps) {
  const labels = new LabelService(deps.store, deps.foods);
  const app = new Hono<AppEnv>();

  app.post('/label/render', async (c) => {
    const format = formatOf(c.req.query('format'));
    const body = parseOrThrow(LabelRequestBodySchema, await readJson(c));
    const generated = await labels.fromRequest(c.get('auth').accountId, body);
    const { contentType, render } = RENDER_FORMATS[format];
    return c.body(render(generated.result), 200, { 'content-type': contentType, ...LOCKED_DOWN });
  });

  return app;
}
