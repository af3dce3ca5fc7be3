// Saved recipes (api.md §5): the Recipes view (paged, searched by name on this page, newest
// first), and saving the builder's draft (create, update, save as a copy) with an Idempotency-Key.
import { api, describe, getApiKey } from './api.js';
import { button, byId, el, showFieldErrors, status, when } from './dom.js';
import {
  cleanRecipe,
  draft,
  isDirty,
  markSaved,
  mayDiscard,
  metadataObject,
  newRecipe,
  onDraftChange,
  replaceDraft,
} from './draft.js';
import { checkMetadata } from './metadata.js';
import { pagedList } from './paged-list.js';

const PAGE = 50;

/** The recipes loaded so far (newest first) and the path of the next page. */
const listing = pagedList({
  first: `/recipes?limit=${PAGE}`,
  message: 'recipes-message',
  noKey: 'Save an API key in Settings to see your recipes.',
  render: renderList,
});

/** The loaded saved recipes (for the builder's search). */
export function savedRecipes() {
  return listing.items;
}

/** Searching looks through every page: the API has no name filter, so the rest is loaded first. */
async function searchAll() {
  while (listing.next && byId('recipes-filter').value.trim() !== '') {
    if (!(await listing.loadMore())) break;
  }
  renderList();
}

function renderList() {
  const filter = byId('recipes-filter').value.trim().toLowerCase();
  const shown = listing.items.filter((r) => r.name.toLowerCase().includes(filter));
  byId('recipes')
    .querySelector('tbody')
    .replaceChildren(
      ...shown.map((recipe) =>
        el(
          'tr',
          { 'data-testid': 'recipe-row', 'data-id': recipe.id },
          el('td', {}, el('a', { href: '#/label', onclick: (e) => openRecipe(recipe.id, e) }, recipe.name)),
          el('td', {}, String(recipe.ingredientCount)),
          el('td', {}, (recipe.regulation ?? 'fda').toUpperCase()),
          el('td', {}, when(recipe.updatedAt)),
          el(
            'td',
            { class: 'actions' },
            button('Duplicate', `Duplicate ${recipe.name}`, () => duplicate(recipe), { class: 'secondary' }),
            button('Delete', `Delete ${recipe.name}`, () => remove(recipe), { class: 'secondary danger' }),
          ),
        ),
      ),
    );
  byId('recipes-empty').hidden = shown.length > 0 || !listing.loaded;
  byId('recipes-empty').textContent = filter
    ? `No saved recipe is called “${filter}”.`
    : 'No saved recipes yet.';
  byId('recipes-more').hidden = !listing.next;
}

async function openRecipe(id, event) {
  event?.preventDefault();
  if (!mayDiscard()) return;
  try {
    const saved = await api(`/recipes/${encodeURIComponent(id)}`);
    replaceDraft({
      recipe: { ...saved.recipe, name: saved.name },
      regulation: saved.regulation ?? 'fda',
      options: saved.options ?? {},
      metadata: saved.metadata,
      savedId: saved.id,
      version: saved.version,
    });
    location.hash = '#/label';
  } catch (error) {
    status(byId('recipes-message'), describe(error), true);
  }
}

async function duplicate(recipe) {
  try {
    const saved = await api(`/recipes/${encodeURIComponent(recipe.id)}`);
    await saveRecipe({
      name: `${saved.name} (copy)`,
      regulation: saved.regulation,
      recipe: saved.recipe,
      options: saved.options ?? {},
      metadata: saved.metadata ?? {},
    });
    await listing.reload();
    status(byId('recipes-message'), `Saved a copy of “${recipe.name}”.`);
  } catch (error) {
    status(byId('recipes-message'), describe(error), true);
  }
}

