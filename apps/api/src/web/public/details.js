// What the label says besides the panel (api.md §4, §13): claims, allergens with the ingredients
// they come from, the ingredient statement, front-of-pack results and warnings.
import { byId, el } from './dom.js';
import { claimLines, describeWith, frontOfPackLines } from './explain.js';

const words = (key) => key.replace(/_/g, ' ');

function section(title, testId, ...content) {
  const items = content.flat().filter(Boolean);
  return el(
    'section',
    { class: 'detail', 'data-testid': testId },
    el('h3', {}, title),
    items.length > 0 ? items : el('p', { class: 'muted' }, 'None.'),
  );
}

/** A list of `items`; `explain(item)` gives the lines of an item's tooltip (none: no tooltip). */
const list = (items, render, explain = () => []) =>
  items.length > 0
    ? el(
        'ul',
        {},
        items.map((item) => describeWith(el('li', {}, render(item)), explain(item))),
      )
    : null;

function allergens(result) {
  const { detected = [], declaration = '', altDeclaration, sources = {} } = result.allergens ?? {};
  return section(
    'Allergens',
    'allergens',
    declaration ? el('p', { class: 'statement' }, declaration) : null,
    altDeclaration ? el('p', { class: 'statement', lang: 'fr' }, altDeclaration) : null,
    list(detected, (key) => [
      el('strong', {}, words(key)),
      ` from ${(sources[key] ?? []).join(', ') || 'the recipe'}`,
    ]),
  );
}

function frontOfPack(result) {
  const fop = result.frontOfPack;
  if (!fop) return null;
  const box = section(
    `Front of pack (${fop.scheme})`,
    'front-of-pack',
    fop.text ? el('p', {}, fop.text) : null,
    list(fop.items ?? [], (item) => [
      el('span', { class: `level level-${item.level}` }, item.level ?? ''),
      ' ',
      item.text,
    ]),
  );
  return describeWith(box, frontOfPackLines(fop));
}

/** Draws the details of a label result (api.md §4 `data`), or clears them for null. */
export function renderDetails(result) {
  const box = byId('label-details');
  if (!result) {
    box.replaceChildren();
    return;
  }
  const sections = [
    section(
      'Ingredient statement',
      'ingredient-statement',
      result.ingredientStatement ? el('p', { class: 'statement' }, result.ingredientStatement) : null,
    ),
    allergens(result),
    section(
      'Nutrient content claims',
      'claims',
      list(
        result.claims ?? [],
        (c) => [
          el('strong', {}, c.text),
          el('small', { class: 'muted' }, ` per ${c.basis === 'racc' ? 'reference amount' : c.basis}`),
          ...(c.conditions ?? []).map((condition) => el('div', { class: 'muted' }, condition)),
        ],
        claimLines,
      ),
    ),
    section(
      'Health claims',
      'health-claims',
      list(result.healthClaims ?? [], (c) => [
        c.text,
        c.citation ? el('small', { class: 'muted' }, ` (${c.citation})`) : null,
      ]),
    ),
    section(
      'Structure/function statements',
      'structure-function',
      list(result.structureFunctionClaims ?? [], (c) => c.text),
    ),
    frontOfPack(result),
    section(
      'Warnings',
      'warnings',
      list(result.warnings ?? [], (w) => w),
    ),
  ];
  box.replaceChildren(...sections.filter(Boolean));
}
