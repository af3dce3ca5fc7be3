/**
 * The claim examples of regulations-intl.md §1.9 (Canada), §2.8 (EU), §3.7 (China) and the peer
 * vector §5.1 #16, evaluated directly on per-100 / per-serving amounts.
 */
import { describe, expect, test } from 'vitest';
import type { ClaimInput, NutrientValues } from '../../src/index';
import { evaluateCfiaClaims } from '../../src/regulations/cfia';
import { evaluateChinaClaims } from '../../src/regulations/china';
import { evaluateEuClaims } from '../../src/regulations/eu';

const input = (
  per100g: NutrientValues,
  form: 'solid' | 'liquid' = 'solid',
  servingSizeGrams = 100,
): ClaimInput => ({
  perServing: Object.fromEntries(
    Object.entries(per100g).map(([k, v]) => [k, ((v ?? 0) * servingSizeGrams) / 100]),
  ),
  per100g,
  servingSizeGrams,
  form,
  ingredientNames: [],
});
const euIds = (v: NutrientValues, form?: 'solid' | 'liquid') =>
  evaluateEuClaims(input(v, form)).claims.map((c) => c.id);
const cnIds = (v: NutrientValues, form?: 'solid' | 'liquid') =>
  evaluateChinaClaims(input(v, form)).claims.map((c) => c.id);

describe('EU claims (§2.8)', () => {
  test('1. yogurt, fat 1.4 g/100 g → low fat', () => {
    expect(euIds({ total_fat: 1.4 })).toContain('low_fat');
  });
  test('2. milk drink, fat 1.6 g/100 ml → not low fat (liquid ≤ 1.5 g)', () => {
    expect(euIds({ total_fat: 1.6 }, 'liquid')).not.toContain('low_fat');
    expect(euIds({ total_fat: 1.5 }, 'liquid')).toContain('low_fat');
  });
  test('3. bread, fibre 5.1 g, 250 kcal → source of fibre only (5.1/2.5 = 2.04 g/100 kcal < 3)', () => {
    expect(euIds({ dietary_fiber: 5.1, energy_kcal: 250 })).toEqual(['source_of_fibre']);
    expect(euIds({ dietary_fiber: 6, energy_kcal: 250 })).toEqual(['high_fibre']);
  });
  test('4. cheese, protein 25 g, 350 kcal → high protein (28.6 % of energy)', () => {
    expect(euIds({ protein: 25, energy_kcal: 350 })).toEqual(['high_protein']);
    // 12 % / 20 % boundaries: 3 g × 4 / 100 kcal = 12 %; 2.9 g → 11.6 %.
    expect(euIds({ protein: 3, energy_kcal: 100 })).toEqual(['source_of_protein']);
    expect(euIds({ protein: 2.9, energy_kcal: 100 })).toEqual([]);
  });
  test('5. fortified juice, vitamin C 12 mg/100 ml → high (15 % = 2 × 7.5 %) + health claim', () => {
    const out = evaluateEuClaims(input({ vitamin_c: 12 }, 'liquid'));
    expect(out.claims.map((c) => c.id)).toEqual(['high_vitamin_c']);
    expect(out.healthClaims.map((c) => c.id)).toEqual(['vitamin_c_immune']);
    // As a solid the same 12 mg is only a source (15 % < 30 %).
    expect(euIds({ vitamin_c: 12 })).toEqual(['source_of_vitamin_c']);
  });
  test('6. spread, sat 1.2 + trans 0.2 g, 150 kcal → low saturated fat (1.4 ≤ 1.5; 8.4 % ≤ 10 %)', () => {
    expect(euIds({ saturated_fat: 1.2, trans_fat: 0.2, energy_kcal: 150 })).toEqual(['low_saturated_fat']);
    expect(euIds({ saturated_fat: 1.4, trans_fat: 0.2, energy_kcal: 150 })).toEqual([]);
  });
  test('7. soup, sodium 0.10 g/100 ml → low sodium / salt', () => {
    expect(euIds({ sodium: 100 }, 'liquid')).toEqual(['low_sodium']);
    expect(euIds({ sodium: 40 }, 'liquid')).toEqual(['very_low_sodium']);
    expect(euIds({ sodium: 121 }, 'liquid')).toEqual([]);
  });
  test('energy-free is for liquids only; low energy boundaries 40 / 20 kcal', () => {
    expect(euIds({ energy_kcal: 4, energy_kj: 17 }, 'liquid')).toEqual(['energy_free']);
    expect(euIds({ energy_kcal: 4, energy_kj: 17 })).toEqual(['low_energy']);
    expect(euIds({ energy_kcal: 20, energy_kj: 80 }, 'liquid')).toEqual(['low_energy']);
    expect(euIds({ energy_kcal: 21, energy_kj: 88 }, 'liquid')).toEqual([]);
  });
});

