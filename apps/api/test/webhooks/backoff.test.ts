import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_RETRY_DELAY_MS, nominalSchedule, retryDelayMs } from '../../src/webhooks/backoff';

describe('retryDelayMs', () => {
  test('doubles from the base at the jitter midpoint', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 30_000, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
  });

  test('jitter stays within [0.75, 1.25) of the nominal delay', () => {
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(22_500);
    expect(retryDelayMs(1, 30_000, () => 0.999_999)).toBe(37_500);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const nominal = Math.min(30_000 * 2 ** (n - 1), MAX_RETRY_DELAY_MS);
          const delay = retryDelayMs(n, 30_000, () => r);
          return (
            delay >= Math.floor(nominal * 0.75) &&
            delay <= Math.min(Math.ceil(nominal * 1.25), MAX_RETRY_DELAY_MS)
          );
        },
      ),
    );
  });

  test('never exceeds six hours and never goes below 1 ms', () => {
    expect(retryDelayMs(40, 86_400_000, () => 0.99)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, 1, () => 0)).toBe(1);
  });
});

describe('nominalSchedule', () => {
  test('the default 8 attempts at base 30 s span about an hour (api.md §9)', () => {
    const starts = nominalSchedule(30_000, 8);
    // 30 s × (1 + 2 + 4 + 8 + 16 + 32 + 64) = 3810 s = 63.5 min.
    expect(starts).toEqual([0, 30_000, 90_000, 210_000, 450_000, 930_000, 1_890_000, 3_810_000]);
  });

  test('a 50 ms base runs the same 8 attempts in well under 10 s (tests)', () => {
    expect(nominalSchedule(50, 8).at(-1)).toBe(6_350);
  });
});
