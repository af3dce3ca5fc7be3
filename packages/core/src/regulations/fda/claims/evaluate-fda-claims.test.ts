import { describe, expect, test } from 'vitest';
import { factsFor } from '../../../../test/fda-claim-facts';
import { evaluateFdaClaims } from './evaluate-fda-claims';
import type { ClaimEvaluation } from './types';

const ids = (r: ClaimEvaluation): string[] => r.claims.map((c) => c.id);
const healthIds = (r: ClaimEvaluation): string[] => r.healthClaims.map((c) => c.id);
const claim = (r: ClaimEvaluation, id: string) => r.claims.find((c) => c.id === id);
const RELATIVE = /reduced|less|fewer|light|more|added/;

// Spec regulations-us.md §9.3: the 14 claim-decision vectors. Amounts are per RACC unless noted.
describe('spec §9.3 claim decisions', () => {
  test('1 · soda crackers (15 g, small): low fat ✗ and low sodium ✗ because of the per-50 g test', () => {
    // per 50 g: fat 1.5 × 50/15 = 5.0 g > 3 g; Na 135 × 50/15 = 450 mg > 140 mg
    const r = evaluateFdaClaims(factsFor('crackers_not_snack', 15, { total_fat: 1.5, sodium: 135 }));
    expect(ids(r)).not.toContain('low_fat');
    expect(ids(r)).not.toContain('low_sodium');
    // Control: the same amounts on a non-small RACC pass per RACC.
    const big = evaluateFdaClaims(factsFor('crackers_snack', 30, { total_fat: 1.5, sodium: 135 }));
    expect(big.claims.length).toBeGreaterThan(0);
    expect(ids(evaluateFdaClaims(factsFor('soups', 245, { total_fat: 1.5, sodium: 135 })))).toEqual(
      expect.arrayContaining(['low_fat', 'low_sodium']),
    );
  });

  test('2 · vegetable broth (245 g): calorie free ✓, fat free ✓, low sodium ✓', () => {
    const r = evaluateFdaClaims(factsFor('soups', 245, { energy_kcal: 4, total_fat: 0, sodium: 130 }));
    expect(ids(r)).toEqual(expect.arrayContaining(['calorie_free', 'fat_free', 'low_sodium']));
    expect(ids(r)).not.toContain('very_low_sodium'); // 130 > 35
    expect(claim(r, 'low_sodium')?.basis).toBe('racc');
    expect(claim(r, 'low_sodium')?.conditions).toBeUndefined();
  });

  test('3 · 1% milk (240 mL): low fat ✓, low sat fat ✗, excellent source Ca ✓, good source D ✓, 101.72 Ca-only ✓', () => {
    // Sodium is not in the vector; 107 mg (typical 1% milk) is supplied so health claims can be evaluated.
    const r = evaluateFdaClaims(
      factsFor('milk', 240, {
        total_fat: 2.4,
        saturated_fat: 1.5,
        cholesterol: 12,
        sodium: 107,
        calcium: 305,
        vitamin_d: 2.9,
      }),
    );
    expect(ids(r)).toContain('low_fat');
    expect(ids(r)).not.toContain('low_saturated_fat'); // 1.5 g > 1 g
    expect(claim(r, 'high_calcium')?.text).toBe('Excellent source of calcium'); // 305/1300 = 23.5 %
    expect(claim(r, 'good_source_vitamin_d')?.text).toBe('Good source of vitamin D'); // 2.9/20 = 14.5 %
    expect(ids(r)).not.toContain('high_vitamin_d');
    expect(healthIds(r)).toContain('calcium_osteoporosis');
    expect(healthIds(r)).not.toContain('calcium_vitamin_d_osteoporosis'); // D < 20 %
    const ca = r.healthClaims.find((h) => h.id === 'calcium_osteoporosis');
    expect(ca?.citation).toBe('21 CFR 101.72');
    expect(ca?.text).not.toContain('2,000 mg'); // 305 mg ≤ 400 mg per serving
    expect(r.warnings.some((w) => w.includes('density of 1 g/mL'))).toBe(true);
    expect(r.warnings.some((w) => w.startsWith('21 CFR 101.72') && w.includes('Phosphorus'))).toBe(true);
  });

  test('4 · RTE cereal (40 g): good source of fiber ✓ with "4 g total fat per serving"; 101.76 ✗ (not low fat)', () => {
    const base = { dietary_fiber: 3, saturated_fat: 0.5, cholesterol: 0, sodium: 150 };
    const ingredientNames = ['whole wheat flour', 'sugar', 'canola oil'];
    const r = evaluateFdaClaims(
      factsFor('rte_cereal_medium', 40, { ...base, total_fat: 4 }, { ingredientNames }),
    );
    expect(claim(r, 'good_source_dietary_fiber')?.text).toBe('Good source of fiber'); // 3/28 = 10.7 %
    expect(claim(r, 'good_source_dietary_fiber')?.conditions).toEqual([
      'Contains 4 g total fat per serving.',
    ]);
    expect(healthIds(r)).not.toContain('fiber_grains_fruits_vegetables_cancer');
    // Control: at 2.5 g fat the food is low fat, so 101.76 holds and no fat disclosure is needed.
    const low = evaluateFdaClaims(
      factsFor('rte_cereal_medium', 40, { ...base, total_fat: 2.5 }, { ingredientNames }),
    );
    expect(claim(low, 'good_source_dietary_fiber')?.conditions).toBeUndefined();
    expect(healthIds(low)).toContain('fiber_grains_fruits_vegetables_cancer');
  });

  test('5 · cheddar (RACC 30 g, serving 28 g): good source of calcium + fat/sat fat disclosure; no health claim', () => {
    // Vector amounts are per 28 g: fat per 50 g = 9.4 × 50/28 = 16.8 > 13; sat 5.3 > 4.0.
    const r = evaluateFdaClaims(
      factsFor('cheese', 28, { total_fat: 9.4, saturated_fat: 5.3, calcium: 200 }, { servingSizeGrams: 28 }),
    );
    // Ca per RACC = 200 × 30/28 = 214 mg = 16.5 % DV
    expect(claim(r, 'good_source_calcium')?.conditions).toEqual([
      'See nutrition information for fat and saturated fat content.',
    ]);
    expect(r.healthClaims).toEqual([]);
  });

  test('6 · potato chips (30 g): "reduced sodium" is relative (not evaluated); any claim carries the fat disclosure', () => {
    // fat per 50 g = 10 × 50/30 = 16.7 g > 13 g; sat 1 g and Na 180 mg stay below their levels per 50 g.
    const r = evaluateFdaClaims(
      factsFor('snacks', 30, { sodium: 180, total_fat: 10, saturated_fat: 1, cholesterol: 0 }),
    );
    expect(ids(r).filter((id) => RELATIVE.test(id))).toEqual([]);
    expect(claim(r, 'cholesterol_free')?.conditions).toEqual([
      'Contains 10 g total fat per serving.',
      'See nutrition information for fat content.',
    ]);
  });

  test('7 · plain yogurt (170 g, 7 g lactose): sugar free ✗; "no added sugar" not generated', () => {
    const r = evaluateFdaClaims(factsFor('yogurt', 170, { total_sugars: 7, added_sugars: 0 }));
    expect(ids(r)).not.toContain('sugar_free');
    expect(ids(r).filter((id) => RELATIVE.test(id) || id.includes('sugar'))).toEqual([]);
  });

  test('8 · rolled oats (40 g): good source of fiber ✓; 101.81 never generated (no β-glucan data)', () => {
    // 2.4 % kcal from sat fat: 0.4 × 9 / 150 kcal. Na is not in the vector: plain oats ≈ 0 mg.
    const r = evaluateFdaClaims(
      factsFor(
        'hot_cereal_plain_dry',
        40,
        { energy_kcal: 150, total_fat: 2.6, saturated_fat: 0.4, cholesterol: 0, sodium: 0, dietary_fiber: 4 },
        { ingredientNames: ['rolled oats'] },
      ),
    );
    expect(claim(r, 'good_source_dietary_fiber')?.conditions).toBeUndefined(); // low fat: no fat disclosure
    expect(r.healthClaims.map((h) => h.citation)).not.toContain('21 CFR 101.81');
    // The 10 % rule is met by fiber (4/28 = 14 %), so the low sat fat / cholesterol / fat claim holds.
    expect(healthIds(r)).toEqual(
      expect.arrayContaining([
        'saturated_fat_cholesterol_chd',
        'fat_cancer',
        'fiber_grains_fruits_vegetables_cancer',
      ]),
    );
  });

  test('9 · olive oil (1 tbsp, 14 g): cholesterol free ✓ with fat disclosure; no authorized health claim', () => {
    const r = evaluateFdaClaims(
      factsFor('butter_margarine_oil', 14, { total_fat: 14, saturated_fat: 1.9, cholesterol: 0, sodium: 0 }),
    );
    const c = claim(r, 'cholesterol_free');
    expect(c).toBeDefined();
    expect(c?.conditions).toContain('Contains 14 g total fat per serving.');
    // The spec vector lists "fat"; per 50 g the small-RACC test also trips sat fat (1.9 × 50/14 = 6.8 g > 4 g).
    expect(c?.conditions).toContain('See nutrition information for fat and saturated fat content.');
    expect(r.healthClaims).toEqual([]); // 14 g fat > 13 g
    expect(r.warnings.some((w) => w.includes('101.13(e)(2)'))).toBe(true); // "olive oil, a cholesterol-free food"
  });

  test('10 · orange juice (240 mL): excellent source of vitamin C ✓, good source of K ✗, 101.78 ✓', () => {
    const r = evaluateFdaClaims(
      factsFor(
        'juices',
        240,
        { vitamin_c: 90, potassium: 450, total_fat: 0, saturated_fat: 0, cholesterol: 0, sodium: 2 },
        { ingredientNames: ['orange juice'] },
      ),
    );
    expect(ids(r)).toContain('high_vitamin_c'); // 100 %
    expect(ids(r)).not.toContain('good_source_potassium'); // 450/4700 = 9.6 %
    expect(healthIds(r)).toContain('fruits_vegetables_cancer');
    expect(r.healthClaims.find((h) => h.id === 'fruits_vegetables_cancer')?.citation).toBe('21 CFR 101.78');
    expect(r.warnings.some((w) => w.includes('without fortification'))).toBe(true);
    // Without a fruit/vegetable ingredient the claim is not offered.
    const noFruit = evaluateFdaClaims(
      factsFor('juices', 240, { vitamin_c: 90, total_fat: 0, saturated_fat: 0, cholesterol: 0, sodium: 2 }),
    );
    expect(healthIds(noFruit)).not.toContain('fruits_vegetables_cancer');
  });

  test('11 · cookie "light" vs a reference (relative claim): not evaluated', () => {
    const r = evaluateFdaClaims(factsFor('cookies', 30, { energy_kcal: 100, total_fat: 3.5 }));
    expect(ids(r).filter((id) => RELATIVE.test(id))).toEqual([]);
  });

  test('12 · cookie 110 kcal / 4 g fat: light / reduced calorie / reduced fat are relative: not evaluated', () => {
    const r = evaluateFdaClaims(factsFor('cookies', 30, { energy_kcal: 110, total_fat: 4 }));
    expect(ids(r).filter((id) => RELATIVE.test(id))).toEqual([]);
    expect(ids(r)).not.toContain('low_fat'); // 4 g > 3 g
  });

  test('13 · salmon fillet (85 g): lean ✓, extra lean ✗, 101.73 / 101.75 ✗ (fish needs extra lean)', () => {
    // Na and protein are not in the vector (typical: 50 mg, 22 g) — supplied for the health-claim checks.
    const salmon = { total_fat: 6.9, saturated_fat: 1.1, cholesterol: 54, sodium: 50, protein: 22 };
    const r = evaluateFdaClaims(factsFor('fish_cooked', 85, salmon));
    expect(ids(r)).toContain('lean'); // 6.9 g / 8.1 g per 100 g < 10; 1.1 ≤ 4.5; 54 / 64 < 95
    expect(ids(r)).not.toContain('extra_lean'); // fat ≥ 5 g
    expect(healthIds(r)).not.toContain('fat_cancer');
    expect(healthIds(r)).not.toContain('saturated_fat_cholesterol_chd');
    // Control: an extra-lean fish (4 g fat, 1 g sat) gets 101.73 although it is not "low fat" (4 g > 3 g).
    const lean = evaluateFdaClaims(
      factsFor('fish_cooked', 85, { ...salmon, total_fat: 4, saturated_fat: 1 }),
    );
    expect(ids(lean)).toContain('extra_lean');
    expect(ids(lean)).not.toContain('low_fat');
    expect(healthIds(lean)).toContain('fat_cancer');
    // Lean is not offered for a category outside seafood / game meat.
    expect(ids(evaluateFdaClaims(factsFor('cheese', 85, salmon)))).not.toContain('lean');
  });

  test('14 · Example C main dish: low fat ✓, low sodium ✗ (per-100 g main-dish tests)', () => {
    const r = evaluateFdaClaims(exampleC());
    expect(ids(r)).toContain('low_fat');
    expect(ids(r)).not.toContain('low_sodium');
    expect(claim(r, 'low_fat')?.basis).toBe('100g');
  });
});

