// The recipe builder: the recipe's fields, its ingredients in household units, and the live label.
import { showCategory } from './categories.js';
import { button, byId, el, status } from './dom.js';
import { changeDraft, draft, onDraftChange } from './draft.js';
import { gramsOf, hasFood, knownFood, loadFood, round, unitChoices } from './foods.js';
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
  bind('regulation', (d, value) => (d.regulation = value), 'change');
}

// ---- ingredients

/** Amount and unit of an ingredient as the row shows them: grams are unit "g". */
function amountOf(ingredient) {
  if (ingredient.amount !== undefined) return { amount: ingredient.amount, unit: ingredient.unit ?? 'g' };
  return { amount: ingredient.weightGrams, unit: 'g' };
}

/** Stores amount + unit the way the API takes them: weightGrams for grams, else amount + unit. */
function setAmount(ingredient, amount, unit) {
  if (unit === 'g') {
    ingredient.weightGrams = amount;
    delete ingredient.amount;
    delete ingredient.unit;
  } else {
    ingredient.amount = amount;
    ingredient.unit = unit;
    delete ingredient.weightGrams;
  }
}

function gramsText(ingredient) {
  const { amount, unit } = amountOf(ingredient);
  if (unit === 'g') return '';
  const grams = gramsOf(knownFood(ingredient.foodId), amount, unit);
  return grams === undefined ? '' : `= ${round(grams)} g`;
}

function ingredientRow(ingredient, index) {
  const path = `recipe.ingredients.${index}`;
  const food = ingredient.foodId ? knownFood(ingredient.foodId) : undefined;
  const { amount, unit } = amountOf(ingredient);
  const choices = ingredient.subRecipeId ? [{ unit: 'g', label: 'g' }] : unitChoices(food);
  if (!choices.some((c) => c.unit === unit)) choices.push({ unit, label: unit });
  const grams = el(
    'output',
    { class: 'grams muted', 'data-testid': 'ingredient-grams-out' },
    gramsText(ingredient),
  );
  const amountInput = el('input', {
    type: 'number',
    min: '0',
    step: 'any',
    value: amount ?? '',
    'aria-label': `Amount of ${ingredient.name}`,
    'data-testid': 'ingredient-amount',
    'data-path': unit === 'g' ? `${path}.weightGrams` : `${path}.amount`,
    oninput: (e) =>
      changeDraft(() => {
        setAmount(ingredient, Number(e.target.value), amountOf(ingredient).unit);
        grams.textContent = gramsText(ingredient);
      }, false),
  });
  const unitSelect = el(
    'select',
    {
      'aria-label': `Unit of ${ingredient.name}`,
      'data-testid': 'ingredient-unit',
      'data-path': `${path}.unit`,
      onchange: (e) =>
        changeDraft(() => {
          const current = amountOf(ingredient);
          // Switching unit keeps the weight when grams are known: 100 g → 0.5 cup, not 100 cup.
          const gramsNow = gramsOf(food, current.amount, current.unit);
          const gramsEach = gramsOf(food, 1, e.target.value);
          const next =
            gramsNow !== undefined && gramsEach
              ? Math.round((gramsNow / gramsEach) * 100) / 100
              : current.amount;
          setAmount(ingredient, next, e.target.value);
        }),
    },
    choices.map((c) => el('option', { value: c.unit, selected: c.unit === unit }, c.label)),
  );
  return el(
    'tr',
    { 'data-testid': 'ingredient-row', 'data-path': path },
    el(
      'td',
      {},
      ingredient.name,
      ingredient.subRecipeId
        ? el('small', { class: 'muted' }, ' recipe')
        : ingredient.foodId
          ? el('small', { class: 'muted' }, ` ${ingredient.foodId.split(':')[0]}`)
          : null,
    ),
    el('td', { class: 'amount' }, amountInput, unitSelect, grams),
    el(
      'td',
      { class: 'actions' },
      button(
        'Remove',
        `Remove ${ingredient.name}`,
        () => changeDraft((d) => d.recipe.ingredients.splice(index, 1)),
        { class: 'secondary' },
      ),
    ),
  );
}

function renderIngredients() {
  const list = draft.recipe.ingredients;
  byId('ingredients')
    .querySelector('tbody')
    .replaceChildren(...list.map(ingredientRow));
  byId('no-ingredients').hidden = list.length > 0;
  // Foods of an opened recipe are fetched once for their portions, then the rows are redrawn.
  const missing = list.filter((i) => i.foodId && !hasFood(i.foodId)).map((i) => loadFood(i.foodId));
  if (missing.length > 0) Promise.all(missing).then(redrawOnceLoaded);
}

function redrawOnceLoaded() {
  if (draft.recipe.ingredients.every((i) => !i.foodId || hasFood(i.foodId))) renderIngredients();
}

/** Adds a food (a search hit or a custom ingredient): 1 of its first portion when that is a plain measure ("large", "cup"), else 100 g. */
export function addFood(food) {
  const [, first] = unitChoices(food);
  const ingredient = { name: food.name, foodId: food.id };
  if (first && !['oz', 'lb', 'kg'].includes(first.unit) && /^[a-z]+( [a-z]+)?$/.test(first.unit)) {
    setAmount(ingredient, 1, first.unit);
  } else setAmount(ingredient, 100, 'g');
  changeDraft((d) => d.recipe.ingredients.push(ingredient));
}

/** Adds a saved recipe as a sub-recipe (api.md §3 subRecipeId), 100 g of it. */
export function addSubRecipe(recipe) {
  changeDraft((d) =>
    d.recipe.ingredients.push({ name: recipe.name, subRecipeId: recipe.id, weightGrams: 100 }),
  );
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
