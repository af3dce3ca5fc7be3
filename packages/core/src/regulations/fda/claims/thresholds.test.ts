import { describe, expect, test } from 'vitest';
import { factsFor } from '../../../../test/fda-claim-facts';
import type { NutrientValues } from '../../../nutrients/catalog';
import { evaluateFdaClaims } from './evaluate-fda-claims';

// Boundary tests: each regulatory threshold exactly at the limit and just past it. Amounts are per
// RACC; "soups" (245 g) is not a small RACC, so per RACC = per labelled serving and no per-50 g test.
const ids = (category: string, racc: number, amounts: NutrientValues): string[] =>
  evaluateFdaClaims(factsFor(category, racc, amounts)).claims.map((c) => c.id);
const soup = (amounts: NutrientValues): string[] => ids('soups', 245, amounts);

describe('free / low / very low (101.60–101.62, spec §5.1)', () => {
  test.each([
    // [claim, amounts that qualify (at or just under the limit), amounts just past it]
    ['calorie_free', { energy_kcal: 4.99 }, { energy_kcal: 5 }], // < 5 kcal
    ['low_calorie', { energy_kcal: 40 }, { energy_kcal: 40.01 }], // ≤ 40 kcal
    ['fat_free', { total_fat: 0.49 }, { total_fat: 0.5 }], // < 0.5 g
    ['low_fat', { total_fat: 3 }, { total_fat: 3.01 }], // ≤ 3 g
    [
      'saturated_fat_free',
      { saturated_fat: 0.49, trans_fat: 0.49 },
      { saturated_fat: 0.49, trans_fat: 0.5 }, // trans < 0.5 g too
    ],
    ['saturated_fat_free', { saturated_fat: 0.49, trans_fat: 0 }, { saturated_fat: 0.5, trans_fat: 0 }],
    ['low_saturated_fat', { saturated_fat: 1, energy_kcal: 100 }, { saturated_fat: 1.01, energy_kcal: 100 }], // ≤ 1 g
    ['low_saturated_fat', { saturated_fat: 1, energy_kcal: 60 }, { saturated_fat: 1, energy_kcal: 59.9 }], // ≤ 15 % kcal
    ['cholesterol_free', { cholesterol: 1.99, saturated_fat: 2 }, { cholesterol: 2, saturated_fat: 2 }], // < 2 mg
    ['cholesterol_free', { cholesterol: 0, saturated_fat: 2 }, { cholesterol: 0, saturated_fat: 2.01 }], // sat ≤ 2 g
    ['low_cholesterol', { cholesterol: 20, saturated_fat: 2 }, { cholesterol: 20.01, saturated_fat: 2 }], // ≤ 20 mg
    ['low_cholesterol', { cholesterol: 20, saturated_fat: 2 }, { cholesterol: 20, saturated_fat: 2.01 }],
    ['sodium_free', { sodium: 4.99 }, { sodium: 5 }], // < 5 mg
    ['very_low_sodium', { sodium: 35 }, { sodium: 35.01 }], // ≤ 35 mg
    ['low_sodium', { sodium: 140 }, { sodium: 140.01 }], // ≤ 140 mg
    ['sugar_free', { total_sugars: 0.49 }, { total_sugars: 0.5 }], // < 0.5 g
  ] as const)('%s: %o ✓, %o ✗', (id, ok, over) => {
    expect(soup(ok)).toContain(id);
    expect(soup(over)).not.toContain(id);
  });

  test('small RACC: low fat must also hold per 50 g (crackers, 15 g RACC)', () => {
    expect(ids('crackers_not_snack', 15, { total_fat: 0.9 })).toContain('low_fat'); // 3.0 g / 50 g
    expect(ids('crackers_not_snack', 15, { total_fat: 0.91 })).not.toContain('low_fat'); // 3.03 g / 50 g
  });

  test('"free" must hold per RACC and per labelled serving', () => {
    // 0.4 g fat per 30 g RACC, but a 45 g serving has 0.6 g.
    const r = evaluateFdaClaims(factsFor('cookies', 30, { total_fat: 0.4 }, { servingSizeGrams: 45 }));
    expect(r.claims.map((c) => c.id)).not.toContain('fat_free');
    expect(ids('cookies', 30, { total_fat: 0.4 })).toContain('fat_free');
  });
});

