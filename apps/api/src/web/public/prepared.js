// `options.prepared` (api.md §12) as a control: what the directions add to one package (e.g. the
// eggs, oil and water of a cake mix), searched and measured like the recipe's own ingredients, and
// the yield as prepared. The label then has an "As Prepared" column. Sent only with an addition
// (the API refuses an empty list).
import { el } from './dom.js';
import { draft } from './draft.js';
import { ingredientOfFood, ingredientOfRecipe, ingredientRow, loadFoodsOf } from './ingredient-row.js';
import { typeahead } from './search.js';

const PATH = 'options.prepared';
const NAMED = ' (added when prepared)';

/**
 * The control. `change(apply)` applies an edit of the draft's options without redrawing the options
 * panel (this control redraws its own rows); `savedRecipes()` lists the recipes the search offers.
 */
export function preparedControl({ change, savedRecipes }) {
  const additions = () => draft.options.prepared?.ingredients ?? [];
  const body = el('tbody');
  const table = el(
    'table',
    { class: 'grid stack', 'data-path': `${PATH}.ingredients`, 'aria-label': 'What the directions add' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, 'Added'),
        el('th', { scope: 'col' }, 'Amount'),
        el('th', { scope: 'col' }, el('span', { class: 'visually-hidden' }, 'Actions')),
      ),
    ),
    body,
  );
  const none = el(
    'p',
    { class: 'muted', 'data-testid': 'no-additions' },
    'Nothing added: the label is of the food as packaged.',
  );
  const yieldInput = el('input', {
    type: 'number',
    min: '0.01',
    max: '10',
    step: 'any',
    placeholder: '1',
    'data-path': `${PATH}.yieldFactor`,
    'data-testid': 'prepared-yield',
    value: draft.options.prepared?.yieldFactor ?? '',
    oninput: (e) =>
      change((d) => {
        if (!d.options.prepared) return;
        if (e.target.value === '') delete d.options.prepared.yieldFactor;
        else d.options.prepared.yieldFactor = Number(e.target.value);
      }),
  });
  const yieldField = el('label', {}, 'Yield as prepared (weight after ÷ before)', yieldInput);

  function add(ingredient) {
    change((d) => {
      d.options.prepared ??= { ingredients: [] };
      d.options.prepared.ingredients.push(ingredient);
    });
    drawRows();
  }

  function removeAt(index) {
    change((d) => {
      d.options.prepared.ingredients.splice(index, 1);
      if (d.options.prepared.ingredients.length === 0) delete d.options.prepared;
    });
    drawRows();
  }

  function drawRows() {
    const list = additions();
    body.replaceChildren(
      ...list.map((ingredient, index) =>
        ingredientRow(ingredient, `${PATH}.ingredients.${index}`, {
          change: (apply, structural) => {
            change(apply);
            if (structural) drawRows();
          },
          remove: () => removeAt(index),
          named: NAMED,
        }),
      ),
    );
    table.hidden = list.length === 0;
    none.hidden = list.length > 0;
    yieldField.hidden = list.length === 0;
    if (list.length === 0) yieldInput.value = '';
    loadFoodsOf(list, drawRows);
  }

  const input = el('input', {
    type: 'search',
    autocomplete: 'off',
    maxlength: '100',
    placeholder: 'e.g. egg, oil, milk',
    'data-testid': 'prepared-search',
  });
  const results = el('div', { class: 'search-results', 'data-testid': 'prepared-results' });
  const count = el('p', { class: 'visually-hidden', role: 'status', 'data-testid': 'prepared-count' });
  typeahead({
    input,
    results,
    count,
    hooks: {
      addTo: ' to what the directions add',
      addFood: (food) => add(ingredientOfFood(food)),
      addSubRecipe: (recipe) => add(ingredientOfRecipe(recipe)),
      savedRecipes,
    },
  });
  drawRows();
  return el(
    'fieldset',
    { class: 'prepared', 'data-option': 'prepared', 'data-path': PATH },
    el('legend', {}, 'As prepared'),
    el(
      'p',
      { class: 'muted' },
      'What the directions add to one package (e.g. eggs, oil and water for a cake mix): the label gets an “As Prepared” column.',
    ),
    table,
    none,
    yieldField,
    el('label', {}, 'Add what the directions add', input),
    count,
    results,
  );
}
