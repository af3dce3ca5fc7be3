/**
 * Which values of each label option (api.md §12) this server applies for a format, for
 * `GET /api/v1/regulations`: found by asking the same checks a label request passes (the option
 * schema, then the format), so an option the engine starts applying is offered without a change here.
 *
 * @module
 */
import {
  type LabelOptionName,
  LabelOptionsSchema,
  REGULATION_IDS,
  REGULATIONS,
  type Regulation,
} from '@nutrilabel/core';
import * as v from 'valibot';
import { ApiError } from '../http/errors';
import { generateOptions } from './label-service';

/** The values of each option a format applies; an option it has but does not apply yet is absent. */
export type OptionValues = Partial<Record<LabelOptionName, string[]>>;

/** The innermost schema of an option of {@link LabelOptionsSchema} (unwrapping optional, pipe and array). */
function innerSchema(name: LabelOptionName): { type?: string; options?: unknown } | undefined {
  let schema: unknown = LabelOptionsSchema.entries[name];
  for (let depth = 0; depth < 4 && schema; depth++) {
    const node = schema as {
      type?: string;
      options?: unknown;
      wrapped?: unknown;
      pipe?: unknown[];
      item?: unknown;
    };
    if (Array.isArray(node.options) || node.type === 'number') return node;
    schema = node.wrapped ?? node.pipe?.[0] ?? node.item;
  }
  return undefined;
}

/** The picklist values of an option (an optional picklist, maybe piped). */
function picklistValues(name: LabelOptionName): string[] {
  const options = innerSchema(name)?.options;
  return Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [];
}

/** Whether a label request of `format` with these options passes the schema and the format. */
function applies(format: Regulation, options: Record<string, unknown>): boolean {
  const parsed = v.safeParse(LabelOptionsSchema, options);
  if (!parsed.success) return false;
  try {
    generateOptions(format, { label: parsed.output });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * The option values `format` applies: a choice's values (`columns`, `layout`, `population`, `language`),
 * the nutrient keys `voluntary` may list (the format's rows not printed by default), and `[]` for
 * `prepared` (an object) and for a number (`labelSurfaceSquareInches`, tried with 1), api.md §12.
 */
export function optionValues(format: Regulation): OptionValues {
  const values: OptionValues = {};
  for (const name of format.options) {
    if (name === 'prepared') {
      if (applies(format, { prepared: { ingredients: [{ name: 'water', weightGrams: 1 }] } }))
        values.prepared = [];
      continue;
    }
    if (innerSchema(name)?.type === 'number') {
      if (applies(format, { [name]: 1 })) values[name] = [];
      continue;
    }
    const candidates =
      name === 'voluntary' ? format.rows.filter((r) => !r.mandatory).map((r) => r.key) : picklistValues(name);
    const accepted = candidates.filter((value) =>
      applies(format, { [name]: name === 'voluntary' ? [value] : value }),
    );
    if (accepted.length > 0) values[name] = accepted;
  }
  return values;
}

/** {@link optionValues} of every format, by id (built once: the registry does not change at run time). */
export const OPTION_VALUES = Object.fromEntries(
  REGULATION_IDS.map((id) => [id, optionValues(REGULATIONS[id])]),
) as Record<(typeof REGULATION_IDS)[number], OptionValues>;
