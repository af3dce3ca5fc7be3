/**
 * The label options of api.md §12 on the command line: `--columns`, `--layout`, `--population`,
 * `--language` and `--voluntary a,b` become one `options` object, validated by the same valibot schema
 * as the API's `options` (LabelOptionsSchema), then checked against the recipe's format.
 *
 * @module
 */
import {
  appliesColumnOption,
  type GenerateOptions,
  type LabelOptionsInput,
  LabelOptionsSchema,
  type NutrientKey,
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
  const { population, language, layout, voluntary, columns } = options ?? {};
  const problems: string[] = [];
  for (const [name, value, plain] of [
    ['population', population, 'general'],
    ['language', language, 'en'],
  ] as const) {
    if (value === undefined || value === plain) continue;
    if (!format.options.includes(name) || format.withOptions?.({ [name]: value }) === undefined)
      problems.push(`--${name}: ${value} is not available for ${format.id}`);
  }
  const arranges = format.arrange !== undefined;
  const layoutAsked = layout !== undefined && format.options.includes('layout') && arranges;
  if (layout !== undefined && layout !== 'vertical' && !layoutAsked)
    problems.push(`--layout: ${layout} is not available for ${format.id}`);
  if (voluntary !== undefined) {
    const rows = new Set<string>(format.rows.map((r) => r.key));
    if (!format.options.includes('voluntary') || !arranges)
      problems.push(`--voluntary: voluntary rows are not available for ${format.id}`);
    else
      for (const key of voluntary)
        if (!rows.has(key)) problems.push(`--voluntary: "${key}" is not a nutrient row of ${format.id}`);
  }
  // Per container: the formats whose package plan draws it (FDA); there `auto` is the default, as in the API.
  if (columns === 'dual' && !appliesColumnOption(format, 'dual'))
    problems.push(`--columns: dual is not available for ${format.id}`);
  const columnsApplied = appliesColumnOption(format, 'dual') ? (columns ?? 'auto') : undefined;
  if (problems.length > 0) throw new CliError(`The label options do not fit ${format.id}.`, problems);
  const generate: GenerateOptions = {
    ...(explain ? { explain: true } : {}),
    ...(population === undefined ? {} : { population }),
    ...(language === undefined ? {} : { language }),
    ...(columnsApplied === undefined ? {} : { columns: columnsApplied }),
    ...(layoutAsked ? { layout } : {}),
    ...(voluntary === undefined ? {} : { voluntary: voluntary as NutrientKey[] }),
  };
  return Object.keys(generate).length === 0 ? undefined : generate;
}