describe('China claims (§3.7, peer vector 16)', () => {
  test('1. biscuit, sugar 4.8 g/100 g → 低糖', () => {
    expect(cnIds({ total_sugars: 4.8 })).toEqual(['low_sugar']);
  });
  test('2. milk, protein 3.2 g/100 mL → source, not high', () => {
    expect(cnIds({ protein: 3.2 }, 'liquid')).toEqual(['source_of_protein']);
  });
  test('3. sauce, sodium 118 mg/100 g → 低钠', () => {
    expect(evaluateChinaClaims(input({ sodium: 118 })).claims.map((c) => c.text)).toEqual(['低钠']);
  });
  test('4. calcium drink, 125 mg/100 mL → 高钙 (15.6 % ≥ 15 %) with D.21 sentences', () => {
    const out = evaluateChinaClaims(input({ calcium: 125 }, 'liquid'));
    expect(out.claims.map((c) => c.text)).toEqual(['高钙']);
    expect(out.structureFunctionClaims.map((c) => c.text)).toContain('钙有助于骨骼和牙齿的发育。');
    expect(out.structureFunctionClaims).toHaveLength(5);
  });
  test('5. cereal, fibre 2.4 g/100 g, 1680 kJ → no fibre claim (0.6 g/420 kJ)', () => {
    expect(cnIds({ dietary_fiber: 2.4, energy_kj: 1680 })).toEqual([]);
    // 1.5 g per 420 kJ is enough on its own: 2.4 g in 672 kJ.
    expect(cnIds({ dietary_fiber: 2.4, energy_kj: 672 })).toEqual(['source_of_fibre']);
  });
  test('16. 无糖 passes at 0.5 g and fails at 0.6 g; 低钠 at 100 mg', () => {
    expect(cnIds({ total_sugars: 0.5 })).toEqual(['no_sugar']);
    expect(cnIds({ total_sugars: 0.6 })).toEqual(['low_sugar']);
    expect(cnIds({ sodium: 100 })).toEqual(['low_sodium']);
  });
  test('低能量 also needs fat ≤ 50 % of energy', () => {
    expect(cnIds({ energy_kj: 170, total_fat: 2 })).toContain('low_energy'); // 74/170 = 43.5 %
    expect(cnIds({ energy_kj: 170, total_fat: 2.5 })).not.toContain('low_energy'); // 54 %
  });
});

describe('Canada claims (§1.9)', () => {
  test('2. orange juice 250 mL, vitamin C 60 mg (67 % DV) → excellent source (≥ 50 % for vitamin C)', () => {
    const out = evaluateCfiaClaims(input({ vitamin_c: 24 }, 'liquid', 250));
    expect(out.claims.map((c) => c.id)).toEqual(['excellent_source_of_vitamin_c']);
    expect(out.warnings).toContain(
      'No densityGPerMl given for a liquid: the serving line in mL assumes 1 g/ml.',
    );
    // 40 mg = 44 % is only "good" for vitamin C.
    expect(evaluateCfiaClaims(input({ vitamin_c: 16 }, 'liquid', 250)).claims.map((c) => c.id)).toEqual([
      'good_source_of_vitamin_c',
    ]);
  });
  test('5. salt substitute, 0 mg sodium → sodium-free; "very low sodium" does not exist in Canada', () => {
    const out = evaluateCfiaClaims(input({ sodium: 0 }, 'solid', 1));
    expect(out.claims.map((c) => c.id)).toEqual(['free_of_sodium']);
  });
  test('4. cookies 30 g with 11 g sugars: "High in Sugars" symbol; "source of fibre" still allowed', () => {
    // 36.7 g/100 g × 0.3 = 11.01 g sugars ≥ 10 % of 100 g (RA ≤ 30 g); fibre 10 × 0.3 = 3 g ≥ 2 g (< 4 g).
    const out = evaluateCfiaClaims(input({ total_sugars: 36.7, dietary_fiber: 10 }, 'solid', 30));
    expect(out.frontOfPack?.text).toBe('High in Sugars / Élevé en Sucres');
    expect(out.claims.map((c) => c.id)).toEqual(['source_of_fibre']);
  });
});
