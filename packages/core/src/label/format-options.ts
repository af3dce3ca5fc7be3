/**
 * Label options (api.md §12) checked against one format, and turned into the engine's options: what the
 * API answers with 40001 and the CLI with exit 1, decided once. The schema (`LabelOptionsSchema`) checks
 * each value on its own; this checks that the format has it.
 *
 * @module
 */
import type { NutrientKey } from '../nutrients/catalog';
import { appliesColumnOption, type Regulation } from '../regulations/regulation';
import type { LabelOptionsInput } from '../schemas/label-options';
import type { FieldIssue } from '../schemas/recipe';
import type { GenerateOptions, PreparedAdditions } from './generate-label';

/**
 * Each option the format does not take as given, its path inside `options` (`population`,
 * `voluntary.2`, …): a population or language it has no variant for, `dual` or `prepared` where its
 * package plan draws no such column, a display, a label surface or voluntary rows where it arranges none, a
 * principal display surface where it has no seals decided by it (`mx` only), a voluntary key that is no row of it.
 *
 * @example formatOptionIssues(cfia, { columns: 'dual' }) // [{ path: 'columns', message: 'dual is not available for cfia' }]
 */
export function formatOptionIssues(format: Regulation, options: LabelOptionsInput | undefined): FieldIssue[] {
  if (options === undefined) return [];
  const {
    population,
    language,
    columns,
    layout,
    labelSurfaceSquareInches,
    principalDisplaySurfaceCm2,
    voluntary,
    prepared,
  } = options;
  const issues: FieldIssue[] = [];
  for (const [name, value, plain] of [
    ['population', population, 'general'],
    ['language', language, 'en'],
  ] as const) {
    if (value === undefined || value === plain) continue;
    if (!format.options.includes(name) || format.withOptions?.({ [name]: value }) === undefined)
      issues.push({ path: name, message: `${value} is not available for ${format.id}` });
  }
  if (columns === 'dual' && !appliesColumnOption(format, 'dual'))
    issues.push({ path: 'columns', message: `dual is not available for ${format.id}` });
  if (prepared !== undefined && !appliesColumnOption(format, 'prepared'))
    issues.push({ path: 'prepared', message: `an as-prepared column is not available for ${format.id}` });
  if (layout !== undefined && layout !== 'vertical' && !arrangesLayout(format))
    issues.push({ path: 'layout', message: `${layout} is not available for ${format.id}` });
  if (labelSurfaceSquareInches !== undefined && !arrangesLayout(format))
    issues.push({
      path: 'labelSurfaceSquareInches',
      message: `a label surface is not available for ${format.id}`,
    });
  if (principalDisplaySurfaceCm2 !== undefined && !format.options.includes('principalDisplaySurfaceCm2'))
    issues.push({
      path: 'principalDisplaySurfaceCm2',
      message: `a principal display surface is not available for ${format.id}`,
    });
  if (voluntary !== undefined) issues.push(...voluntaryIssues(format, voluntary));
  return issues;
}

/** What the engine is given besides the options: `explain`, and the resolved additions of `prepared`. */
export interface EngineOptionExtras {
  readonly explain?: boolean;
  readonly prepared?: PreparedAdditions;
}

/**
 * The engine's options for options that {@link formatOptionIssues} accepted: each only where the format
 * has it, and `columns: "auto"` where the format decides its columns and none was asked (api.md §12).
 *
 * @returns `undefined` where nothing differs from the engine's defaults
 */
export function engineOptionsOf(
  format: Regulation,
  options: LabelOptionsInput | undefined,
  extras: EngineOptionExtras = {},
): GenerateOptions | undefined {
  const { columns, layout, labelSurfaceSquareInches, principalDisplaySurfaceCm2, voluntary } = options ?? {};
  // The plain `general` and `en` pass formatOptionIssues everywhere; only a format that has them says them back.
  const population = format.options.includes('population') ? options?.population : undefined;
  const language = format.options.includes('language') ? options?.language : undefined;
  const columnsApplied = appliesColumnOption(format, 'dual') ? (columns ?? 'auto') : undefined;
  const layoutApplied = layout !== undefined && arrangesLayout(format) ? layout : undefined;
  const surfaceApplied = arrangesLayout(format) ? labelSurfaceSquareInches : undefined;
  const displaySurfaceApplied = format.options.includes('principalDisplaySurfaceCm2')
    ? principalDisplaySurfaceCm2
    : undefined;
  // Set one by one in this key order (once per label: conditional spreads cost V8 a new object shape
  // per call).
  const generate: { -readonly [K in keyof GenerateOptions]: GenerateOptions[K] } = {};
  if (extras.explain === true) generate.explain = true;
  if (population !== undefined) generate.population = population;
  if (language !== undefined) generate.language = language;
  if (columnsApplied !== undefined) generate.columns = columnsApplied;
  if (extras.prepared !== undefined) generate.prepared = extras.prepared;
  if (layoutApplied !== undefined) generate.layout = layoutApplied;
  if (surfaceApplied !== undefined) generate.labelSurfaceSquareInches = surfaceApplied;
  if (displaySurfaceApplied !== undefined) generate.principalDisplaySurfaceCm2 = displaySurfaceApplied;
  if (voluntary !== undefined) generate.voluntary = voluntary as NutrientKey[];
  return Object.keys(generate).length === 0 ? undefined : generate;
}

/** A format arranges its own displays and voluntary rows (`Regulation.arrange`) or takes neither. */
const arrangesLayout = (format: Regulation): boolean =>
  format.options.includes('layout') && format.arrange !== undefined;

/** Each voluntary key that is no row of the format, or the option itself where the format has none. */
function voluntaryIssues(format: Regulation, voluntary: readonly string[]): FieldIssue[] {
  if (!format.options.includes('voluntary') || format.arrange === undefined)
    return [{ path: 'voluntary', message: `voluntary rows are not available for ${format.id}` }];
  const rows = new Set<string>(format.rows.map((r) => r.key));
  return voluntary.flatMap((key, i) =>
    rows.has(key)
      ? []
      : [{ path: `voluntary.${i}`, message: `"${key}" is not a nutrient row of ${format.id}` }],
  );
}
