// Custom ingredients (api.md §6 "local"): create them from the builder or the "My ingredients"
// view (name, nutrients per 100 g, allergens, a portion), edit in place (PUT keeps the id, so saved
// recipes that use one follow), delete, use in the recipe. The view lists the account's own
// (GET /ingredients, newest first, pages following `Link`).
import { api, describe } from './api.js';
import { button, byId, clearFieldErrors, el, showFieldErrors, status } from './dom.js';
import { changeDraft, draft } from './draft.js';
import { forget, remember } from './foods.js';
import { pagedList } from './paged-list.js';
import { refreshLabel } from './preview.js';
import { forgetSearches } from './search.js';

const PAGE = 100;

/** The nutrients the form asks for, per 100 g (api.md §3 keys and units). */
const NUTRIENTS = [
  ['energy_kcal', 'Calories', 'kcal'],
  ['total_fat', 'Total fat', 'g'],
  ['saturated_fat', 'Saturated fat', 'g'],
  ['trans_fat', 'Trans fat', 'g'],
  ['cholesterol', 'Cholesterol', 'mg'],
  ['sodium', 'Sodium', 'mg'],
  ['total_carbohydrate', 'Total carbohydrate', 'g'],
  ['dietary_fiber', 'Dietary fiber', 'g'],
  ['total_sugars', 'Total sugars', 'g'],
  ['added_sugars', 'Added sugars', 'g'],
  ['protein', 'Protein', 'g'],
  ['vitamin_d', 'Vitamin D', 'mcg'],
  ['calcium', 'Calcium', 'mg'],
  ['iron', 'Iron', 'mg'],
  ['potassium', 'Potassium', 'mg'],
];

/** The other nutrients of api.md §3, behind "More nutrients". */
const MORE_NUTRIENTS = [
  ['monounsaturated_fat', 'Monounsaturated fat', 'g'],
  ['polyunsaturated_fat', 'Polyunsaturated fat', 'g'],
  ['soluble_fiber', 'Soluble fiber', 'g'],
  ['insoluble_fiber', 'Insoluble fiber', 'g'],
  ['sugar_alcohols', 'Sugar alcohols', 'g'],
  ['vitamin_a', 'Vitamin A', 'mcg RAE'],
  ['vitamin_c', 'Vitamin C', 'mg'],
  ['vitamin_e', 'Vitamin E', 'mg'],
  ['vitamin_k', 'Vitamin K', 'mcg'],
  ['thiamin', 'Thiamin', 'mg'],
  ['riboflavin', 'Riboflavin', 'mg'],
  ['niacin', 'Niacin', 'mg'],
  ['vitamin_b6', 'Vitamin B6', 'mg'],
  ['folate', 'Folate', 'mcg DFE'],
  ['vitamin_b12', 'Vitamin B12', 'mcg'],
  ['biotin', 'Biotin', 'mcg'],
  ['pantothenic_acid', 'Pantothenic acid', 'mg'],
  ['phosphorus', 'Phosphorus', 'mg'],
  ['magnesium', 'Magnesium', 'mg'],
  ['zinc', 'Zinc', 'mg'],
  ['iodine', 'Iodine', 'mcg'],
  ['selenium', 'Selenium', 'mcg'],
  ['copper', 'Copper', 'mg'],
  ['manganese', 'Manganese', 'mg'],
  ['chromium', 'Chromium', 'mcg'],
  ['molybdenum', 'Molybdenum', 'mcg'],
  ['chloride', 'Chloride', 'mg'],
  ['choline', 'Choline', 'mg'],
];
const ALL_NUTRIENTS = [...NUTRIENTS, ...MORE_NUTRIENTS];

const ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'crustacean_shellfish',
  'tree_nuts',
  'wheat',
  'peanuts',
  'soy',
  'sesame',
];

let hooks;
/** The ingredient the dialog edits (null: a new one). */
let editing = null;

