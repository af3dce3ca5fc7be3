import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { REGULATION_IDS, REGULATIONS, type RegulationId } from '../regulations';
import { detectAllergens as detectWith, weightOrder } from './detect-allergens';
import { buildIngredientStatementParts as partsWith } from './ingredient-statement';
import { LEXICON } from './lexicon';
import type { AllergenDetection, AllergenIngredient } from './types';

/** The engine takes the format's allergen profile; these tests name formats by id. */
const detectAllergens = (ings: readonly AllergenIngredient[], id: RegulationId) =>
  detectWith(ings, REGULATIONS[id].allergens);
const buildIngredientStatementParts = (
  ings: readonly AllergenIngredient[],
  detection: AllergenDetection,
  id: RegulationId,
) => partsWith(ings, detection, REGULATIONS[id].allergens);

const IDS = REGULATION_IDS;
const TERMS = LEXICON.flatMap((r) => r.terms);

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const name = fc.oneof(
  anyText,
  fc.constantFrom(...TERMS),
  fc
    .tuple(fc.constantFrom(' ', '  ', '\t'), fc.constantFrom(...TERMS), fc.constantFrom('', ' ', ' flour'))
    .map(([a, b, c]) => `${a}${b}${c}`),
  fc
    .tuple(fc.constantFrom(...TERMS), anyText, fc.constantFrom(...TERMS))
    .map(([a, b, c]) => `${a} ${b} ${c}`),
);
const ingredient: fc.Arbitrary<AllergenIngredient> = fc.record(
  {
    name,
    weightGrams: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(1, 10, Number.NaN)),
    allergens: fc.array(fc.oneof(anyText, fc.constantFrom(...TERMS, 'Tree nuts', 'milk')), { maxLength: 3 }),
  },
  { requiredKeys: ['name', 'weightGrams'] },
);
const regulation = fc.constantFrom(...IDS);

describe('detectAllergens (properties)', () => {
  test('never throws and keeps its invariants on arbitrary names', () => {
    fc.assert(
      fc.property(fc.array(ingredient, { maxLength: 12 }), regulation, (ings, reg) => {
        const d = detectAllergens(ings, reg);
        const parts = buildIngredientStatementParts(ings, d, reg);
        expect(d.perIngredient).toHaveLength(ings.length);
        expect(d.declaration === '').toBe(d.detected.length === 0);
        if (d.declaration !== '') expect(d.declaration.startsWith('Contains: ')).toBe(true);
        for (const k of d.detected) expect(REGULATIONS[reg].allergens.rules[k as never]).toBeDefined();
        expect(new Set(d.detected).size).toBe(d.detected.length);
        expect(Object.keys(d.sources).sort()).toEqual([...d.detected].sort());
        for (const e of parts.emphasis) {
          expect(0 <= e.start && e.start < e.end && e.end <= parts.text.length).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('permuting the ingredients does not change the detected set', () => {
    const recipe = fc
      .array(ingredient, { maxLength: 10 })
      .chain((ings) =>
        fc.tuple(
          fc.constant(ings),
          fc.shuffledSubarray(ings, { minLength: ings.length, maxLength: ings.length }),
        ),
      );
    fc.assert(
      fc.property(recipe, regulation, ([ings, shuffled], reg) => {
        const a = new Set(detectAllergens(ings, reg).detected);
        const b = new Set(detectAllergens(shuffled, reg).detected);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  test("the statement is the same whether or not detection's analyses are reused", () => {
    fc.assert(
      fc.property(fc.array(ingredient, { maxLength: 8 }), regulation, (ings, reg) => {
        const d = detectAllergens(ings, reg);
        // A spread copy loses the remembered analyses, so the names are matched again.
        expect(buildIngredientStatementParts(ings, { ...d }, reg)).toEqual(
          buildIngredientStatementParts(ings, d, reg),
        );
      }),
      { numRuns: 300 },
    );
  });

  test('FDA never declares a key outside the big 9', () => {
    fc.assert(
      fc.property(fc.array(ingredient, { maxLength: 8 }), (ings) => {
        for (const k of detectAllergens(ings, 'fda').detected) {
          expect([
            'milk',
            'egg',
            'fish',
            'crustacean_shellfish',
            'tree_nuts',
            'wheat',
            'peanuts',
            'soy',
            'sesame',
          ]).toContain(k);
        }
      }),
    );
  });
});

describe('weightOrder', () => {
  test('is a stable sort by descending weight (non-finite weights count as 0), short lists and long', () => {
    const weight = fc.oneof(
      fc.integer({ min: 0, max: 5 }),
      fc.double({ min: 0, max: 1000, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(fc.array(weight, { maxLength: 150 }), (weights) => {
        const ingredients = weights.map((w, i) => ({ name: `i${i}`, weightGrams: w }));
        const key = (w: number) => (Number.isFinite(w) ? w : 0);
        const expected = weights
          .map((_, i) => i)
          .sort((a, b) => key(weights[b]!) - key(weights[a]!) || a - b);
        expect(weightOrder(ingredients)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
