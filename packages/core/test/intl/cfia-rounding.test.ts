/**
 * CFIA rounding, %DV and "free of" zero rules: the worked examples of regulations-intl.md §1.9,
 * the official Health Canada %DV vectors (CA-FOP Appendix 1) and one test per tier boundary.
 */
import { describe, expect, test } from 'vitest';
import { cfiaMeetsFreeClaim, declareCfia } from '../../src/regulations/cfia';
import { cfiaPercentDailyValue, cfiaServingsPerContainer } from '../../src/regulations/cfia/presentation';
import { CFIA_ROUNDING } from '../../src/regulations/cfia/rounding-rules';
import type { ColumnContext } from '../../src/regulations/regulation';
import { applyRoundingRule } from '../../src/rounding/rounding-rule';

/** Declared value with the not-free rule (as when the RA amount is above the "free" limit). */
const notFree = (key: keyof typeof CFIA_ROUNDING, x: number) =>
  applyRoundingRule(x, CFIA_ROUNDING[key]!.rule).value;
const v = (key: Parameters<typeof declareCfia>[0], x: number) => declareCfia(key, x, { [key]: x }).value;
const col = (values: ColumnContext['values']): ColumnContext => ({ column: 'serving', values, per100: {} });
const pct = (
  key: Parameters<typeof declareCfia>[0],
  declared: number,
  values: ColumnContext['values'] = {},
) => cfiaPercentDailyValue(key, declared, { value: declared, lessThan: false }, col(values));

describe('CFIA worked examples (§1.9 rounding table)', () => {
  test('1–4 energy', () => {
    expect(v('energy_kcal', 3.2)).toBe(0); // free of energy
    expect(notFree('energy_kcal', 3.2)).toBe(3); // RA amount ≥ 5 Cal: not free
    expect(v('energy_kcal', 47.5)).toBe(50);
    expect(v('energy_kcal', 52)).toBe(50);
  });
  test('5–8 fat and saturated fat', () => {
    expect(notFree('total_fat', 0.34)).toBe(0.3);
    expect(v('total_fat', 4.74)).toBe(4.5);
    expect(v('total_fat', 5.4)).toBe(5);
    expect(notFree('saturated_fat', 0.45)).toBe(0.5);
  });
  test('9–10 sodium', () => {
    expect(notFree('sodium', 3)).toBe(3);
    expect(v('sodium', 138)).toBe(140);
    expect(v('sodium', 143)).toBe(140);
    expect(v('sodium', 1157)).toBe(1160);
  });
  test('11–13 carbohydrate, fibre, protein, cholesterol', () => {
    expect(v('total_carbohydrate', 0.45)).toBe(0);
    expect(v('dietary_fiber', 2.6)).toBe(3);
    expect(v('protein', 0.45)).toBe(0.5);
    expect(v('protein', 12.5)).toBe(13);
    // 1.2 mg and low in saturated fat → free of cholesterol → 0; 12 mg → 10.
    expect(
      declareCfia('cholesterol', 1.2, { cholesterol: 1.2, saturated_fat: 0, energy_kcal: 100 }).value,
    ).toBe(0);
    expect(v('cholesterol', 12)).toBe(10);
  });
  test('14–16 minerals and vitamins', () => {
    expect([37, 62, 230, 412].map((x) => v('potassium', x))).toEqual([40, 50, 225, 400]);
    expect([0.04, 1.13, 3.76].map((x) => v('iron', x))).toEqual([0, 1.25, 4]);
    expect(v('vitamin_c', 0.73)).toBe(0.8);
    expect(v('thiamin', 0.137)).toBe(0.125);
    expect(v('folate', 23)).toBe(25);
  });
});

