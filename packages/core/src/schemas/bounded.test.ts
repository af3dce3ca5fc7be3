import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS } from '../nutrients/catalog';
import { boundedArray, boundedRecord, issueBudget, MAX_VALIDATION_ISSUES, safeParseBounded } from './bounded';
import { LabelRequestSchema, NutrientMapSchema, toFieldIssues } from './recipe';

/** A number schema that counts how often it ran. */
function countingNumber() {
  const calls = { n: 0 };
  const schema = v.pipe(
    v.number(),
    v.check(() => {
      calls.n++;
      return true;
    }),
  );
  return { schema, calls };
}

describe('boundedArray', () => {
  test('an oversized list is one problem, and no item is looked at', () => {
    const { schema, calls } = countingNumber();
    const result = safeParseBounded(boundedArray(schema, { max: 3, maxMessage: 'at most 3' }), [1, 2, 3, 4]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldIssues(result.issues)).toEqual([{ path: '(body)', message: 'at most 3' }]);
    expect(calls.n).toBe(0);
  });

  test('within its size, every item is checked and the output is typed', () => {
    const schema = boundedArray(v.number(), { min: 1, max: 3, minMessage: 'one at least' });
    expect(safeParseBounded(schema, [1, 2])).toEqual({ success: true, output: [1, 2] });
    const empty = safeParseBounded(schema, []);
    expect(empty.success || toFieldIssues(empty.issues)).toEqual([
      { path: '(body)', message: 'one at least' },
    ]);
    const bad = safeParseBounded(schema, [1, 'x', 'y']);
    expect(bad.success || toFieldIssues(bad.issues).map((i) => i.path)).toEqual(['1', '2']);
  });

  test('validation stops after the budget of problems', () => {
    const schema = boundedArray(v.number(), { max: 100_000 });
    const result = safeParseBounded(schema, Array(50_000).fill('x'));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.length).toBe(MAX_VALIDATION_ISSUES);
  });

  test('nested problems are counted once', () => {
    const schema = boundedArray(v.object({ tags: boundedArray(v.string(), { max: 10 }) }), { max: 1000 });
    const result = safeParseBounded(schema, Array(200).fill({ tags: Array(10).fill(0) }));
    expect(result.success || result.issues.length).toBe(MAX_VALIDATION_ISSUES);
  });

  test('a shared budget bounds several parses, and never changes valibot for other callers', () => {
    const schema = boundedArray(v.number(), { max: 5000 });
    const budget = issueBudget(10);
    const first = safeParseBounded(schema, Array(100).fill('x'), budget);
    expect(first.success || first.issues.length).toBe(10);
    const second = safeParseBounded(schema, Array(100).fill('x'), budget);
    expect(second.success || second.issues.length).toBe(1);
    expect(v.safeParse(v.array(v.number()), ['x', 'y', 'z']).issues).toHaveLength(3);
    const fresh = safeParseBounded(schema, ['x', 'y', 'z']);
    expect(fresh.success || fresh.issues.length).toBe(3);
  });
});

describe('boundedRecord', () => {
  test('an oversized map is one problem', () => {
    const map = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 1]));
    const result = safeParseBounded(boundedRecord(v.string(), v.number(), { maxKeys: 20 }), map);
    expect(result.success || toFieldIssues(result.issues)).toEqual([
      { path: '(body)', message: 'at most 20 keys' },
    ]);
  });

  test('keys named like Object.prototype members are checked as own keys', () => {
    const input = JSON.parse('{"constructor":5,"__proto__":1,"prototype":2,"protein":3}') as object;
    const result = safeParseBounded(NutrientMapSchema, input);
    expect(result.success || toFieldIssues(result.issues)).toEqual([
      { path: '__proto__', message: 'unknown nutrient key' },
      { path: 'constructor', message: 'unknown nutrient key' },
      { path: 'prototype', message: 'unknown nutrient key' },
    ]);
  });

  test('such a key, when the key schema allows it, is kept as a plain own property', () => {
    const schema = boundedRecord(v.string(), v.string(), { maxKeys: 20 });
    const result = safeParseBounded(schema, JSON.parse('{"__proto__":"x","constructor":"y","sku":"z"}'));
    expect(result.success).toBe(true);
    if (!result.success) return;
    const output = result.output as Record<string, string>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.keys(output).sort()).toEqual(['__proto__', 'constructor', 'sku']);
    expect(output.constructor).toBe('y');
    const bad = safeParseBounded(schema, JSON.parse('{"constructor":5}'));
    expect(bad.success || toFieldIssues(bad.issues)).toMatchObject([{ path: 'constructor' }]);
  });
});

describe('boundedRecord of plain keys and values (checked in one loop)', () => {
  // The same map run through valibot's record every time: a value schema with a pipe has no quick path.
  const reference = boundedRecord(v.picklist(NUTRIENT_KEYS, 'unknown nutrient key'), v.pipe(v.number()), {
    maxKeys: NUTRIENT_KEYS.length,
    maxMessage: `at most ${NUTRIENT_KEYS.length} nutrient keys (one per known nutrient)`,
  });
  const outcome = (schema: v.GenericSchema, input: unknown) => {
    const result = safeParseBounded(schema, input);
    return result.success
      ? { output: JSON.stringify(result.output) }
      : { issues: toFieldIssues(result.issues) };
  };

  test('a valid map is the output as it is: same keys, same order, same values', () => {
    const input = JSON.parse('{"sodium":5,"protein":3.5,"energy_kcal":-1}') as object;
    const result = safeParseBounded(NutrientMapSchema, input);
    expect(result).toEqual({ success: true, output: { sodium: 5, protein: 3.5, energy_kcal: -1 } });
    expect(result.success && Object.keys(result.output)).toEqual(['sodium', 'protein', 'energy_kcal']);
  });

  test('any map gives what the record of valibot gives: the output, or the same issues', () => {
    const key = fc.oneof(
      fc.constantFrom(...NUTRIENT_KEYS),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'Sodium', ''),
    );
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constant(Number.NaN),
      fc.string(),
      fc.constant(null),
    );
    const map = fc
      .array(fc.tuple(key, value), { maxLength: NUTRIENT_KEYS.length + 3 })
      .map((entries) => JSON.parse(JSON.stringify(Object.fromEntries(entries))) as unknown);
    fc.assert(
      fc.property(map, (input) => {
        expect(outcome(NutrientMapSchema, input)).toEqual(outcome(reference, input));
      }),
      { numRuns: 500 },
    );
    const tooMany: Record<string, number> = {
      ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 1])),
      extra: 1,
    };
    expect(outcome(NutrientMapSchema, tooMany)).toEqual(outcome(reference, tooMany));
    expect(outcome(NutrientMapSchema, tooMany)).toMatchObject({ issues: [{ path: '(body)' }] });
  });
});

test('the label request: 500,000 bad ingredients is one problem, found in milliseconds', () => {
  const body = { recipe: { name: 'x', servingSizeGrams: 1, ingredients: Array(500_000).fill(0) } };
  const started = performance.now();
  const result = safeParseBounded(LabelRequestSchema, body);
  expect(performance.now() - started).toBeLessThan(200);
  expect(result.success || toFieldIssues(result.issues)).toEqual([
    { path: 'recipe.ingredients', message: 'at most 500 ingredients' },
  ]);
});
