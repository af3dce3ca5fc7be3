import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { LabelRequestSchema, toFieldIssues } from './recipe';

const recipe = (servingSizeGrams: unknown, name: unknown = 'Toast') => ({
  recipe: { name, servingSizeGrams, ingredients: [{ name: 'Bread', weightGrams: 30 }] },
});

const detailsOf = (body: unknown) => {
  const result = v.safeParse(LabelRequestSchema, body);
  return result.success ? [] : toFieldIssues(result.issues);
};

describe('toFieldIssues (api.md §1 details)', () => {
  test('a field that fails several checks is named once, with its first problem', () => {
    // JSON's 1e400 parses to Infinity: not finite, and above the maximum as well.
    const details = detailsOf(
      JSON.parse(
        '{"recipe":{"name":"Toast","servingSizeGrams":1e400,"ingredients":[{"name":"Bread","weightGrams":30}]}}',
      ),
    );
    expect(details).toEqual([{ path: 'recipe.servingSizeGrams', message: expect.stringMatching(/finite/i) }]);
  });

  test('every bad field is still named, in the order found', () => {
    const details = detailsOf(recipe(-1, 7));
    expect(details.map((d) => d.path)).toEqual(['recipe.name', 'recipe.servingSizeGrams']);
  });

  test('the prefix leads every path; a problem of the whole value is "(body)"', () => {
    const result = v.safeParse(v.object({ a: v.number() }), 'x');
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldIssues(result.issues).map((d) => d.path)).toEqual(['(body)']);
    const nested = v.safeParse(v.object({ a: v.number() }), { a: 'x' });
    if (!nested.success) expect(toFieldIssues(nested.issues, 'recipe')[0]?.path).toBe('recipe.a');
  });
});
