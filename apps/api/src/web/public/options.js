// Label options (api.md §12) as controls, drawn from what GET /api/v1/regulations says each format
// applies (`optionValues`): an option the server starts applying appears here without a change to
// this page, and one a format does not have is not drawn (nor sent). A number (listed with no values,
// as `labelSurfaceSquareInches`) is a number field; `prepared`, an object, has its own control.
import { byId, el } from './dom.js';
import { changeDraft, draft } from './draft.js';
import { formatOptionValues } from './formats.js';
import { preparedControl } from './prepared.js';

const LABELS = {
  columns: 'Columns',
  layout: 'Layout',
  labelSurfaceSquareInches: 'Label surface (in²)',
  principalDisplaySurfaceCm2: 'Principal display surface (cm²)',
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

/** Applies a change of the options that a control already shows: no redraw (it would take the focus away). */
function changeOptions(apply) {
  changeDraft((d) => {
    apply(d);
    drawnFor = shownNow(d);
  }, false);
}

function setOption(name, value) {
  changeOptions((d) => {
    if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0))
      delete d.options[name];
    else d.options[name] = value;
  });
}

let hooks = { savedRecipes: () => [] };

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

/** A number (`labelSurfaceSquareInches`, `principalDisplaySurfaceCm2`): empty is not said (the option is not sent). */
function numberField(name) {
  return el(
    'label',
    {},
    LABELS[name] ?? name,
    el('input', {
      type: 'number',
      min: '0',
      step: 'any',
      inputmode: 'decimal',
      'data-option': name,
      'data-path': `options.${name}`,
      value: draft.options[name] ?? '',
      oninput: (e) => setOption(name, e.target.value === '' ? undefined : Number(e.target.value)),
    }),
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

/** The control of one option; none for a lone value. */
function control(name, values) {
  if (name === 'voluntary') return values.length > 0 ? checkboxes(name, values) : null;
  if (name === 'prepared') return preparedControl({ change: changeOptions, ...hooks });
  if (values.length === 0) return numberField(name);
  if (values.length < 2) return null;
  return choice(name, values);
}

/**
 * Draws the controls of the draft's format; drops options (and values) the format does not take.
 * What the directions add is kept aside meanwhile (it was typed in, not picked), and comes back
 * with a format that takes it, until another recipe replaces the draft.
 */
export function renderOptions() {
  if (drawnFor === shownNow(draft)) return;
  const offered = formatOptionValues(draft.regulation);
  const before = JSON.stringify(draft.options);
  for (const [name, value] of Object.entries(draft.options)) {
    const values = offered[name];
    const fits =
      values &&
      (name === 'prepared' ||
        (values.length === 0 ? typeof value === 'number' : [value].flat().every((v) => values.includes(v))));
    if (fits) continue;
    if (name === 'prepared') draft.preparedAside = value;
    delete draft.options[name];
  }
  if (offered.prepared && draft.preparedAside && !draft.options.prepared) {
    draft.options.prepared = draft.preparedAside;
    draft.preparedAside = null;
  }
  drawnFor = shownNow(draft);
  // Options dropped or brought back are a change: kept, and the save state and the label follow.
  if (JSON.stringify(draft.options) !== before) changeDraft(() => {}, false);
  const controls = Object.entries(offered)
    .map(([name, values]) => control(name, values))
    .filter(Boolean);
  byId('label-options').replaceChildren(
    ...(controls.length > 0
      ? controls
      : [el('p', { class: 'muted', 'data-testid': 'no-options' }, 'This format has no label options.')]),
  );
}

/** Draws the panel once the formats are known; `given.savedRecipes()` lists the recipes the additions' search offers. */
export function initOptions(given) {
  hooks = given;
  renderOptions();
}
