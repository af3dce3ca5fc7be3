import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  test('prints the shortest clean decimal', () => {
    expect(formatAmount(1.25)).toBe('1.25');
    expect(formatAmount(0.30000000000000004)).toBe('0.3');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-0)).toBe('0');
    expect(formatAmount(0.0000005)).toBe('0.0000005');
    expect(formatAmount(1970)).toBe('1970');
  });

  test('remembered amounts print as they did the first time, past the memo bound too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 5000, maxLength: 5000 }),
        (xs) => {
          const first = xs.map(formatAmount);
          const again = xs.map(formatAmount);
          expect(again).toEqual(first);
          for (const [i, x] of xs.entries()) expect(Number(first[i])).toBeCloseTo(x, 6);
        },
      ),
      { numRuns: 3 },
    );
  });
});