/** The account's custom ingredients loaded so far (newest first) and the path of the next page. */
const listing = pagedList({
  first: `/ingredients?limit=${PAGE}`,
  message: 'mine-message',
  noKey: 'Save an API key in Settings to manage your ingredients.',
  render: renderMine,
  onItems: (foods) => {
    for (const food of foods) remember(food);
  },
});

/** Drops the previous key's list (the ingredients belong to its account). */
export function forgetIngredients() {
  listing.clear();
}

// ---- the dialog

function buildForm() {
  const field = ([key, name, unit]) =>
    el(
      'label',
      {},
      `${name} (${unit})`,
      el('input', { type: 'number', min: '0', step: 'any', name: key, 'data-path': `nutrients.${key}` }),
    );
  byId('ci-nutrients').replaceChildren(...NUTRIENTS.map(field));
  byId('ci-more-nutrients').replaceChildren(...MORE_NUTRIENTS.map(field));
  byId('ci-allergens').append(
    ...ALLERGENS.map((key) =>
      el(
        'label',
        { class: 'inline' },
        el('input', { type: 'checkbox', name: 'allergen', value: key }),
        ` ${key.replace(/_/g, ' ')}`,
      ),
    ),
  );
}

/** Opens the dialog for a new ingredient (or to edit `food`). */
export function openIngredientDialog(food = null, name = '') {
  editing = food;
  const form = byId('ci-form');
  form.reset();
  clearFieldErrors(form);
  status(byId('ci-status'), '');
  byId('ci-title').textContent = food ? `Edit “${food.name}”` : 'New custom ingredient';
  byId('ci-name').value = food?.name ?? name;
  for (const [key] of ALL_NUTRIENTS) form.elements.namedItem(key).value = food?.nutrients?.[key] ?? '';
  byId('ci-more').open = MORE_NUTRIENTS.some(([key]) => food?.nutrients?.[key] !== undefined);
  for (const box of form.querySelectorAll('[name="allergen"]'))
    box.checked = food?.allergens?.includes(box.value) ?? false;
  const [portion] = food?.portions ?? [];
  byId('ci-portion-name').value = portion?.name ?? '';
  byId('ci-portion-grams').value = portion?.grams ?? '';
  byId('ci-add-label').hidden = food !== null;
  byId('ci-dialog').showModal();
  byId('ci-name').focus();
}

function formBody() {
  const form = byId('ci-form');
  const nutrients = {};
  for (const [key] of ALL_NUTRIENTS) {
    const value = form.elements.namedItem(key).value;
    if (value !== '') nutrients[key] = Number(value);
  }
  const body = {
    name: byId('ci-name').value.trim(),
    nutrients,
    allergens: [...form.querySelectorAll('[name="allergen"]:checked')].map((box) => box.value),
  };
  const portionName = byId('ci-portion-name').value.trim();
  const portionGrams = byId('ci-portion-grams').value;
  if (portionName || portionGrams) body.portions = [{ name: portionName, grams: Number(portionGrams) }];
  return body;
}

async function submit(event) {
  event.preventDefault();
  const form = byId('ci-form');
  const line = byId('ci-status');
  status(line, 'Saving…');
  try {
    const old = editing;
    const saved = old
      ? await api(`/ingredients/${encodeURIComponent(old.id)}`, { method: 'PUT', body: formBody() })
      : await api('/ingredients', { method: 'POST', body: formBody() });
    remember(saved);
    forgetSearches();
    if (old) {
      listing.items = listing.items.map((f) => (f.id === saved.id ? saved : f));
      followRename(old, saved);
    } else {
      listing.items.unshift(saved);
    }
    byId('ci-dialog').close();
    if (!old && byId('ci-add').checked) hooks.addFood(saved);
    status(byId('mine-message'), old ? `Saved “${saved.name}”.` : `Created “${saved.name}”.`);
    renderMine();
  } catch (error) {
    const rest = showFieldErrors(form, error.details ?? []);
    if (byId('ci-more').querySelector('[aria-invalid]')) byId('ci-more').open = true;
    status(
      line,
      [error.message ?? describe(error), ...rest.map((d) => `${d.path}: ${d.message}`)].join(' '),
      true,
    );
  }
}