describe('meal / main-dish "low" criteria per 100 g (spec §5.1)', () => {
  // A 300 g main dish: per 100 g = per serving / 3.
  const md = (per100: NutrientValues): string[] =>
    evaluateFdaClaims({
      perServing: Object.fromEntries(Object.entries(per100).map(([k, v]) => [k, (v ?? 0) * 3])),
      per100g: per100,
      servingSizeGrams: 300,
      category: 'main_dish',
    }).claims.map((c) => c.id);

  test.each([
    ['low_calorie', { energy_kcal: 120 }, { energy_kcal: 120.1 }],
    ['low_fat', { total_fat: 3, energy_kcal: 90 }, { total_fat: 3.01, energy_kcal: 200 }], // ≤ 3 g
    ['low_fat', { total_fat: 3, energy_kcal: 90 }, { total_fat: 3, energy_kcal: 89.9 }], // ≤ 30 % kcal (27/90)
    ['low_saturated_fat', { saturated_fat: 1, energy_kcal: 200 }, { saturated_fat: 1.01, energy_kcal: 200 }],
    ['low_saturated_fat', { saturated_fat: 1, energy_kcal: 90.1 }, { saturated_fat: 1, energy_kcal: 90 }], // < 10 % kcal
    ['low_cholesterol', { cholesterol: 20, saturated_fat: 2 }, { cholesterol: 20.1, saturated_fat: 2 }],
    ['low_sodium', { sodium: 140 }, { sodium: 140.1 }],
    ['very_low_sodium', { sodium: 35 }, { sodium: 35.1 }],
  ] as const)('%s: %o ✓, %o ✗', (id, ok, over) => {
    expect(md(ok)).toContain(id);
    expect(md(over)).not.toContain(id);
  });

  test('main-dish "free" is per labelled serving: 0.45 g fat per serving ✓, 0.51 g ✗', () => {
    expect(md({ total_fat: 0.15 })).toContain('fat_free');
    expect(md({ total_fat: 0.17 })).not.toContain('fat_free');
  });
});

describe('lean / extra lean (101.62(e), spec §5.4)', () => {
  const fish = (amounts: NutrientValues): string[] => ids('fish_cooked', 85, amounts);

  test('per 100 g binds for an 85 g RACC: 8.49 g fat per RACC (9.99 g/100 g) ✓, 8.5 g (10 g/100 g) ✗', () => {
    expect(fish({ total_fat: 8.49, saturated_fat: 1, cholesterol: 50 })).toContain('lean');
    expect(fish({ total_fat: 8.5, saturated_fat: 1, cholesterol: 50 })).not.toContain('lean');
  });

  test('lean: sat fat ≤ 4.5 g and cholesterol < 95 mg per RACC and per 100 g', () => {
    // 85 g RACC: 3.825 g sat fat = 4.5 g/100 g; 80.75 mg cholesterol = 95 mg/100 g.
    expect(fish({ total_fat: 5, saturated_fat: 3.825, cholesterol: 50 })).toContain('lean');
    expect(fish({ total_fat: 5, saturated_fat: 3.83, cholesterol: 50 })).not.toContain('lean');
    expect(fish({ total_fat: 5, saturated_fat: 1, cholesterol: 80.7 })).toContain('lean');
    expect(fish({ total_fat: 5, saturated_fat: 1, cholesterol: 80.75 })).not.toContain('lean');
  });

  test('extra lean: fat < 5 g and sat fat < 2 g', () => {
    expect(fish({ total_fat: 4.2, saturated_fat: 1.6, cholesterol: 50 })).toContain('extra_lean'); // 4.94 / 1.88 per 100 g
    expect(fish({ total_fat: 4.25, saturated_fat: 1, cholesterol: 50 })).not.toContain('extra_lean'); // 5.0 g/100 g
    expect(fish({ total_fat: 4, saturated_fat: 1.7, cholesterol: 50 })).not.toContain('extra_lean'); // 2.0 g/100 g
  });
});

