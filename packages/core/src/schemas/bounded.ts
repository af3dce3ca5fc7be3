/**
 * Lists and maps whose size is checked before their items, and a per-parse budget of validation
 * problems, so that validating any body costs a bounded amount of work: an array of 500,000 bad items
 * is one "at most 500" problem, not 500,000 problems (valibot checks every item before the pipe's
 * `maxLength`, and its cost grows faster than the number of bad items).
 *
 * Any schema that takes a list or a map uses {@link boundedArray} or {@link boundedRecord}, and callers
 * parse with {@link safeParseBounded}.
 *
 * @module
 */
import * as v from 'valibot';

/** Validation stops looking once this many problems were found (the answer lists the first ones). */
export const MAX_VALIDATION_ISSUES = 1000;

/** What a parse (or several parses of one request) may still spend on problems. */
export interface IssueBudget {
  /** Problems that may still be found before validation stops looking. */
  left: number;
}

/** A fresh budget of {@link MAX_VALIDATION_ISSUES}. */
export const issueBudget = (limit = MAX_VALIDATION_ISSUES): IssueBudget => ({ left: limit });

/**
 * The budget of a running parse, held by its config object (fresh per parse, see
 * {@link safeParseBounded}) under a symbol: read on every counted item, a property load where a
 * `WeakMap` lookup cost a hash probe per item.
 */
const BUDGET = Symbol('issueBudget');
type BudgetedConfig = v.Config<v.BaseIssue<unknown>> & { [BUDGET]?: IssueBudget };
const budgetOf = (config: v.Config<v.BaseIssue<unknown>>): IssueBudget | undefined =>
  (config as BudgetedConfig)[BUDGET];

type Dataset = { value: unknown; typed?: boolean; issues?: v.BaseIssue<unknown>[] };
type Run = (dataset: Dataset, config: v.Config<v.BaseIssue<unknown>>) => Dataset;
const runOf = (schema: unknown): Run => {
  const s = schema as { '~run': Run };
  return (dataset, config) => s['~run'](dataset, config);
};

/** Spends `n` problems of the parse's budget; once spent, the parse stops at the next problem. */
function spend(config: v.Config<v.BaseIssue<unknown>>, n: number): void {
  const budget = budgetOf(config);
  if (!budget) return;
  budget.left -= n;
  if (budget.left <= 0) (config as { abortEarly?: boolean }).abortEarly = true;
}

/** `schema` with a different `~run` (every other member, used by OpenAPI generation, kept). */
function withRun<S extends v.GenericSchema>(schema: S, run: Run): S {
  const copy = { ...schema, '~run': run } as S;
  (copy as { '~standard': unknown })['~standard'] = {
    version: 1,
    vendor: 'valibot',
    validate: (value: unknown) => run({ value }, v.getGlobalConfig()),
  };
  return copy;
}

/** Counts the problems of one item against the parse's budget (those of nested lists once). */
function counted<S extends v.GenericSchema>(item: S): S {
  const run = runOf(item);
  return withRun(item, (dataset, config) => {
    const budget = budgetOf(config);
    const before = budget?.left ?? 0;
    const out = run(dataset, config);
    if (out.issues && budget) spend(config, out.issues.length - (before - budget.left));
    return out;
  });
}

/** One problem for the whole list or map (its size), added to `dataset`. */
function sizeIssue(
  dataset: Dataset,
  config: v.Config<v.BaseIssue<unknown>>,
  max: number,
  size: number,
  message: string,
) {
  const issue = {
    kind: 'validation',
    type: 'max_length',
    input: dataset.value,
    expected: `<=${max}`,
    received: String(size),
    message,
    requirement: max,
    path: undefined,
    issues: undefined,
    lang: config.lang,
    abortEarly: config.abortEarly,
    abortPipeEarly: config.abortPipeEarly,
  } as unknown as v.BaseIssue<unknown>;
  dataset.typed = false;
  dataset.issues = [issue];
  spend(config, 1);
  return dataset;
}

/** Options of {@link boundedArray}. */
export interface BoundedArrayOptions {
  readonly max: number;
  readonly maxMessage?: string;
  readonly min?: number;
  readonly minMessage?: string;
  /** Message when the value is not an array. */
  readonly message?: string;
}

/**
 * An array of `item` whose length is checked before any item, each item's problems counted against
 * the parse's budget. Shown in OpenAPI as an array with `minItems` / `maxItems`.
 *
 * @example boundedArray(text(60), { max: 30 })
 */
export function boundedArray<S extends v.GenericSchema>(item: S, options: BoundedArrayOptions) {
  const { max } = options;
  const maxMessage = options.maxMessage ?? `at most ${max} items`;
  const inner = v.array(counted(item), options.message);
  const run = runOf(inner);
  const sized = withRun(inner, (dataset, config) => {
    const input = dataset.value;
    if (Array.isArray(input) && input.length > max) {
      return sizeIssue(dataset, config, max, input.length, maxMessage);
    }
    return run(dataset, config);
  });
  return v.pipe(
    sized,
    v.minLength(options.min ?? 0, options.minMessage ?? `at least ${options.min ?? 0} items`),
    v.maxLength(max, maxMessage),
  );
}

/** Options of {@link boundedRecord}. */
export interface BoundedRecordOptions {
  /** Most keys allowed. */
  readonly maxKeys: number;
  readonly maxMessage?: string;
  /** Message when the value is not an object. */
  readonly message?: string;
}

/** The key limit of each map made by {@link boundedRecord}, which its schema does not say. */
const RECORD_KEYS = new WeakMap<object, number>();

