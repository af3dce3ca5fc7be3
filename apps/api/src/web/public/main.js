// The web app's entry: a hash router (#/label, #/recipes, #/ingredients, #/settings) and the key indicator.
import { getApiKey } from './api.js';
import { addFood, addSubRecipe, initBuilder, showBuilder } from './builder.js';
import { loadCategories } from './categories.js';
import { byId } from './dom.js';
import { detachDraft, draft, loadDraft, newRecipe, onDraftChange } from './draft.js';
import { loadFormats } from './formats.js';
import { initHistory } from './history.js';
import { forgetIngredients, initIngredients, showIngredients } from './ingredients.js';
import { initMetadata } from './metadata.js';
import { initOptions, renderOptions } from './options.js';
import { initOutput } from './output.js';
import { forgetRecipes, initRecipes, preloadRecipes, savedRecipes, showRecipes } from './recipes.js';
import { initSearch } from './search.js';
import { initSettings, showSettings } from './settings.js';

const VIEWS = {
  label: () => {
    preloadRecipes();
    showBuilder();
  },
  recipes: showRecipes,
  ingredients: showIngredients,
  settings: showSettings,
};

function keyStatus() {
  const key = getApiKey();
  byId('key-status').textContent = key ? `Key ${key.slice(0, 8)}…` : 'No API key: add one in Settings';
}

function route() {
  const name = location.hash.replace(/^#\//, '') || (getApiKey() ? 'label' : 'settings');
  const view = name in VIEWS ? name : 'label';
  for (const id of Object.keys(VIEWS)) byId(`view-${id}`).hidden = id !== view;
  for (const link of document.querySelectorAll('[data-nav]')) {
    if (link.dataset.nav === view) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  VIEWS[view]();
}

loadDraft();
await Promise.all([loadFormats(draft.regulation), loadCategories(draft.recipe.category)]);
initMetadata();
initBuilder();
initSearch({ addFood, addSubRecipe, savedRecipes });
initIngredients({ addFood });
initRecipes();
initHistory();
initOutput();
initOptions({ savedRecipes });
onDraftChange(() => renderOptions());
// Another account's key, or none: nothing of the previous account stays in view (a shared browser).
initSettings(({ changed, forgotten }) => {
  if (changed) {
    forgetRecipes();
    forgetIngredients();
    if (forgotten) newRecipe();
    else detachDraft();
  }
  keyStatus();
  route();
});
keyStatus();
window.addEventListener('hashchange', route);
route();