/** Spec §9.2 Example C, one 343 g tray; per 100 g = per tray × 100/343. */
function exampleC() {
  return factsFor(
    'main_dish',
    343,
    {
      energy_kcal: 419.8,
      total_fat: 7.71,
      saturated_fat: 2.65,
      trans_fat: 0,
      cholesterol: 79.3,
      sodium: 496.6,
      total_carbohydrate: 47.09,
      dietary_fiber: 5.47,
      total_sugars: 5.36,
      added_sugars: 1.4,
      protein: 38.77,
      vitamin_d: 0.125,
      calcium: 152.8,
      iron: 3.45,
      potassium: 676,
    },
    {
      ingredientNames: [
        'cooked penne',
        'cooked chicken breast',
        'cooked broccoli',
        'marinara',
        'grated parmesan',
      ],
    },
  );
}

describe('spec §9.2 Example C as a main dish', () => {
  const r = evaluateFdaClaims(exampleC());

  test('low fat ✓ (2.25 g/100 g, 16.5 % kcal) and low saturated fat ✓ (0.77 g/100 g, 5.7 % kcal)', () => {
    expect(ids(r)).toEqual(expect.arrayContaining(['low_fat', 'low_saturated_fat']));
  });

  test('low cholesterol ✗ (23.1 mg), low sodium ✗ (144.8 mg), low calorie ✗ (122.4 kcal) per 100 g', () => {
    expect(ids(r)).not.toContain('low_cholesterol');
    expect(ids(r)).not.toContain('low_sodium');
    expect(ids(r)).not.toContain('low_calorie');
  });

  test('no disclosure (below 19.5 g / 6.0 g / 90 mg / 720 mg per serving); no good-source claims for a main dish', () => {
    expect(r.claims.every((c) => c.conditions === undefined)).toBe(true);
    expect(ids(r).some((id) => id.startsWith('good_source_') || id.startsWith('high_'))).toBe(false);
    expect(r.warnings.some((w) => w.includes('101.54(b)(2)'))).toBe(true);
  });

  test('101.75 ✗ (not low cholesterol); 101.73 ✓ (low fat, protein 77 % DV meets the 10 % rule)', () => {
    expect(healthIds(r)).not.toContain('saturated_fat_cholesterol_chd');
    expect(healthIds(r)).toContain('fat_cancer');
  });

  test('a "main dish" lighter than 170 g gets a warning', () => {
    const light = evaluateFdaClaims({ ...exampleC(), servingSizeGrams: 150 });
    expect(light.warnings.some((w) => w.includes('at least 170 g'))).toBe(true);
    expect(r.warnings.some((w) => w.includes('at least 170 g'))).toBe(false);
  });
});