/** The most keys a {@link boundedRecord} schema takes; undefined for any other schema. */
export const boundedRecordKeys = (schema: object): number | undefined => RECORD_KEYS.get(schema);

/** Keys valibot's `record` skips silently (they could reach the prototype); checked here as own keys. */
const SKIPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether a leaf schema takes a value as it is, said without valibot's datasets: a `picklist` or a
 * `number` with no pipe (neither transforms its input). Undefined for any other schema.
 */
function plainTest(schema: v.GenericSchema): ((value: unknown) => boolean) | undefined {
  if ('pipe' in schema) return undefined;
  if (schema.type === 'picklist') {
    const options = new Set((schema as unknown as { options: readonly unknown[] }).options);
    return (value) => options.has(value);
  }
  if (schema.type === 'number') return (value) => typeof value === 'number' && !Number.isNaN(value);
  return undefined;
}

/**
 * Whether valibot's `record` would take `input` as it is: at most `maxKeys` keys, every one its own,
 * none that valibot skips, each passing `acceptsKey` and its value `acceptsValue`. Then its output
 * would hold the same keys in the same order with the same values, so `input` is the output (nothing
 * is copied); when false, the caller runs the record itself for the issues.
 */
function takenAsIs(
  input: object,
  maxKeys: number,
  acceptsKey: (key: unknown) => boolean,
  acceptsValue: (value: unknown) => boolean,
): boolean {
  let size = 0;
  for (const k in input) {
    if (!Object.hasOwn(input, k) || ++size > maxKeys || SKIPPED_KEYS.has(k) || !acceptsKey(k)) return false;
    if (!acceptsValue((input as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A map from `key` to `value` whose key count is checked before any entry, each entry's problems
 * counted against the parse's budget. Every own key is checked, also those named like
 * `Object.prototype`'s members (`constructor`, `__proto__`), which valibot's `record` would skip: one
 * that the key schema refuses is a problem; one it accepts is kept as a plain own property.
 *
 * @example boundedRecord(v.picklist(NUTRIENT_KEYS), v.number(), { maxKeys: NUTRIENT_KEYS.length })
 */
export function boundedRecord<
  K extends v.GenericSchema<string, string | number | symbol>,
  V extends v.GenericSchema,
>(key: K, value: V, options: BoundedRecordOptions) {
  const { maxKeys } = options;
  const maxMessage = options.maxMessage ?? `at most ${maxKeys} keys`;
  const inner = v.record(key, counted(value), options.message);
  const run = runOf(inner);
  const runKey = runOf(key);
  const runValue = runOf(value);
  // A map of plain keys and values (the nutrients of every ingredient) is checked in one loop and
  // kept as it is when nothing is wrong; anything wrong, and valibot's record runs for its issues.
  const acceptsKey = plainTest(key);
  const acceptsValue = plainTest(value);
  const bounded = withRun(inner, (dataset, config) => {
    const input = dataset.value;
    if (!input || typeof input !== 'object' || Array.isArray(input)) return run(dataset, config);
    if (acceptsKey && acceptsValue && takenAsIs(input, maxKeys, acceptsKey, acceptsValue)) {
      dataset.typed = true;
      return dataset;
    }
    let size = 0;
    for (const k in input) if (Object.hasOwn(input, k) && ++size > maxKeys) break;
    if (size > maxKeys) return sizeIssue(dataset, config, maxKeys, size, maxMessage);
    const out = run(dataset, config);
    for (const k of SKIPPED_KEYS) {
      if (!Object.hasOwn(input, k)) continue;
      const entry = (input as Record<string, unknown>)[k];
      const pathItem = { type: 'object', origin: 'key', input, key: k, value: entry } as const;
      const keyOut = runKey({ value: k }, config);
      const valueOut = keyOut.issues ? undefined : runValue({ value: entry }, config);
      const issues = keyOut.issues ?? valueOut?.issues;
      if (issues) {
        for (const issue of issues) {
          (issue as { path?: unknown[] }).path = [
            { ...pathItem, origin: keyOut.issues ? 'key' : 'value' },
            ...(issue.path ?? []),
          ];
        }
        out.issues = [...(out.issues ?? []), ...issues];
        out.typed = false;
        spend(config, issues.length);
      } else if (out.value && typeof out.value === 'object') {
        Object.defineProperty(out.value, k, {
          value: valueOut?.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return out;
  }) as typeof inner;
  RECORD_KEYS.set(bounded, maxKeys);
  return bounded;
}

/** The outcome of {@link safeParseBounded}. */
export type BoundedParseResult<S extends v.GenericSchema> =
  | { readonly success: true; readonly output: v.InferOutput<S> }
  | { readonly success: false; readonly issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] };

/**
 * `v.safeParse` with a budget of problems: once the budget is spent, validation stops at the next
 * problem, so a hostile value costs a bounded amount of work. Pass one budget to several parses of
 * the same request (a batch) to bound them together.
 *
 * @example const result = safeParseBounded(LabelRequestSchema, body);
 */
export function safeParseBounded<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  budget: IssueBudget = issueBudget(),
): BoundedParseResult<S> {
  const global = v.getGlobalConfig();
  // A fresh object: `spend` may switch it to abortEarly, which must not leak into other parses.
  const config: BudgetedConfig = {
    lang: global.lang,
    message: global.message,
    abortEarly: budget.left <= 0 || global.abortEarly === true,
    abortPipeEarly: global.abortPipeEarly,
    [BUDGET]: budget,
  };
  const dataset = runOf(schema)({ value: input }, config);
  if (dataset.issues && dataset.issues.length > 0) {
    return { success: false, issues: dataset.issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] };
  }
  return { success: true, output: dataset.value as v.InferOutput<S> };
}
