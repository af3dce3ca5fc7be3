import { describe, expect, test } from 'vitest';
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
