/**
 * Command-line arguments of `nutrilabel` (node:util parseArgs, strict).
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { DEFAULT_REGULATION, type LabelOptionsInput, REGULATION_IDS } from '@nutrilabel/core';
import { CliError, EXIT } from './cli-error';
import { labelOptionsOf } from './label-options';

/** Output formats. */
export const FORMATS = ['json', 'csv', 'svg', 'html'] as const;
/** One output format. */
export type OutputFormat = (typeof FORMATS)[number];

/** What the user asked for. */
export interface CliArgs {
  readonly command: 'label' | 'help' | 'version';
  /** File, directory or CSV; undefined or "-" reads stdin. */
  readonly input?: string;
  /** The --regulation flag (overrides a file's own). */
  readonly regulation?: string;
  /** The --format flag; undefined lets the input decide (json for one recipe, csv for many). */
  readonly format?: OutputFormat;
  readonly output?: string;
  /** --progress forces the bar; --no-progress suppresses it; undefined: only on a TTY. */
  readonly progress?: boolean;
  /** --explain: every row and column says which rule, citation and step gave its value (JSON output). */
  readonly explain?: boolean;
  /**
   * --columns, --layout, --label-surface, --display-surface, --population, --language, --voluntary: the
   * options of api.md §12.
   */
  readonly options?: LabelOptionsInput;
}

/** The usage text of `nutrilabel --help`. */
export const USAGE = `Usage: nutrilabel label [file | directory | file.csv | -] [options]

Generates nutrition labels without a server.

  file.json      one recipe: a bare recipe or { "recipe": {...}, "regulation": "eu" }
  directory      every *.json recipe in it (sorted by name) -> one CSV of all labels
  file.csv       ingredient rows grouped by recipe -> one CSV of all labels
                 columns: recipe,name,weightGrams,servingSizeGrams,<nutrient keys>...
  -  or nothing  read one recipe JSON from stdin

Options:
  ${`-r, --regulation <${REGULATION_IDS.join('|')}> `.padEnd(39)}default: the file's own, else ${DEFAULT_REGULATION}
  -f, --format <json|csv|svg|html>       default: json for one recipe, csv for many
  -o, --output <file>                    write there instead of stdout
      --progress / --no-progress         progress bar on stderr (default: only on a TTY)
      --explain                          JSON: each value with its exact amount, rule, citation and step
      --layout <vertical|tabular|linear|simplified>   FDA display (api.md §12)
      --label-surface <square inches>    FDA: the package's surface available to bear labeling;
                                         above 40 the tabular display takes the (d)(11) type sizes
      --display-surface <cm²>            Mexico: the principal display surface; at 40 or less
                                         one seal with the number of seals (NOM-051 4.5.3.4.2)
      --voluntary <key,key,...>          voluntary rows to print (FDA); the mandatory ones always print
      --population <general|children_1_3|infants_7_12m>   FDA daily values for the group
      --language <en|es|en-es>           FDA: Spanish or bilingual label
      --columns <auto|single|dual>       per serving, or per serving and per container
  -h, --help    -v, --version

Exit codes: 0 ok, 1 bad input (message and every problem on stderr), 2 bad usage.`;

/**
 * Parses argv (without node and the script).
 *
 * @throws CliError (exit 2) on unknown options, commands or formats
 * @example parseCliArgs(['label', 'pie.json', '--format', 'csv']) // { command: 'label', input: 'pie.json', format: 'csv' }
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, [], EXIT.usage);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const [command, input, ...extra] = positionals;
  if (command === undefined) throw new CliError(USAGE, [], EXIT.usage);
  if (command !== 'label') {
    throw new CliError(`Unknown command "${command}". Try: nutrilabel label recipe.json`, [], EXIT.usage);
  }
  if (extra.length > 0) {
    throw new CliError(
      `Give one input (file, directory or CSV); got also: ${extra.join(' ')}`,
      [],
      EXIT.usage,
    );
  }
  const format = values.format?.toLowerCase();
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw new CliError(`Unknown format "${values.format}". Allowed: ${FORMATS.join(', ')}.`, [], EXIT.usage);
  }
  const progress = values['no-progress'] ? false : values.progress ? true : undefined;
  const options = labelOptionsOf({
    ...(values.columns === undefined ? {} : { columns: values.columns }),
    ...(values.layout === undefined ? {} : { layout: values.layout }),
    ...(values['label-surface'] === undefined ? {} : { labelSurfaceSquareInches: values['label-surface'] }),
    ...(values['display-surface'] === undefined
      ? {}
      : { principalDisplaySurfaceCm2: values['display-surface'] }),
    ...(values.population === undefined ? {} : { population: values.population }),
    ...(values.language === undefined ? {} : { language: values.language }),
    ...(values.voluntary === undefined ? {} : { voluntary: values.voluntary }),
  });
  return {
    command: 'label',
    ...(input === undefined ? {} : { input }),
    ...(values.regulation === undefined ? {} : { regulation: values.regulation }),
    ...(format === undefined ? {} : { format: format as OutputFormat }),
    ...(values.output === undefined ? {} : { output: values.output }),
    ...(progress === undefined ? {} : { progress }),
    ...(values.explain ? { explain: true } : {}),
    ...(options === undefined ? {} : { options }),
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      regulation: { type: 'string', short: 'r' },
      format: { type: 'string', short: 'f' },
      output: { type: 'string', short: 'o' },
      progress: { type: 'boolean' },
      'no-progress': { type: 'boolean' },
      explain: { type: 'boolean' },
      columns: { type: 'string' },
      layout: { type: 'string' },
      'label-surface': { type: 'string' },
      'display-surface': { type: 'string' },
      population: { type: 'string' },
      language: { type: 'string' },
      voluntary: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}
