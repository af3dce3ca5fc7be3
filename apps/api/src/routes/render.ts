/**
 * POST /label/render?format=svg|html|pdf|png (api.md §11, §12): the printed label, laid out per the
 * regulation, as a self-contained SVG document, an HTML fragment, or print-ready as a vector PDF at
 * its real size or a PNG (`?scale=`). A view like export: it emits no webhook event.
 *
 * @module
 */
import { getRegulation, renderLabelHtml, renderLabelSvg } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { MAX_PNG_PIXELS, pngSize, svgToPdf, svgToPng } from '../print/print-label';
import { LabelRequestBodySchema, RENDER_FORMAT_NAMES, RenderQuerySchema } from '../schemas/labels';
import { parseLabelBody } from '../services/label-body';
import { LabelService } from '../services/label-service';

/** The render formats and their content types. */
const RENDER_FORMATS = {
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
} as const satisfies Record<(typeof RENDER_FORMAT_NAMES)[number], string>;

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
    const scaleQuery = c.req.query('scale');
    const { scale } = parseOrThrow(RenderQuerySchema, {
      format,
      ...(scaleQuery === undefined ? {} : { scale: scaleQuery }),
    });
    const body = parseLabelBody(LabelRequestBodySchema, await readJson(c));
    const generated = await labels.fromRequest(c.get('auth').accountId, body);
    const result = generated.result;
    const headers = { 'content-type': RENDER_FORMATS[format], ...LOCKED_DOWN };
    if (format === 'html') return c.body(renderLabelHtml(result), 200, headers);
    const svg = renderLabelSvg(result);
    if (format === 'svg') return c.body(svg, 200, headers);
    // The print formats embed Liberation Sans, which has Latin glyphs (accents included) and no CJK ones.
    if (getRegulation(result.label.regulation).script !== 'latin') {
      throw new ApiError(
        40005,
        `format=${format} is not available for ${result.label.regulation} labels (their script is not in the embedded font); use svg or html.`,
      );
    }
    if (format === 'png') {
      const { width, height } = pngSize(svg, scale ?? 2);
      if (width * height > MAX_PNG_PIXELS) {
        throw new ApiError(
          42201,
          `This label at scale ${scale ?? 2} would be ${width} × ${height} px; a PNG may have at most ${MAX_PNG_PIXELS.toLocaleString('en-US')} pixels. Use a smaller scale, or format=pdf or svg.`,
        );
      }
    }
    const file = format === 'pdf' ? await svgToPdf(svg) : svgToPng(svg, scale);
    return c.body(new Uint8Array(file), 200, headers);
  });

  return app;
}
