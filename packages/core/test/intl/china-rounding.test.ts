/**
 * China GB 28050-2025 Table 1 rounding, energy from declared values and NRV%: worked examples of
 * regulations-intl.md §3.7, peer vectors of §5.1 and one test per "0" limit / interval edge.
 */
import { describe, expect, test } from 'vitest';
import {
  CHINA_TABLE_1,
  chinaPercent,
  createChinaFormat,
  declareChina,
  deriveChina,
} from '../../src/regulations/china';
import type { ColumnContext } from '../../src/regulations/regulation';
import { label } from './helpers';

const d = (key: Parameters<typeof declareChina>[0], x: number) => declareChina(key, x).value;
const nrv = (key: Parameters<typeof chinaPercent>[0], declared: number) =>
  chinaPercent(key, declared, { value: declared, lessThan: false });
const per100 = (values: ColumnContext['values']): ColumnContext => ({
  column: '100',
  values,
  per100: values,
});

describe('China worked examples (§3.7 rounding table)', () => {
  test('1–3 energy: ≤ 17 kJ → 0; 18.4 → 18; 17.4 is above the limit → 17 (GB 28050-2025 6.5: the content, before rounding)', () => {
    expect(d('energy_kj', 16.8)).toBe(0); // 16.8 ≤ 17 (6.5, Table 1)
    expect(d('energy_kj', 18.4)).toBe(18); // interval 1 (Table 1 note c)
    expect(d('energy_kj', 17.4)).toBe(17); // 17.4 > 17; 17.4 ≤ 120 % × 17 = 20.4 (Table 2)
  });
  test('4–6 protein, saturated, trans', () => {
    expect(d('protein', 0.48)).toBe(0);
    expect(d('protein', 0.56)).toBe(0.6);
    expect(d('saturated_fat', 0.1)).toBe(0);
    expect(d('saturated_fat', 0.16)).toBe(0.2);
    expect(d('trans_fat', 0.28)).toBe(0); // ≤ 0.3 g (Table 1)
    // 0.34 > 0.3 g: declared on the 0.1 g interval, 0.3 g (6.5); 0 would break Table 2 (0.34 > 120 % × 0).
    expect(d('trans_fat', 0.34)).toBe(0.3);
    expect(d('protein', 0.54)).toBe(0.5); // 0.54 > 0.5 g → 0.5 g (6.5; ≥ 80 % of 0.5 holds)
  });
  test('7–11 sodium, vitamin C, calcium, zinc, fat, sugar', () => {
    expect(d('sodium', 4.6)).toBe(0);
    expect(d('sodium', 304.4)).toBe(304);
    expect(d('vitamin_c', 1.9)).toBe(0);
    expect(d('vitamin_c', 2.26)).toBe(2.3);
    expect(d('calcium', 7.6)).toBe(0);
    expect(d('zinc', 0.094)).toBe(0);
    expect(d('zinc', 0.127)).toBe(0.13);
    expect(d('total_fat', 18.43)).toBe(18.4);
    expect(d('total_sugars', 24.36)).toBe(24.4);
  });
  test('12 NRV%: protein 9.3 g → 16 %; energy 2074 kJ → 25 %; sodium 580 mg → 29 %; protein 10.0 → 17 %; energy 1000 → 12 %', () => {
    expect(nrv('protein', 9.3)).toBe(16);
    expect(nrv('energy_kj', 2074)).toBe(25);
    expect(nrv('sodium', 580)).toBe(29);
    expect(nrv('protein', 10)).toBe(17);
    expect(nrv('energy_kj', 1000)).toBe(12);
  });
  test('biscuit energy from declared values: 17×6.9 + 37×18.4 + 17×66.8 + 8×4.5 = 1969.7 → 1970 kJ', () => {
    const raw = deriveChina({
      protein: 6.94,
      total_fat: 18.43,
      total_carbohydrate: 71.32,
      dietary_fiber: 4.52,
    });
    expect(raw.total_carbohydrate).toBeCloseTo(66.8, 9);
    expect(raw.energy_kj).toBeCloseTo(1971.65, 9); // the unrounded amount
    expect(declareChina('energy_kj', raw.energy_kj!, per100(raw)).value).toBe(1970);
    // Without fibre: carbohydrate stays 71.3 g, energy 17×6.9 + 37×18.4 + 17×71.3 = 2010.2 → 2010 kJ.
    const noFibre = deriveChina({ protein: 6.94, total_fat: 18.43, total_carbohydrate: 71.32 });
    expect(declareChina('energy_kj', noFibre.energy_kj!, per100(noFibre)).value).toBe(2010);
  });
});

describe('China peer vectors (§5.1)', () => {
  test('9: NRV% protein 9.3 → 16, energy 2074 → 25, sugar → none', () => {
    expect(nrv('total_sugars', 5)).toBeNull();
  });
  test('10: amounts at the limit print 0 (6.5); 18 kJ, 0.6 g protein stay', () => {
    expect(d('energy_kj', 17)).toBe(0);
    expect(d('energy_kj', 18)).toBe(18);
    expect(d('protein', 0.5)).toBe(0);
    expect(d('protein', 0.6)).toBe(0.6);
    expect(d('saturated_fat', 0.2)).toBe(0.2);
    expect(d('trans_fat', 0.3)).toBe(0);
    expect(d('cholesterol', 5)).toBe(0);
    expect(d('sodium', 6)).toBe(6);
    expect(d('total_fat', 21.65)).toBe(21.7); // 21.65 is not a legal print; it rounds to 21.7
  });
  test('13: NRV% protein 10.0 → 17, energy 1000 → 12, sodium 580 → 29, sugar → none', () => {
    expect([
      nrv('protein', 10),
      nrv('energy_kj', 1000),
      nrv('sodium', 580),
      nrv('total_sugars', 10.5),
    ]).toEqual([17, 12, 29, null]);
  });
  test('14: energy from protein 10 g, fat 5 g, carbohydrate 50 g = 170 + 185 + 850 = 1205 kJ', () => {
    const v = deriveChina({ protein: 10, total_fat: 5, total_carbohydrate: 50 });
    expect(v.energy_kj).toBe(1205);
    expect(declareChina('energy_kj', 1205, per100(v)).value).toBe(1205);
  });
});