describe('good source / high (101.54, spec §5.3): 10 % ≤ DV < 20 % good source, ≥ 20 % high', () => {
  test.each([
    ['dietary_fiber', 2.8, 5.6], // DV 28 g
    ['protein', 5, 10], // DV 50 g
    ['calcium', 130, 260], // DV 1300 mg
    ['vitamin_d', 2, 4], // DV 20 mcg
    ['iron', 1.8, 3.6], // DV 18 mg
    ['potassium', 470, 940], // DV 4700 mg
    ['vitamin_c', 9, 18], // DV 90 mg
    ['vitamin_a', 90, 180], // DV 900 mcg
    ['folate', 40, 80], // DV 400 mcg DFE
  ] as const)('%s: good source from %d, high from %d', (key, good, high) => {
    const below = soup({ [key]: good * 0.999 });
    expect(below).not.toContain(`good_source_${key}`);
    expect(soup({ [key]: good })).toContain(`good_source_${key}`);
    expect(soup({ [key]: high * 0.999 })).toContain(`good_source_${key}`);
    expect(soup({ [key]: high * 0.999 })).not.toContain(`high_${key}`);
    expect(soup({ [key]: high })).toContain(`high_${key}`);
    expect(soup({ [key]: high })).not.toContain(`good_source_${key}`);
  });

  test('no good source claims for nutrients to limit or total carbohydrate', () => {
    const r = soup({
      sodium: 1000,
      total_fat: 30,
      saturated_fat: 10,
      cholesterol: 200,
      total_carbohydrate: 100,
    });
    expect(r.some((id) => id.startsWith('good_source_') || id.startsWith('high_'))).toBe(false);
  });

  test('fiber claims disclose total fat unless the food is low fat (3 g per RACC)', () => {
    const at = evaluateFdaClaims(factsFor('soups', 245, { dietary_fiber: 3, total_fat: 3 }));
    expect(at.claims.find((c) => c.id === 'good_source_dietary_fiber')?.conditions).toBeUndefined();
    const over = evaluateFdaClaims(factsFor('soups', 245, { dietary_fiber: 3, total_fat: 3.2 }));
    expect(over.claims.find((c) => c.id === 'good_source_dietary_fiber')?.conditions).toEqual([
      'Contains 3 g total fat per serving.', // 3.2 g → nearest 0.5 g
    ]);
  });
});

describe('101.13(h) disclosure levels (individual food: 13 g / 4 g / 60 mg / 480 mg)', () => {
  const base = { dietary_fiber: 3, total_fat: 2, saturated_fat: 1, cholesterol: 10, sodium: 100 };
  const conditions = (amounts: NutrientValues) =>
    evaluateFdaClaims(factsFor('soups', 245, { ...base, ...amounts })).claims.find(
      (c) => c.id === 'good_source_dietary_fiber',
    )?.conditions ?? [];

  test.each([
    ['total_fat', 13, 13.01, 'fat'],
    ['saturated_fat', 4, 4.01, 'saturated fat'],
    ['cholesterol', 60, 60.01, 'cholesterol'],
    ['sodium', 480, 480.01, 'sodium'],
  ] as const)(
    '%s: %d no statement, %d "See nutrition information for %s content."',
    (key, at, over, name) => {
      expect(conditions({ [key]: at }).filter((c) => c.startsWith('See'))).toEqual([]);
      expect(conditions({ [key]: over })).toContain(`See nutrition information for ${name} content.`);
    },
  );

  test('several nutrients are listed in one statement', () => {
    expect(conditions({ saturated_fat: 5, cholesterol: 70, sodium: 500 })).toContain(
      'See nutrition information for saturated fat, cholesterol and sodium content.',
    );
  });

  test('small RACC: also per 50 g (nuts, 30 g RACC): 7.8 g fat per RACC = 13 g / 50 g', () => {
    const nut = (fat: number) =>
      evaluateFdaClaims(
        factsFor('nuts_seeds', 30, {
          dietary_fiber: 3,
          total_fat: fat,
          saturated_fat: 1,
          cholesterol: 0,
          sodium: 0,
        }),
      ).claims.find((c) => c.id === 'good_source_dietary_fiber')?.conditions ?? [];
    expect(nut(7.8)).not.toContain('See nutrition information for fat content.');
    expect(nut(7.81)).toContain('See nutrition information for fat content.');
  });

  test('main dish: per labelled serving at 19.5 g / 6 g / 90 mg / 720 mg', () => {
    const md = (perServing: NutrientValues) => {
      const per100g = Object.fromEntries(Object.entries(perServing).map(([k, v]) => [k, (v ?? 0) / 3]));
      return evaluateFdaClaims({
        perServing,
        per100g,
        servingSizeGrams: 300,
        category: 'main_dish',
      }).claims.find((c) => c.id === 'sodium_free')?.conditions;
    };
    const mdBase = { sodium: 0, total_fat: 19.5, saturated_fat: 6, cholesterol: 90 };
    expect(md(mdBase)).toBeUndefined();
    expect(md({ ...mdBase, total_fat: 19.6 })).toEqual(['See nutrition information for fat content.']);
    expect(md({ ...mdBase, cholesterol: 90.1 })).toEqual([
      'See nutrition information for cholesterol content.',
    ]);
  });
});

