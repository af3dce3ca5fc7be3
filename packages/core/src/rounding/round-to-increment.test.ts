import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { roundToDecimals, roundToIncrement } from './round-to-increment';

describe('roundToIncrement', () => {
  test.each([
    [4.75, 0.5, 5],
    [4.74, 0.5, 4.5],
    [0.15, 0.1, 0.2],
    [1.005, 0.01, 1.01],
    [12.5, 5, 15],
    [137, 5, 135],
    [145, 10, 150],
    [5.44, 0.1, 5.4],
    [0, 0.5, 0],
  ])('rounds %d to the nearest %d, halves up → %d', (value, step, expected) => {
    expect(roundToIncrement(value, step)).toBe(expected);
  });

  test('rounds 1.005 to two decimals as 1.01 where Math.round(x*100)/100 gives 1', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
  });

  test('result is a multiple of the step, within half a step, and idempotent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom(0.001, 0.01, 0.1, 0.5, 1, 5, 10),
        (value, step) => {
          const rounded = roundToIncrement(value, step);
          expect(Math.abs(rounded - value)).toBeLessThanOrEqual(step / 2 + 1e-9 * Math.max(1, value));
          expect(roundToIncrement(rounded, step)).toBe(rounded);
        },
      ),
    );
  });

  test('is monotone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.constantFrom(0.1, 0.5, 1, 5, 10),
        (a, b, step) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(roundToIncrement(lo, step)).toBeLessThanOrEqual(roundToIncrement(hi, step));
        },
      ),
    );
  });
});
