/**
 * @nutrilabel/cli — nutrition labels on the command line, no server needed. The `nutrilabel`
 * binary is `bin.ts`; this module exposes the same pieces for scripts and tests.
 *
 * @module
 */
export { CliError, EXIT } from './cli-error';
export type { FoodLookup } from './label-recipe';
export { labelRecipe, loadFoods, regulationFor } from './label-recipe';
export type { LoadedInputs, StdinSource } from './load-inputs';
export { loadInputs } from './load-inputs';
export type { CliArgs, OutputFormat } from './parse-args';
export { FORMATS, parseCliArgs, USAGE } from './parse-args';
export type { BarStream, ProgressBar } from './progress-bar';
export { createProgressBar } from './progress-bar';
export { readIngredientCsv } from './read-ingredient-csv';
export { parseRecipeJson } from './read-recipe-json';
export type { RecipeInput } from './recipe-input';
export type { CliIo } from './run-cli';
export { runCli } from './run-cli';
