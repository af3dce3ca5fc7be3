import { describe, expect, test } from 'vitest';
import { NUTRIENTS } from '../../../nutrients/catalog';
import { FDA_DAILY_VALUES } from '../daily-values';
import { FDA_RACC_CATEGORIES } from '../racc';
import { DISCLOSURE_LEVELS, DISQUALIFYING_LEVELS, disclosureStatement } from './disclosure-levels';
import { FDA_NUTRIENT_CLAIM_RULES } from './evaluate-fda-claims';
import { HEALTH_CLAIM_RULES } from './health-claim-rules';
import { FISH_AND_GAME_CATEGORIES } from './nutrient-content-rules';
import { claimName, NUTRIENT_LEVEL_RULES } from './nutrient-level-rules';
import { STRUCTURE_FUNCTION_DISEASE_WORDS, STRUCTURE_FUNCTION_RULES } from './structure-function-rules';

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe('nutrient content claim rules', () => {
  test('every rule has a snake_case id, a CFR citation and criteria for at least one product kind', () => {
    for (const r of FDA_NUTRIENT_CLAIM_RULES) {
      expect(r.id).toMatch(SNAKE);
      expect(r.cite).toMatch(/^21 CFR 101\.(5[4-9]|6[0-2])/);
      expect(r.individual ?? r.mealOrMainDish).toBeDefined();
      expect(Object.hasOwn(NUTRIENTS, r.nutrient)).toBe(true);
    }
  });

  test('rules sharing an id apply to disjoint categories', () => {
    const lean = FDA_NUTRIENT_CLAIM_RULES.filter((r) => r.id === 'lean');
    expect(lean).toHaveLength(2);
    const [a, b] = lean.map((r) => r.categories ?? []);
    expect(a?.filter((c) => b?.includes(c))).toEqual([]);
  });

  test('fish and game categories exist in the RACC table', () => {
    for (const c of FISH_AND_GAME_CATEGORIES) expect(FDA_RACC_CATEGORIES).toContain(c);
  });

  test('good source / high: thresholds are 10 % and 20 % of the DV (fiber 2.8 g / 5.6 g)', () => {
    const fiber = NUTRIENT_LEVEL_RULES.filter((r) => r.nutrient === 'dietary_fiber');
    expect(fiber.map((r) => [r.id, r.text, r.individual?.limits.map((l) => [l.op, l.value])])).toEqual([
      [
        'good_source_dietary_fiber',
        'Good source of fiber',
        [
          ['ge', 2.8],
          ['lt', 5.6],
        ],
      ],
      ['high_dietary_fiber', 'Excellent source of fiber', [['ge', 5.6]]],
    ]);
    expect(NUTRIENT_LEVEL_RULES.every((r) => r.mealOrMainDish === undefined)).toBe(true);
  });

  test('claim names', () => {
    expect(claimName('vitamin_d')).toBe('vitamin D');
    expect(claimName('vitamin_b12')).toBe('vitamin B12');
    expect(claimName('pantothenic_acid')).toBe('pantothenic acid');
    expect(claimName('dietary_fiber')).toBe('fiber');
  });
});

describe('disclosure and disqualifying levels', () => {
  test('individual food: 13 g / 4 g / 60 mg / 480 mg per RACC, serving and 50 g (small RACC)', () => {
    expect(DISCLOSURE_LEVELS.individual.levels).toEqual({
      total_fat: 13,
      saturated_fat: 4,
      cholesterol: 60,
      sodium: 480,
    });
    expect(DISCLOSURE_LEVELS.individual.at).toEqual(['racc', 'serving', 'per50g']);
    expect(DISQUALIFYING_LEVELS.main_dish.levels).toEqual({
      total_fat: 19.5,
      saturated_fat: 6,
      cholesterol: 90,
      sodium: 720,
    });
    expect(DISQUALIFYING_LEVELS.meal.levels.sodium).toBe(960);
    expect(DISQUALIFYING_LEVELS.meal.mark).toBe('unverified');
  });

  test('statement wording', () => {
    expect(disclosureStatement(['sodium'])).toBe('See nutrition information for sodium content.');
    expect(disclosureStatement(['saturated_fat', 'sodium'])).toBe(
      'See nutrition information for saturated fat and sodium content.',
    );
  });
});

describe('health claim rules', () => {
  test('cite 101.72–101.78, say "may", and never 101.81', () => {
    for (const r of HEALTH_CLAIM_RULES) {
      expect(r.cite).toMatch(/^21 CFR 101\.7[2-8]$/);
      expect(r.text).toMatch(/\bmay\b/);
      expect(r.id).toMatch(SNAKE);
    }
    expect(HEALTH_CLAIM_RULES.some((r) => r.cite === '21 CFR 101.81')).toBe(false);
  });

  test('every claim id a health claim depends on exists', () => {
    const known = new Set(FDA_NUTRIENT_CLAIM_RULES.map((r) => r.id));
    for (const rule of HEALTH_CLAIM_RULES) {
      for (const req of rule.requires) {
        if (req.kind === 'claim') {
          expect(known.has(req.claimId), req.claimId).toBe(true);
          if (req.forFishAndGame) expect(known.has(req.forFishAndGame)).toBe(true);
        }
        if (req.kind === 'any_claim') for (const id of req.claimIds) expect(known.has(id), id).toBe(true);
      }
    }
  });
});

describe('structure/function rules', () => {
  test('no statement contains a disease word', () => {
    for (const r of STRUCTURE_FUNCTION_RULES) {
      for (const word of STRUCTURE_FUNCTION_DISEASE_WORDS) {
        expect(new RegExp(`\\b${word}`, 'i').test(r.text), `${r.id}: ${word}`).toBe(false);
      }
    }
  });

  test('the disease-word check would catch a disease claim', () => {
    const bad = 'Calcium helps prevent osteoporosis.';
    expect(STRUCTURE_FUNCTION_DISEASE_WORDS.some((w) => new RegExp(`\\b${w}`, 'i').test(bad))).toBe(true);
  });

  test('every statement names nutrients that have a daily value', () => {
    for (const r of STRUCTURE_FUNCTION_RULES) {
      expect(r.nutrients.length).toBeGreaterThan(0);
      for (const n of r.nutrients) expect(FDA_DAILY_VALUES[n], n).toBeDefined();
    }
    expect(new Set(STRUCTURE_FUNCTION_RULES.map((r) => r.id)).size).toBe(STRUCTURE_FUNCTION_RULES.length);
  });
});
