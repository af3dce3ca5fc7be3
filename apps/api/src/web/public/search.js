// Ingredient typeahead: every keystroke asks GET /ingredients/search (the previous request is
// aborted, no debounce; a query this page asked before is answered from its own cache) and the
// account's saved recipes are matched on this page.
import { api, describe, getApiKey } from './api.js';
import { button, byId, el } from './dom.js';
import { draft } from './draft.js';
import { remember } from './foods.js';

const SOURCES = [
  ['local', 'Your ingredients'],
  ['golden', 'Common ingredients'],
  ['usda', 'USDA database'],
];

/**
 * The answers of this page's searches, by query, newest last: a prefix typed again (a backspace, the
 * next word starting alike) is drawn without a request. Cleared when the account's own ingredients
 * change (ingredients.js) or another key is entered; the built-in foods never change while the server runs.
 */
const answers = new Map();
const MAX_ANSWERS = 300;
let answersFor = null;

function keptAnswer(text) {
  if (answersFor !== getApiKey()) {
    answers.clear();
    answersFor = getApiKey();
  }
  return answers.get(text);
}

function keepAnswer(text, data) {
  answers.delete(text);
  answers.set(text, data);
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value);
}

/** Forgets every kept answer (the account's own ingredients changed). */
export function forgetSearches() {
  answers.clear();
}

const portionHint = (food) =>
  food.portions?.length
    ? food.portions
        .map((p) => p.name)
        .slice(0, 3)
        .join(', ')
    : '';

function foodHit(food, hooks) {
  return el(
    'li',
    { class: 'hit', 'data-testid': 'search-hit' },
    el(
      'span',
      {},
      food.name,
      ' ',
      el('small', {}, [food.category, portionHint(food)].filter(Boolean).join(' · ')),
    ),
    button('Add', `Add ${food.name}${hooks.addTo}`, () => hooks.addFood(food), { 'data-testid': 'add-food' }),
  );
}

function recipeHit(recipe, hooks) {
  return el(
    'li',
    { class: 'hit', 'data-testid': 'recipe-hit' },
    el('span', {}, recipe.name, ' ', el('small', {}, 'saved recipe')),
    button('Add', `Add recipe ${recipe.name}${hooks.addTo}`, () => hooks.addSubRecipe(recipe), {
      'data-testid': 'add-recipe',
    }),
  );
}

function group(title, items) {
  return items.length > 0 ? [el('h4', {}, title), el('ul', { class: 'hits' }, items)] : [];
}

/**
 * A typeahead: `input` asks at each keystroke, `results` shows the hits, `count` tells screen readers
 * how many. `hooks` add a food or a recipe (`addFood`, `addSubRecipe`), list the saved recipes
 * (`savedRecipes`) and end each button's name (`addTo`, e.g. " to the additions"); `measure` names
 * the keystroke-to-results measure read by the browser test, if any.
 */
export function typeahead({ input, results, count, hooks, measure }) {
  let controller;
  async function search(q, startedAt) {
    controller?.abort();
    const text = q.trim();
    if (text === '') {
      results.replaceChildren();
      count.textContent = '';
      return;
    }
    controller = new AbortController();
    const lower = text.toLowerCase();
    const recipes = hooks
      .savedRecipes()
      .filter((r) => r.id !== draft.savedId && r.name.toLowerCase().includes(lower))
      .slice(0, 5);
    results.setAttribute('aria-busy', 'true');
    try {
      const kept = keptAnswer(text);
      const data =
        kept ??
        (await api(`/ingredients/search?q=${encodeURIComponent(text)}&limit=8`, {
          signal: controller.signal,
          quiet: true,
        }));
      if (!kept) keepAnswer(text, data);
      const groups = [
        ...group(
          'Your recipes',
          recipes.map((r) => recipeHit(r, hooks)),
        ),
        ...SOURCES.flatMap(([source, title]) =>
          group(
            title,
            (data[source] ?? []).map((food) => {
              remember(food);
              return foodHit(food, hooks);
            }),
          ),
        ),
      ];
      results.replaceChildren(
        ...(groups.length > 0 ? groups : [el('p', { class: 'muted' }, `Nothing found for “${text}”.`)]),
      );
      // Screen readers hear how many results there are, not every row at each keystroke.
      const hits = results.querySelectorAll('.hit').length;
      count.textContent = hits > 0 ? `${hits} results for “${text}”` : `Nothing found for “${text}”`;
      // Keystroke to results on the page: read by the browser test (docs/performance.md).
      if (measure)
        performance.measure(measure, {
          start: startedAt,
          end: performance.now(),
          detail: { cached: kept !== undefined },
        });
    } catch (error) {
      if (error.name === 'AbortError') return;
      results.replaceChildren(el('p', { class: 'error' }, describe(error)));
    }
    results.removeAttribute('aria-busy');
  }
  input.addEventListener('input', (e) => search(e.target.value, performance.now()));
}

/** Sets up the builder's search box; `hooks` add a food or a recipe and list the saved recipes. */
export function initSearch(hooks) {
  typeahead({
    input: byId('search'),
    results: byId('search-results'),
    count: byId('search-count'),
    hooks: { addTo: '', ...hooks },
    measure: 'typeahead',
  });
}
