// The recipe's own references (api.md §15 `metadata`: a SKU, a batch number): key/value rows, at
// most 20, saved with the recipe and sent with every label request, returned as `data.metadata`.
import { button, byId, el } from './dom.js';
import { changeDraft, draft } from './draft.js';

export const MAX_KEYS = 20;

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
