/**
 * api.md §14: each explanation names the rule the rounding used. For random recipes under every
 * format, re-applying the explained step to the explained amount gives the printed value, and the
 * explained % step gives the printed %. Without `explain` the label is exactly what it was.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  generateLabel,
  type LabelNutrient,
  type NutrientKey,
  type NutrientValues,
  type Regulation,
  type ResolvedRecipe,
  type StepTaken,
  type ValueExplanation,
} from '../../src/index';
import { roundHalfEvenToIncrement } from '../../src/regulations/_lib/round-half-even';
import { cfia } from '../../src/regulations/cfia';
import { china, createChinaFormat } from '../../src/regulations/china';
import { eu, roundSignificant } from '../../src/regulations/eu';
import { fda } from '../../src/regulations/fda';
import { FDA_ROUNDING } from '../../src/regulations/fda/rounding-rules';
import { roundToIncrement } from '../../src/rounding/round-to-increment';

/** Applies an explained step again, independently of the format that took it. */
function reapply(how: StepTaken, x: number): { value: number; lessThan: boolean } {
  switch (how.kind) {
    case 'asIs':
      return { value: x, lessThan: false };
    case 'zero':
      return { value: 0, lessThan: false };
    case 'lessThan':
      return { value: how.bound, lessThan: true };
    case 'nearest':
      return {
        value:
          how.ties === 'half-even' ? roundHalfEvenToIncrement(x, how.step) : roundToIncrement(x, how.step),
        lessThan: false,
      };
    case 'significant':
      return { value: roundSignificant(x, how.figures), lessThan: false };
  }
}

const FORMATS: readonly [string, Regulation][] = [
  ['fda', fda],
  ['cfia', cfia],
  ['eu', eu],
  ['china', china],
  ['china (half-even)', createChinaFormat({ ties: 'half-even' })],
];

