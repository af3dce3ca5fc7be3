/**
 * Validation at the edge: valibot schemas → typed values, or a 40001 naming every bad field.
 *
 * @module
 */
import { toFieldIssues } from '@nutrilabel/core';
import * as v from 'valibot';
import { validationError } from './errors';

/**
 * Parses `input` with `schema`.
 *
 * @throws ApiError 40001 with one `details` entry per offending field
 */
export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  prefix = '',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(toFieldIssues(result.issues, prefix));
  return result.output;
}
