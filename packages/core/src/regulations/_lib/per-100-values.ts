/**
 * The per-100 amounts a format's claims are judged on: per 100 g for solids, per 100 ml for
 * liquids (converted with the density; 1 g/ml when absent, as the label engine does).
 *
 * @module
 */
import type { ClaimBasis } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { blankNutrientValues } from '../../nutrients/nutrient-slots';
import type { ClaimInput } from '../regulation';

/**
 * Amounts per 100 g (solid) or per 100 ml (liquid), and the claim basis that goes with them.
 *
 * @example claimPer100({ ...input, form: 'liquid', densityGPerMl: 1.04 }).basis // '100ml'
 */
export function claimPer100(input: ClaimInput): {
  readonly values: NutrientValues;
  readonly basis: ClaimBasis;
} {
  if (input.form !== 'liquid') return { values: input.per100g, basis: '100g' };
  const density = input.densityGPerMl ?? 1;
  if (density === 1) return { values: input.per100g, basis: '100ml' };
  const values = blankNutrientValues();
  for (const key in input.per100g) {
    const v = input.per100g[key as NutrientKey];
    if (v !== undefined) values[key as NutrientKey] = v * density;
  }
  return { values, basis: '100ml' };
}
