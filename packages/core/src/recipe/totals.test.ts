import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { computeTotals, scaleTotals } from './totals';

describe('computeTotals', () => {
  test('sums per-100 g values by weight and applies the yield', () => {
    const totals = computeTotals(
      [
        { name: 'Flour', weightGrams: 200, nutrients: { protein: 10, total_fat: 1 } },
        { name: 'Butter', weightGrams: 100, nutrients: { total_fat: 81, sodium: 11 } },
      ],
      0.8,
    );
    expect(totals.rawWeightGrams).toBe(300);
    expect(totals.finishedWeightGrams).toBe(240);
    expect(totals.totals.protein).toBe(20);
    expect(totals.totals.total_fat).toBe(83);
    expect(totals.totals.salt).toBeCloseTo(0.0275, 10);
    // Per serving: nutrients concentrate in the finished weight (api.md §3).
    expect(scaleTotals(totals, 60).total_fat).toBeCloseTo(20.75, 10);
  });

  test('absent nutrients stay absent, never zero', () => {
    const totals = computeTotals([{ name: 'Water', weightGrams: 100, nutrients: {} }]);
    expect(totals.totals).toEqual({});
  });

  test('derives energy from 4-4-9 when only macronutrients are given, and names the ingredient', () => {
    const totals = computeTotals([
      { name: 'Mix', weightGrams: 100, nutrients: { protein: 10, total_carbohydrate: 20, total_fat: 5 } },
    ]);
    expect(totals.totals.energy_kcal).toBe(165);
    expect(totals.totals.energy_kj).toBeCloseTo(690.36, 6);
    expect(totals.energyDerivedFor).toEqual(['Mix']);
  });

  test('totals scale linearly with the weights', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            w: fc.double({ min: 0.1, max: 1000, noNaN: true }),
            fat: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (items, k) => {
          const base = computeTotals(
            items.map((i, n) => ({ name: `i${n}`, weightGrams: i.w, nutrients: { total_fat: i.fat } })),
          );
          const scaled = computeTotals(
            items.map((i, n) => ({ name: `i${n}`, weightGrams: i.w * k, nutrients: { total_fat: i.fat } })),
          );
          expect(scaled.totals.total_fat).toBeCloseTo((base.totals.total_fat ?? 0) * k, 6);
          // Per-serving amounts do not change when the whole batch scales.
          expect(scaleTotals(scaled, 50).total_fat).toBeCloseTo(scaleTotals(base, 50).total_fat ?? 0, 6);
        },
      ),
    );
  });
});
