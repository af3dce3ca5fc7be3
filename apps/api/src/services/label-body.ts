/**
 * The body of a label request (`POST /label`, `/label/render`, `/label/export`, `POST /recipes`) parsed
 * so that a 40001 names every bad field (api.md §1): the schema's problems, and beside them each option
 * that is valid on its own but that the body's format does not take (api.md §12), which the label itself
 * would only refuse once the schema passed.
 *
 * @module
 */
import {
  formatOptionIssues,
  getRegulation,
  type LabelOptionsInput,
  LabelOptionsSchema,
  quickCheck,
} from '@nutrilabel/core';
import * as v from 'valibot';
import { ApiError, validationError } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { regulationOf } from './label-service';

/**
 * The options of a raw body that its format refuses, each valid alone, named `options.<field>`. None
 * where the format is not the body's to say: a saved recipe's (`recipeId`, or an export's `recipeIds`,
 * without `regulation`), or a `regulation` that is no format.
 */
export function refusedOptions(raw: unknown): { path: string; message: string }[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const { options, regulation, recipeId, recipeIds } = raw as Record<string, unknown>;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return [];
  if (regulation !== undefined && typeof regulation !== 'string') return [];
  if (regulation === undefined && (recipeId !== undefined || recipeIds !== undefined)) return [];
  let format: ReturnType<typeof getRegulation>;
  try {
    format = getRegulation(regulationOf(regulation));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
  const entries: Readonly<Record<string, v.GenericSchema>> = LabelOptionsSchema.entries;
  const valid: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    const schema = Object.hasOwn(entries, name) ? entries[name] : undefined;
    if (schema === undefined || value === undefined) continue;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) valid[name] = parsed.output;
  }
  return formatOptionIssues(format, valid as LabelOptionsInput).map((i) => ({
    path: `options.${i.path}`,
    message: i.message,
  }));
}

/**
 * {@link parseOrThrow} for a label request's body.
 *
 * @throws ApiError 40001 naming every field the schema refuses and every option the format refuses
 */
export function parseLabelBody<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  // A body valibot would take as it is (nearly every one) is its own output, checked by one compiled
  // test (core's quickCheck); any other goes through valibot, which names what is wrong.
  if (quickCheck(schema)(raw)) return raw as v.InferOutput<S>;
  try {
    return parseOrThrow(schema, raw);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 40001 || error.detailsOmitted > 0) throw error;
    const refused = refusedOptions(raw);
    if (refused.length === 0) throw error;
    throw validationError([...(error.details ?? []), ...refused]);
  }
}
