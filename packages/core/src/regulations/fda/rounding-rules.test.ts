import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { NutrientKey } from '../../nutrients/catalog';
import { applyRoundingRule, type RoundingRule } from '../../rounding/rounding-rule';
import { FDA_ROUNDING, incrementOf, VITAMIN_MINERAL_INCREMENTS } from './rounding-rules';

const rule = (key: NutrientKey): RoundingRule => {
  const found = FDA_ROUNDING[key];
  if (!found) throw new Error(`no rule for ${key}`);
  return found;
};

/** "<5" for a less-than declaration, else the number: how the label reads. */
const declare = (key: NutrientKey, amount: number): string => {
  const r = applyRoundingRule(amount, rule(key));
  return r.lessThan ? `<${r.value}` : String(r.value);
};

// Vectors: regulations-us.md §9.1 (worked examples) and §10 (peer vectors P1, P2, P4).
describe('FDA rounding, 21 CFR 101.9(c)', () => {
  test.each([
    // (c)(1) calories: < 5 → 0; ≤ 50 → 5; > 50 → 10
    ['energy_kcal', 4.9, '0'],
    ['energy_kcal', 4.99, '0'],
    ['energy_kcal', 5, '5'],
    ['energy_kcal', 47, '45'],
    ['energy_kcal', 47.5, '50'],
    ['energy_kcal', 50, '50'],
    ['energy_kcal', 50.1, '50'],
    ['energy_kcal', 52, '50'],
    ['energy_kcal', 54, '50'],
    ['energy_kcal', 55, '60'],
    ['energy_kcal', 123, '120'],
    ['energy_kcal', 199, '200'],
    ['energy_kcal', 236, '240'],
    // (c)(2) fat: < 0.5 → 0; < 5 → 0.5; ≥ 5 → 1
    ['total_fat', 0.49, '0'],
    ['total_fat', 0.5, '0.5'],
    ['total_fat', 0.74, '0.5'],
    ['total_fat', 0.75, '1'],
    ['total_fat', 0.99, '1'],
    ['total_fat', 1.49, '1.5'],
    ['total_fat', 2.3, '2.5'],
    ['total_fat', 4.74, '4.5'],
    ['total_fat', 4.75, '5'],
    ['total_fat', 4.9, '5'],
    ['total_fat', 5.1, '5'],
    ['total_fat', 5.5, '6'],
    ['total_fat', 11.45, '11'],
    ['saturated_fat', 0.702, '0.5'],
    ['saturated_fat', 1.2, '1'],
    ['trans_fat', 0.3, '0'],
    ['trans_fat', 0.6, '0.5'],
    // (c)(3) cholesterol: < 2 → 0; < 5 → "less than 5"; ≥ 5 → 5
    ['cholesterol', 1.9, '0'],
    ['cholesterol', 1.99, '0'],
    ['cholesterol', 2, '<5'],
    ['cholesterol', 4.2, '<5'],
    ['cholesterol', 7, '5'],
    ['cholesterol', 7.4, '5'],
    ['cholesterol', 7.5, '10'],
    ['cholesterol', 12, '10'],
    ['cholesterol', 13, '15'],
    // (c)(4) sodium: < 5 → 0; 5–140 → 5; > 140 → 10
    ['sodium', 3, '0'],
    ['sodium', 4.9, '0'],
    ['sodium', 12.5, '15'],
    ['sodium', 137, '135'],
    ['sodium', 140, '140'],
    ['sodium', 142, '140'],
    ['sodium', 145, '150'],
    ['sodium', 163, '160'],
    // (c)(6) carbohydrate, fiber, sugars; (c)(7) protein
    ['total_carbohydrate', 0.49, '0'],
    ['total_carbohydrate', 0.6, '<1'],
    ['total_carbohydrate', 12.4, '12'],
    ['total_carbohydrate', 12.5, '13'],
    ['total_carbohydrate', 1.5, '2'],
    ['dietary_fiber', 0.25, '0'],
    ['dietary_fiber', 3.6, '4'],
    ['total_sugars', 0.4, '0'],
    ['added_sugars', 0.4, '0'],
    ['protein', 0.75, '<1'],
    ['protein', 5.5, '6'],
    // (c)(8)(iii) vitamins and minerals
    ['iron', 5.44, '5.4'],
    ['vitamin_c', 12.6, '13'],
    ['calcium', 28.6, '30'],
    ['potassium', 132.9, '130'],
    ['vitamin_d', 0.32, '0'],
    ['copper', 0.02, '0.02'],
  ] as const)('%s %d → %s', (key, amount, expected) => {
    expect(declare(key, amount)).toBe(expected);
  });

  // Each increment tier at its edges: the zero tier (< 2 % of the RDI), the half-way points of the step,
  // and the cases (13.5 mcg DFE folate, 12.6 mg magnesium print 15, not 10).
  test.each([
    // RDI < 25 → 0.1 (finer when 0.1 would print 0): iron RDI 18, zero below 0.36; copper RDI 0.9
    ['iron', 0.359, '0'],
    ['iron', 0.36, '0.4'],
    ['iron', 5.449, '5.4'],
    ['iron', 5.45, '5.5'],
    ['niacin', 15.95, '16'],
    ['copper', 0.0179, '0'],
    ['copper', 0.018, '0.02'],
    ['copper', 0.049, '0.05'],
    ['copper', 0.05, '0.1'],
    // 25 ≤ RDI < 250 → 1: vitamin C RDI 90 (zero below 1.8), biotin RDI 30 (zero below 0.6)
    ['vitamin_c', 1.79, '0'],
    ['vitamin_c', 1.8, '2'],
    ['vitamin_c', 12.49, '12'],
    ['vitamin_c', 12.5, '13'],
    ['biotin', 0.59, '0'],
    ['biotin', 0.6, '1'],
    ['selenium', 54.5, '55'],
    // 250 ≤ RDI < 500 → 5: folate RDI 400 (zero below 8), magnesium RDI 420 (zero below 8.4)
    ['folate', 7.99, '0'],
    ['folate', 8, '10'],
    ['folate', 12.49, '10'],
    ['folate', 12.5, '15'],
    ['folate', 13.5, '15'],
    ['folate', 17.49, '15'],
    ['folate', 17.5, '20'],
    ['magnesium', 8.39, '0'],
    ['magnesium', 8.4, '10'],
    ['magnesium', 12.6, '15'],
    ['magnesium', 422.5, '425'],
    // RDI ≥ 500 → 10: calcium RDI 1300 (zero below 26), choline RDI 550 (zero below 11), potassium 4700
    ['calcium', 25.99, '0'],
    ['calcium', 26, '30'],
    ['calcium', 134.99, '130'],
    ['calcium', 135, '140'],
    ['choline', 10.99, '0'],
    ['choline', 11, '10'],
    ['vitamin_a', 17.99, '0'],
    ['vitamin_a', 18, '20'],
    ['potassium', 235, '240'],
    ['phosphorus', 1254.99, '1250'],
    ['chloride', 2305, '2310'],
  ] as const)('(c)(8)(iii) increment tiers: %s %d → %s', (key, amount, expected) => {
    expect(declare(key, amount)).toBe(expected);
  });

  test('each vitamin and mineral is in the tier the guidance names it in', () => {
    const named: Record<number, readonly NutrientKey[]> = {
      0.1: [
        'iron',
        'vitamin_d',
        'vitamin_e',
        'thiamin',
        'riboflavin',
        'niacin',
        'vitamin_b6',
        'vitamin_b12',
        'pantothenic_acid',
        'zinc',
        'copper',
        'manganese',
      ],
      1: ['vitamin_c', 'vitamin_k', 'biotin', 'iodine', 'selenium', 'chromium', 'molybdenum'],
      5: ['folate', 'magnesium'],
      10: ['vitamin_a', 'calcium', 'phosphorus', 'chloride', 'potassium', 'choline'],
    };
    for (const [step, keys] of Object.entries(named))
      for (const key of keys) expect([key, incrementOf(key).step]).toEqual([key, Number(step)]);
    expect(VITAMIN_MINERAL_INCREMENTS.map((t) => t.step)).toEqual([0.1, 1, 5, 10]);
    for (const tier of VITAMIN_MINERAL_INCREMENTS) expect(tier.cite).toMatch(/FDA guidance/);
  });

  test('every rule has a citation', () => {
    for (const found of Object.values(FDA_ROUNDING)) expect(found?.cite).toMatch(/^21 CFR 101\.9\(c\)/);
  });

  test('declared amounts are monotone in the unrounded amount and never negative', () => {
    const keys = Object.keys(FDA_ROUNDING) as NutrientKey[];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (key, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const rLo = applyRoundingRule(lo, rule(key));
          const rHi = applyRoundingRule(hi, rule(key));
          expect(rLo.value).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(rHi.value)).toBe(true);
          // "less than 1" sits between 0 and 1: compare as 0.75 so the order is total.
          const order = (r: { value: number; lessThan: boolean }) => (r.lessThan ? r.value - 0.25 : r.value);
          expect(order(rLo)).toBeLessThanOrEqual(order(rHi));
        },
      ),
    );
  });
});
