import { describe, expect, test } from 'vitest';
import { amountAt, buildClaimContext, compare } from './claim-context';

describe('compare (1e-9 relative tolerance)', () => {
  test('binary noise at a limit counts as at the limit', () => {
    expect(compare((28 * 10) / 100 + 4e-16, 'ge', 2.8)).toBe(true);
    expect(compare(0.1 * 3, 'le', 0.3)).toBe(true); // 0.30000000000000004
    expect(compare(0.1 * 3, 'lt', 0.3)).toBe(false);
    expect(compare(0.1 * 3, 'gt', 0.3)).toBe(false);
  });

  test('real differences are not hidden', () => {
    expect(compare(3.000001, 'le', 3)).toBe(false);
    expect(compare(479.9999, 'gt', 480)).toBe(false);
    expect(compare(480.0001, 'gt', 480)).toBe(true);
    expect(compare(4.99, 'lt', 5)).toBe(true);
  });
});

describe('buildClaimContext / amountAt', () => {
  const facts = { perServing: { total_fat: 6 }, per100g: { total_fat: 10 }, servingSizeGrams: 60 };

  test('a known category: per RACC from per 100 g, per 50 g for a small RACC', () => {
    const warnings: string[] = [];
    const ctx = buildClaimContext({ ...facts, category: 'cookies' }, warnings);
    expect(warnings).toEqual([]);
    expect(ctx).toMatchObject({ kind: 'individual', raccGrams: 30, small: true });
    expect(amountAt(ctx, 'total_fat', 'racc')).toBe(3);
    expect(amountAt(ctx, 'total_fat', 'per50g')).toBe(5);
    expect(amountAt(ctx, 'total_fat', 'serving')).toBe(6);
    expect(amountAt(ctx, 'total_fat', '100g')).toBe(10);
    expect(amountAt(ctx, 'sodium', 'racc')).toBeUndefined();
  });

  test('no category: RACC scope reads the labelled serving, and one warning', () => {
    const warnings: string[] = [];
    const ctx = buildClaimContext(facts, warnings);
    expect(amountAt(ctx, 'total_fat', 'racc')).toBe(6);
    expect(ctx.small).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  test('percent of calories from fat and saturated fat', () => {
    const ctx = buildClaimContext(
      { perServing: { total_fat: 2, saturated_fat: 1, energy_kcal: 90 }, per100g: {}, servingSizeGrams: 50 },
      [],
    );
    expect(amountAt(ctx, 'pct_kcal_fat', 'serving')).toBeCloseTo(20, 10); // 18 / 90
    expect(amountAt(ctx, 'pct_kcal_sat_fat', 'serving')).toBeCloseTo(10, 10);
  });

  test('missing per-100 g data is scaled from the serving', () => {
    const ctx = buildClaimContext(
      { perServing: { sodium: 120 }, per100g: {}, servingSizeGrams: 40, category: 'grain_based_bars' },
      [],
    );
    expect(amountAt(ctx, 'sodium', 'racc')).toBe(120);
    expect(amountAt(ctx, 'sodium', '100g')).toBe(300);
  });

  test('main dish: kind switches, no RACC', () => {
    const ctx = buildClaimContext({ ...facts, servingSizeGrams: 300, category: 'main_dish' }, []);
    expect(ctx).toMatchObject({ kind: 'main_dish', small: false });
    expect(ctx.raccGrams).toBeUndefined();
  });
});