describe('CFIA "free of" zero rules', () => {
  test('fat < 0.5 g is 0 only when saturated and trans are declared 0 too', () => {
    expect(declareCfia('total_fat', 0.34, { total_fat: 0.34, saturated_fat: 0.1, trans_fat: 0 }).value).toBe(
      0,
    );
    // sat 0.3 g is not free of saturated fat (< 0.2 g) → sat declared 0.3 → fat keeps 0.1 g steps.
    expect(declareCfia('total_fat', 0.44, { total_fat: 0.44, saturated_fat: 0.3, trans_fat: 0 }).value).toBe(
      0.4,
    );
  });
  test('trans < 0.5 g is 0 only when the food is also low in saturated fat (≤ 2 g and ≤ 15 % energy)', () => {
    expect(declareCfia('trans_fat', 0.1, { trans_fat: 0.1, saturated_fat: 1, energy_kcal: 200 }).value).toBe(
      0,
    );
    // sat + trans 2.1 g > 2 g → not free of trans → nearest 0.1 g.
    expect(declareCfia('trans_fat', 0.1, { trans_fat: 0.1, saturated_fat: 2, energy_kcal: 400 }).value).toBe(
      0.1,
    );
    // 1.1 g × 9 / 50 kcal = 19.8 % of energy > 15 %.
    expect(declareCfia('trans_fat', 0.1, { trans_fat: 0.1, saturated_fat: 1, energy_kcal: 50 }).value).toBe(
      0.1,
    );
  });
  test('the free conditions themselves', () => {
    expect(cfiaMeetsFreeClaim('free_of_sodium', { sodium: 4.99 })).toBe(true);
    expect(cfiaMeetsFreeClaim('free_of_sodium', { sodium: 5 })).toBe(false);
    expect(cfiaMeetsFreeClaim('free_of_saturated_fat', { saturated_fat: 0.19, trans_fat: 0.19 })).toBe(true);
    expect(cfiaMeetsFreeClaim('free_of_saturated_fat', { saturated_fat: 0.2 })).toBe(false);
  });
});

describe('CFIA rounding boundaries (one per tier edge)', () => {
  test('energy: < 5 | 5–50 inclusive → 5 | > 50 → 10', () => {
    expect(notFree('energy_kcal', 4.99)).toBe(5); // 1-Cal step
    expect(v('energy_kcal', 4.99)).toBe(0);
    expect(v('energy_kcal', 5)).toBe(5);
    expect(v('energy_kcal', 50)).toBe(50);
    expect(v('energy_kcal', 50.01)).toBe(50); // 10s
    expect(v('energy_kcal', 55)).toBe(60);
    expect(v('energy_kcal', 52.4)).toBe(50);
  });
  test('fat: 0.5 g and 5 g edges', () => {
    expect(notFree('total_fat', 0.49)).toBe(0.5);
    expect(v('total_fat', 0.5)).toBe(0.5);
    expect(v('total_fat', 0.74)).toBe(0.5);
    expect(v('total_fat', 0.75)).toBe(1);
    expect(v('total_fat', 5)).toBe(5);
    expect(v('total_fat', 5.49)).toBe(5);
    expect(v('total_fat', 5.5)).toBe(6);
  });
  test('sodium: 5 mg and 140 mg edges', () => {
    expect(v('sodium', 4.99)).toBe(0);
    expect(v('sodium', 5)).toBe(5);
    expect(v('sodium', 7.5)).toBe(10);
    expect(v('sodium', 140)).toBe(140);
    expect(v('sodium', 144.9)).toBe(140);
    expect(v('sodium', 145)).toBe(150);
  });
  test('carbohydrate-type and protein: 0.5 g edge', () => {
    expect(v('total_sugars', 0.49)).toBe(0);
    expect(v('total_sugars', 0.5)).toBe(1);
    expect(v('protein', 0.49)).toBe(0.5);
    expect(v('protein', 0.44)).toBe(0.4);
    expect(v('protein', 0.5)).toBe(1);
  });
  test('cholesterol: nearest 5 mg at any amount unless free', () => {
    expect(v('cholesterol', 2.5)).toBe(5);
    expect(v('cholesterol', 7.49)).toBe(5);
    expect(v('cholesterol', 7.5)).toBe(10);
  });
  test('polyunsaturated: 1 g and 5 g edges', () => {
    expect(v('polyunsaturated_fat', 0.96)).toBe(1);
    expect(v('polyunsaturated_fat', 1)).toBe(1);
    expect(v('polyunsaturated_fat', 1.2)).toBe(1);
    expect(v('polyunsaturated_fat', 5)).toBe(5);
    expect(v('polyunsaturated_fat', 5.4)).toBe(5);
  });
  test('mineral bands: 5 / 50 / 250 mg', () => {
    expect([4.99, 5, 49.9, 50, 249, 250, 274, 275].map((x) => v('calcium', x))).toEqual([
      0, 10, 50, 50, 250, 250, 250, 300,
    ]);
  });
  test('vitamin bands: iron 0.05 / 0.5 / 2.5; copper 0.0015 / 0.025 / 0.05', () => {
    expect([0.049, 0.05, 0.49, 0.5, 2.49, 2.5].map((x) => v('iron', x))).toEqual([
      0, 0.1, 0.5, 0.5, 2.5, 2.5,
    ]);
    expect([0.0014, 0.0015, 0.024, 0.025, 0.049, 0.05].map((x) => v('copper', x))).toEqual([
      0, 0.002, 0.024, 0.025, 0.05, 0.05,
    ]);
  });
  test('servings per container: < 2 → 1; 2–5 → 0.5; > 5 → 1, "about" when rounded', () => {
    expect(cfiaServingsPerContainer(1.4)).toBe('about 1');
    expect(cfiaServingsPerContainer(2.3)).toBe('about 2.5');
    expect(cfiaServingsPerContainer(5)).toBe(5);
    expect(cfiaServingsPerContainer(5.4)).toBe('about 5');
    expect(cfiaServingsPerContainer(8)).toBe(8);
  });
});