async function remove(recipe) {
  if (!confirm(`Delete “${recipe.name}”? This cannot be undone.`)) return;
  try {
    await api(`/recipes/${encodeURIComponent(recipe.id)}`, { method: 'DELETE' });
    // The builder keeps its copy, now unsaved.
    if (draft.savedId === recipe.id) markSaved(null, null);
    await listing.reload();
    status(byId('recipes-message'), `Deleted “${recipe.name}”.`);
  } catch (error) {
    status(byId('recipes-message'), describe(error), true);
  }
}

// ---- saving the draft

/** The Idempotency-Key of a save: the same for a retry of the same body, new for another body. */
let attempt = { body: '', key: '' };

async function saveRecipe(body) {
  const json = JSON.stringify(body);
  if (attempt.body !== json) attempt = { body: json, key: crypto.randomUUID() };
  const saved = await api('/recipes', { method: 'POST', body, headers: { 'idempotency-key': attempt.key } });
  attempt = { body: '', key: '' };
  return saved;
}

async function saveDraft(asCopy) {
  const line = byId('save-status');
  if (!checkMetadata()) {
    status(line, 'Fix the references marked above before saving.', true);
    return;
  }
  const recipe = cleanRecipe();
  const name = asCopy ? `${recipe.name} (copy)` : recipe.name;
  // Metadata and options always go with a save: {} clears what was removed here (an update without
  // them keeps the stored ones).
  const body = {
    name,
    regulation: draft.regulation,
    recipe: { ...recipe, name },
    options: draft.options,
    metadata: metadataObject(),
  };
  if (draft.savedId && !asCopy) body.id = draft.savedId;
  status(line, 'Saving…');
  try {
    const saved = await saveRecipe(body);
    if (asCopy) {
      replaceDraft({
        recipe: body.recipe,
        regulation: draft.regulation,
        options: body.options,
        metadata: body.metadata,
        savedId: saved.id,
        version: saved.version,
      });
    } else markSaved(saved.id, saved.version);
    status(line, `Saved${asCopy ? ' as a copy' : ''} · version ${saved.version} · ${when(saved.updatedAt)}`);
    // The builder's search of saved recipes sees the new name.
    listing.loaded = false;
    preloadRecipes();
  } catch (error) {
    const details = (error.details ?? []).map((d) => (d.path === 'name' ? { ...d, path: 'recipe.name' } : d));
    const rest = showFieldErrors(byId('view-label'), details);
    status(
      line,
      [describe({ message: error.message }), ...rest.map((d) => `${d.path}: ${d.message}`)].join(' '),
      true,
    );
  }
}

function showSaveState() {
  const state = byId('draft-state');
  if (!draft.savedId)
    state.textContent = draft.recipe.ingredients.length > 0 ? 'Not saved yet' : 'New recipe';
  else
    state.textContent = isDirty()
      ? `Unsaved changes (version ${draft.version})`
      : `Saved · version ${draft.version}`;
  state.dataset.dirty = String(isDirty());
  byId('save-copy').disabled = !draft.savedId;
}

/** Sets up the Recipes view and the builder's save buttons. */
export function initRecipes() {
  byId('recipes-filter').addEventListener('input', searchAll);
  byId('recipes-more').addEventListener('click', listing.loadMore);
  byId('save-recipe').addEventListener('click', () => saveDraft(false));
  byId('save-copy').addEventListener('click', () => saveDraft(true));
  byId('new-recipe').addEventListener('click', () => {
    if (mayDiscard()) newRecipe();
  });
  onDraftChange(showSaveState);
  showSaveState();
  // Leaving the page with unsaved changes asks first (the draft also stays in localStorage).
  window.addEventListener('beforeunload', (event) => {
    if (isDirty()) event.preventDefault();
  });
}

/** Loads the list when the Recipes view opens (and for the builder's search). */
export function showRecipes() {
  listing.reload();
}

/** Drops the loaded list (another account's key, or none). */
export function forgetRecipes() {
  listing.clear();
}

/** Loads the list once, quietly, for the builder's search of saved recipes. */
export function preloadRecipes() {
  if (!listing.loaded && getApiKey()) listing.reload();
}
