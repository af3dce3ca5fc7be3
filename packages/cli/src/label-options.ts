/**
 * The label options of api.md §12 on the command line: `--columns`, `--layout`, `--label-surface`, `--display-surface`,
 * `--population`, `--language` and `--voluntary a,b` become one `options` object, validated by the same valibot schema
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

/**
 * Each `options` field, its flag, and whether it takes a comma-separated list or a number; every flag
 * is named as its field but `--label-surface` (square inches) and `--display-surface` (cm², `mx`).
 */
export const OPTION_FLAGS = {
  columns: { flag: 'columns', list: false, number: false },
  layout: { flag: 'layout', list: false, number: false },
  labelSurfaceSquareInches: { flag: 'label-surface', list: false, number: true },
  principalDisplaySurfaceCm2: { flag: 'display-surface', list: false, number: true },
  population: { flag: 'population', list: false, number: false },
  language: { flag: 'language', list: false, number: false },
  voluntary: { flag: 'voluntary', list: true, number: false },
} as const;

/** The flag of an issue's path in `options` (`voluntary.1` → `--voluntary[1]`, or without the index). */
function flagOf(path: string, withIndex: boolean): string {
  const [field = '', index] = path.split('.');
  const flag = field in OPTION_FLAGS ? OPTION_FLAGS[field as OptionFlag].flag : field;
  return `--${flag}${withIndex && index !== undefined ? `[${index}]` : ''}`;
}

/** An `options` field of {@link OPTION_FLAGS}. */
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
    const { list, number } = OPTION_FLAGS[flag];
    raw[flag] = list
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : number && value.trim() !== ''
        ? Number(value)
        : value;
  }
  if (Object.keys(raw).length === 0) return undefined;
  const parsed = v.safeParse(LabelOptionsSchema, raw);
  if (parsed.success) return parsed.output;
  throw new CliError(
    'Bad label options.',
    toFieldIssues(parsed.issues).map((i) => `${flagOf(i.path, true)}: ${i.message}`),
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
      issues.map((i) => `${flagOf(i.path, false)}: ${i.message}`),
    );
  return engineOptionsOf(format, options, explain ? { explain: true } : {});
}
