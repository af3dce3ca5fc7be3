// The product category of the recipe (api.md §3 `recipe.category`): the keys come from
// GET /api/v1/regulations/categories (no key needed), built by the server from its RACC and
// reference-amount tables, never from a copy in the page.
import { api } from './api.js';
import { byId, el } from './dom.js';

let categories = [];

/** The <option> of one category; `formats` says which labels read a reference amount for it. */
const option = (c) =>
  el(
    'option',
    { value: c.key, title: `${c.key} · read by ${c.formats.map((f) => f.toUpperCase()).join(' and ')}` },
    c.formats.includes('fda') ? c.name : `${c.name} (Canada only)`,
  );

/** Fetches the categories and fills the select, keeping `current` choosable even when it is not listed. */
export async function loadCategories(current) {
  try {
    categories = (await api('/regulations/categories', { keyless: true })) ?? [];
  } catch {
    categories = [];
  }
  const us = categories.filter((c) => !c.key.startsWith('ca_'));
  const ca = categories.filter((c) => c.key.startsWith('ca_'));
  byId('category').replaceChildren(
    el('option', { value: '' }, 'None (the serving is the basis)'),
    el('optgroup', { label: 'US reference amounts (RACC, 21 CFR 101.12(b))' }, ...us.map(option)),
    el('optgroup', { label: 'Canadian reference amounts (Table of Reference Amounts)' }, ...ca.map(option)),
  );
  showCategory(current);
}

/** Shows the recipe's category in the select (an unlisted key gets its own option). */
export function showCategory(key) {
  const select = byId('category');
  if (
    key &&
    !categories.some((c) => c.key === key) &&
    !select.querySelector(`option[value="${CSS.escape(key)}"]`)
  )
    select.append(el('option', { value: key }, key));
  select.value = key ?? '';
}
