/**
 * What `nutrilabel label <input>` reads: one recipe JSON (file or stdin), a directory of
 * recipe JSON files, or a CSV of ingredients.
 *
 * @module
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CliError, EXIT } from './cli-error';
import { readIngredientCsv } from './read-ingredient-csv';
import { parseRecipeJson } from './read-recipe-json';
import type { RecipeInput } from './recipe-input';

/** The recipes of one input, and whether the input holds many (directory, CSV). */
export interface LoadedInputs {
  readonly recipes: readonly RecipeInput[];
  readonly many: boolean;
}

/** How stdin is read (injected by tests). */
export interface StdinSource {
  readonly isTTY?: boolean;
  read(): Promise<string>;
}

/**
 * Reads the recipes of `input` (undefined or "-" is stdin), resolving paths against `cwd`.
 *
 * @throws CliError when the input is missing, unreadable or invalid (every problem of every file)
 */
export async function loadInputs(
  input: string | undefined,
  cwd: string,
  stdin: StdinSource,
): Promise<LoadedInputs> {
  if (input === undefined || input === '-') {
    if (input === undefined && stdin.isTTY) {
      throw new CliError(
        'Give a recipe file, a directory or a CSV, or pipe a recipe JSON into stdin.',
        [],
        EXIT.usage,
      );
    }
    return { recipes: [parseRecipeJson(await stdin.read(), 'stdin')], many: false };
  }
  const path = resolve(cwd, input);
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(
      error.code === 'ENOENT'
        ? `${input}: no such file or directory.`
        : `${input}: cannot read (${error.code}).`,
    );
  });
  if (info.isDirectory()) return { recipes: await readDirectory(path, input), many: true };
  const text = await readText(path, input);
  if (/\.csv$/i.test(input)) return { recipes: readIngredientCsv(text, input), many: true };
  return { recipes: [parseRecipeJson(text, input)], many: false };
}

/** Every *.json of a directory, sorted by name; problems of all files reported together. */
async function readDirectory(path: string, shown: string): Promise<RecipeInput[]> {
  const names = (await readdir(path)).filter((name) => /\.json$/i.test(name)).sort();
  if (names.length === 0) throw new CliError(`${shown}: no .json recipe files in this directory.`);
  const recipes: RecipeInput[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = join(shown, name);
    try {
      recipes.push(parseRecipeJson(await readText(join(path, name), file), file));
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      problems.push(error.message, ...error.problems.map((p) => `  ${p}`));
    }
  }
  if (problems.length > 0) {
    throw new CliError(
      `${shown}: ${problems.filter((p) => !p.startsWith(' ')).length} of ${names.length} files are invalid.`,
      problems,
    );
  }
  return recipes;
}

async function readText(path: string, shown: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`${shown}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
}
