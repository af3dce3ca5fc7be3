// The recipe builder: ingredient search, the ingredient list, and the live label preview.
import { api, download, fileName } from './api.js';
import { byId, debounce, el, status } from './dom.js';

const RECIPE_STORAGE = 'nutrilabel.recipe';
const DEFAULT_GRAMS = 100;

/** The recipe being built (api.md §3) and the chosen regulation. */
const state = {
  recipe: { name: 'My recipe', servingSizeGrams: 40, ingredients: [] },
  regulation: 'fda',
};

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(RECIPE_STORAGE) ?? 'null');
    if (saved?.recipe?.ingredients) Object.assign(state, saved);
  } catch {
    // A broken saved recipe is dropped.
  }
}

function save() {
  localStorage.setItem(RECIPE_STORAGE, JSON.stringify(state));
}

/** The request body of /label, /label/render and /label/export. */
function requestBody() {
  const { recipe } = state;
  const clean = { ...recipe };
  for (const key of ['servingsPerContainer', 'householdMeasure']) {
    if (clean[key] === '' || clean[key] === undefined || clean[key] === null) delete clean[key];
  }
  return { recipe: clean, regulation: state.regulation };
}

// ---- the form fields

function syncFields() {
  byId('recipe-name').value = state.recipe.name ?? '';
  byId('serving-size').value = state.recipe.servingSizeGrams ?? '';
  byId('servings').value = state.recipe.servingsPerContainer ?? '';
  byId('household').value = state.recipe.householdMeasure ?? '';
  byId('regulation').value = state.regulation;
}

function bindFields() {
  const number = (value) => (value === '' ? undefined : Number(value));
  byId('recipe-name').addEventListener('input', (e) => changed(() => (state.recipe.name = e.target.value)));
  byId('serving-size').addEventListener('input', (e) =>
    changed(() => (state.recipe.servingSizeGrams = number(e.target.value))),
  );
  byId('servings').addEventListener('input', (e) =>
    changed(() => (state.recipe.servingsPerContainer = number(e.target.value))),
  );
  byId('household').addEventListener('input', (e) =>
    changed(() => (state.recipe.householdMeasure = e.target.value || undefined)),
  );
  byId('regulation').addEventListener('change', (e) => changed(() => (state.regulation = e.target.value)));
}

// ---- ingredients

function renderIngredients() {
  const body = byId('ingredients').querySelector('tbody');
  body.replaceChildren(
    ...state.recipe.ingredients.map((ingredient, index) =>
      el(
        'tr',
        { 'data-testid': 'ingredient-row' },
        el(
          'td',
          {},
          ingredient.name,
          ingredient.foodId ? el('small', { class: 'muted' }, ` ${ingredient.foodId}`) : null,
        ),
        el(
          'td',
          {},
          el('input', {
            type: 'number',
            min: '0.01',
            step: 'any',
            value: ingredient.weightGrams ?? '',
            'aria-label': `Grams of ${ingredient.name}`,
            'data-testid': 'ingredient-grams',
            placeholder:
              ingredient.amount === undefined ? '' : `${ingredient.amount} ${ingredient.unit ?? ''}`,
            oninput: (e) =>
              changed(() => {
                // Grams replace an amount + unit (the API takes one or the other).
                ingredient.weightGrams = Number(e.target.value);
                delete ingredient.amount;
                delete ingredient.unit;
              }, false),
          }),
        ),
        el(
          'td',
          {},
          el(
            'button',
            {
              type: 'button',
              class: 'secondary',
              onclick: () => changed(() => state.recipe.ingredients.splice(index, 1)),
            },
            'Remove',
          ),
        ),
      ),
    ),
  );
  byId('no-ingredients').hidden = state.recipe.ingredients.length > 0;
}

function addFood(food) {
  changed(() =>
    state.recipe.ingredients.push({ name: food.name, foodId: food.id, weightGrams: DEFAULT_GRAMS }),
  );
}

// ---- search

const SOURCES = [
  ['local', 'Your ingredients'],
  ['golden', 'Common ingredients'],
  ['usda', 'USDA database'],
];
let searchController;

