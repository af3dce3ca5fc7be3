import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS } from '../nutrients/catalog';
import { safeParseBounded } from './bounded';
import { quickCheck } from './quick-check';
import { LabelRequestSchema } from './recipe';

const quick = quickCheck(LabelRequestSchema);

/** A body of the kind clients send: inline nutrients, one food id, options. */
const body = () => ({
  recipe: {
    name: 'Granola',
    servingSizeGrams: 55,
    ingredients: [
      { name: 'Oats', weightGrams: 300, nutrients: { energy_kcal: 380, protein: 13, sodium: 2 } },
      { name: 'Honey', foodId: 'golden:honey', amount: 2, unit: 'tbsp', allergens: ['milk'] },
    ],
    category: 'cereal',
  },
  regulation: 'fda',
  options: { columns: 'dual', voluntary: ['vitamin_a'] },
});

describe('quickCheck of the label request', () => {
  test('takes a well-formed body, and valibot gives that body back unchanged', () => {
    const value = body();
    expect(quick(value)).toBe(true);
    const parsed = safeParseBounded(LabelRequestSchema, value);
    expect(parsed.success && JSON.stringify(parsed.output)).toBe(JSON.stringify(value));
  });

  test('leaves to valibot what valibot would refuse or change', () => {
    type Body = ReturnType<typeof body>;
    type Loose = Record<string, unknown>;
    const ingredient = (b: Body, i: number) => b.recipe.ingredients[i] as Loose;
    const cases: [string, (b: Body) => unknown][] = [
      ['a name to trim', (b) => ({ ...b, recipe: { ...b.recipe, name: ' Granola' } })],
      ['an empty name', (b) => ({ ...b, recipe: { ...b.recipe, name: '' } })],
      ['a serving of 0', (b) => ({ ...b, recipe: { ...b.recipe, servingSizeGrams: 0 } })],
      ['an unknown key, dropped by valibot', (b) => ({ ...b, extra: 1 })],
      ['keys out of the schema order', (b) => ({ regulation: b.regulation, recipe: b.recipe })],
      ['recipe and recipeId', (b) => ({ ...b, recipeId: 'rec_1' })],
      ['metadata (a custom schema)', (b) => ({ ...b, metadata: { sku: 'A' } })],
      ['an array for an object', (b) => ({ ...b, recipe: [b.recipe] })],
    ];
    const ingredientCases: [string, (i: Loose) => Loose][] = [
      ['an ingredient keyed out of order', ({ name, ...rest }) => ({ ...rest, name })],
      ['an unknown nutrient', (i) => ({ ...i, nutrients: { fat: 1 } })],
      ['weight and amount both', (i) => ({ ...i, amount: 1, unit: 'g' })],
      ['a bad food id', (i) => ({ ...i, foodId: 'x' })],
    ];
    for (const [what, change] of ingredientCases) {
      cases.push([
        what,
        (b) => {
          const ingredients = [change(ingredient(b, 0)), ...b.recipe.ingredients.slice(1)];
          return { ...b, recipe: { ...b.recipe, ingredients } };
        },
      ]);
    }
    for (const [what, change] of cases) expect([what, quick(change(body()))]).toEqual([what, false]);
  });

  test('on a valid body, any name, unit or amount it takes is one valibot keeps as it is', () => {
    const field = fc.oneof(fc.string(), fc.double(), fc.constantFrom(' a', 'a\n', '\u00a0a', 'a', 1e6 + 1));
    fc.assert(
      fc.property(field, field, field, (name, unit, amount) => {
        const b = body();
        const value = JSON.parse(
          JSON.stringify({
            ...b,
            recipe: {
              ...b.recipe,
              name,
              ingredients: [b.recipe.ingredients[0], { ...b.recipe.ingredients[1], amount, unit }],
            },
          }),
        ) as unknown;
        if (!quick(value)) return;
        const parsed = v.safeParse(LabelRequestSchema, value);
        expect(parsed.success && JSON.stringify(parsed.output)).toBe(JSON.stringify(value));
      }),
      { numRuns: 1000 },
    );
  });

  test('whatever it takes, valibot takes unchanged (same keys, same order, same values)', () => {
    const text = fc.oneof(fc.constantFrom('Oats', ' Oats', 'Oats ', '', 'x'.repeat(201)), fc.string());
    const number = fc.oneof(
      fc.constantFrom(0, -1, 1, 55, 1e6, 1e6 + 1, 100_000, 100_001),
      fc.double({ noNaN: true }),
    );
    const nutrients = fc.dictionary(
      fc.oneof(fc.constantFrom(...NUTRIENT_KEYS), fc.constantFrom('fat', 'constructor')),
      fc.oneof(number, fc.constant('1')),
      { maxKeys: 5 },
    );
    const ingredient = fc.record(
      {
        name: text,
        weightGrams: number,
        amount: number,
        unit: text,
        nutrients,
        foodId: fc.constantFrom('golden:honey', 'usda:1', 'nope', 1),
        allergens: fc.array(text, { maxLength: 3 }),
        sugarsBased: fc.oneof(fc.boolean(), fc.constant('yes')),
        added: fc.array(fc.constantFrom('sugars', 'fats', 'salt'), { maxLength: 6 }),
        extra: fc.constant(1),
      },
      { requiredKeys: [] },
    );
    const recipe = fc.record(
      {
        name: text,
        servingSizeGrams: number,
        ingredients: fc.array(ingredient, { maxLength: 4 }),
        form: fc.constantFrom('solid', 'liquid', 'gas'),
        fvnlPercent: number,
      },
      { requiredKeys: [] },
    );
    const request = fc.record(
      {
        recipe,
        recipeId: fc.constantFrom('rec_abc', 'rec_', 'abc'),
        regulation: fc.oneof(fc.constantFrom('fda', 'eu'), fc.string({ maxLength: 45 })),
        options: fc.record(
          {
            columns: fc.constantFrom('auto', 'dual', 'triple'),
            voluntary: fc.array(fc.constantFrom('vitamin_a', 'nope'), { maxLength: 3 }),
            labelSurfaceSquareInches: number,
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    // Through JSON, as a body arrives (and with its keys shuffled by the record arbitrary's order).
    const bodies = request.map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    let taken = 0;
    fc.assert(
      fc.property(bodies, (value) => {
        if (!quick(value)) return;
        taken++;
        const parsed = v.safeParse(LabelRequestSchema, value);
        expect(parsed.success).toBe(true);
        expect(JSON.stringify(parsed.output)).toBe(JSON.stringify(value));
      }),
      { numRuns: 3000 },
    );
    // The generator reaches bodies it takes, so the comparison above is not vacuous.
    expect(taken).toBeGreaterThan(20);
  });
});
