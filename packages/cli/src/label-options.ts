/**
 * The label options of api.md §12 on the command line: `--columns`, `--layout`, `--population`,
 * `--language` and `--voluntary a,b` become one `options` object, validated by the same valibot schema
 * as the API's `options` (LabelOptionsSchema), then checked against the recipe's format.
 *
 * @module
 */
import {
  engineOptionsOf,
  formatOptionIssues,
  type GenerateOptions,
  type LabelOptionsInput,
  LabelOptionsSchema,
  type Regulation,
  toFieldIssues,
} from '@nutrilabel/core';
import * as v from 'valibot';
import { CliError, EXIT } from './cli-error';

/** Each flag, the `options` field it fills, and whether it takes a comma-separated list. */
export const OPTION_FLAGS = {
  columns: { list: false },
  layout: { list: false },
  population: { list: false },
  language: { list: false },
  voluntary: { list: true },
} as const;

/** A flag of {@link OPTION_FLAGS}. */
export type OptionFlag = keyof typeof OPTION_FLAGS;

/**
 * The `options` object of the flags given, validated.
 *
 * @throws CliError (exit 2) naming each bad flag
 * @example labelOptionsOf({ layout: 'tabular', voluntary: 'vitamin_c,folate' }) // { layout: 'tabular', voluntary: ['vitamin_c', 'folate'] }
 */
export function labelOptionsOf(flags: Partial<Record<OptionFlag, string>>): LabelOptionsInput | undefined {
  const raw: Record<string, unknown> = {};
  for (const [flag, value] of Object.entries(flags) as [OptionFlag, string | undefined][]) {
    if (value === undefined) continue;
    raw[flag] = OPTION_FLAGS[flag].list
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : value;
  }
  if (Object.keys(raw).length === 0) return undefined;
  const parsed = v.safeParse(LabelOptionsSchema, raw);
  if (parsed.success) return parsed.output;
  throw new CliError(
    'Bad label options.',
    toFieldIssues(parsed.issues).map((i) => `--${i.path.replace(/\.(\d+)$/, '[$1]')}: ${i.message}`),
    EXIT.usage,
  );
}

/**
 * The engine's options for one format, as the API makes them (api.md §12).
 *
 * @throws CliError (exit 1) naming each option the format does not take
 */
export function engineOptions(
  format: Regulation,
  options: LabelOptionsInput | undefined,
  explain: boolean,
): GenerateOptions | undefined {
  const issues = formatOptionIssues(format, options);
  if (issues.length > 0)
    throw new CliError(
      `The label options do not fit ${format.id}.`,
      issues.map((i) => `--${i.path.replace(/\.\d+$/, '')}: ${i.message}`),
    );
  return engineOptionsOf(format, options, explain ? { explain: true } : {});
}