describe('China "0" limit and interval boundaries', () => {
  test('zero tier ends at the limit itself, compared before rounding (6.5): just above it prints the limit', () => {
    for (const [key, row] of Object.entries(CHINA_TABLE_1)) {
      const k = key as Parameters<typeof declareChina>[0];
      expect(d(k, row.zeroLimit), key).toBe(0);
      expect(d(k, row.zeroLimit + row.interval / 100), key).toBeCloseTo(row.zeroLimit, 9);
      expect(d(k, row.zeroLimit + row.interval * 0.51), key).toBeCloseTo(row.zeroLimit + row.interval, 9);
    }
  });
  test('no amount above the limit is declared 0: 0 could never meet the ≤ 120 % tolerance (Table 2) of energy, fat, saturated, trans, cholesterol, sodium, sugars', () => {
    const keys = [
      'energy_kj',
      'total_fat',
      'saturated_fat',
      'trans_fat',
      'cholesterol',
      'sodium',
      'total_sugars',
    ] as const;
    for (const key of keys) {
      const row = CHINA_TABLE_1[key]!;
      for (let i = 1; i <= 40; i++) {
        const amount = row.zeroLimit + (row.interval * i) / 7;
        expect(d(key, amount), `${key} ${amount}`).toBeGreaterThan(0);
      }
    }
  });
  test('per-serving column: zero judged on the per-100 g value', () => {
    const column: ColumnContext = { column: 'serving', values: { sodium: 1.5 }, per100: { sodium: 6 } };
    // 6 mg/100 g is above the 5 mg limit: the 1.5 mg per serving prints as 2 mg.
    expect(declareChina('sodium', 1.5, column).value).toBe(2);
    const zero: ColumnContext = { column: 'serving', values: { sodium: 12 }, per100: { sodium: 4 } };
    expect(declareChina('sodium', 12, zero).value).toBe(0);
  });
  test('NRV% rounds half up: 8.3 g saturated / 20 = 41.5 → 42', () => {
    expect(nrv('saturated_fat', 8.3)).toBe(42);
    expect(nrv('protein', 6.9)).toBe(12);
  });
});

describe('China tie mode (spec §0.3: configurable, default half-up)', () => {
  const even = (key: Parameters<typeof declareChina>[0], x: number) =>
    declareChina(key, x, undefined, 'half-even').value;
  test('NRV% 12.5 → 13 half-up, 12 half-even; 11.5 → 12 both; 41.5 → 42 both', () => {
    const declared = (value: number) => ({ value, lessThan: false });
    expect(chinaPercent('saturated_fat', 2.5, declared(2.5))).toBe(13);
    expect(chinaPercent('saturated_fat', 2.5, declared(2.5), 'half-even')).toBe(12);
    expect(chinaPercent('protein', 6.9, declared(6.9), 'half-even')).toBe(12);
    expect(chinaPercent('saturated_fat', 8.3, declared(8.3), 'half-even')).toBe(42);
  });
  test('amounts: 2.25 mg vitamin C → 2.3 half-up, 2.2 half-even; 304.5 mg sodium → 305 / 304', () => {
    expect(d('vitamin_c', 2.25)).toBe(2.3);
    expect(even('vitamin_c', 2.25)).toBe(2.2);
    expect(d('sodium', 304.5)).toBe(305);
    expect(even('sodium', 304.5)).toBe(304);
    expect(even('sodium', 305.5)).toBe(306);
  });
  test('the "0" limit under half-even: vitamin A 10.5 µg RE is above the limit → 10 (even), not 0 (6.5)', () => {
    expect(d('vitamin_a_re', 10.5)).toBe(11);
    expect(even('vitamin_a_re', 10.5)).toBe(10);
    expect(even('vitamin_a_re', 10)).toBe(0);
    expect(even('protein', 0.55)).toBe(0.6); // 5.5 → 6 (even) > 0.5
  });
  test('a whole label under half-even: the biscuit per 30 g has saturated fat 2.5 g → 12 % instead of 13 %', () => {
    const result = label(
      {
        name: '饼干',
        servingSizeGrams: 30,
        ingredients: [
          {
            name: '饼干',
            weightGrams: 300,
            nutrients: {
              protein: 6.94,
              total_fat: 18.43,
              saturated_fat: 8.27,
              total_carbohydrate: 71.32,
              total_sugars: 24.36,
              dietary_fiber: 4.52,
              sodium: 304,
            },
          },
        ],
      },
      createChinaFormat({ ties: 'half-even' }),
    );
    const sat = result.label.nutrients.find((n) => n.key === 'saturated_fat')!;
    expect([sat.display, sat.dailyValue]).toEqual(['2.5克(g)', 12]);
    // Protein 2.1/60 = 3.5 → 4 (even) either way; per 100 g 6.9/60 = 11.5 → 12 (even).
    const protein = result.label.nutrients.find((n) => n.key === 'protein')!;
    expect([protein.dailyValue, protein.per100?.dailyValue]).toEqual([4, 12]);
  });
});
