// The saved recipe's versions and what changed on its label between one of them and the version open in
// the builder (api.md §14: GET /recipes/:id/versions and GET /recipes/:id/label/diff).
import { api, describe } from './api.js';
import { button, byId, el, status, when } from './dom.js';
import { draft, onDraftChange } from './draft.js';

/** "label.nutrients.total_fat.value: 8 → 9" as text (every value shown as JSON, never as HTML). */
const changeText = (c) => `${c.path}: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`;

async function compare(from) {
  const line = byId('history-status');
  const list = byId('history-changes');
  list.replaceChildren();
  status(line, 'Comparing…');
  try {
    const diff = await api(
      `/recipes/${draft.savedId}/label/diff?from=${from}&to=${draft.version}&regulation=${draft.regulation}`,
    );
    status(
      line,
      diff.changes.length === 0
        ? `No change on the label from version ${from} to ${draft.version}.`
        : `${diff.changes.length} change(s) on the label from version ${from} to ${draft.version}:`,
    );
    list.replaceChildren(
      ...diff.changes.map((c) => el('li', { 'data-testid': 'history-change' }, changeText(c))),
    );
  } catch (error) {
    status(line, describe(error), true);
  }
}

async function load() {
  const list = byId('history-list');
  const line = byId('history-status');
  byId('history-changes').replaceChildren();
  list.replaceChildren();
  if (!draft.savedId) return;
  status(line, 'Loading…');
  try {
    const versions = await api(`/recipes/${draft.savedId}/versions`);
    status(line, '');
    list.replaceChildren(
      ...versions.map((v) =>
        el(
          'li',
          { 'data-testid': 'history-version' },
          `Version ${v.version} · ${when(v.updatedAt ?? v.createdAt)} `,
          v.version === draft.version
            ? el('span', { class: 'muted' }, '(open)')
            : button(
                'Compare',
                `Compare version ${v.version} with version ${draft.version}`,
                () => compare(v.version),
                { class: 'secondary' },
              ),
        ),
      ),
    );
  } catch (error) {
    status(line, describe(error), true);
  }
}

/** Shows the history of the saved recipe the builder holds (hidden for an unsaved one). */
export function initHistory() {
  const box = byId('history');
  let shownFor = '';
  const sync = () => {
    box.hidden = !draft.savedId;
    const key = `${draft.savedId}@${draft.version}`;
    if (key !== shownFor) {
      shownFor = key;
      box.open = false;
    }
  };
  box.addEventListener('toggle', () => {
    if (box.open) load();
  });
  onDraftChange(sync);
  sync();
}
