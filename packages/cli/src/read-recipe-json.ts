/**
 * Recipe JSON: a bare recipe (api.md §3) or `{ recipe, regulation }` (the body of POST /label).
 *
 * @module
 */
import { RecipeSchema, toFieldIssues } from '@nutrilabel/core';
import * as v from 'valibot';
import { CliError } from './cli-error';
import { issueMessage } from './issue-message';
import type { RecipeInput } from './recipe-input';

/**
 * Parses and validates one recipe JSON text.
 *
 * @param source - file name (or "stdin") for messages
 * @throws CliError naming the source: invalid JSON, or every validation issue with its path
 * @example parseRecipeJson('{"recipe":{…},"regulation":"eu"}', 'pie.json').regulation // 'eu'
 */
export function parseRecipeJson(text: string, source: string): RecipeInput {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${source}: not valid JSON (${(error as Error).message}).`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new CliError(`${source}: expected a recipe object or { "recipe": …, "regulation": … }.`);
  }
  const wrapped = 'recipe' in raw;
  const body = raw as { recipe?: unknown; regulation?: unknown };
  if (wrapped && body.regulation !== undefined && typeof body.regulation !== 'string') {
    throw new CliError(`${source}: regulation must be a string such as "fda" or "eu".`);
  }
  const result = v.safeParse(RecipeSchema, wrapped ? body.recipe : raw);
  if (!result.success) {
    const problems = toFieldIssues(result.issues, wrapped ? 'recipe' : '').map(
      (issue) => `${issue.path}: ${issueMessage(issue.message)}`,
    );
    throw new CliError(`${source}: the recipe is invalid.`, problems);
  }
  return {
    source,
    recipe: result.output,
    ...(typeof body.regulation === 'string' && wrapped ? { regulation: body.regulation } : {}),
  };
}