describe('health-claim disqualification', () => {
  const bar = {
    energy_kcal: 150,
    total_fat: 2,
    saturated_fat: 0.5,
    cholesterol: 0,
    dietary_fiber: 3,
  };

  test('sodium alone (500 mg per RACC > 480 mg) disqualifies every health claim', () => {
    const r = evaluateFdaClaims(factsFor('grain_based_bars', 40, { ...bar, sodium: 500 }));
    expect(ids(r)).toContain('low_fat'); // the food still bears nutrient content claims…
    expect(claim(r, 'low_fat')?.conditions).toEqual(['See nutrition information for sodium content.']);
    expect(r.healthClaims).toEqual([]); // …but no health claim
    const ok = evaluateFdaClaims(factsFor('grain_based_bars', 40, { ...bar, sodium: 400 }));
    expect(healthIds(ok)).toContain('fat_cancer');
  });

  test('the 10 % rule: no health claim without 10 % DV of A, C, Fe, Ca, protein or fiber', () => {
    const r = evaluateFdaClaims(
      factsFor('grain_based_bars', 40, { ...bar, dietary_fiber: 2.7, sodium: 100 }),
    );
    expect(ids(r)).toContain('low_sodium');
    expect(r.healthClaims).toEqual([]);
  });

  test('missing disqualifier data: no health claim and a warning', () => {
    const r = evaluateFdaClaims(factsFor('grain_based_bars', 40, bar));
    expect(r.healthClaims).toEqual([]);
    expect(
      r.warnings.some((w) => w.includes('Health claims were not evaluated') && w.includes('sodium')),
    ).toBe(true);
  });

  test('101.72 with > 400 mg calcium per serving adds the intake statement', () => {
    const r = evaluateFdaClaims(
      factsFor('yogurt', 170, { calcium: 450, total_fat: 2, saturated_fat: 1, cholesterol: 10, sodium: 100 }),
    );
    expect(r.healthClaims.find((h) => h.id === 'calcium_osteoporosis')?.text).toMatch(/2,000 mg/);
  });

  test('101.72 is refused when phosphorus exceeds calcium', () => {
    const r = evaluateFdaClaims(
      factsFor('yogurt', 170, {
        calcium: 300,
        phosphorus: 350,
        total_fat: 2,
        saturated_fat: 1,
        cholesterol: 10,
        sodium: 100,
      }),
    );
    expect(healthIds(r)).not.toContain('calcium_osteoporosis');
  });
});

