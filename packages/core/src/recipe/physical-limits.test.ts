import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS, NUTRIENTS, type NutrientKey, type NutrientValues } from '../nutrients/catalog';
import { checkPhysicalLimits } from './physical-limits';

describe('checkPhysicalLimits (api.md §3)', () => {
  test('accepts real foods at the limits', () => {
    expect(checkPhysicalLimits({ total_fat: 100, energy_kcal: 900 })).toEqual([]);
    expect(checkPhysicalLimits({ sodium: 38758, total_carbohydrate: 0 })).toEqual([]);
  });

  test('names every impossible value: over 100 g per 100 g, over 900 kcal, macros over 100 g, negative, non-finite', () => {
    const fields = checkPhysicalLimits({
      total_fat: 60,
      protein: 50,
      sodium: 100_001,
      energy_kcal: 901,
      calcium: -1,
      iron: Number.POSITIVE_INFINITY,
    }).map((i) => i.field);
    expect(fields.sort()).toEqual(
      [
        'nutrients',
        'nutrients.calcium',
        'nutrients.energy_kcal',
        'nutrients.iron',
        'nutrients.sodium',
      ].sort(),
    );
  });
});

describe('checkPhysicalLimits: the quick screen agrees with the rules', () => {
  const GRAMS = { g: 1, mg: 0.001, mcg: 0.000_001 } as const;
  /** The rules of api.md §3, written plainly. */
  function expected(values: Record<string, number>): string[] {
    const fields: string[] = [];
    for (const [key, value] of Object.entries(values)) {
      const unit = NUTRIENTS[key as NutrientKey].unit;
      const grams = unit in GRAMS ? GRAMS[unit as keyof typeof GRAMS] : undefined;
      if (!Number.isFinite(value) || value < 0) fields.push(`nutrients.${key}`);
      else if (grams !== undefined && value * grams > 100) fields.push(`nutrients.${key}`);
    }
    // A non-finite energy is reported once, as not finite.
    const kcal = values.energy_kcal ?? 0;
    const kj = values.energy_kj ?? 0;
    if (Number.isFinite(kcal) && kcal > 900) fields.push('nutrients.energy_kcal');
    if (Number.isFinite(kj) && kj > 3765.6) fields.push('nutrients.energy_kj');
    const macros = (values.total_fat ?? 0) + (values.protein ?? 0) + (values.total_carbohydrate ?? 0);
    if (Number.isFinite(macros) && macros > 103) fields.push('nutrients');
    return fields.sort();
  }
  /** Amounts that cluster around each nutrient's limit, plus the odd impossible value. */
  const amount = (key: NutrientKey) => {
    const unit = NUTRIENTS[key].unit;
    const limit =
      key === 'energy_kcal' ? 900 : key === 'energy_kj' ? 3765.6 : 100 / GRAMS[unit as keyof typeof GRAMS];
    return fc.oneof(
      fc.constantFrom(limit, limit * (1 + 1e-13), limit * (1 - 1e-13), 0, -0.001, Number.NaN, Infinity),
      fc.double({ min: 0, max: limit * 1.2, noNaN: true }),
    );
  };
  test('for any nutrient map, the issues are exactly those the rules name', () => {
    fc.assert(
      fc.property(
        fc
          .dictionary(fc.constantFrom(...NUTRIENT_KEYS), fc.constant(0), { maxKeys: 8 })
          .chain((shape) =>
            fc.record(Object.fromEntries(Object.keys(shape).map((k) => [k, amount(k as NutrientKey)]))),
          ),
        (values) => {
          const fields = checkPhysicalLimits(values as NutrientValues).map((i) => i.field);
          expect(fields.sort()).toEqual(expected(values as Record<string, number>));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