describe('CFIA %DV (official Health Canada NFt values, CA-FOP Appendix 1)', () => {
  test('lasagna: fat 8 g → 11 %; sat 5 + trans 0 → 25 %; sodium 580 → 25 %; K 75 → 2 %; Ca 225 → 17 %; Fe 3.5 → 19 %', () => {
    expect(pct('total_fat', 8)).toBe(11);
    expect(pct('saturated_fat', 5, { trans_fat: 0 })).toBe(25);
    expect(pct('sodium', 580)).toBe(25);
    expect(pct('potassium', 75)).toBe(2);
    expect(pct('calcium', 225)).toBe(17);
    expect(pct('iron', 3.5)).toBe(19);
    expect(pct('dietary_fiber', 3)).toBe(11);
    expect(pct('total_sugars', 1)).toBe(1);
  });
  test('lamb burger: fat 21 → 28 %; sat 10 + trans 1 → 55 %; sodium 390 → 17 %; K 400 → 12 %', () => {
    expect(pct('total_fat', 21)).toBe(28);
    expect(pct('saturated_fat', 10, { trans_fat: 1 })).toBe(55);
    expect(pct('sodium', 390)).toBe(17);
    expect(pct('potassium', 400)).toBe(12);
    expect(pct('calcium', 30)).toBe(2);
    expect(pct('iron', 2)).toBe(11);
  });
  test('plant-based burger vitamins (half up at .5: 62.5 → 63)', () => {
    expect(pct('iron', 7)).toBe(39);
    expect(pct('thiamin', 0.75)).toBe(63);
    expect(pct('riboflavin', 0.3)).toBe(23);
    expect(pct('niacin', 10)).toBe(63);
    expect(pct('vitamin_b6', 0.5)).toBe(29);
    expect(pct('folate', 50)).toBe(13);
    expect(pct('vitamin_b12', 2)).toBe(83);
    expect(pct('pantothenic_acid', 1)).toBe(20);
    expect(pct('magnesium', 25)).toBe(6);
    expect(pct('zinc', 6)).toBe(55);
    expect(pct('copper', 0.1)).toBe(11);
    expect(pct('potassium', 450)).toBe(13);
    expect(pct('calcium', 50)).toBe(4);
  });
  test('chocolate cake mix and soy sauce', () => {
    expect(pct('total_fat', 1.5)).toBe(2);
    expect(pct('total_sugars', 18)).toBe(18);
    expect(pct('sodium', 450)).toBe(20);
    expect(pct('iron', 1.75)).toBe(10);
    expect(pct('sodium', 1160)).toBe(50);
    expect(pct('total_fat', 0)).toBe(0);
  });
  test('no %DV for energy, carbohydrate, protein, trans and cholesterol; 0 % when declared 0', () => {
    for (const k of ['energy_kcal', 'total_carbohydrate', 'protein', 'trans_fat', 'cholesterol'] as const) {
      expect(pct(k, 10)).toBeNull();
    }
    // trans 0.1 g with 100 kcal is free of trans (0.9 % of energy) → 0 + 0 = 0 %.
    expect(pct('saturated_fat', 0, { trans_fat: 0.1, energy_kcal: 100 })).toBe(0);
    // Without energy data "low in saturated fat" cannot be shown: trans is declared 0.1 g → 0.5 % → 1 %.
    expect(pct('saturated_fat', 0, { trans_fat: 0.1 })).toBe(1);
  });
});
