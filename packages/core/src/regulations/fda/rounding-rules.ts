/**
 * FDA rounding of declared amounts, 21 CFR 101.9(c). Values and verification marks:
 * docs/spec/regulations-us.md §3.1. Where the regulation allows a choice ("may"),
 * the engine takes the first option of the spec: calories < 5 → 0, cholesterol
 * 2–5 mg → "less than 5 mg", carbohydrate/fiber/sugars/protein 0.5–1 g → "less than 1 g".
 *
 * Vitamins and minerals (101.9(c)(8)(iii)) round to FDA's recommended increments by
 * the size of the adult RDI ({@link VITAMIN_MINERAL_INCREMENTS}); amounts under 2 % of
 * the RDI are declared 0.
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

/**
 * FDA's recommended increment for the amount of a vitamin or mineral, by the size of its adult
 * RDI (101.9(c)(8)(iv)). 101.9(c)(8)(iii) itself only asks for "the levels of significance" of the
 * (c)(8)(iv) table, extra levels allowed; the increments are FDA's guidance "Nutrition and Supplement
 * Facts Labels: Questions and Answers Related to the Compliance Date, Added Sugars, and Declaration of
 * Quantitative Amounts of Vitamins and Minerals" (Nov 2018, rev. Dec 2019), section VI, which picks,
 * per tier, the coarsest step at which 2 % of the RDI can still be declared: 2 % of 25 is 0.5 (a tenth
 * suffices below), of 250 is 5, of 500 is 10. So folate (400 mcg DFE) and magnesium (420 mg) go by 5,
 * not 10: 13.5 mcg DFE prints 15 mcg. Marks: regulations-us.md §3.1 (tiers 1–2 ✅ S3; tiers 3–4 ◐).
 */
export const VITAMIN_MINERAL_INCREMENTS: readonly {
  readonly rdiBelow: number;
  readonly step: number;
  readonly cite: string;
}[] = [
  // iron, D, E, thiamin, riboflavin, niacin, B6, B12, pantothenic acid, zinc, copper, manganese
  { rdiBelow: 25, step: 0.1, cite: 'FDA guidance (Dec 2019) VI: RDI < 25 → nearest 0.1' },
  // C, K, biotin, iodine, selenium, chromium, molybdenum
  { rdiBelow: 250, step: 1, cite: 'FDA guidance (Dec 2019) VI: 25 ≤ RDI < 250 → nearest 1' },
  // folate, magnesium
  { rdiBelow: 500, step: 5, cite: 'FDA guidance (Dec 2019) VI: 250 ≤ RDI < 500 → nearest 5' },
  // vitamin A, calcium, phosphorus, chloride, potassium, choline
  {
    rdiBelow: Number.POSITIVE_INFINITY,
    step: 10,
    cite: 'FDA guidance (Dec 2019) VI: RDI ≥ 500 → nearest 10',
  },
];

/** The increment tier of a vitamin or mineral, chosen by its adult RDI (the guidance names the nutrients by that RDI). */
export const incrementOf = (key: NutrientKey): (typeof VITAMIN_MINERAL_INCREMENTS)[number] => {
  const rdi = FDA_DAILY_VALUES[key]?.amount ?? 0;
  return VITAMIN_MINERAL_INCREMENTS.find((s) => rdi < s.rdiBelow)!;
};

/** The rounding rule of a vitamin or mineral whose zero tier is 2 % of `rdi` (the population's RDI). */
export const vitaminMineralRule = (key: NutrientKey, rdi: number): RoundingRule => {
  const { step } = incrementOf(key);
  return {
    // < 2 % of the RDI may be declared 0 (101.9(c)(8)(iii)).
    // Cleaned of binary noise: 0.9 × 0.02 is 0.018000000000000002, which would zero 0.018 mg of copper.
    tiers: [{ below: Number((rdi * 0.02).toPrecision(12)), outcome: zero }],
    // "0.01 or 0.001 allowed when needed" for small RDIs (S3).
    otherwise: step === 0.1 ? nearest(0.1, [0.01, 0.001]) : nearest(step),
    cite: '21 CFR 101.9(c)(8)(iii)',
  };
};

/** Vitamins and minerals: the nutrients with an RDI (101.9(c)(8)(iv)), as opposed to a DRV. */
const VITAMINS_AND_MINERALS = (Object.keys(FDA_DAILY_VALUES) as NutrientKey[]).filter(
  (key) => FDA_DAILY_VALUES[key]?.kind === 'rdi',
);

/**
 * The rounding rules of a label whose vitamins and minerals are judged against `dvs` (the 2 % zero
 * tier follows the population's RDI; the increment stays the adult one, as the guidance names it).
 */
export function fdaRoundingWith(
  dvs: Readonly<Partial<Record<NutrientKey, { readonly amount: number }>>>,
): Readonly<Partial<Record<NutrientKey, RoundingRule>>> {
  return {
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
    ...Object.fromEntries(
      VITAMINS_AND_MINERALS.map((key) => [key, vitaminMineralRule(key, dvs[key]?.amount ?? 0)]),
    ),
  };
}

/** The rounding rule of every nutrient an FDA label can show (adults and children ≥ 4). */
export const FDA_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> =
  fdaRoundingWith(FDA_DAILY_VALUES);
