import { describe, expect, test } from 'vitest';
import type { NutrientKey } from '../../nutrients/catalog';
import { applyRoundingRule } from '../../rounding/rounding-rule';
import { fdaPercentDailyValue, fdaServingsPerContainer } from './presentation';
import { FDA_ROUNDING } from './rounding-rules';

const percent = (key: NutrientKey, amount: number) => {
  const rule = FDA_ROUNDING[key];
  const declared = rule ? applyRoundingRule(amount, rule) : { value: amount, lessThan: false };
  return fdaPercentDailyValue(key, amount, declared);
};

// regulations-us.md §9.1 rows 17–23 and §10 P1/P2 vectors.
describe('fdaPercentDailyValue', () => {
  test.each([
    ['total_fat', 9, 12],
    ['total_fat', 1.95, 3],
    ['sodium', 160, 7],
    ['added_sugars', 12, 24],
    ['saturated_fat', 0.702, 4],
    ['vitamin_d', 2, 10],
    ['vitamin_d', 1, 6],
    ['calcium', 260, 20],
    ['calcium', 130, 10],
    ['calcium', 135, 10],
    ['calcium', 169, 15],
    ['iron', 8, 45],
    ['iron', 12, 70],
    ['iron', 1.81, 10],
    ['potassium', 235, 6],
    ['potassium', 446.2, 10],
  ] as const)('%s %d → %d%%', (key, amount, expected) => {
    expect(percent(key, amount)).toBe(expected);
  });

  test('no %DV for trans fat, total sugars and protein', () => {
    expect(percent('trans_fat', 1)).toBeNull();
    expect(percent('total_sugars', 10)).toBeNull();
    expect(percent('protein', 10)).toBeNull();
  });

  test('a vitamin under 2 % of its RDI is declared 0 with 0 %', () => {
    expect(percent('vitamin_d', 0.32)).toBe(0);
  });
});

describe('fdaServingsPerContainer (101.9(b)(8))', () => {
  test.each([
    [680 / 245, 'about 3'],
    [16.4, 'about 16'],
    [17, 17],
    [2.5, 2.5],
    [2.3, 'about 2.5'],
    [4.76, 'about 5'],
    [1, 1],
  ] as const)('%d servings → %s', (servings, expected) => {
    expect(fdaServingsPerContainer(servings)).toBe(expected);
  });
});
