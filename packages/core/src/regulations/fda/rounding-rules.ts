/**
 * FDA rounding of declared amounts, 21 CFR 101.9(c). Values and verification marks:
 * docs/spec/regulations-us.md §3.1. Where the regulation allows a choice ("may"),
 * the engine takes the first option of the spec: calories < 5 → 0, cholesterol
 * 2–5 mg → "less than 5 mg", carbohydrate/fiber/sugars/protein 0.5–1 g → "less than 1 g".
 *
 * Vitamins and minerals (101.9(c)(8)(iii)) round to FDA's recommended increments by
 * the size of the RDI (S3, ✅ for < 25 and 25–250; the 10-unit tier for RDI ≥ 250 is
 * ⚠ unverified, inferred by the spec); amounts under 2 % of the RDI are declared 0.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { lessThan, nearest, type RoundingRule, zero } from '../../rounding/rounding-rule';
import { FDA_DAILY_VALUES } from './daily-values';

const calories: RoundingRule = {
  tiers: [
    { below: 5, outcome: zero },
    { below: 50, orEqual: true, outcome: nearest(5) },
  ],
  otherwise: nearest(10),
  cite: '21 CFR 101.9(c)(1)',
};

const fat = (cite: string): RoundingRule => ({
  tiers: [
    { below: 0.5, outcome: zero },
    { below: 5, outcome: nearest(0.5) },
  ],
  otherwise: nearest(1),
  cite,
});

const cholesterol: RoundingRule = {
  tiers: [
    { below: 2, outcome: zero },
    { below: 5, outcome: lessThan(5) },
  ],
  otherwise: nearest(5),
  cite: '21 CFR 101.9(c)(3)',
};

const sodium: RoundingRule = {
  tiers: [
    { below: 5, outcome: zero },
    { below: 140, orEqual: true, outcome: nearest(5) },
  ],
  otherwise: nearest(10),
  cite: '21 CFR 101.9(c)(4)',
};

/** Carbohydrate, fiber, sugars, sugar alcohol and protein share one pattern. */
const grams = (cite: string): RoundingRule => ({
  tiers: [
    { below: 0.5, outcome: zero },
    { below: 1, outcome: lessThan(1) },
  ],
  otherwise: nearest(1),
  cite,
});

/** FDA's recommended increment by RDI magnitude (regulations-us.md §3.1, S3). */
const VITAMIN_MINERAL_STEPS: readonly { readonly rdiBelow: number; readonly step: number }[] = [
  { rdiBelow: 25, step: 0.1 },
  { rdiBelow: 250, step: 1 },
  { rdiBelow: Number.POSITIVE_INFINITY, step: 10 },
];

const vitaminMineral = (key: NutrientKey): RoundingRule => {
  const rdi = FDA_DAILY_VALUES[key]?.amount ?? 0;
  const step = VITAMIN_MINERAL_STEPS.find((s) => rdi < s.rdiBelow)?.step ?? 1;
  return {
    // < 2 % of the RDI may be declared 0 (101.9(c)(8)(iii)).
    tiers: [{ below: rdi * 0.02, outcome: zero }],
    // "0.01 or 0.001 allowed when needed" for small RDIs (S3).
    otherwise: step === 0.1 ? nearest(0.1, [0.01, 0.001]) : nearest(step),
    cite: '21 CFR 101.9(c)(8)(iii)',
  };
};

/** Vitamins and minerals: the nutrients with an RDI (101.9(c)(8)(iv)), as opposed to a DRV. */
const VITAMINS_AND_MINERALS = (Object.keys(FDA_DAILY_VALUES) as NutrientKey[]).filter(
  (key) => FDA_DAILY_VALUES[key]?.kind === 'rdi',
);

/** The rounding rule of every nutrient an FDA label can show. */
export const FDA_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> = {
  energy_kcal: calories,
  total_fat: fat('21 CFR 101.9(c)(2)'),
  saturated_fat: fat('21 CFR 101.9(c)(2)(i)'),
  trans_fat: fat('21 CFR 101.9(c)(2)(ii)'),
  polyunsaturated_fat: fat('21 CFR 101.9(c)(2)(iii)'),
  monounsaturated_fat: fat('21 CFR 101.9(c)(2)(iv)'),
  cholesterol,
  sodium,
  total_carbohydrate: grams('21 CFR 101.9(c)(6)'),
  dietary_fiber: grams('21 CFR 101.9(c)(6)(i)'),
  soluble_fiber: grams('21 CFR 101.9(c)(6)(i)(A)'),
  insoluble_fiber: grams('21 CFR 101.9(c)(6)(i)(B)'),
  total_sugars: grams('21 CFR 101.9(c)(6)(ii)'),
  added_sugars: grams('21 CFR 101.9(c)(6)(iii)'),
  sugar_alcohols: grams('21 CFR 101.9(c)(6)(iv)'),
  protein: grams('21 CFR 101.9(c)(7)'),
  ...Object.fromEntries(VITAMINS_AND_MINERALS.map((key) => [key, vitaminMineral(key)])),
};
