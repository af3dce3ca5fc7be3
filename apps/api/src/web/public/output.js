// What leaves the page: CSV and SVG from the API, PNG drawn from that SVG in this browser, the
// printed label at its real size (style.css @media print), and snippets to embed the label.
import { api, describe, download, fileName } from './api.js';
import { byId, status } from './dom.js';
import { draft, labelBody } from './draft.js';

const svgOfLabel = () => api('/label/render?format=svg', { method: 'POST', body: labelBody(), as: 'text' });

/** Rasterises an SVG document at `scale` × its own size (2: sharp on paper and retina screens). */
async function pngOf(svg, scale = 2) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function downloadAs(format) {
  const line = byId('output-status');
  status(line, `Preparing ${format.toUpperCase()}…`);
  try {
    let blob;
    if (format === 'csv')
      blob = await api('/label/export?format=csv', { method: 'POST', body: labelBody(), as: 'blob' });
    else if (format === 'svg') blob = new Blob([await svgOfLabel()], { type: 'image/svg+xml' });
    else blob = await pngOf(await svgOfLabel());
    download(blob, fileName(draft.recipe.name ?? 'recipe', format));
    status(line, '');
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
  byId('print-label').addEventListener('click', () => window.print());
  byId('embed-img').addEventListener('click', () => embed('img'));
  byId('embed-svg').addEventListener('click', () => embed('svg'));
}
