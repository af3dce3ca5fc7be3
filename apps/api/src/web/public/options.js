// Label options (api.md §12) as controls, drawn from what GET /api/v1/regulations says each format
// applies (`optionValues`): an option the server starts applying appears here without a change to
// this page, and one a format does not have is not drawn (nor sent).
import { byId, el } from './dom.js';
import { changeDraft, draft } from './draft.js';
import { formatOptionValues } from './formats.js';

const LABELS = {
  columns: 'Columns',
  layout: 'Layout',
  population: 'Population',
  language: 'Language',
  voluntary: 'Voluntary nutrients',
};

const VALUE_LABELS = {
  auto: 'auto (by package size)',
  single: 'per serving',
  dual: 'per serving and per container',
  children_1_3: 'children 1–3 years',
  infants_7_12m: 'infants 7–12 months',
  en: 'English',
  es: 'Spanish',
  'en-es': 'English and Spanish',
};

const words = (value) => VALUE_LABELS[value] ?? value.replace(/_/g, ' ');

/** What the controls show: the format and its options (a recipe opened with others redraws them). */
let drawnFor = null;
const shownNow = (d) => JSON.stringify([d.regulation, d.options]);

function setOption(name, value) {
  changeDraft((d) => {
    if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0))
      delete d.options[name];
    else d.options[name] = value;
    // The control already shows it: no redraw (it would take the focus away).
    drawnFor = shownNow(d);
  }, false);
}

/** A choice (`columns`, `layout`, `population`, `language`): a <select> with the server's default first. */
function choice(name, values) {
  const current = draft.options[name];
  return el(
    'label',
    {},
    LABELS[name] ?? name,
    el(
      'select',
      {
        'data-option': name,
        'data-path': `options.${name}`,
        onchange: (e) => setOption(name, e.target.value),
      },
      el('option', { value: '' }, 'default'),
      values.map((value) => el('option', { value, selected: current === value }, words(value))),
    ),
  );
}

/** `voluntary`: one checkbox per nutrient key the format may print besides its mandatory rows. */
function checkboxes(name, values) {
  const current = draft.options[name] ?? [];
  return el(
    'fieldset',
    { 'data-option': name, 'data-path': `options.${name}` },
    el('legend', {}, LABELS[name] ?? name),
    values.map((value) =>
      el(
        'label',
        { class: 'inline' },
        el('input', {
          type: 'checkbox',
          value,
          checked: current.includes(value),
          onchange: (e) => {
            const chosen = new Set(draft.options[name] ?? []);
            if (e.target.checked) chosen.add(value);
            else chosen.delete(value);
            setOption(name, [...chosen]);
          },
        }),
        ` ${words(value)}`,
      ),
    ),
  );
}

/** The control of one option; none for `prepared` (ingredient lists, set through the API) or a lone value. */
function control(name, values) {
  if (name === 'voluntary') return values.length > 0 ? checkboxes(name, values) : null;
  if (name === 'prepared' || values.length < 2) return null;
  return choice(name, values);
}

/** Draws the controls of the draft's format; drops options (and values) the format does not take. */
export function renderOptions() {
  if (drawnFor === shownNow(draft)) return;
  const offered = formatOptionValues(draft.regulation);
  for (const [name, value] of Object.entries(draft.options)) {
    const values = offered[name];
    const fits = values && (name === 'prepared' || [value].flat().every((v) => values.includes(v)));
    if (!fits) delete draft.options[name];
  }
  drawnFor = shownNow(draft);
  const controls = Object.entries(offered)
    .map(([name, values]) => control(name, values))
    .filter(Boolean);
  byId('label-options').replaceChildren(
    ...(controls.length > 0
      ? controls
      : [el('p', { class: 'muted', 'data-testid': 'no-options' }, 'This format has no label options.')]),
  );
}

/** Draws the panel once the formats are known. */
export function initOptions() {
  renderOptions();
}