const KEYS = [
  ...new Set([
    ...(Object.keys(FDA_ROUNDING) as NutrientKey[]),
    'energy_kj',
    'salt',
    'monounsaturated_fat',
    'polyunsaturated_fat',
    'sugar_alcohols',
  ] as NutrientKey[]),
];
const amount = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.double({ min: 0, max: 40, noNaN: true }),
  fc.double({ min: 0, max: 3000, noNaN: true }),
  fc.constantFrom(0, 0.05, 0.25, 0.5, 1, 2.5, 5, 17, 50, 140),
);
const nutrients = fc.dictionary(fc.constantFrom(...KEYS), amount, {
  maxKeys: 25,
}) as fc.Arbitrary<NutrientValues>;
const recipeArb: fc.Arbitrary<ResolvedRecipe> = fc
  .record({
    ingredients: fc.array(
      fc.record({
        name: fc.constantFrom('Flour', 'Butter', 'Sugar', 'Water', 'Almonds'),
        weightGrams: fc.double({ min: 0.01, max: 1000, noNaN: true }),
        nutrients,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    servingShare: fc.double({ min: 0.001, max: 1, noNaN: true }),
    form: fc.constantFrom('solid' as const, 'liquid' as const),
    category: fc.option(fc.constantFrom('cookies', 'main_dish'), { nil: undefined }),
  })
  .map(({ ingredients, servingShare, form, category }) => ({
    name: 'Random',
    ingredients,
    servingSizeGrams: Math.max(ingredients.reduce((s, i) => s + i.weightGrams, 0) * servingShare, 1e-6),
    form,
    ...(category === undefined ? {} : { category }),
  }));

function checkColumn(
  row: LabelNutrient,
  column: { value: number | null; display: string; dailyValue: number | null },
  explain: ValueExplanation | undefined,
): void {
  expect(explain, row.key).toBeDefined();
  const e = explain!;
  expect(e.rule.length).toBeGreaterThan(0);
  expect(e.step.length).toBeGreaterThan(0);
  const again = reapply(e.how, e.appliedTo ?? e.amount);
  expect(again.value, `${row.key}: ${e.step}`).toBe(column.value);
  expect(column.display.startsWith('<'), `${row.key}: ${e.step}`).toBe(again.lessThan);
  if (column.dailyValue === null) {
    expect(e.dailyValue).toBeUndefined();
    return;
  }
  const dv = e.dailyValue!;
  expect(dv, `${row.key} %`).toBeDefined();
  // A row declared 0 prints 0 % whatever the exact amount (the step says so).
  if (dv.how.kind !== 'zero') expect(dv.percent).toBeCloseTo((dv.amountUsed / dv.reference) * 100, 9);
  if (dv.from === 'unrounded') expect(dv.amountUsed).toBe(e.amount);
  expect(reapply(dv.how, dv.percent).value, `${row.key} %: ${dv.step}`).toBe(column.dailyValue);
}

describe.each(FORMATS)('%s explanations', (_id, format) => {
  test('re-applying each explained step to its amount gives the printed value and %', () => {
    fc.assert(
      fc.property(recipeArb, (recipe) => {
        const plain = generateLabel(recipe, format);
        const explained = generateLabel(recipe, format, { explain: true });
        expect(explained.ok).toBe(plain.ok);
        if (!plain.ok || !explained.ok) return;
        // Without explain, nothing is added; with it, only `explain` is.
        const stripped = explained.value.label.nutrients.map(({ explain: _e, per100, ...row }) =>
          per100 === undefined ? row : { ...row, per100: (({ explain: _p, ...rest }) => rest)(per100) },
        );
        expect(stripped).toEqual(plain.value.label.nutrients);
        expect(plain.value.label.nutrients.some((n) => 'explain' in n)).toBe(false);
        for (const row of explained.value.label.nutrients) {
          checkColumn(row, row, row.explain);
          expect(row.explain!.amount).toBe(row.amount);
          if (row.per100) checkColumn(row, row.per100, row.per100.explain);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('the example of api.md §14', () => {
  test('FDA total fat: exact amount, 101.9(c)(2), the 0.5 g step below 5 g, DV 78 from the unrounded amount', () => {
    const outcome = generateLabel(
      {
        name: 'Bar',
        servingSizeGrams: 40,
        ingredients: [{ name: 'Butter', weightGrams: 100, nutrients: { total_fat: 11.3, saturated_fat: 7 } }],
      },
      fda,
      { explain: true },
    );
    if (!outcome.ok) throw new Error('not labelled');
    const fat = outcome.value.label.nutrients.find((n) => n.key === 'total_fat')!;
    expect(fat.display).toBe('4.5g');
    expect(fat.explain).toMatchObject({
      rule: '21 CFR 101.9(c)(2)',
      how: { kind: 'nearest', step: 0.5 },
      dailyValue: { reference: 78, from: 'unrounded', how: { kind: 'nearest', step: 1 } },
    });
    expect(fat.explain?.amount).toBeCloseTo(4.52, 12);
    expect(fat.explain?.dailyValue?.percent).toBeCloseTo((4.52 / 78) * 100, 12);
    expect(fat.explain?.step).toBe('0.5 g to < 5 g: nearest 0.5 g');
    const sat = outcome.value.label.nutrients.find((n) => n.key === 'saturated_fat')!;
    expect(sat.explain).toMatchObject({ rule: '21 CFR 101.9(c)(2)(i)', dailyValue: { reference: 20 } });
  });
});

describe('allergen explanations', () => {
  const ingredients = [
    { name: 'Whole wheat flour', weightGrams: 200, nutrients: {} },
    { name: 'Crème fraîche', weightGrams: 100, nutrients: {} },
    { name: 'Spice mix', weightGrams: 5, nutrients: {}, allergens: ['mustard'] },
    { name: 'Sugar', weightGrams: 50, nutrients: {} },
  ];
  test.each([
    ['fda', fda],
    ['cfia', cfia],
    ['eu', eu],
    ['china', china],
  ] as const)(
    '%s: each detected allergen with the ingredient and the word that brought it',
    (_id, format) => {
      const outcome = generateLabel({ name: 'Tart', servingSizeGrams: 50, ingredients }, format, {
        explain: true,
      });
      if (!outcome.ok) throw new Error('not labelled');
      const { detected, sources, explain } = outcome.value.allergens;
      expect(explain).toBeDefined();
      for (const key of detected) {
        const why = explain!.filter((e) => e.allergen === key);
        expect(why.length, key).toBeGreaterThan(0);
        for (const e of why) {
          expect(sources[key]).toContain(e.ingredient);
          if (e.from === 'name') expect(e.ingredient).toContain(e.word);
        }
      }
      // The lexicon term that matched, as written in the name (here the whole phrase is one term).
      expect(explain).toContainEqual({
        allergen: 'wheat',
        ingredient: 'Whole wheat flour',
        word: 'Whole wheat flour',
        from: 'name',
      });
      expect(explain!.find((e) => e.allergen === 'milk')).toMatchObject({
        ingredient: 'Crème fraîche',
        from: 'name',
      });
      const plain = generateLabel({ name: 'Tart', servingSizeGrams: 50, ingredients }, format);
      expect(plain.ok && 'explain' in plain.value.allergens).toBe(false);
    },
  );

  test('an allergen named in the allergens field is explained by that word', () => {
    const outcome = generateLabel({ name: 'Tart', servingSizeGrams: 50, ingredients }, cfia, {
      explain: true,
    });
    if (!outcome.ok) throw new Error('not labelled');
    expect(outcome.value.allergens.explain).toContainEqual({
      allergen: 'mustard',
      ingredient: 'Spice mix',
      word: 'mustard',
      from: 'allergens',
    });
  });
});

const holds = (amount: number, op: string, threshold: number): boolean => {
  const eps = 1e-9 * Math.max(1, Math.abs(threshold));
  return op === '<'
    ? amount < threshold + eps
    : op === '≤'
      ? amount <= threshold + eps
      : op === '≥'
        ? amount >= threshold - eps
        : amount > threshold - eps;
};

describe.each([
  ['fda', fda],
  ['cfia', cfia],
  ['eu', eu],
  ['china', china],
] as const)('%s claim and front-of-pack explanations', (_id, format) => {
  test('every claim names its rule and basis, and each threshold holds on the amount it was decided on', () => {
    let explainedClaims = 0;
    fc.assert(
      fc.property(recipeArb, (recipe) => {
        const plain = generateLabel(recipe, format);
        const outcome = generateLabel(recipe, format, { explain: true });
        if (!outcome.ok || !plain.ok) return;
        expect(outcome.value.claims.map((c) => c.id)).toEqual(plain.value.claims.map((c) => c.id));
        expect(plain.value.claims.some((c) => 'explain' in c)).toBe(false);
        for (const claim of outcome.value.claims) {
          const e = claim.explain!;
          expect(e, claim.id).toBeDefined();
          expect(e.rule.length).toBeGreaterThan(0);
          expect(e.basis).toBe(claim.basis);
          expect(e.conditions.length).toBeGreaterThan(0);
          for (const c of e.conditions)
            expect(holds(c.amount, c.op, c.threshold), `${claim.id} ${c.measure}`).toBe(true);
          explainedClaims++;
        }
        const fop = outcome.value.frontOfPack;
        if (fop !== undefined) {
          const e = fop.explain!;
          expect(e.rule).toBe(fop.citation);
          const shown = new Set(fop.items.map((i) => i.key));
          for (const t of e.tested) {
            expect(t.high).toBe(shown.has(t.key));
            // Shown exactly when at or over the threshold and neither it nor the whole symbol is exempt.
            const exempt = t.exempt !== undefined || e.exemptAll !== undefined;
            expect(t.amount >= e.threshold - 1e-9 && !exempt).toBe(t.high);
            if (t.exempt !== undefined) expect(t.amount >= e.threshold - 1e-9).toBe(true);
          }
          expect(plain.value.frontOfPack && 'explain' in plain.value.frontOfPack).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    expect(explainedClaims).toBeGreaterThan(0);
  });
});
