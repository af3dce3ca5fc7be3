/**
 * Recipes from a CSV of ingredients: one row per ingredient, rows grouped into recipes by the
 * `recipe` column (in order of first appearance).
 *
 * Columns (header row required, names case-sensitive, any order):
 * - `recipe` — recipe name (required on every row)
 * - `name` — ingredient name (required)
 * - `weightGrams` — grams of the ingredient (or `amount` + `unit`, optionally with `foodId`)
 * - `servingSizeGrams` — recipe level: required on at least one row of each recipe; rows that
 *   repeat it must agree
 * - optional recipe-level `yieldFactor`, `servingsPerContainer`, `form`, `densityGPerMl`,
 *   `category`, `householdMeasure` (same rule as servingSizeGrams)
 * - optional ingredient-level `foodId`, `amount`, `unit`, `allergens` (separated by `;`)
 * - nutrient keys (`energy_kcal`, `total_fat`, `sodium`, … as in api.md §3): per 100 g of the
 *   ingredient; an empty cell means "not given"
 *
 * @module
 */
import { isNutrientKey, RecipeSchema, toFieldIssues } from '@nutrilabel/core';
import Papa from 'papaparse';
import * as v from 'valibot';
import { CliError } from './cli-error';
import { issueMessage } from './issue-message';
import type { RecipeInput } from './recipe-input';

const RECIPE_NUMBERS = ['servingSizeGrams', 'yieldFactor', 'servingsPerContainer', 'densityGPerMl'] as const;
const RECIPE_TEXTS = ['form', 'category', 'householdMeasure'] as const;
const INGREDIENT_NUMBERS = ['weightGrams', 'amount'] as const;
const INGREDIENT_TEXTS = ['foodId', 'unit'] as const;
const KNOWN = new Set<string>([
  'recipe',
  'name',
  'allergens',
  ...RECIPE_NUMBERS,
  ...RECIPE_TEXTS,
  ...INGREDIENT_NUMBERS,
  ...INGREDIENT_TEXTS,
]);

interface Group {
  readonly name: string;
  /** CSV line number (1 = header) of each ingredient row. */
  readonly lines: number[];
  readonly recipe: Record<string, unknown>;
  readonly ingredients: Record<string, unknown>[];
}

/**
 * Parses a CSV of ingredients into validated recipes.
 *
 * @param source - file name for messages
 * @throws CliError listing every problem with its line and column, or the recipe path and line
 * @example readIngredientCsv('recipe,name,weightGrams,servingSizeGrams,energy_kcal\nToast,Bread,30,30,265\n', 'x.csv')
 */
export function readIngredientCsv(text: string, source: string): RecipeInput[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const problems: string[] = parsed.errors.map((e) => `line ${(e.row ?? 0) + 2}: ${e.message}`);
  const columns = parsed.meta.fields ?? [];
  for (const column of ['recipe', 'name']) {
    if (!columns.includes(column)) problems.push(`missing column "${column}"`);
  }
  for (const column of columns) {
    if (!KNOWN.has(column) && !isNutrientKey(column)) {
      problems.push(`unknown column "${column}" (not a recipe field nor a nutrient key)`);
    }
  }
  if (problems.length > 0) throw new CliError(`${source}: cannot read the ingredient CSV.`, problems);

  const groups = new Map<string, Group>();
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const at = (column: string) => `line ${line}, column ${column}`;
    const name = (row.recipe ?? '').trim();
    if (name === '') {
      problems.push(`${at('recipe')}: the recipe name is empty`);
      return;
    }
    let group = groups.get(name);
    if (!group) {
      group = { name, lines: [], recipe: { name }, ingredients: [] };
      groups.set(name, group);
    }
    const number = (column: string): number | undefined => {
      const cell = (row[column] ?? '').trim();
      if (cell === '') return undefined;
      const value = Number(cell);
      if (!Number.isFinite(value) || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cell)) {
        problems.push(`${at(column)}: "${cell}" is not a number`);
        return undefined;
      }
      return value;
    };
    const recipeField = (column: string, value: unknown) => {
      if (value === undefined) return;
      const existing = group.recipe[column];
      if (existing !== undefined && existing !== value) {
        problems.push(
          `${at(column)}: ${String(value)} differs from ${String(existing)} given earlier for "${name}"`,
        );
      } else {
        group.recipe[column] = value;
      }
    };
    for (const column of RECIPE_NUMBERS) recipeField(column, number(column));
    for (const column of RECIPE_TEXTS) recipeField(column, text1(row[column]));

    const ingredient: Record<string, unknown> = { name: (row.name ?? '').trim() };
    for (const column of INGREDIENT_NUMBERS) setIfDefined(ingredient, column, number(column));
    for (const column of INGREDIENT_TEXTS) setIfDefined(ingredient, column, text1(row[column]));
    const allergens = text1(row.allergens);
    if (allergens !== undefined) ingredient.allergens = allergens.split(';').map((a) => a.trim());
    const nutrients: Record<string, number> = {};
    for (const column of columns) {
      if (!isNutrientKey(column)) continue;
      const value = number(column);
      if (value !== undefined) nutrients[column] = value;
    }
    if (Object.keys(nutrients).length > 0) ingredient.nutrients = nutrients;
    group.ingredients.push(ingredient);
    group.lines.push(line);
  });
  if (groups.size === 0 && problems.length === 0) problems.push('no ingredient rows');
  if (problems.length > 0) throw new CliError(`${source}: cannot read the ingredient CSV.`, problems);

  const recipes: RecipeInput[] = [];
  for (const group of groups.values()) {
    const noServing = group.recipe.servingSizeGrams === undefined;
    if (noServing) {
      problems.push(`recipe "${group.name}": servingSizeGrams is required on at least one of its rows`);
    }
    const result = v.safeParse(RecipeSchema, { ...group.recipe, ingredients: group.ingredients });
    if (!result.success) {
      for (const issue of toFieldIssues(result.issues)) {
        if (noServing && issue.path === 'servingSizeGrams') continue;
        const ingredient = /^ingredients\.(\d+)\.(.+)$/.exec(issue.path);
        const line = ingredient ? group.lines[Number(ingredient[1])] : undefined;
        const where = line === undefined ? `recipe "${group.name}"` : `line ${line} (recipe "${group.name}")`;
        problems.push(`${where}: ${ingredient ? ingredient[2] : issue.path}: ${issueMessage(issue.message)}`);
      }
      continue;
    }
    if (noServing) continue;
    recipes.push({ source: `${source} (${group.name})`, recipe: result.output });
  }
  if (problems.length > 0) throw new CliError(`${source}: some recipes are invalid.`, problems);
  return recipes;
}

const text1 = (cell: string | undefined): string | undefined => {
  const trimmed = (cell ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

function setIfDefined(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}
