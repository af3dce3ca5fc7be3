/**
 * The Australia New Zealand nutrition information panel: FSANZ Code Standard 1.2.8 with the formats
 * of Schedule 12 and the energy of Schedule 11 (kJ, and Cal = kJ / 4.18), %DI per serving on the
 * 1.2.8—8 reference values, average quantities to three significant figures (decided, api.md §13),
 * Standard 1.2.3 plain English allergen labelling, Schedule 4 nutrition content claims, and the
 * voluntary Health Star Rating when the recipe names its category (health-star-rating.ts;
 * docs/regulations/anz.md §6).
 *
 * @module
 */
import type { FrontOfPack, LabelNutrient } from '../../label/types';
import { slotOf } from '../../nutrients/nutrient-slots';
import { nearest } from '../../rounding/rounding-rule';
import { deriveInPlace } from '../_lib/engine-amounts';
import { formatAmount } from '../_lib/format-amount';
import { claimPer100 } from '../_lib/per-100-values';
import { gramsServingSize, metricServing, servingsWithRule } from '../_lib/servings';
import type { ClaimInput, ClaimOutput, Regulation, RowFacts, RowReview } from '../regulation';
import { ANZ_ALLERGENS } from './allergen-profile';
import { anzDisplay, anzPercent, declareAnz } from './declare';
import { ANZ_DERIVED_KEYS, deriveAnzInto } from './energy';
import { evaluateAnzClaims, explainAnzClaims } from './evaluate-claims';
import { hsrRatingInput, unratedHsrWarning } from './health-star-fields';
import { anzHealthStar } from './health-star-rating';
import { ANZ_ROWS } from './label-rows';
import { layoutAnz } from './layout';

const POLYOL_WARNING =
  'Polyols are counted as carbohydrate at 17 kJ/g: their own Schedule 11 (S11—2) factors were not verified.';

/** Warns where the energy of sugar alcohols is not computed by their own factors. */
function reviewAnzRows(facts: RowFacts): RowReview | undefined {
  const polyols = facts.per100[POLYOL_SLOT];
  return polyols !== undefined && polyols > 0 ? { warnings: [POLYOL_WARNING] } : undefined;
}

const POLYOL_SLOT = slotOf('sugar_alcohols');

/** The voluntary Health Star Rating, only when the recipe names its category (or a product kind's). */
function anzFrontOfPack(_rows: readonly LabelNutrient[], input: ClaimInput): FrontOfPack | undefined {
  const rated = hsrRatingInput(input.hsr);
  if (rated === undefined) return undefined;
  return anzHealthStar({ ...rated, per100: claimPer100(input).amounts });
}

/** The claims, and the label's word on rating inputs given without a category (no rating then). */
function anzClaims(input: ClaimInput): ClaimOutput {
  const output = evaluateAnzClaims(input);
  const unrated = unratedHsrWarning(input.hsr);
  return unrated === undefined ? output : { ...output, warnings: [...output.warnings, unrated] };
}

/** The ANZ label format. */
export const anz: Regulation = {
  id: 'anz',
  name: 'Australia and New Zealand (FSANZ)',
  aliases: ['au', 'nz'],
  // Standard 1.2.8 as revised by P1025 (Code revision), commenced 2016-03-01.
  ruleset: '2016-03-01',
  script: 'latin',
  options: [],
  title: 'NUTRITION INFORMATION',
  rows: ANZ_ROWS,
  allergens: ANZ_ALLERGENS,
  layout: layoutAnz,
  basis: ['serving', '100g'],
  derive: deriveInPlace((values) => deriveAnzInto(values, values), ANZ_DERIVED_KEYS),
  declare: (key, amount) => declareAnz(key, amount),
  display: anzDisplay,
  percent: (key, amount, _declared, context) => anzPercent(key, amount, context),
  servingSize(facts) {
    const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
    const quantity = `${formatAmount(metric.amount)} ${metric.unit}`;
    return {
      servingSize: gramsServingSize(facts.servingSizeGrams),
      servingSizeText: facts.householdMeasure ? `${quantity} (${facts.householdMeasure})` : quantity,
    };
  },
  // 1.2.8—6(1)(a): the number of servings; no rounding in the Code: nearest whole, "about" when rounded.
  servingsPerContainer: (servings) =>
    servingsWithRule(servings, { tiers: [], otherwise: nearest(1), cite: 'FSANZ Code 1.2.8—6(1)(a)' }),
  claims: anzClaims,
  explainClaims: explainAnzClaims,
  reviewRows: reviewAnzRows,
  frontOfPack: anzFrontOfPack,
};
