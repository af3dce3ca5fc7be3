// The recipe's own references (api.md §15 `metadata`: a SKU, a batch number): key/value rows, at
// most 20, saved with the recipe and sent with every label request, returned as `data.metadata`.
import { button, byId, el, showFieldErrors } from './dom.js';
import { changeDraft, draft } from './draft.js';

export const MAX_KEYS = 20;

/** Keys the API refuses (api.md §15: a JavaScript object cannot hold them as plain data). */
const RESERVED = ['__proto__', 'constructor', 'prototype'];

/** What the API would refuse in the rows, each at its key field: a blank key with a value, a repeated or reserved key. */
export function metadataProblems() {
  const problems = [];
  const seen = new Set();
  for (const [index, { key, value }] of draft.metadata.entries()) {
    const name = key.trim();
    const path = `metadata.${index}.key`;
    if (name === '') {
      if (value !== '') problems.push({ path, message: 'Enter a key for this value, or remove the row.' });
    } else if (RESERVED.includes(name)) problems.push({ path, message: `“${name}” cannot be a key.` });
    else if (seen.has(name)) problems.push({ path, message: `“${name}” is a key already: keys are unique.` });
    seen.add(name);
  }
  return problems;
}

/** Shows the rows' problems at their fields (clearing fixed ones); true when there are none. */
export function checkMetadata() {
  const problems = metadataProblems();
  showFieldErrors(byId('metadata'), problems);
  return problems.length === 0;
}

function row(entry, index) {
  const set = (field) => (e) =>
    changeDraft((d) => {
      d.metadata[index][field] = e.target.value;
    }, false);
  return el(
    'div',
    { class: 'row metadata-row', 'data-testid': 'metadata-row' },
    el(
      'label',
      {},
      'Key',
      el('input', {
        value: entry.key,
        maxlength: '40',
        'data-testid': 'metadata-key',
        'data-path': `metadata.${index}.key`,
        oninput: set('key'),
      }),
    ),
    el(
      'label',
      {},
      'Value',
      el('input', {
        value: entry.value,
        maxlength: '500',
        'data-testid': 'metadata-value',
        // The API names a bad value by its key (metadata.<key>).
        'data-path': entry.key ? `metadata.${entry.key}` : `metadata.${index}.value`,
        oninput: set('value'),
      }),
    ),
    button(
      'Remove',
      `Remove ${entry.key || 'this reference'}`,
      () => changeDraft((d) => d.metadata.splice(index, 1)),
      { class: 'secondary' },
    ),
  );
}

/** Redraws the rows from the draft. */
export function renderMetadata() {
  byId('metadata-rows').replaceChildren(...draft.metadata.map(row));
  byId('metadata-add').disabled = draft.metadata.length >= MAX_KEYS;
  byId('metadata-count').textContent = `${draft.metadata.length} of ${MAX_KEYS}`;
}

/** Sets up "Add a reference". */
export function initMetadata() {
  byId('metadata-add').addEventListener('click', () => {
    if (draft.metadata.length >= MAX_KEYS) return;
    changeDraft((d) => d.metadata.push({ key: '', value: '' }));
    const keys = byId('metadata-rows').querySelectorAll('[data-testid="metadata-key"]');
    keys[keys.length - 1]?.focus();
  });
  renderMetadata();
}
