/**
 * What changed between two labels (api.md §14): every printed thing a reviewer approves — serving,
 * rows and their %, claims, allergens, the ingredient statement, front-of-pack items — as
 * `{ path, from, to }`, `null` on the side where it is absent. Warnings and exact amounts are not
 * printed, so they are not compared. Two equal labels give `[]`.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../label/types';

/** One change: `path` names what changed, `from` and `to` are the printed values (null: absent). */
export interface LabelChange {
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}

/**
 * The changes from label `a` to label `b`, in label order: header, rows (with their per-100
 * column), claims, health claims, structure/function claims, allergens, ingredient statement,
 * front of pack.
 *
 * @example diffLabels(before, after) // [{ path: 'nutrients.total_fat.display', from: '8g', to: '9g' }]
 */
export function diffLabels(a: LabelResult, b: LabelResult): LabelChange[] {
  const changes: LabelChange[] = [];
  const put = (path: string, from: unknown, to: unknown): void => {
    if (!same(from, to)) changes.push({ path, from, to });
  };

  put('label.regulation', a.label.regulation, b.label.regulation);
  put('label.servingSize', a.label.servingSize, b.label.servingSize);
  put('label.servingSizeText', a.label.servingSizeText ?? null, b.label.servingSizeText ?? null);
  put('label.servingsPerContainer', a.label.servingsPerContainer, b.label.servingsPerContainer);

  const rowsA = new Map(a.label.nutrients.map((n) => [n.key, n]));
  const rowsB = new Map(b.label.nutrients.map((n) => [n.key, n]));
  for (const key of union(rowsA.keys(), rowsB.keys())) {
    const from = rowsA.get(key);
    const to = rowsB.get(key);
    const path = `nutrients.${key}`;
    if (from === undefined || to === undefined) {
      put(path, printedRow(from), printedRow(to));
      continue;
    }
    put(`${path}.display`, from.display, to.display);
    put(`${path}.dailyValue`, from.dailyValue, to.dailyValue);
    put(`${path}.per100.display`, from.per100?.display ?? null, to.per100?.display ?? null);
    put(`${path}.per100.dailyValue`, from.per100?.dailyValue ?? null, to.per100?.dailyValue ?? null);
  }

  byId(put, 'claims', a.claims, b.claims);
  byId(put, 'healthClaims', a.healthClaims, b.healthClaims);
  byId(put, 'structureFunctionClaims', a.structureFunctionClaims, b.structureFunctionClaims);

  put('allergens.detected', a.allergens.detected, b.allergens.detected);
  put('allergens.declaration', a.allergens.declaration, b.allergens.declaration);
  put('allergens.altDeclaration', a.allergens.altDeclaration ?? null, b.allergens.altDeclaration ?? null);
  put('ingredientStatement', a.ingredientStatement, b.ingredientStatement);

  const fopA = new Map((a.frontOfPack?.items ?? []).map((i) => [i.key, i.text]));
  const fopB = new Map((b.frontOfPack?.items ?? []).map((i) => [i.key, i.text]));
  for (const key of union(fopA.keys(), fopB.keys())) {
    put(`frontOfPack.items.${key}`, fopA.get(key) ?? null, fopB.get(key) ?? null);
  }
  put('frontOfPack.text', a.frontOfPack?.text ?? null, b.frontOfPack?.text ?? null);
  return changes;
}

/** What a row prints, for a row that is on one label only. */
function printedRow(row: LabelNutrient | undefined) {
  if (row === undefined) return null;
  return row.per100 === undefined
    ? { display: row.display, dailyValue: row.dailyValue }
    : {
        display: row.display,
        dailyValue: row.dailyValue,
        per100: { display: row.per100.display, dailyValue: row.per100.dailyValue },
      };
}

function byId(
  put: (path: string, from: unknown, to: unknown) => void,
  name: string,
  a: readonly { readonly id: string; readonly text: string }[],
  b: readonly { readonly id: string; readonly text: string }[],
): void {
  const textA = new Map(a.map((c) => [c.id, c.text]));
  const textB = new Map(b.map((c) => [c.id, c.text]));
  for (const id of union(textA.keys(), textB.keys()))
    put(`${name}.${id}`, textA.get(id) ?? null, textB.get(id) ?? null);
}

/** The keys of `a` in order, then those only in `b`. */
function union<K>(a: Iterable<K>, b: Iterable<K>): K[] {
  const all = [...a];
  const seen = new Set(all);
  for (const k of b) if (!seen.has(k)) all.push(k);
  return all;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return false;
}
