// The label formats the server produces (GET /api/v1/regulations, no key needed): the Format
// <select> and the options each format takes come from there, never from a copy in the page.
import { api } from './api.js';
import { byId, el } from './dom.js';

let formats = [];

/** Fetches the formats and fills the Format <select> (keeping `current` when the server has it). */
export async function loadFormats(current) {
  try {
    formats = (await api('/regulations', { keyless: true })) ?? [];
  } catch {
    formats = [];
  }
  // Without the list, the format of the draft stays choosable; the API names the others in its error.
  const shown = formats.length > 0 ? formats : [{ id: current, name: current }];
  byId('regulation').replaceChildren(
    ...shown.map((f) => el('option', { value: f.id, selected: f.id === current }, f.name)),
  );
}

/** The values of each label option the server applies for a format (`optionValues`, api.md §12). */
export function formatOptionValues(id) {
  return formats.find((f) => f.id === id)?.optionValues ?? {};
}
