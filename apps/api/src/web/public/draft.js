// The recipe being edited: kept in localStorage as a draft (so a reload loses nothing), with the
// saved recipe it came from, if any, to tell unsaved changes apart.

const STORAGE = 'nutrilabel.recipe';
const NEW_RECIPE = () => ({ name: 'My recipe', servingSizeGrams: 40, ingredients: [] });

/**
 * `recipe` (api.md §3) and `regulation` as sent to /label; `metadata` the caller's references as
 * rows `{ key, value }` (api.md §15); `savedId`/`version` of the saved recipe it was opened from or
 * last saved as; `savedBody` the JSON of what was saved then; `preparedAside` the `options.prepared`
 * of a format the draft was switched away from (options.js).
 */
export const draft = {
  recipe: NEW_RECIPE(),
  regulation: 'fda',
  options: {},
  metadata: [],
  savedId: null,
  version: null,
  savedBody: null,
  preparedAside: null,
};

const listeners = new Set();

/** Calls `fn(structural)` after every change; structural changes redraw the ingredient list. */
export function onDraftChange(fn) {
  listeners.add(fn);
}

/** Reads the draft this browser kept, if any. */
export function loadDraft() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE) ?? 'null');
    if (Array.isArray(saved?.recipe?.ingredients)) Object.assign(draft, saved);
    if (!Array.isArray(draft.metadata)) draft.metadata = [];
    if (typeof draft.options !== 'object' || draft.options === null) draft.options = {};
  } catch {
    // A broken draft is dropped.
  }
}

function persist() {
  localStorage.setItem(STORAGE, JSON.stringify(draft));
}

/** Applies a change to the draft, saves it, and tells the views. */
export function changeDraft(apply, structural = true) {
  apply(draft);
  persist();
  for (const fn of listeners) fn(structural);
}

/** The recipe as the API takes it: empty optional fields left out. */
export function cleanRecipe() {
  const clean = { ...draft.recipe };
  for (const key of ['servingsPerContainer', 'householdMeasure', 'yieldFactor', 'form', 'category']) {
    if (clean[key] === '' || clean[key] === undefined || clean[key] === null) delete clean[key];
  }
  return clean;
}

/** The metadata rows as the API takes them: `{ key: value }`, rows left wholly blank ignored. */
export function metadataObject() {
  const out = {};
  for (const { key, value } of draft.metadata) {
    if (key.trim() === '' && value === '') continue;
    out[key.trim()] = value;
  }
  return out;
}

/** The body of /label, /label/render and /label/export. */
export function labelBody() {
  const body = { recipe: cleanRecipe(), regulation: draft.regulation };
  if (Object.keys(draft.options).length > 0) body.options = draft.options;
  const metadata = metadataObject();
  if (Object.keys(metadata).length > 0) body.metadata = metadata;
  return body;
}

const fingerprint = () =>
  JSON.stringify({
    recipe: cleanRecipe(),
    regulation: draft.regulation,
    options: draft.options,
    metadata: metadataObject(),
  });

/** True when the draft has changes that no saved recipe holds. */
export function isDirty() {
  if (draft.savedBody === null) return draft.recipe.ingredients.length > 0;
  return draft.savedBody !== fingerprint();
}

/** Asks before the draft's unsaved changes are replaced; true when they may go. */
export function mayDiscard() {
  return !isDirty() || confirm(`“${draft.recipe.name}” has unsaved changes. Discard them?`);
}

/** Replaces the draft by a recipe (opened, new or imported). */
export function replaceDraft({
  recipe,
  regulation = 'fda',
  options = {},
  metadata = {},
  savedId = null,
  version = null,
}) {
  changeDraft((d) => {
    d.recipe = recipe;
    d.regulation = regulation;
    d.options = structuredClone(options ?? {});
    d.metadata = Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value }));
    d.savedId = savedId;
    d.version = version;
    d.savedBody = null;
    d.preparedAside = null;
    if (savedId) d.savedBody = fingerprint();
  });
}

/** Records that the draft is now saved as `id` (version `version`). */
export function markSaved(id, version) {
  changeDraft((d) => {
    d.savedId = id;
    d.version = version;
    d.savedBody = id ? fingerprint() : null;
  }, false);
}

/** Unlinks the draft from its saved recipe (which belongs to another account now): saving creates one. */
export function detachDraft() {
  markSaved(null, null);
}

/** A fresh, empty recipe. */
export function newRecipe() {
  replaceDraft({ recipe: NEW_RECIPE() });
}
