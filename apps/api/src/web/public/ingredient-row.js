// One ingredient of a list the API takes (the recipe's ingredients, what the directions add for the
// as-prepared column): amount + unit with the food's portions offered and the grams beside.
import { button, el } from './dom.js';
import { changeDraft } from './draft.js';
import { gramsOf, hasFood, knownFood, loadFood, round, unitChoices } from './foods.js';

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

/**
 * The table row of `ingredient`, named `path` (e.g. "recipe.ingredients.2") for the API's details.
 * `change(apply, structural)` applies an edit to the draft (a unit change is structural: the row is
 * redrawn); `remove()` takes the ingredient out of its list; `named` ends the controls' names for
 * screen readers where two lists hold the same food (" (added when prepared)").
 */
export function ingredientRow(ingredient, path, { change = changeDraft, remove, named = '' }) {
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
    'aria-label': `Amount of ${ingredient.name}${named}`,
    'data-testid': 'ingredient-amount',
    'data-path': unit === 'g' ? `${path}.weightGrams` : `${path}.amount`,
    oninput: (e) =>
      change(() => {
        setAmount(ingredient, Number(e.target.value), amountOf(ingredient).unit);
        grams.textContent = gramsText(ingredient);
      }, false),
  });
  const unitSelect = el(
    'select',
    {
      'aria-label': `Unit of ${ingredient.name}${named}`,
      'data-testid': 'ingredient-unit',
      'data-path': `${path}.unit`,
      onchange: (e) =>
        change(() => {
          const current = amountOf(ingredient);
          // Switching unit keeps the weight when grams are known: 100 g → 0.5 cup, not 100 cup.
          const gramsNow = gramsOf(food, current.amount, current.unit);
          const gramsEach = gramsOf(food, 1, e.target.value);
          const next =
            gramsNow !== undefined && gramsEach
              ? Math.round((gramsNow / gramsEach) * 100) / 100
              : current.amount;
          setAmount(ingredient, next, e.target.value);
        }, true),
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
      button('Remove', `Remove ${ingredient.name}${named}`, remove, { class: 'secondary' }),
    ),
  );
}

/**
 * Fetches the foods of `list` not known yet (an opened recipe's) for their portions, then calls
 * `redraw` once, when every one is in.
 */
export function loadFoodsOf(list, redraw) {
  const missing = list.filter((i) => i.foodId && !hasFood(i.foodId)).map((i) => loadFood(i.foodId));
  if (missing.length > 0)
    Promise.all(missing).then(() => {
      if (list.every((i) => !i.foodId || hasFood(i.foodId))) redraw();
    });
}

/** A food (a search hit or a custom ingredient) as an ingredient: 1 of its first portion when that is a plain measure ("large", "cup"), else 100 g. */
export function ingredientOfFood(food) {
  const [, first] = unitChoices(food);
  const ingredient = { name: food.name, foodId: food.id };
  if (first && !['oz', 'lb', 'kg'].includes(first.unit) && /^[a-z]+( [a-z]+)?$/.test(first.unit)) {
    setAmount(ingredient, 1, first.unit);
  } else setAmount(ingredient, 100, 'g');
  return ingredient;
}

/** A saved recipe as an ingredient (api.md §3 subRecipeId), 100 g of it. */
export function ingredientOfRecipe(recipe) {
  return { name: recipe.name, subRecipeId: recipe.id, weightGrams: 100 };
}
