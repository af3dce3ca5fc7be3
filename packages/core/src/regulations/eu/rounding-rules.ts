/**
 * EU rounding of declared amounts: the European Commission's guidance document on tolerances
 * (Dec 2012), rounding table (◐, docs/spec/regulations-intl.md §2.3), applied per 100 g/ml and
 * per portion alike. Zero tests use "≤". Where the guidance allows "0 g" or "<0.5 g", the engine
 * prints "0 g" only for a true zero and "<0.5 g" (or "<0.1 g", "<0.01 g") for a detectable amount
 * at or under the limit — the guidance's "not detectable" case and its warning against a "0"
 * fat next to a non-zero saturates.
 *
 * Vitamins and minerals round to significant figures: 3 for vitamin A, folic acid, chloride,
 * calcium, phosphorus, magnesium, iodine and potassium, 2 for the others (✖ unverified).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { lessThan, nearest, type RoundingRule, zero } from '../../rounding/rounding-rule';

const GUIDANCE = 'EC guidance on tolerances (2012), rounding table';

/** Energy in kJ and kcal: nearest whole unit. */
const energy: RoundingRule = { tiers: [], otherwise: nearest(1), cite: GUIDANCE };

/** Tiers: exactly 0 → "0"; ≤ `limit` → "<`bound`"; < 10 → `fine`; ≥ 10 → 1. */
const grams = (limit: number, bound: number, fine: number): RoundingRule => ({
  tiers: [
    { below: 0, orEqual: true, outcome: zero },
    { below: limit, orEqual: true, outcome: lessThan(bound) },
    { below: 10, outcome: nearest(fine) },
  ],
  otherwise: nearest(1),
  cite: GUIDANCE,
});

/** Fat, carbohydrate, sugars, protein, fibre, polyols: ≤ 0.5 g → "<0.5 g"; < 10 g → 0.1 g; ≥ 10 g → 1 g. */
const MACRO = grams(0.5, 0.5, 0.1);
/** Saturates, mono-, polyunsaturates: ≤ 0.1 g → "<0.1 g"; < 10 g → 0.1 g; ≥ 10 g → 1 g. */
const FATTY_ACIDS = grams(0.1, 0.1, 0.1);

/** Salt: ≤ 0.0125 g → "<0.01 g"; < 1 g → 0.01 g; ≥ 1 g → 0.1 g. */
const salt: RoundingRule = {
  tiers: [
    { below: 0, orEqual: true, outcome: zero },
    { below: 0.0125, orEqual: true, outcome: lessThan(0.01) },
    { below: 1, outcome: nearest(0.01) },
  ],
  otherwise: nearest(0.1),
  cite: GUIDANCE,
};

/** The increment rule of every macro row of the EU declaration. */
export const EU_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> = {
  energy_kj: energy,
  energy_kcal: energy,
  total_fat: MACRO,
  saturated_fat: FATTY_ACIDS,
  monounsaturated_fat: FATTY_ACIDS,
  polyunsaturated_fat: FATTY_ACIDS,
  total_carbohydrate: MACRO,
  total_sugars: MACRO,
  sugar_alcohols: MACRO,
  dietary_fiber: MACRO,
  protein: MACRO,
  salt,
};

/** Where the significant figures of vitamins and minerals come from. */
export const EU_SIGNIFICANT_FIGURES_CITE = GUIDANCE;

/** Significant figures of vitamins and minerals (✖ unverified); absent ⇒ 2. */
export const EU_SIGNIFICANT_FIGURES: Readonly<Partial<Record<NutrientKey, 2 | 3>>> = {
  vitamin_a: 3,
  folate: 3,
  chloride: 3,
  calcium: 3,
  phosphorus: 3,
  magnesium: 3,
  iodine: 3,
  potassium: 3,
};

/** %RI and %NRV: nearest whole percent, from the unrounded amount (no legal rule; ✖ common practice). */
export const EU_PERCENT: RoundingRule = {
  tiers: [],
  otherwise: nearest(1),
  cite: 'practice (no legal rule)',
};