describe('101.14(a)(4) disqualifying levels and the 10 % rule', () => {
  // Probe: 101.72 needs only "high in calcium" besides the general requirements.
  const base = { calcium: 300, total_fat: 2, saturated_fat: 1, cholesterol: 10, sodium: 100 };
  const health = (amounts: NutrientValues) =>
    evaluateFdaClaims(factsFor('soups', 245, { ...base, ...amounts })).healthClaims.map((h) => h.id);

  test.each([
    ['total_fat', 13, 13.01],
    ['saturated_fat', 4, 4.01],
    ['cholesterol', 60, 60.01],
    ['sodium', 480, 480.01],
  ] as const)('%s: %d allowed, %d disqualifies', (key, at, over) => {
    expect(health({ [key]: at })).toContain('calcium_osteoporosis');
    expect(health({ [key]: over })).toEqual([]);
  });

  test('10 % rule: 2.8 g fiber (10 % DV) qualifies a low-sodium food for 101.74, 2.79 g does not', () => {
    const probe = (fiber: number) =>
      evaluateFdaClaims(
        factsFor('soups', 245, {
          dietary_fiber: fiber,
          total_fat: 5,
          saturated_fat: 1,
          cholesterol: 10,
          sodium: 100,
        }),
      ).healthClaims.map((h) => h.id);
    expect(probe(2.8)).toEqual(['sodium_hypertension']);
    expect(probe(2.79)).toEqual([]);
  });

  test('101.77: soluble fiber ≥ 0.6 g per RACC', () => {
    const probe = (soluble: number) =>
      evaluateFdaClaims(
        factsFor(
          'soups',
          245,
          {
            energy_kcal: 100,
            dietary_fiber: 3,
            soluble_fiber: soluble,
            total_fat: 2,
            saturated_fat: 0.5,
            cholesterol: 0,
            sodium: 300,
          },
          { ingredientNames: ['lentils', 'carrots'] },
        ),
      ).healthClaims.map((h) => h.id);
    expect(probe(0.6)).toContain('soluble_fiber_fruits_vegetables_grains_chd');
    expect(probe(0.59)).not.toContain('soluble_fiber_fruits_vegetables_grains_chd');
  });
});

describe('structure/function trigger: ≥ 10 % DV per RACC and per labelled serving', () => {
  const sf = (amounts: NutrientValues, servingSizeGrams = 245) =>
    evaluateFdaClaims(factsFor('soups', 245, amounts, { servingSizeGrams })).structureFunctionClaims;

  test('calcium 130 mg ✓, 129.9 mg ✗', () => {
    expect(sf({ calcium: 130 })).toEqual([
      { id: 'sf_calcium', text: 'Calcium helps build and maintain strong bones.', nutrient: 'calcium' },
    ]);
    expect(sf({ calcium: 129.9 })).toEqual([]);
  });

  test('a serving smaller than the RACC must reach 10 % on its own', () => {
    expect(sf({ calcium: 130 }, 200)).toEqual([]); // 106 mg per 200 g serving
  });

  test('B vitamins: one statement naming the first qualifying vitamin', () => {
    expect(sf({ riboflavin: 0.13, niacin: 2 })).toEqual([
      {
        id: 'sf_b_vitamins',
        text: 'B vitamins help the body convert food into energy.',
        nutrient: 'riboflavin',
      },
    ]);
  });

  test('protein statement warns about PDCAAS', () => {
    const r = evaluateFdaClaims(factsFor('soups', 245, { protein: 5 }));
    expect(r.structureFunctionClaims.map((s) => s.id)).toEqual(['sf_protein']);
    expect(r.warnings.some((w) => w.includes('PDCAAS'))).toBe(true);
  });
});
