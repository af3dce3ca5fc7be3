/**
 * What the Mexican format says beside the declaration: the warning seals and legends of the phase in
 * force on the label's date (warning-seals.ts), and what a label with them may not carry. Nutrition
 * claims (NOM-086-SSA1-1994 and NOM-051 4.5.3.x) are not evaluated: their criteria could not be read
 * in the primary text (docs/regulations/mx.md §6), and the format offers none rather than guess.
 *
 * @module
 */
import type { FrontOfPack } from '../../label/types';
import type { ResolvedIngredient } from '../../recipe/resolved-recipe';
import { claimPer100 } from '../_lib/per-100-values';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { mxPhaseOn, mxWarningSeals } from './warning-seals';

/**
 * NOM-051 4.1.5 (◐ press report of the project text; ✖ final wording): a product with a seal or the
 * sweeteners legend may not show children's characters, cartoons, celebrities, athletes, pets,
 * interactive elements or toys that promote it to children.
 */
export const MX_SEALED_RESTRICTIONS =
  'With warning seals or the sweeteners legend, the label may not carry children’s characters, ' +
  'cartoons, celebrities, athletes or pets, interactive games or toys promoting the product (NOM-051 4.1.5), ' +
  'nor nutrition or health claims about the nutrients a seal flags (NOM-051 4.5.3, ✖ paragraph unverified).';

/** The label's date, yyyy-mm-dd (UTC): the phase of the profile in force then decides the seals. */
export const labelDate = (): string => new Date().toISOString().slice(0, 10);

/** The seals of a claim input (per 100 g or 100 ml, the NOM's energy). */
export function mxFrontOfPack(input: ClaimInput, date: string = labelDate()): FrontOfPack {
  const per100 = claimPer100(input).values;
  const ingredients: readonly ResolvedIngredient[] = input.ingredients ?? [];
  return mxWarningSeals({
    form: input.form,
    per100: {
      energyKcal: per100.energy_kcal ?? 0,
      totalSugars: per100.total_sugars ?? 0,
      saturatedFat: per100.saturated_fat ?? 0,
      transFat: per100.trans_fat ?? 0,
      sodiumMg: per100.sodium ?? 0,
    },
    ingredients,
    phase: mxPhaseOn(date),
    ...(input.principalDisplaySurfaceCm2 === undefined
      ? {}
      : { principalDisplaySurfaceCm2: input.principalDisplaySurfaceCm2 }),
  });
}

/**
 * The Mexican "claims": none evaluated; the seals and legends as the front of pack, with the
 * restrictions that come with them.
 */
export function evaluateMxClaims(input: ClaimInput): ClaimOutput {
  const frontOfPack = mxFrontOfPack(input);
  const sealed =
    frontOfPack.items.length > 0 || (frontOfPack.legends ?? []).some((l) => l.key === 'sweeteners');
  return {
    claims: [],
    healthClaims: [],
    structureFunctionClaims: [],
    warnings: sealed ? [MX_SEALED_RESTRICTIONS] : [],
    frontOfPack,
  };
}
