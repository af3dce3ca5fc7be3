// The recipe builder: the recipe's fields, its ingredients in household units, and the live label.
import { showCategory } from './categories.js';
import { byId, status } from './dom.js';
import { changeDraft, draft, mayDiscard, onDraftChange } from './draft.js';
import { ingredientOfFood, ingredientOfRecipe, ingredientRow, loadFoodsOf } from './ingredient-row.js';
import { renderMetadata } from './metadata.js';
import { refreshLabel } from './preview.js';

// ---- the form fields

function syncFields() {
  byId('recipe-name').value = draft.recipe.name ?? '';
  byId('serving-size').value = draft.recipe.servingSizeGrams ?? '';
  byId('servings').value = draft.recipe.servingsPerContainer ?? '';
  byId('household').value = draft.recipe.householdMeasure ?? '';
  byId('yield').value = draft.recipe.yieldFactor ?? '';
  byId('form').value = draft.recipe.form === 'liquid' ? 'liquid' : '';
  showCategory(draft.recipe.category);
  byId('hsr-category').value = draft.recipe.hsrCategory ?? '';
  byId('fvnl').value = draft.recipe.fvnlPercent ?? '';
  byId('fvnl-concentrated').value = draft.recipe.concentratedFvPercent ?? '';
  byId('hsr-product').value = draft.recipe.hsrProduct ?? '';
  byId('hsr-water').value = draft.recipe.hsrAddedWater ?? '';
  byId('regulation').value = draft.regulation;
}

function bindFields() {
  const number = (value) => (value === '' ? undefined : Number(value));
  const bind = (id, set, event = 'input') =>
    byId(id).addEventListener(event, (e) => changeDraft((d) => set(d, e.target.value), false));
  bind('recipe-name', (d, value) => (d.recipe.name = value));
  bind('serving-size', (d, value) => (d.recipe.servingSizeGrams = number(value)));
  bind('servings', (d, value) => (d.recipe.servingsPerContainer = number(value)));
  bind('household', (d, value) => (d.recipe.householdMeasure = value || undefined));
  bind('yield', (d, value) => (d.recipe.yieldFactor = number(value)));
  bind('form', (d, value) => (d.recipe.form = value || undefined), 'change');
  bind('category', (d, value) => (d.recipe.category = value || undefined), 'change');
  bind('hsr-category', (d, value) => (d.recipe.hsrCategory = value || undefined), 'change');
  bind('fvnl', (d, value) => (d.recipe.fvnlPercent = number(value)));
  bind('fvnl-concentrated', (d, value) => (d.recipe.concentratedFvPercent = number(value)));
  bind('hsr-product', (d, value) => (d.recipe.hsrProduct = value || undefined), 'change');
  bind('hsr-water', (d, value) => (d.recipe.hsrAddedWater = number(value)));
  bind('regulation', (d, value) => (d.regulation = value), 'change');
}

// ---- ingredients

function renderIngredients() {
  const list = draft.recipe.ingredients;
  byId('ingredients')
    .querySelector('tbody')
    .replaceChildren(
      ...list.map((ingredient, index) =>
        ingredientRow(ingredient, `recipe.ingredients.${index}`, {
          remove: () => changeDraft((d) => d.recipe.ingredients.splice(index, 1)),
        }),
      ),
    );
  byId('no-ingredients').hidden = list.length > 0;
  // Foods of an opened recipe are fetched once for their portions, then the rows are redrawn.
  loadFoodsOf(list, renderIngredients);
}

/** Adds a food (a search hit or a custom ingredient) to the recipe. */
export function addFood(food) {
  changeDraft((d) => d.recipe.ingredients.push(ingredientOfFood(food)));
}

/** Adds a saved recipe as a sub-recipe. */
export function addSubRecipe(recipe) {
  changeDraft((d) => d.recipe.ingredients.push(ingredientOfRecipe(recipe)));
}

// ---- JSON import/export

function syncJson() {
  const area = byId('recipe-json');
  if (document.activeElement !== area) {
    area.value = JSON.stringify({ recipe: draft.recipe, regulation: draft.regulation }, null, 2);
  }
}

function importJson() {
  const line = byId('json-status');
  try {
    const parsed = JSON.parse(byId('recipe-json').value);
    const recipe = parsed.recipe ?? parsed;
    if (!Array.isArray(recipe.ingredients)) throw new Error('the recipe needs an "ingredients" list');
    if (!mayDiscard()) return;
    changeDraft((d) => {
      d.recipe = recipe;
      if (typeof parsed.regulation === 'string') d.regulation = parsed.regulation;
    });
    status(line, 'Recipe loaded.');
  } catch (error) {
    status(line, `Not a recipe: ${error.message}`, true);
  }
}

/** Sets up the builder view. */
export function initBuilder() {
  syncFields();
  bindFields();
  renderIngredients();
  syncJson();
  byId('import-json').addEventListener('click', importJson);
  onDraftChange((structural) => {
    if (structural) {
      syncFields();
      renderIngredients();
      renderMetadata();
    }
    syncJson();
    refreshLabel();
  });
}

/** Redraws the label (when the view opens or the key changed). */
export function showBuilder() {
  syncFields();
  renderIngredients();
  renderMetadata();
  refreshLabel(true);
}
