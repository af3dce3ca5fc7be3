/**
 * Validation at the edge: valibot schemas → typed values, or a 40001 naming every bad field.
 *
 * @module
 */
import { type IssueBudget, safeParseBounded, toFieldIssues } from '@nutrilabel/core';
import type * as v from 'valibot';
import { validationError } from './errors';

/**
 * Parses `input` with `schema`, within a budget of problems (`safeParseBounded`): a hostile body
 * costs a bounded amount of work. Several parses of one request may share `budget`.
 *
 * @throws ApiError 40001 with one `details` entry per offending field (the first 100)
 */
export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  prefix = '',
  budget?: IssueBudget,
): v.InferOutput<S> {
  const result = safeParseBounded(schema, input, budget);
  if (!result.success) throw validationError(toFieldIssues(result.issues, prefix));
  return result.output;
}