async function search(q) {
  const results = byId('search-results');
  searchController?.abort();
  if (q.trim() === '') {
    results.replaceChildren();
    return;
  }
  searchController = new AbortController();
  try {
    const data = await api(`/ingredients/search?q=${encodeURIComponent(q.trim())}&limit=8`, {
      signal: searchController.signal,
    });
    const groups = SOURCES.filter(([source]) => data[source]?.length > 0).map(([source, title]) => [
      el('h4', {}, title),
      ...data[source].map((food) =>
        el(
          'div',
          { class: 'hit', 'data-testid': 'search-hit' },
          el('span', {}, food.name, ' ', el('small', {}, food.category ?? '')),
          el('button', { type: 'button', 'data-testid': 'add-food', onclick: () => addFood(food) }, 'Add'),
        ),
      ),
    ]);
    results.replaceChildren(
      ...(groups.length > 0 ? groups.flat() : [el('p', { class: 'muted' }, `Nothing found for “${q}”.`)]),
    );
  } catch (error) {
    if (error.name === 'AbortError') return;
    results.replaceChildren(el('p', { class: 'error' }, error.describe ? error.describe() : String(error)));
  }
}

// ---- the live label

let labelRequest = 0;

async function refreshLabel() {
  const preview = byId('label-preview');
  const line = byId('label-status');
  if (state.recipe.ingredients.length === 0) {
    preview.replaceChildren();
    status(line, 'Add an ingredient to see the label.');
    return;
  }
  const mine = ++labelRequest;
  status(line, 'Updating…');
  try {
    const html = await api('/label/render?format=html', { method: 'POST', body: requestBody(), as: 'text' });
    if (mine !== labelRequest) return;
    // The fragment comes from our API, which escapes every user string; the page CSP runs no inline script.
    preview.innerHTML = html;
    status(line, '');
  } catch (error) {
    if (mine !== labelRequest) return;
    preview.replaceChildren();
    status(line, error.describe ? error.describe() : String(error), true);
  }
}

const refreshSoon = debounce(refreshLabel, 250);

/** Applies a change, saves, and refreshes what depends on it. */
function changed(apply, redrawList = true) {
  apply();
  save();
  if (redrawList) renderIngredients();
  syncJson();
  refreshSoon();
}

// ---- JSON import/export

function syncJson() {
  const area = byId('recipe-json');
  if (document.activeElement !== area) area.value = JSON.stringify(requestBody(), null, 2);
}

function importJson() {
  const line = byId('json-status');
  try {
    const parsed = JSON.parse(byId('recipe-json').value);
    const recipe = parsed.recipe ?? parsed;
    if (!Array.isArray(recipe.ingredients)) throw new Error('the recipe needs an "ingredients" list');
    changed(() => {
      state.recipe = recipe;
      if (typeof parsed.regulation === 'string') state.regulation = parsed.regulation;
    });
    syncFields();
    status(line, 'Recipe loaded.');
  } catch (error) {
    status(line, `Not a recipe: ${error.message}`, true);
  }
}

// ---- downloads

async function downloadAs(format) {
  const line = byId('label-status');
  try {
    const path = format === 'csv' ? '/label/export?format=csv' : '/label/render?format=svg';
    const blob = await api(path, { method: 'POST', body: requestBody(), as: 'blob' });
    download(blob, fileName(state.recipe.name ?? 'recipe', format));
  } catch (error) {
    status(line, error.describe ? error.describe() : String(error), true);
  }
}

/** Sets up the builder view. */
export function initBuilder() {
  load();
  syncFields();
  bindFields();
  renderIngredients();
  syncJson();
  const searchSoon = debounce(search, 200);
  byId('search').addEventListener('input', (e) => searchSoon(e.target.value));
  byId('import-json').addEventListener('click', importJson);
  byId('download-csv').addEventListener('click', () => downloadAs('csv'));
  byId('download-svg').addEventListener('click', () => downloadAs('svg'));
}

/** Redraws the label (when the view opens or the key changed). */
export function showBuilder() {
  refreshLabel();
}
