/**
 * A schema's way through a value that has nothing wrong with it, compiled once into one plain function:
 * `quickCheck(schema)(value)` is true only when valibot would take `value` without an issue and give it
 * back unchanged (same keys in the same order, same values, nothing trimmed). Then the value itself is
 * the parse's output and valibot need not walk it; whenever the test is false, or the schema holds a
 * part this module does not know, the caller parses with valibot as before, which finds the issues.
 *
 * It covers the schemas of a label request (objects, optionals, arrays, records, strings, numbers,
 * booleans, picklists and the checks of their pipes). A part it does not know (a `custom` schema, a
 * transformation other than `trim`, a default) makes the test false wherever that part has a value.
 *
 * @module
 */
import type * as v from 'valibot';
import { boundedRecordKeys } from './bounded';

/** Whether valibot would take a value as it is. */
export type QuickTest = (value: unknown) => boolean;

const NEVER: QuickTest = () => false;

/** Keys valibot's `record` skips and `boundedRecord` checks apart: left to valibot. */
const SKIPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const compiled = new WeakMap<object, QuickTest>();

/**
 * The compiled test of `schema` (once per schema object).
 *
 * @example if (quickCheck(LabelRequestSchema)(body)) return body; // else valibot parses it
 */
export function quickCheck(schema: v.GenericSchema): QuickTest {
  let test = compiled.get(schema);
  if (test === undefined) {
    test = compile(schema as unknown as Node) ?? NEVER;
    compiled.set(schema, test);
  }
  return test;
}

type Node = Record<string, unknown> & { readonly kind?: string; readonly type?: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

function compile(schema: Node): QuickTest | undefined {
  if (schema.async === true) return undefined;
  if (Array.isArray(schema.pipe)) return compilePipe(schema.pipe as Node[]);
  switch (schema.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'picklist': {
      const options = new Set(schema.options as readonly unknown[]);
      return (value) => options.has(value);
    }
    case 'optional': {
      if (schema.default !== undefined) return undefined;
      const wrapped = compile(schema.wrapped as Node);
      return wrapped && ((value) => value === undefined || wrapped(value));
    }
    case 'array': {
      const item = compile(schema.item as Node);
      return (
        item &&
        ((value) => {
          if (!Array.isArray(value)) return false;
          for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
          return true;
        })
      );
    }
    case 'object':
      return compileObject(schema.entries as Record<string, Node>);
    case 'record':
      return compileRecord(schema);
    default:
      return undefined;
  }
}

/** A pipe: its schema, then each validation; `trim` only where it would change nothing. */
function compilePipe(pipe: readonly Node[]): QuickTest | undefined {
  const [first, ...actions] = pipe;
  const base = first && compile(first);
  if (base === undefined) return undefined;
  const tests: QuickTest[] = [];
  for (const action of actions) {
    if (action.kind === 'metadata') continue;
    const test = actionTest(action);
    if (test === undefined) return undefined;
    tests.push(test);
  }
  if (tests.length === 0) return base;
  return (value) => {
    if (!base(value)) return false;
    for (const test of tests) if (!test(value)) return false;
    return true;
  };
}

/** The success condition of one pipe action, as valibot's own action states it. */
function actionTest(action: Node): QuickTest | undefined {
  const requirement = action.requirement as never;
  switch (action.type) {
    case 'trim':
      return (value) => (value as string).trim() === value;
    case 'min_length':
      return (value) => (value as { length: number }).length >= requirement;
    case 'max_length':
      return (value) => (value as { length: number }).length <= requirement;
    case 'min_value':
      return (value) => (value as number) >= requirement;
    case 'max_value':
      return (value) => (value as number) <= requirement;
    case 'gt_value':
      return (value) => (value as number) > requirement;
    case 'finite':
    case 'check':
      return action.kind === 'validation' ? (value) => (requirement as QuickTest)(value) : undefined;
    case 'regex': {
      const regex = requirement as RegExp;
      return regex.global || regex.sticky ? undefined : (value) => regex.test(value as string);
    }
    default:
      return undefined;
  }
}

/**
 * An object: a plain object whose own keys are all entries, in the entries' order (valibot's output
 * follows them), every required entry present and every value taken as it is.
 */
function compileObject(entries: Readonly<Record<string, Node>>): QuickTest {
  const names = Object.keys(entries);
  const index = new Map(names.map((name, i) => [name, i]));
  const tests = names.map((name) => compile(entries[name] as Node) ?? NEVER);
  const required = names.filter((name) => (entries[name] as Node).type !== 'optional');
  return (value) => {
    if (!isPlainObject(value)) return false;
    let last = -1;
    for (const key in value) {
      const i = index.get(key);
      if (i === undefined || i <= last || !Object.hasOwn(value, key)) return false;
      last = i;
      if (!(tests[i] as QuickTest)(value[key])) return false;
    }
    for (const name of required) if (!Object.hasOwn(value, name)) return false;
    return true;
  };
}

/** A record: a plain object of at most its limit of keys (`boundedRecord`), each key and value taken. */
function compileRecord(schema: Node): QuickTest | undefined {
  const key = compile(schema.key as Node);
  const entry = compile(schema.value as Node);
  if (key === undefined || entry === undefined) return undefined;
  const maxKeys = boundedRecordKeys(schema) ?? Number.POSITIVE_INFINITY;
  return (value) => {
    if (!isPlainObject(value)) return false;
    let size = 0;
    for (const k in value) {
      if (!Object.hasOwn(value, k) || ++size > maxKeys || SKIPPED_KEYS.has(k)) return false;
      if (!key(k) || !entry(value[k])) return false;
    }
    return true;
  };
}
