/**
 * `nutrilabel` as a function: arguments and streams in, exit code out. `bin.ts` wires it to
 * the process; tests call it directly.
 *
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as core from '@nutrilabel/core';
import {
  type LabelOptionsInput,
  type LabelResult,
  labelCsvChunk,
  labelToCsv,
  type RegulationId,
} from '@nutrilabel/core';
import pkg from '../package.json';
import { CliError, EXIT } from './cli-error';
import { type FoodLookup, labelRecipe, loadFoods, regulationFor, usesFoods } from './label-recipe';
import { loadInputs, type StdinSource } from './load-inputs';
import { type OutputFormat, parseCliArgs, USAGE } from './parse-args';
import { createProgressBar, NO_PROGRESS } from './progress-bar';
import type { RecipeInput } from './recipe-input';

/** The process as the CLI sees it. */
export interface CliIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stdin: StdinSource;
  readonly cwd: string;
}

/** On a TTY the bar appears only from this many recipes on (a "long run"); --progress forces it. */
const PROGRESS_MIN_RECIPES = 20;
/** At most this many problems are listed; the rest are counted. */
const MAX_PROBLEMS = 50;

/**
 * Runs `nutrilabel` with `argv` (without node and the script name).
 *
 * @returns the exit code: 0 ok, 1 bad input, 2 bad usage
 * @example await runCli(['label', 'pie.json', '--format', 'csv'], io) // 0, CSV on io.stdout
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args.command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return EXIT.ok;
    }
    if (args.command === 'version') {
      io.stdout.write(`${pkg.version}\n`);
      return EXIT.ok;
    }
    const { recipes, many } = await loadInputs(args.input, io.cwd, io.stdin);
    const format: OutputFormat = args.format ?? (many ? 'csv' : 'json');
    if (many && (format === 'svg' || format === 'html')) {
      throw new CliError(`--format ${format} renders one label; give one recipe file.`, [], EXIT.usage);
    }
    const regulations = recipes.map((r) => regulationFor(args.regulation ?? r.regulation));
    const renderer = format === 'svg' || format === 'html' ? rendererFor(format) : undefined;
    const foods = recipes.some((r) => usesFoods(r.recipe)) ? await loadFoods() : undefined;

    const showBar = args.progress ?? (io.stderr.isTTY === true && recipes.length >= PROGRESS_MIN_RECIPES);
    const bar = showBar && many ? createProgressBar(io.stderr, recipes.length, 'labels') : NO_PROGRESS;
    const labelled = labelAll(recipes, regulations, foods, bar.tick, args.explain === true, args.options);
    bar.done();

    const output = many
      ? manyOutput(recipes, labelled, format)
      : singleOutput(labelled[0]!, format, renderer);
    if (args.output === undefined) io.stdout.write(output);
    else await writeFile(resolve(io.cwd, args.output), output);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof CliError)) {
      io.stderr.write(`nutrilabel: unexpected error: ${(error as Error).message ?? String(error)}\n`);
      return EXIT.input;
    }
    const listed = error.problems.slice(0, MAX_PROBLEMS).map((p) => `  ${p}\n`);
    const more = error.problems.length - listed.length;
    io.stderr.write(
      `nutrilabel: ${error.message}\n${listed.join('')}${more > 0 ? `  … and ${more} more\n` : ''}`,
    );
    return error.exitCode;
  }
}

/** Labels every recipe; fails (listing every bad recipe) before anything is written. */
function labelAll(
  recipes: readonly RecipeInput[],
  regulations: readonly RegulationId[],
  foods: FoodLookup | undefined,
  tick: () => void,
  explain: boolean,
  options?: LabelOptionsInput,
): LabelResult[] {
  const results: LabelResult[] = [];
  const problems: string[] = [];
  let failed = 0;
  recipes.forEach((input, index) => {
    try {
      results.push(labelRecipe(input, regulations[index]!, foods, explain, options));
    } catch (error) {
      if (!(error instanceof CliError) || recipes.length === 1) throw error;
      failed++;
      problems.push(error.message, ...error.problems.map((p) => `  ${p}`));
    }
    tick();
  });
  if (problems.length > 0) {
    throw new CliError(
      `${failed} of ${recipes.length} recipes cannot be labelled; nothing was written.`,
      problems,
    );
  }
  return results;
}

function singleOutput(
  result: LabelResult,
  format: OutputFormat,
  renderer: ((result: LabelResult) => string) | undefined,
): string {
  if (format === 'csv') return labelToCsv(result);
  if (renderer) return ensureNewline(renderer(result));
  return `${JSON.stringify(result, null, 2)}\n`;
}

function manyOutput(
  recipes: readonly RecipeInput[],
  results: readonly LabelResult[],
  format: OutputFormat,
): string {
  if (format === 'json') {
    const items = results.map((result, i) => ({
      source: recipes[i]!.source,
      name: recipes[i]!.recipe.name,
      ...result,
    }));
    return `${JSON.stringify(items, null, 2)}\n`;
  }
  return results.map((result, i) => labelCsvChunk(recipes[i]!.recipe.name, result, i === 0)).join('');
}

const ensureNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** Core's SVG/HTML renderer, looked up at run time so the CLI works with a core that lacks one. */
function rendererFor(format: 'svg' | 'html'): (result: LabelResult) => string {
  const name = format === 'svg' ? 'renderLabelSvg' : 'renderLabelHtml';
  const render = (core as unknown as Record<string, unknown>)[name];
  if (typeof render !== 'function') {
    throw new CliError(
      `--format ${format} is not available: this version of @nutrilabel/core has no ${name}. Use json or csv.`,
      [],
      EXIT.usage,
    );
  }
  return render as (result: LabelResult) => string;
}