/**
 * After an edit the id is the same: the recipe's lines keep it. A line still named as the
 * ingredient was takes the new name; the label is redrawn with the new values either way.
 */
function followRename(old, saved) {
  const uses = draft.recipe.ingredients.filter((i) => i.foodId === saved.id);
  if (uses.length === 0) return;
  if (old.name !== saved.name && uses.some((i) => i.name === old.name)) {
    changeDraft((d) => {
      for (const ingredient of d.recipe.ingredients) {
        if (ingredient.foodId === saved.id && ingredient.name === old.name) ingredient.name = saved.name;
      }
    });
  }
  refreshLabel(true);
}

// ---- the "My ingredients" view

/** Filtering looks through every page: the rest is loaded first. */
async function findMine(event) {
  event.preventDefault();
  while (listing.next && byId('mine-filter').value.trim() !== '') {
    if (!(await listing.loadMore())) break;
  }
  renderMine();
}

function renderMine() {
  const filter = byId('mine-filter').value.trim().toLowerCase();
  const shown = listing.items.filter((f) => f.name.toLowerCase().includes(filter));
  const rows = shown.map((food) =>
    el(
      'tr',
      { 'data-testid': 'mine-row', 'data-id': food.id },
      el('td', {}, food.name),
      el('td', {}, `${food.nutrients.energy_kcal ?? '–'} kcal`),
      el('td', {}, food.allergens.map((a) => a.replace(/_/g, ' ')).join(', ') || '–'),
      el(
        'td',
        { class: 'actions' },
        button('Use', `Add ${food.name} to the recipe`, () => {
          hooks.addFood(food);
          location.hash = '#/label';
        }),
        button('Edit', `Edit ${food.name}`, () => openIngredientDialog(food), { class: 'secondary' }),
        button('Delete', `Delete ${food.name}`, () => removeIngredient(food), { class: 'secondary danger' }),
      ),
    ),
  );
  byId('mine')
    .querySelector('tbody')
    .replaceChildren(...rows);
  const empty = byId('mine-empty');
  empty.hidden = rows.length > 0 || !listing.loaded;
  empty.textContent = filter ? `No custom ingredient is called “${filter}”.` : 'No custom ingredients yet.';
  byId('mine-more').hidden = !listing.next;
}

async function removeIngredient(food) {
  const used = draft.recipe.ingredients.some((i) => i.foodId === food.id);
  const warning = used ? ' The recipe being edited uses it.' : '';
  if (!confirm(`Delete “${food.name}”?${warning}`)) return;
  try {
    await api(`/ingredients/${encodeURIComponent(food.id)}`, { method: 'DELETE' });
    forget(food.id);
    forgetSearches();
    listing.items = listing.items.filter((f) => f.id !== food.id);
    renderMine();
    status(byId('mine-message'), `Deleted “${food.name}”.`);
  } catch (error) {
    status(byId('mine-message'), describe(error), true);
  }
}

/** Sets up the dialog and the view; `given.addFood` puts an ingredient in the recipe. */
export function initIngredients(given) {
  hooks = given;
  buildForm();
  byId('ci-form').addEventListener('submit', submit);
  byId('ci-cancel').addEventListener('click', () => byId('ci-dialog').close());
  byId('new-ingredient').addEventListener('click', () =>
    openIngredientDialog(null, byId('search').value.trim()),
  );
  byId('mine-new').addEventListener('click', () => openIngredientDialog());
  byId('mine-search').addEventListener('submit', findMine);
  byId('mine-filter').addEventListener('input', renderMine);
  byId('mine-more').addEventListener('click', listing.loadMore);
}

/** Loads the list when the view opens. */
export function showIngredients() {
  listing.reload();
}
