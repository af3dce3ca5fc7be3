/**
 * How the Mexican declaration rounds (NOM-051 4.5.2.4; docs/regulations/mx.md §4): the rounding
 * paragraphs of the 2020 text could not be read (✖ unverified), so every rule here is the plain one
 * the NOM's own examples print (◐ the official manual's model table): energy in whole kcal and kJ,
 * grams to one decimal, sodium and trans fat in whole milligrams.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { nearest, type RoundingRule } from '../../rounding/rounding-rule';

const CITE = 'NOM-051 4.5.2.4 (rounding ✖ unverified)';

const rule = (step: number): RoundingRule => ({ tiers: [], otherwise: nearest(step), cite: CITE });

/** The rule of each declared row, in the unit the row prints (trans fat in mg). */
export const MX_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> = {
  energy_kcal: rule(1),
  energy_kj: rule(1),
  protein: rule(0.1),
  total_fat: rule(0.1),
  saturated_fat: rule(0.1),
  trans_fat: rule(1),
  total_carbohydrate: rule(0.1),
  total_sugars: rule(0.1),
  added_sugars: rule(0.1),
  dietary_fiber: rule(0.1),
  sodium: rule(1),
};

/** Rows printed in another unit than the catalog's, and the factor from the catalog unit. */
export const MX_UNIT_FACTORS: Readonly<
  Partial<Record<NutrientKey, { readonly unit: 'mg'; readonly factor: number }>>
> = {
  trans_fat: { unit: 'mg', factor: 1000 },
};