describe('basis and warnings', () => {
  test('no category: labelled serving basis, and the warning', () => {
    const r = evaluateFdaClaims(factsFor(undefined, 50, { sodium: 100 }));
    expect(claim(r, 'low_sodium')?.basis).toBe('serving');
    expect(r.warnings[0]).toMatch(
      /^Claims are evaluated on the labelled serving because no RACC category was given; /,
    );
  });

  test('an unknown category falls back to the serving with a warning', () => {
    const r = evaluateFdaClaims(factsFor('spaceship_food', 50, { sodium: 100 }));
    expect(claim(r, 'low_sodium')?.basis).toBe('serving');
    expect(r.warnings.some((w) => w.includes('Unknown RACC category "spaceship_food"'))).toBe(true);
  });

  test('the RACC, not the labelled serving, decides: 2 cookies (60 g) of a 30 g RACC', () => {
    // 5 g fat per 60 g serving = 2.5 g per 30 g RACC; per 50 g = 4.17 g > 3 g → not low fat.
    const r = evaluateFdaClaims(factsFor('cookies', 60, { total_fat: 5 }, { servingSizeGrams: 60 }));
    expect(ids(r)).not.toContain('low_fat');
    // A 40 g bar with 2.5 g per 40 g is low fat (not small: no per-50 g test).
    expect(ids(evaluateFdaClaims(factsFor('grain_based_bars', 40, { total_fat: 2.5 })))).toContain('low_fat');
  });

  test('sugar free carries the calorie statement', () => {
    const hi = evaluateFdaClaims(factsFor('candies_other', 30, { total_sugars: 0.2, energy_kcal: 90 }));
    expect(claim(hi, 'sugar_free')?.conditions).toEqual(['Not a low calorie food.']);
    const lo = evaluateFdaClaims(factsFor('candies_other', 30, { total_sugars: 0.2, energy_kcal: 10 }));
    expect(claim(lo, 'sugar_free')?.conditions).toEqual(['Low calorie food.']);
    expect(ids(lo)).toContain('low_calorie');
  });

  test('protein claims carry the PDCAAS statement', () => {
    const r = evaluateFdaClaims(factsFor('yogurt', 170, { protein: 10 }));
    expect(claim(r, 'high_protein')?.conditions?.[0]).toMatch(/PDCAAS/);
  });

  test('missing data never satisfies a claim', () => {
    const r = evaluateFdaClaims(factsFor('soups', 245, {}));
    expect(r.claims).toEqual([]);
    expect(r.healthClaims).toEqual([]);
    expect(r.structureFunctionClaims).toEqual([]);
  });

  test('the input is not mutated', () => {
    const facts = Object.freeze(factsFor('soups', 245, { sodium: 100 }));
    Object.freeze(facts.perServing);
    Object.freeze(facts.per100g);
    expect(() => evaluateFdaClaims(facts)).not.toThrow();
  });
});
