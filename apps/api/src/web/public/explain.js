// Why a value reads as it does (api.md §14 `?explain=1`): each nutrient line of the live panel
// becomes focusable and, on hover or focus, shows the exact amount, the rounding rule with its
// citation and the step taken, and the %DV's reference. The tips live in #explain-tips beside the
// preview and are positioned over the page (absolute, in the label panel), so showing one never
// moves the label nor scrolls the preview.
import { byId, el } from './dom.js';

const exact = (n) => String(Number(n.toPrecision(6)));

/** The lines of one row's explanation, or none when the API gave none. */
function linesOf(row) {
  const e = row.explain;
  if (!e) return [];
  const lines = [
    `${row.name}: ${exact(e.amount)} ${row.unit} exactly${e.appliedTo === undefined ? '' : ` (rounded: ${exact(e.appliedTo)})`}, printed “${row.display}”.`,
    `Rule: ${e.rule}. Step: ${e.step}.`,
  ];
  const dv = e.dailyValue;
  if (dv) {
    lines.push(
      `% Daily Value: ${exact(dv.amountUsed)} of ${exact(dv.reference)} ${row.unit}${dv.referenceSource ? ` (${dv.referenceSource})` : ''} = ${exact(dv.percent)} %, ${dv.rule}, ${dv.step}.`,
    );
  }
  return lines;
}

const BASIS = { racc: 'reference amount', serving: 'serving', '100g': '100 g', '100ml': '100 ml' };

/** Why a claim holds (api.md §14 `claims[].explain`): its rule and each threshold met, or none. */
export function claimLines(claim) {
  const e = claim.explain;
  if (!e) return [];
  return [
    `${claim.text}: ${e.rule}, per ${BASIS[e.basis] ?? e.basis}.`,
    ...e.conditions.map(
      (c) => `${c.measure.replace(/_/g, ' ')}: ${exact(c.amount)} ${c.op} ${exact(c.threshold)}.`,
    ),
  ];
}

/** Why the front-of-pack scheme shows what it shows (`frontOfPack.explain`), or none. */
export function frontOfPackLines(fop) {
  const e = fop.explain;
  if (!e) return [];
  return [
    `${e.rule}: ${exact(e.threshold)} % of the daily value or more, on ${exact(e.basisGrams)} g.`,
    ...e.tested.map(
      (t) =>
        `${t.key.replace(/_/g, ' ')}: ${exact(t.amount)} % — ${t.high ? 'high' : 'not high'}${t.exempt ? ` (exempt: ${t.exempt.cite}, ${t.exempt.text})` : ''}.`,
    ),
    ...(e.exemptAll ? [`Not shown: ${e.exemptAll.cite}, ${e.exemptAll.text}.`] : []),
  ];
}

let describedCount = 0;

/**
 * Makes `item` (a claim, the front-of-pack box) focusable and described by a tooltip of `lines`, shown
 * below it on hover or focus; absolutely placed, so it moves nothing. Returns `item`.
 */
export function describeWith(item, lines) {
  if (lines.length === 0) return item;
  const id = `describe-${++describedCount}`;
  const note = el(
    'div',
    { id, role: 'tooltip', class: 'explain-tip', hidden: true, 'data-testid': 'detail-tip' },
    ...lines.map((text) => el('p', {}, text)),
  );
  item.classList.add('has-tip');
  item.tabIndex = 0;
  item.setAttribute('aria-describedby', id);
  item.append(note);
  const open = () => {
    hide();
    tip = note;
    owner = item;
    note.hidden = false;
  };
  item.addEventListener('mouseenter', open);
  item.addEventListener('focus', open);
  item.addEventListener('mouseleave', () => owner === item && document.activeElement !== item && hide());
  item.addEventListener('blur', hide);
  return item;
}

let tip = null;
let owner = null;

function hide() {
  if (tip) tip.hidden = true;
  owner = null;
}

function show(line) {
  const tips = byId('explain-tips');
  tip = document.getElementById(line.getAttribute('aria-describedby'));
  if (!tip) return;
  for (const other of tips.children) other.hidden = other !== tip;
  owner = line;
  tip.hidden = false;
  // Just below the line, within the panel's width (#explain-tips, of no height, is the tips' origin).
  const box = tips.getBoundingClientRect();
  const at = line.getBoundingClientRect();
  tip.style.top = `${at.bottom - box.top + 4}px`;
  tip.style.left = `${Math.max(0, Math.min(at.left - box.left, box.width - tip.offsetWidth))}px`;
}

/**
 * Makes each `[data-nutrient]` line of the panel in `preview` explainable from `data.label.nutrients`
 * (the same recipe labelled with `?explain=1`). Lines without an explanation are left as they are.
 */
export function attachExplanations(preview, data) {
  hide();
  byId('explain-tips').replaceChildren();
  const rows = new Map((data?.label?.nutrients ?? []).map((row) => [row.key, row]));
  const tips = [];
  for (const [index, line] of [...preview.querySelectorAll('[data-nutrient]')].entries()) {
    const lines = line.dataset.nutrient
      .split(' ')
      .flatMap((key) => (rows.has(key) ? linesOf(rows.get(key)) : []));
    if (lines.length === 0) continue;
    const id = `explain-${index}`;
    tips.push(
      el(
        'div',
        { id, role: 'tooltip', class: 'explain-tip', hidden: true, 'data-testid': 'explain-tip' },
        ...lines.map((text) => el('p', {}, text)),
      ),
    );
    line.tabIndex = 0;
    line.classList.add('explainable');
    line.setAttribute('aria-describedby', id);
    line.addEventListener('mouseenter', () => show(line));
    line.addEventListener('focus', () => show(line));
    line.addEventListener('mouseleave', () => owner === line && document.activeElement !== line && hide());
    line.addEventListener('blur', hide);
  }
  byId('explain-tips').append(...tips);
}

/** Escape closes an open explanation (WCAG 1.4.13: dismissible without moving focus). */
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && owner) hide();
});
