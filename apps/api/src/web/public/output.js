// What leaves the page: CSV, SVG, PNG and PDF as the API makes them, the printed label at its real
// size (style.css @media print), and snippets to embed the label.
import { api, describe, download, fileName } from './api.js';
import { byId, status } from './dom.js';
import { draft, labelBody } from './draft.js';
import { checkMetadata } from './metadata.js';

const svgOfLabel = () => api('/label/render?format=svg', { method: 'POST', body: labelBody(), as: 'text' });

/**
 * The file of a format, as the API makes it (PNG and PDF drawn by the server: api.md §12 "Print-ready").
 * The CSV has no as-prepared column (the export refuses `options.prepared`): it is of the food as packaged.
 */
function fileOf(format) {
  const body = labelBody();
  if (format === 'csv') {
    const { prepared: _asPrepared, ...options } = body.options ?? {};
    if (Object.keys(options).length > 0) body.options = options;
    else delete body.options;
    return api('/label/export?format=csv', { method: 'POST', body, as: 'blob' });
  }
  return api(`/label/render?format=${format}`, { method: 'POST', body, as: 'blob' });
}

async function downloadAs(format) {
  const line = byId('output-status');
  if (!checkMetadata()) {
    status(line, 'Fix the references marked above first.', true);
    return;
  }
  status(line, `Preparing ${format.toUpperCase()}…`);
  try {
    download(await fileOf(format), fileName(draft.recipe.name ?? 'recipe', format));
    const packagedOnly = format === 'csv' && draft.options.prepared !== undefined;
    status(line, packagedOnly ? 'The CSV is of the food as packaged: it has no as-prepared column.' : '');
  } catch (error) {
    status(line, describe(error), true);
  }
}

/** Base64 of a UTF-8 string (the label has non-Latin-1 text: 营养成分表, “Valeur nutritive”). */
function base64(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function embed(kind) {
  const line = byId('output-status');
  const area = byId('embed-code');
  try {
    const svg = await svgOfLabel();
    const alt = `Nutrition label of ${draft.recipe.name ?? 'the recipe'}`.replace(/"/g, '&quot;');
    area.value = kind === 'img' ? `<img src="data:image/svg+xml;base64,${base64(svg)}" alt="${alt}">` : svg;
    area.hidden = false;
    area.select();
    try {
      await navigator.clipboard.writeText(area.value);
      status(line, `The <${kind}> snippet is copied.`);
    } catch {
      status(line, `Copy the <${kind}> snippet below.`);
    }
  } catch (error) {
    status(line, describe(error), true);
  }
}

/** Sets up the output buttons. */
export function initOutput() {
  byId('download-csv').addEventListener('click', () => downloadAs('csv'));
  byId('download-svg').addEventListener('click', () => downloadAs('svg'));
  byId('download-png').addEventListener('click', () => downloadAs('png'));
  byId('download-pdf').addEventListener('click', () => downloadAs('pdf'));
  byId('print-label').addEventListener('click', () => window.print());
  byId('embed-img').addEventListener('click', () => embed('img'));
  byId('embed-svg').addEventListener('click', () => embed('svg'));
}
