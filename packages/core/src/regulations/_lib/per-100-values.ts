/**
 * The per-100 amounts a format's claims are judged on: per 100 g for solids, per 100 ml for
 * liquids (converted with the density; 1 g/ml when absent, as the label engine does).
 *
 * @module
 */
import type { ClaimBasis } from '../../label/types';
import type { NutrientValues } from '../../nutrients/catalog';
import { valuesOf } from '../../nutrients/nutrient-slots';
import type { ClaimInput } from '../regulation';
import { per100gSlotsOf } from './engine-amounts';

/**
 * Amounts per 100 g (solid) or per 100 ml (liquid), and the claim basis that goes with them.
 *
 * @example claimPer100({ ...input, form: 'liquid', densityGPerMl: 1.04 }).basis // '100ml'
 */
export function claimPer100(input: ClaimInput): {
  readonly values: NutrientValues;
  /** The same amounts by slot. */
  readonly amounts: readonly number[];
  readonly basis: ClaimBasis;
} {
  const basis = input.form === 'liquid' ? '100ml' : '100g';
  const density = input.form === 'liquid' ? (input.densityGPerMl ?? 1) : 1;
  const per100g = per100gSlotsOf(input);
  if (density === 1) return { values: input.per100g, amounts: per100g, basis };
  const amounts = per100g.map((x) => x * density);
  return { values: valuesOf(amounts), amounts, basis };
}
