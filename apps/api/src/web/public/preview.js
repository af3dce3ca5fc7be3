// The live label: the printed panel (POST /label/render?format=html) and everything else the
// label says (claims, allergens, statement, warnings), redrawn shortly after each change.
import { api, describe } from './api.js';
import { renderDetails } from './details.js';
import { byId, clearFieldErrors, debounce, showFieldErrors, status } from './dom.js';
import { draft, labelBody } from './draft.js';
import { attachExplanations } from './explain.js';
import { checkMetadata } from './metadata.js';
import { keepPanelFitted, panelFrame } from './panel-fit.js';

let latest = 0;

/** Shows an API error at the fields it names; the rest in the status line. */
function showLabelError(error) {
  const unplaced = showFieldErrors(byId('view-label'), error.details ?? []);
  const rest = unplaced.map((d) => `${d.path}: ${d.message}`).join('; ');
  status(byId('label-status'), rest ? `${error.message} (${rest})` : describe(error), true);
}

/**
 * The label's data without side effects: POST /label emits `label.generated` to the account's
 * webhooks (api.md §4), so the preview reads it from /labels/batch, which emits nothing, with the
 * same options as the panel (api.md §12) and `?explain=1` (api.md §14) for the explanations.
 */
async function labelData(body) {
  const { recipe, regulation, options } = body;
  const [envelope] = await api('/labels/batch?explain=1', {
    method: 'POST',
    body: { recipes: [recipe], regulation, ...(options ? { options } : {}) },
  });
  return envelope?.code === 0 ? envelope.data : null;
}

async function redraw() {
  const preview = byId('label-preview');
  const line = byId('label-status');
  const view = byId('view-label');
  if (draft.recipe.ingredients.length === 0) {
    clearFieldErrors(view);
    preview.replaceChildren();
    attachExplanations(preview, null);
    renderDetails(null);
    status(line, 'Add an ingredient to see the label.');
    return;
  }
  const mine = ++latest;
  // Nothing is sent while a reference key would be refused: the problem shows at its field.
  if (!checkMetadata()) {
    status(line, 'Fix the references marked above to update the label.', true);
    return;
  }
  const body = labelBody();
  // Keep the old label's height while the new one loads: the page does not jump.
  preview.style.minHeight = `${preview.offsetHeight}px`;
  preview.setAttribute('aria-busy', 'true');
  status(line, 'Updating…');
  try {
    const [html, data] = await Promise.all([
      api('/label/render?format=html', { method: 'POST', body, as: 'text' }),
      labelData(body).catch(() => null),
    ]);
    if (mine !== latest) return;
    clearFieldErrors(view);
    // As the API drew it, scaled down when wider than the column.
    panelFrame(preview, html);
    attachExplanations(preview, data);
    renderDetails(data);
    // The panel drew but what it says beside it did not load: say so rather than show nothing.
    status(line, data ? '' : 'Allergens, claims and warnings could not be loaded: try again.', !data);
  } catch (error) {
    if (mine !== latest) return;
    preview.replaceChildren();
    attachExplanations(preview, null);
    renderDetails(null);
    showLabelError(error);
  } finally {
    if (mine === latest) {
      preview.style.minHeight = '';
      preview.removeAttribute('aria-busy');
    }
  }
}

const redrawSoon = debounce(redraw, 250);

keepPanelFitted(byId('label-preview'));

/** Redraws the label after a short pause in typing, or at once. */
export function refreshLabel(now = false) {
  if (now) redraw();
  else redrawSoon();
}
