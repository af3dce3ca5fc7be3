/**
 * EU rounding (Commission guidance 2012), Annex XIV energy, %RI: worked examples of
 * regulations-intl.md §2.8, peer vectors of §5.1 and one test per tier boundary.
 */
import { describe, expect, test } from 'vitest';
import {
  declareEu,
  deriveEu,
  EU_ENERGY_FACTORS,
  euPercent,
  roundSignificant,
} from '../../src/regulations/eu';

const d = (key: Parameters<typeof declareEu>[0], x: number) => {
  const r = declareEu(key, x);
  return r.lessThan ? `<${r.value}` : r.value;
};

describe('EU worked examples (§2.8 rounding table, per 100 g)', () => {
  test('1 energy from Annex XIV factors: 1971.65 kJ / 469.87 kcal → 1972 / 470', () => {
    const v = deriveEu({
      protein: 6.94,
      total_fat: 18.43,
      total_carbohydrate: 66.8 + 4.52,
      dietary_fiber: 4.52,
    });
    expect(v.energy_kj).toBeCloseTo(1971.65, 9);
    expect(v.energy_kcal).toBeCloseTo(469.87, 9);
    expect(d('energy_kj', v.energy_kj!)).toBe(1972);
    expect(d('energy_kcal', v.energy_kcal!)).toBe(470);
  });
  test('2–5 fat', () => {
    expect(d('total_fat', 18.43)).toBe(18);
    expect(d('total_fat', 9.96)).toBe(10); // tier edge: both tiers print 10
    expect(d('total_fat', 0.42)).toBe('<0.5');
    expect(d('total_fat', 0.5)).toBe('<0.5');
    expect(d('total_fat', 0)).toBe(0);
    expect(d('total_fat', 0.63)).toBe(0.6);
  });
  test('6–8 saturates, sugars, protein', () => {
    expect(d('saturated_fat', 8.27)).toBe(8.3);
    expect(d('saturated_fat', 0.08)).toBe('<0.1');
    expect(d('saturated_fat', 0.14)).toBe(0.1);
    expect(d('total_sugars', 24.36)).toBe(24);
    expect(d('protein', 6.94)).toBe(6.9);
  });
  test('9–11 salt', () => {
    expect(deriveEu({ sodium: 304 }).salt).toBeCloseTo(0.76, 12);
    expect(d('salt', 0.76)).toBe(0.76);
    expect(d('salt', 1.24)).toBe(1.2);
    expect(d('salt', 1.25)).toBe(1.3);
    expect(d('salt', 0.0118)).toBe('<0.01');
    expect(d('salt', 0.0126)).toBe(0.01);
  });
});

describe('EU peer vectors (§5.1)', () => {
  test('8: Annex XIV factors kJ {17, 17, 37, 8}, kcal {4, 4, 9, 2}', () => {
    const f = EU_ENERGY_FACTORS;
    expect([f.protein.kj, f.carbohydrate.kj, f.fat.kj, f.fibre.kj]).toEqual([17, 17, 37, 8]);
    expect([f.protein.kcal, f.carbohydrate.kcal, f.fat.kcal, f.fibre.kcal]).toEqual([4, 4, 9, 2]);
  });
  test('7: %RI for fat declared 22 g is 31 % or 32 % (22/70 = 31.4 %)', () => {
    expect([31, 32]).toContain(euPercent('total_fat', 22));
  });
  test('1, 2, 4, 5: declared values fall in the guidance interval of their tier', () => {
    expect(d('protein', 11.5)).toBe(12);
    expect(d('protein', 12.49)).toBe(12);
    expect(d('total_carbohydrate', 4.25)).toBe(4.3);
    expect(d('total_carbohydrate', 4.349)).toBe(4.3);
    expect(d('total_fat', 9.95)).toBe(10);
    expect(d('salt', 0.445)).toBe(0.45);
    expect(d('salt', 1.15)).toBe(1.2);
  });
});

describe('EU tier boundaries', () => {
  test('macros: ≤ 0.5 → "<0.5"; just above → 0.1 g; < 10 → 0.1 g; 10 → 1 g', () => {
    expect(d('protein', 0.5)).toBe('<0.5');
    expect(d('protein', 0.51)).toBe(0.5);
    expect(d('protein', 0.56)).toBe(0.6);
    expect(d('protein', 9.94)).toBe(9.9);
    expect(d('protein', 10)).toBe(10);
    expect(d('protein', 10.5)).toBe(11);
  });
  test('fatty acids: ≤ 0.1 → "<0.1"; 0.11 → 0.1; 10 → 1 g steps', () => {
    expect(d('saturated_fat', 0.1)).toBe('<0.1');
    expect(d('saturated_fat', 0.11)).toBe(0.1);
    expect(d('saturated_fat', 0.15)).toBe(0.2);
    expect(d('monounsaturated_fat', 10.4)).toBe(10);
  });
  test('salt: 0.0125 → "<0.01"; 0.995 → 1.00 (0.01 step); 1 → 0.1 g steps', () => {
    expect(d('salt', 0.0125)).toBe('<0.01');
    expect(d('salt', 0.995)).toBe(1);
    expect(d('salt', 1)).toBe(1);
    expect(d('salt', 1.04)).toBe(1);
  });
  test('energy: nearest 1 (half up)', () => {
    expect(d('energy_kj', 1971.5)).toBe(1972);
    expect(d('energy_kcal', 469.49)).toBe(469);
  });
  test('vitamins: 3 significant figures for calcium, 2 for vitamin C', () => {
    expect(d('calcium', 123.45)).toBe(123);
    expect(d('calcium', 1234.5)).toBe(1230);
    expect(d('vitamin_c', 12.5)).toBe(13);
    expect(d('vitamin_c', 0.125)).toBe(0.13);
    expect(roundSignificant(1000, 2)).toBe(1000);
    expect(roundSignificant(0.001, 2)).toBe(0.001);
  });
});

describe('EU %RI / %NRV', () => {
  test('biscuit portion (25 g): energy 6 %, saturates 10 %, protein 3 %, salt 3 % (§2.8)', () => {
    expect(euPercent('energy_kj', 492.9125)).toBe(6);
    expect(euPercent('saturated_fat', 2.0675)).toBe(10);
    expect(euPercent('protein', 1.735)).toBe(3);
    expect(euPercent('salt', 0.19)).toBe(3);
  });
  test('no RI for fibre, sodium, polyols; NRV for vitamin C (80 mg)', () => {
    expect(euPercent('dietary_fiber', 5)).toBeNull();
    expect(euPercent('sugar_alcohols', 5)).toBeNull();
    expect(euPercent('vitamin_c', 12)).toBe(15);
  });
});
