/**
 * Property tests of the CFIA, EU and China formats (fast-check): declared amounts are monotone in
 * the raw amount and never negative; whole labels never throw and never show NaN or negatives.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  generateLabel,
  type NutrientKey,
  type NutrientValues,
  type Regulation,
  type ResolvedRecipe,
} from '../../src/index';
import { cfia } from '../../src/regulations/cfia';
import { CFIA_ROUNDING } from '../../src/regulations/cfia/rounding-rules';
import { china } from '../../src/regulations/china';
import { CHINA_TABLE_1 } from '../../src/regulations/china/rounding-rules';
import { eu } from '../../src/regulations/eu';
import { EU_NRV } from '../../src/regulations/eu/reference-values';
import { EU_ROUNDING } from '../../src/regulations/eu/rounding-rules';

const FORMATS: readonly [string, Regulation, readonly NutrientKey[]][] = [
  ['cfia', cfia, Object.keys(CFIA_ROUNDING) as NutrientKey[]],
  ['eu', eu, [...Object.keys(EU_ROUNDING), ...Object.keys(EU_NRV)] as NutrientKey[]],
  ['china', china, Object.keys(CHINA_TABLE_1) as NutrientKey[]],
];

const raw = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.double({ min: 0, max: 20, noNaN: true }),
  fc.double({ min: 0, max: 3000, noNaN: true }),
  fc.constantFrom(0, 0.005, 0.0125, 0.05, 0.1, 0.3, 0.5, 1, 2.5, 5, 10, 17, 50, 140, 250),
);

describe.each(FORMATS)('%s declared amounts', (_id, format, keys) => {
  test('monotone in the raw amount (alone in its column), finite and ≥ 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), raw, raw, (key, x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        const da = format.declare(key, a).value;
        const db = format.declare(key, b).value;
        expect(Number.isFinite(da) && da >= 0).toBe(true);
        expect(da).toBeLessThanOrEqual(db);
      }),
      { numRuns: 2000 },
    );
  });
});

const KEYS: readonly NutrientKey[] = [
  'energy_kcal',
  'energy_kj',
  'total_fat',
  'saturated_fat',
  'trans_fat',
  'monounsaturated_fat',
  'cholesterol',
  'sodium',
  'salt',
  'total_carbohydrate',
  'dietary_fiber',
  'total_sugars',
  'sugar_alcohols',
  'protein',
  'vitamin_c',
  'calcium',
  'iron',
  'potassium',
  'folate',
];
const nutrients = fc.dictionary(
  fc.constantFrom(...KEYS),
  fc.oneof(fc.double({ min: 0, max: 30, noNaN: true }), fc.constantFrom(0, 0.5, 5, 17)),
) as fc.Arbitrary<NutrientValues>;
const recipeArb: fc.Arbitrary<ResolvedRecipe> = fc
  .record({
    ingredients: fc.array(
      fc.record({
        name: fc.constantFrom('Flour', 'Butter', 'Sugar', 'Water', '小麦粉', 'Mussels'),
        weightGrams: fc.double({ min: 0.01, max: 1000, noNaN: true }),
        nutrients,
      }),
      { minLength: 1, maxLength: 5 },
    ),
    servingShare: fc.double({ min: 0.001, max: 1, noNaN: true }),
    form: fc.constantFrom('solid' as const, 'liquid' as const),
    density: fc.option(fc.double({ min: 0.5, max: 2, noNaN: true }), { nil: undefined }),
    yieldFactor: fc.option(fc.double({ min: 0.3, max: 2, noNaN: true }), { nil: undefined }),
  })
  .map(({ ingredients, servingShare, form, density, yieldFactor }) => {
    const batch = ingredients.reduce((s, i) => s + i.weightGrams, 0) * (yieldFactor ?? 1);
    return {
      name: 'Random',
      ingredients,
      servingSizeGrams: Math.max(batch * servingShare, 1e-6),
      form,
      ...(density === undefined ? {} : { densityGPerMl: density }),
      ...(yieldFactor === undefined ? {} : { yieldFactor }),
    };
  });

const ok = (x: number | null) => x === null || (Number.isFinite(x) && x >= 0);

describe.each(FORMATS)('%s whole labels', (_id, format) => {
  test('never throw; every value, display and percentage is finite, non-negative, NaN-free', () => {
    fc.assert(
      fc.property(recipeArb, (recipe) => {
        const outcome = generateLabel(recipe, format);
        if (!outcome.ok) return;
        const label = outcome.value.label;
        expect(label.nutrients.length).toBeGreaterThan(0);
        for (const n of label.nutrients) {
          expect(ok(n.value) && ok(n.dailyValue) && ok(n.amount)).toBe(true);
          expect(n.display).not.toMatch(/NaN|Infinity|-/);
          if (n.per100) {
            expect(ok(n.per100.value) && ok(n.per100.dailyValue)).toBe(true);
            expect(n.per100.display).not.toMatch(/NaN|Infinity|-/);
          }
        }
        for (const c of outcome.value.claims) expect(typeof c.text).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
