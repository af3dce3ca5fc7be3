/**
 * Print-ready labels (api.md §12, `POST /label/render?format=pdf|png`): the same SVG the preview
 * shows, drawn as a vector PDF at its real size (one layout unit = one point) or rasterised to PNG,
 * with the fonts embedded so a printer gets what was previewed. Both draw the layout's Helvetica
 * text with Liberation Sans (committed in ./fonts, metric-compatible with Helvetica/Arial, so the
 * layout's widths hold), never a font of the machine. Why these libraries: docs/architecture.md.
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** The font faces, by the name svg-to-pdfkit asks for: family, then -Bold, -Italic, -BoldItalic. */
const FACES = {
  Sans: 'LiberationSans-Regular.ttf',
  'Sans-Bold': 'LiberationSans-Bold.ttf',
  'Sans-Italic': 'LiberationSans-Italic.ttf',
  'Sans-BoldItalic': 'LiberationSans-BoldItalic.ttf',
} as const;

/** The fonts directory: dist/fonts next to the bundle, or src/print/fonts beside this module. */
function fontsDirectory(): string {
  const dir = fileURLToPath(new URL('./fonts/', import.meta.url));
  if (existsSync(`${dir}${FACES.Sans}`)) return dir;
  throw new Error('The label fonts are missing (expected fonts/ next to the server bundle).');
}

let fonts:
  | { readonly dir: string; readonly faces: Readonly<Record<keyof typeof FACES, unknown>> }
  | undefined;

/**
 * The font files, read and parsed once: pdfkit takes a parsed (fontkit) font as it takes a file, and
 * parsing four faces per document would cost more than the rest of the PDF.
 */
function labelFonts() {
  if (fonts === undefined) {
    const dir = fontsDirectory();
    const faces = Object.fromEntries(
      Object.entries(FACES).map(([name, file]) => [name, openFont(readFileSync(`${dir}${file}`))]),
    ) as Record<keyof typeof FACES, unknown>;
    fonts = { dir, faces };
  }
  return fonts;
}

/** Width and height of an SVG document from its root attributes, in layout units. */
function svgSize(svg: string): { readonly width: number; readonly height: number } {
  const root = svg.slice(0, svg.indexOf('>'));
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('The label SVG has no width and height.');
  return { width, height };
}

/**
 * The label as a one-page PDF of exactly its size: one layout unit is one point (1/72 inch), so the
 * FDA panel's 11-unit rows print in 11-point type. Text stays text (selectable, vector), in the
 * embedded (subset) Liberation Sans faces.
 */
export function svgToPdf(svg: string): Promise<Buffer> {
  const { width, height } = svgSize(svg);
  const { faces } = labelFonts();
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: titleOf(svg), Producer: 'nutrilabel' },
    // Our own face from the start: pdfkit would otherwise parse its Helvetica metrics for every document.
    font: faces.Sans as string,
  });
  // The typings name only paths and buffers; pdfkit ≥ 0.16 also takes a fontkit font.
  for (const [name, face] of Object.entries(faces)) doc.registerFont(name, face as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  SVGtoPDF(doc, svg, 0, 0, {
    width,
    height,
    assumePt: true,
    fontCallback: (_family: string, bold: boolean, italic: boolean) =>
      bold && italic ? 'Sans-BoldItalic' : bold ? 'Sans-Bold' : italic ? 'Sans-Italic' : 'Sans',
  });
  doc.end();
  return done;
}

/**
 * The label as a PNG, `scale` pixels per layout unit (2 by default: a sharp image on a 2× screen).
 * Only the committed fonts are loaded, so every machine draws the same pixels.
 */
/** At most this many pixels in a PNG (40 MP, 160 MB of RGBA while drawing): a long recipe at a large scale is refused. */
export const MAX_PNG_PIXELS = 40_000_000;

/** The pixel size of the PNG of `svg` at `scale`. */
export function pngSize(svg: string, scale: number): { readonly width: number; readonly height: number } {
  const { width, height } = svgSize(svg);
  return { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
}

export function svgToPng(svg: string, scale = 2): Buffer {
  const { dir } = labelFonts();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: {
      loadSystemFonts: false,
      fontFiles: Object.values(FACES).map((file) => `${dir}${file}`),
      defaultFontFamily: 'Liberation Sans',
      sansSerifFamily: 'Liberation Sans',
    },
  });
  return resvg.render().asPng();
}

function titleOf(svg: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? 'Nutrition label';
  // One pass, so an escaped "&amp;lt;" stays the text "&lt;".
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  return title.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}
