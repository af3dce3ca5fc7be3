/**
 * Helpers of the international golden tests: label a recipe under a format, and view the panel.
 */
import {
  type GenerateOptions,
  generateLabel,
  type LabelResult,
  type Recipe,
  type Regulation,
  resolveRecipe,
} from '../../src/index';

/** Labels a recipe (inline nutrients per 100 g) under a format; throws on an invalid recipe. */
export function label(recipe: Recipe, regulation: Regulation, options: GenerateOptions = {}): LabelResult {
  const resolved = resolveRecipe(recipe);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, regulation, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

/** The per-serving panel as [name, display, %] rows. */
export const panel = (result: LabelResult) =>
  result.label.nutrients.map((n) => [n.name, n.display, n.dailyValue]);

/** The per-100 column as [name, display, %] rows. */
export const panel100 = (result: LabelResult) =>
  result.label.nutrients.map((n) => [n.name, n.per100?.display, n.per100?.dailyValue]);

/** Sorted ids of claims. */
export const ids = (items: readonly { id: string }[]) => items.map((i) => i.id).sort();

/** Per-100 g amounts of an ingredient whose `servingGrams` give `perServing` (so tests can state per-serving figures). */
export function per100From(perServing: Record<string, number>, servingGrams: number): Record<string, number> {
  return Object.fromEntries(Object.entries(perServing).map(([k, v]) => [k, (v * 100) / servingGrams]));
}
