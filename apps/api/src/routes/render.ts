/**
 * POST /label/render?format=svg|html|pdf|png (api.md §11, §12): the printed label, laid out per the
 * regulation, as a self-contained SVG document, an HTML fragment, or print-ready as a vector PDF at
 * its real size or a PNG (`?scale=`). A view like export: it emits no webhook event.
 *
 * @module
 */
import { LabelRequestSchema, type RegulationId, renderLabelHtml, renderLabelSvg } from '@nutrilabel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { MAX_PNG_SCALE, svgToPdf, svgToPng } from '../print/print-label';
import { LabelService } from '../services/label-service';

/** The render formats and their content types. */
export const RENDER_FORMATS = {
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
} as const;

/** A render format name. */
export type RenderFormat = keyof typeof RENDER_FORMATS;

/** The print formats draw Latin text with the embedded Liberation Sans, which has no CJK glyphs. */
const PRINTABLE: ReadonlySet<RegulationId> = new Set(['fda', 'cfia', 'eu']);

/** The query of the render route (documented in the OpenAPI document). */
export const RenderQuerySchema = v.object({
  format: v.pipe(v.string(), v.picklist(Object.keys(RENDER_FORMATS) as RenderFormat[])),
  scale: v.optional(
    v.pipe(
      v.string(),
      v.decimal('must be a number'),
      v.transform(Number),
      v.number(),
      v.minValue(0.25, 'must be at least 0.25'),
      v.maxValue(MAX_PNG_SCALE, `must be at most ${MAX_PNG_SCALE}`),
    ),
  ),
});

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
      `Unknown render format "${query ?? ''}". Allowed: ${Object.keys(RENDER_FORMATS).join(', ')}.`,
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
    const scaleQuery = c.req.query('scale');
    const { scale } = parseOrThrow(RenderQuerySchema, {
      format,
      ...(scaleQuery === undefined ? {} : { scale: scaleQuery }),
    });
    const body = parseOrThrow(LabelRequestSchema, await readJson(c));
    const generated = await labels.fromRequest(c.get('auth').accountId, body);
    const result = generated.result;
    const headers = { 'content-type': RENDER_FORMATS[format], ...LOCKED_DOWN };
    if (format === 'html') return c.body(renderLabelHtml(result), 200, headers);
    const svg = renderLabelSvg(result);
    if (format === 'svg') return c.body(svg, 200, headers);
    if (!PRINTABLE.has(result.label.regulation)) {
      throw new ApiError(
        40005,
        `format=${format} is not available for ${result.label.regulation} labels (their script is not in the embedded font); use svg or html.`,
      );
    }
    const file = format === 'pdf' ? await svgToPdf(svg) : svgToPng(svg, scale);
    return c.body(new Uint8Array(file), 200, {
      ...headers,
      'content-disposition': `inline; filename="label.${format}"`,
    });
  });

  return app;
}
