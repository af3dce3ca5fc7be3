/**
 * Print-ready labels (api.md §12): POST /label/render?format=pdf is one vector page of the label's
 * size with its fonts embedded; format=png is the same drawing in pixels, `scale` per layout unit.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

const render = (query: string) => `/api/v1/label/render?${query}`;

/** The page size of the SVG preview of the same label, in layout units. */
async function svgSize(call: Awaited<ReturnType<typeof makeApp>>['call']) {
  const svg = await (await call(render('format=svg'), { body: { recipe: simpleRecipe() } })).text();
  const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
  return { width: Number(width), height: Number(height) };
}

/** The text of every deflated content stream of a PDF. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // a font program with trailing bytes: not text
    }
  }
  return streams;
}

describe('POST /api/v1/label/render print formats', () => {
  test('format=pdf: one page exactly the size of the label in points, fonts embedded, text as text', async () => {
    const { call } = await makeApp();
    const { width, height } = await svgSize(call);
    const response = await call(render('format=pdf'), { body: { recipe: simpleRecipe() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain(`/MediaBox [0 0 ${width} ${height}]`);
    // Every font is an embedded TrueType subset of Liberation Sans: no font of the printer's is used.
    const fonts = [...text.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]!.slice(7));
    expect(new Set(fonts)).toEqual(
      new Set(['LiberationSans', 'LiberationSans-Bold', 'LiberationSans-Italic']),
    );
    // (each font is named twice, as the composite font and as its descendant)
    expect(text.match(/\/FontFile2/g)?.length).toBe(new Set(fonts).size);
    // The page draws text (BT … Tj/TJ … ET), not outlines.
    const page = pdfStreams(pdf).find((s) => s.includes('BT'));
    expect(page).toMatch(/BT[\s\S]*T[jJ][\s\S]*ET/);
  });

  test('format=png: a PNG of the label at `scale` pixels per unit (default 2)', async () => {
    const { call } = await makeApp();
    const { width, height } = await svgSize(call);
    const size = async (query: string) => {
      const response = await call(render(query), { body: { recipe: simpleRecipe() } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(await size('format=png')).toEqual([Math.round(width * 2), Math.round(height * 2)]);
    expect(await size('format=png&scale=1')).toEqual([Math.round(width), Math.round(height)]);
    expect(await size('format=png&scale=3.5')).toEqual([Math.round(width * 3.5), Math.round(height * 3.5)]);
  });

  test('a bad scale is 40001 naming the field; a China label has no print format (40005)', async () => {
    const { call } = await makeApp();
    for (const scale of ['0', '9', 'big', '-1']) {
      const response = await call(render(`format=png&scale=${scale}`), { body: { recipe: simpleRecipe() } });
      expect(response.status).toBe(400);
      const body = await json<{ code: number; details: { path: string }[] }>(response);
      expect(body.code).toBe(40001);
      expect(body.details.map((d) => d.path)).toEqual(['scale']);
    }
    const china = await call(render('format=pdf'), { body: { recipe: simpleRecipe(), regulation: 'china' } });
    expect(china.status).toBe(400);
    expect((await json<{ code: number }>(china)).code).toBe(40005);
  });

  test('a PNG over 40 MP is refused (422 naming the size) before anything is drawn; the PDF of the same label is served', async () => {
    const { call } = await makeApp();
    // 300 ingredients with long names: a tall statement under the panel.
    const long = {
      name: 'Everything bar',
      servingSizeGrams: 30,
      ingredients: Array.from({ length: 300 }, (_, i) => ({
        name: `Ingredient number ${i} with a long descriptive name of the kind a maker types ${'x'.repeat(80)}`,
        weightGrams: 1,
        nutrients: { energy_kcal: 100 },
      })),
    };
    const png = await call(render('format=png&scale=8'), { body: { recipe: long } });
    const body = await json<{ code: number; message: string }>(png);
    expect(png.status, JSON.stringify(body)).toBe(422);
    expect(body.code).toBe(42201);
    expect(body.message).toMatch(/would be \d+ × \d+ px; a PNG may have at most 40,000,000 pixels/);
    const pdf = await call(render('format=pdf'), { body: { recipe: long } });
    expect(pdf.status).toBe(200);
  }, 60_000);
});
