import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS } from './catalog';
import { emptySlots, SLOT_COUNT, slotsOf, valuesOf } from './nutrient-slots';

describe('nutrient slots', () => {
  test('valuesOf names every slot with its catalog key, in catalog order', () => {
    const slots = Array.from({ length: SLOT_COUNT }, (_, i) => i);
    const values = valuesOf(slots);
    expect(Object.keys(values)).toEqual([...NUTRIENT_KEYS]);
    for (const [i, key] of NUTRIENT_KEYS.entries()) expect(values[key]).toBe(i);
  });

  test('no data is NaN in slots and undefined in values, both ways; unknown keys are ignored', () => {
    const slots = slotsOf({ protein: 3, sodium: 0, bogus: 1 } as never);
    expect(Number.isNaN(slots[0]!)).toBe(true);
    const values = valuesOf(slots);
    expect(values.protein).toBe(3);
    expect(values.sodium).toBe(0);
    expect(values.energy_kcal).toBeUndefined();
    expect(JSON.stringify(values)).toBe('{"sodium":0,"protein":3}');
    expect(slotsOf(values)).toEqual(slots);
    expect(emptySlots().every(Number.isNaN)).toBe(true);
  });
});
