// Label options (api.md §12) as controls. The server says which it takes: the `options` object of
// POST /label in /openapi.json. Until it has one, the panel says so and sends nothing.
import { byId, el } from './dom.js';
import { changeDraft, draft } from './draft.js';
import { formatOptions } from './formats.js';

const LABELS = {
  columns: 'Columns',
  layout: 'Layout',
  population: 'Population',
  language: 'Language',
  voluntary: 'Voluntary nutrients',
};

let offered = null;
let drawnFor = null;

function resolve(schema, document) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, part) => node?.[part], document);
}

/** The option schemas POST /label takes, by name ({} when it takes none). */
async function serverOptions() {
  try {
    const response = await fetch('/openapi.json');
    const document = await response.json();
    const body = document.paths?.['/api/v1/label']?.post?.requestBody?.content?.['application/json']?.schema;
    const options = resolve(resolve(body, document)?.properties?.options, document);
    const properties = options?.properties ?? {};
    return Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, resolve(s, document)]));
  } catch {
    return {};
  }
}

function setOption(name, value) {
  changeDraft((d) => {
    if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0))
      delete d.options[name];
    else d.options[name] = value;
  }, false);
}

function control(name, schema) {
  const current = draft.options[name];
  if (Array.isArray(schema.enum)) {
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
        schema.enum.map((value) => el('option', { value, selected: current === value }, value)),
      ),
    );
  }
  const items = schema.items?.enum;
  if (schema.type === 'array' && Array.isArray(items)) {
    return el(
      'fieldset',
      { 'data-option': name, 'data-path': `options.${name}` },
      el('legend', {}, LABELS[name] ?? name),
      items.map((value) =>
        el(
          'label',
          { class: 'inline' },
          el('input', {
            type: 'checkbox',
            value,
            checked: current?.includes(value),
            onchange: (e) => {
              const chosen = new Set(draft.options[name] ?? []);
              if (e.target.checked) chosen.add(value);
              else chosen.delete(value);
              setOption(name, [...chosen]);
            },
          }),
          ` ${value.replace(/_/g, ' ')}`,
        ),
      ),
    );
  }
  return null; // e.g. `prepared` (ingredient lists): not a single control yet.
}

/** Draws the controls the server offers and the current format has. */
export function renderOptions() {
  const box = byId('label-options');
  // Redrawn when the format changes, not on every edit (a redraw would take the focus away).
  if (offered === null || drawnFor === draft.regulation) return;
  drawnFor = draft.regulation;
  const names = Object.keys(offered).filter((name) => formatOptions(draft.regulation).includes(name));
  const controls = names.map((name) => control(name, offered[name])).filter(Boolean);
  box.replaceChildren(
    ...(controls.length > 0
      ? controls
      : [
          el(
            'p',
            { class: 'muted', 'data-testid': 'no-options' },
            Object.keys(offered).length === 0
              ? 'This server offers no label options yet (columns, layout, population, language: api.md §12).'
              : 'This format has no label options.',
          ),
        ]),
  );
  // Options the new format lacks are not sent.
  for (const name of Object.keys(draft.options)) if (!names.includes(name)) delete draft.options[name];
}

/** Reads what the server offers, then draws the panel. */
export async function initOptions() {
  offered = await serverOptions();
  renderOptions();
}
