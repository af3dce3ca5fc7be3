import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { convertUnits, roundConverted } from './convert';
import { gramsForAmount } from './portions';
import { parseUnit } from './units';

const converted = (value: number, from: string, to: string, density?: number) => {
  const result = convertUnits(value, from, to, density);
  if (!result.ok) throw new Error(`not convertible: ${JSON.stringify(result)}`);
  return roundConverted(result.value);
};

describe('convertUnits (api.md §7)', () => {
  test.each([
    [100, 'g', 'oz', 3.53],
    [1, 'lb', 'g', 453.59],
    [1, 'kg', 'lb', 2.2],
    [1, 'cup', 'ml', 236.59],
    [1, 'tbsp', 'tsp', 3],
    [1, 'gallon', 'cup', 16],
    [1, 'quart', 'pint', 2],
    [1, 'l', 'fl oz', 33.81],
    [100, 'kcal', 'kJ', 418.4],
    [1000, 'mg', 'g', 1],
    [1, 'mcg', 'g', 0.000001],
  ] as const)('%d %s = %d %s', (value, from, to, expected) => {
    expect(converted(value, from, to)).toBe(expected);
  });

  test('accepts plurals, case and aliases, answering canonical names', () => {
    const result = convertUnits(2, 'Cups', 'FL OZ');
    expect(result).toMatchObject({ ok: true, from: 'cup', to: 'fl_oz' });
    expect(parseUnit('Tablespoons')?.name).toBe('tbsp');
    expect(parseUnit('fl_oz')?.name).toBe('fl_oz');
    expect(parseUnit('ounces')?.name).toBe('oz');
    expect(parseUnit('inches')).toBeUndefined();
  });

  test('bridges mass and volume only with a density', () => {
    expect(convertUnits(1, 'cup', 'g')).toEqual({
      ok: false,
      reason: 'incompatible_units',
      from: 'cup',
      to: 'g',
    });
    expect(converted(1, 'cup', 'g', 0.593)).toBe(140.3);
    expect(converted(100, 'g', 'ml', 0.92)).toBe(108.7);
    expect(convertUnits(1, 'kcal', 'g', 1)).toMatchObject({ ok: false, reason: 'incompatible_units' });
  });

  test('reports unknown units', () => {
    expect(convertUnits(1, 'furlong', 'g')).toEqual({ ok: false, reason: 'unknown_unit', unit: 'furlong' });
  });

  test('rounds to 2 decimals, or 3 significant digits where 2 decimals would print 0', () => {
    expect(roundConverted(3.5273962)).toBe(3.53);
    expect(roundConverted(0.0012345)).toBe(0.00123);
    expect(roundConverted(0)).toBe(0);
  });

  test('round trips within rounding error', () => {
    const units = [
      'g',
      'kg',
      'oz',
      'lb',
      'mg',
      'ml',
      'l',
      'tsp',
      'tbsp',
      'fl_oz',
      'cup',
      'pint',
      'quart',
      'gallon',
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.constantFrom(...units),
        fc.constantFrom(...units),
        (value, a, b) => {
          const there = convertUnits(value, a, b, 1.03);
          if (!there.ok) throw new Error('should convert with a density');
          const back = convertUnits(there.value, b, a, 1.03);
          if (!back.ok) throw new Error('should convert back');
          expect(back.value).toBeCloseTo(value, 6);
        },
      ),
    );
  });
});

describe('gramsForAmount', () => {
  const egg = {
    portions: [
      { name: '1 large', grams: 50 },
      { name: '1 cup (4.86 large eggs)', grams: 243 },
    ],
  };
  const milk = {
    portions: [
      { name: '1 cup', grams: 244 },
      { name: '1 fl oz', grams: 30.5 },
    ],
  };

  test('uses the food portions by their measure word', () => {
    expect(gramsForAmount(3, 'large', egg)).toBe(150);
    expect(gramsForAmount(2, 'cup', milk)).toBe(488);
    expect(gramsForAmount(0.5, 'cups', milk)).toBe(122);
  });

  test('converts mass units directly and volume units through a derived density', () => {
    expect(gramsForAmount(2, 'oz')).toBeCloseTo(56.699, 3);
    expect(gramsForAmount(1, 'tbsp', milk)).toBeCloseTo(244 / 16, 5);
    expect(gramsForAmount(100, 'ml', { densityGPerMl: 0.92 })).toBeCloseTo(92, 10);
  });

  test('cannot convert a volume or a count without food data', () => {
    expect(gramsForAmount(1, 'cup')).toBeUndefined();
    expect(gramsForAmount(1, 'large', milk)).toBeUndefined();
  });
});
