/**
 * Vitamins and minerals on an EU nutrition declaration only in a significant amount (Reg. (EU)
 * 1169/2011 Art 30(2)(f) and Annex I point 4, Annex XIII Part A point 2 ✔): the others are left off
 * the declaration (and so off the CSV and the rendering), each named in a warning.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';
import type { RowFacts, RowReview } from '../regulation';
import { EU_NRV, EU_SIGNIFICANT_AMOUNT_CITE, EU_SIGNIFICANT_AMOUNT_PERCENT } from './reference-values';

/** Nutrients with an NRV and the NRV, in Annex XIII order. */
const NRVS = (Object.keys(EU_NRV) as NutrientKey[]).flatMap((key) => {
  const nrv = EU_NRV[key];
  return nrv === undefined ? [] : [{ key, slot: slotOf(key), nrv }];
});

/**
 * The vitamins and minerals below the significant amount, judged per 100 g / 100 ml, or per
 * portion for a single-portion package (at most one serving in it).
 */
export function reviewSignificantAmounts(facts: RowFacts): RowReview | undefined {
  const single = facts.servings <= 1 + 1e-9;
  const amounts = single ? facts.perServing : facts.per100;
  const percent = single
    ? EU_SIGNIFICANT_AMOUNT_PERCENT.singlePortion
    : EU_SIGNIFICANT_AMOUNT_PERCENT[facts.form];
  const minor: NutrientKey[] = [];
  for (const { key, slot, nrv } of NRVS) {
    if ((amounts[slot]! / nrv) * 100 < percent) minor.push(key);
  }
  if (minor.length === 0) return undefined;
  const basis = single ? 'portion (single-portion package)' : facts.form === 'liquid' ? '100 ml' : '100 g';
  return {
    omit: new Set(minor),
    warnings: [
      `Not present in a significant amount (${percent} % of the NRV per ${basis}), so left off the ` +
        `declaration (${EU_SIGNIFICANT_AMOUNT_CITE}): ${minor.join(', ')}.`,
    ],
  };
}
