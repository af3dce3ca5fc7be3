import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { anzPercent, declareAnz } from './declare';

/** Significant figures of a printed number (trailing zeros of an integer are not significant). */
const figures = (value: number): number =>
  value === 0 ? 0 : String(value).replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;

describe('ANZ average quantities (three significant figures, docs/regulations/anz.md §1.2)', () => {
  test('never more than three figures, never finer than 0.1 g, within half a step of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (amount) => {
        const { value } = declareAnz('total_fat', amount);
        expect(figures(value)).toBeLessThanOrEqual(3);
        expect(Math.round(value * 10)).toBeCloseTo(value * 10, 9);
        const step = Math.max(0.1, amount > 0 ? 10 ** (Math.floor(Math.log10(amount)) - 2) : 0);
        expect(Math.abs(value - amount)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });

  test('kJ and mg are whole numbers', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 99999, noNaN: true }), (amount) => {
        expect(Number.isInteger(declareAnz('energy_kj', amount).value)).toBe(true);
        expect(Number.isInteger(declareAnz('sodium', amount).value)).toBe(true);
      }),
    );
  });

  test('%DI only per serving and only for the eight items of 1.2.8—8(3)', () => {
    expect(anzPercent('sodium', 575, { column: 'serving' })).toBe(25); // 575 / 2300
    expect(anzPercent('sodium', 575, { column: '100' })).toBeNull();
    expect(anzPercent('energy_kcal', 100, { column: 'serving' })).toBeNull();
    expect(anzPercent('cholesterol', 30, { column: 'serving' })).toBeNull();
  });
});
