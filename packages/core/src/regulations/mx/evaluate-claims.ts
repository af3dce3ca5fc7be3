/**
 * What the Mexican format says beside the declaration: the warning seals and legends of the phase in
 * force on the label's date (warning-seals.ts), and what a label with them may not carry. Nutrition
 * claims (the descriptors of NOM-086-SSA1-1994) are not evaluated: their criteria could not be read in
 * the primary text nor in two agreeing Mexican sources (docs/regulations/mx.md §6–§8), and the format
 * offers none rather than guess; what the seals forbid is said as warnings.
 *
 * @module
 */
import type { FrontOfPack } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import type { ResolvedIngredient } from '../../recipe/resolved-recipe';
import { claimPer100 } from '../_lib/per-100-values';
import { wordList } from '../_lib/word-list';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { MX_SEALS, mxPhaseOn, mxWarningSeals } from './warning-seals';

/**
 * NOM-051 4.1.5 (◐ press report of the project text; MX-CIDAM 13.11–13.12; ✖ final wording): a product
 * with a seal or the sweeteners legend may not show children's characters, cartoons, celebrities,
 * athletes, pets, interactive elements or toys that promote it to children.
 */
export const MX_SEALED_RESTRICTIONS =
  'With warning seals or the sweeteners legend, the label may not carry children’s characters, ' +
  'cartoons, celebrities, athletes or pets, interactive games or toys promoting the product (NOM-051 4.1.5).';

/** Where the claims rule comes from (◐ two secondary sources: MX-CIDAM 13.6–13.7, MX-CODE-C). */
export const MX_SEALED_CLAIMS_CITE = 'NOM-051 (mod. DOF 2020-03-27) 6.3 ◐';

/**
 * With one or more seals the label may carry no health claim at all, and no nutrition claim about a
 * nutrient a seal flags (mx.md §6 ◐: MX-CIDAM 13.6–13.7 and MX-CODE-C agree; MX-CIDAM alone extends it to
 * labels with a legend and no seal ✖, not applied). The nutrients are named in the seals' order, each by
 * its seal's `nutrientName`.
 *
 * @example mxSealedClaimsWarning(['sodium'])
 *   // "With warning seals, the label may carry no health claims, and no nutrition claims about sodium (…)."
 */
export function mxSealedClaimsWarning(sealKeys: readonly NutrientKey[]): string {
  const names = MX_SEALS.filter((seal) => sealKeys.includes(seal.key)).map((seal) => seal.nutrientName);
  return (
    'With warning seals, the label may carry no health claims, and no nutrition claims about ' +
    `${wordList(names, 'or')} (${MX_SEALED_CLAIMS_CITE}).`
  );
}

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
 * restrictions that come with them: the characters rule with a seal or the sweeteners legend (4.1.5),
 * the claims rule with a seal (6.3 ◐).
 */
export function evaluateMxClaims(input: ClaimInput): ClaimOutput {
  const frontOfPack = mxFrontOfPack(input);
  const sealed = frontOfPack.items.length > 0;
  const sweetened = (frontOfPack.legends ?? []).some((l) => l.key === 'sweeteners');
  return {
    claims: [],
    healthClaims: [],
    structureFunctionClaims: [],
    warnings: [
      ...(sealed || sweetened ? [MX_SEALED_RESTRICTIONS] : []),
      ...(sealed ? [mxSealedClaimsWarning(frontOfPack.items.map((i) => i.key))] : []),
    ],
    frontOfPack,
  };
}
