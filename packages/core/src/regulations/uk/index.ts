/**
 * The UK (Great Britain) nutrition declaration: the Food Information Regulations 2014 enforcing
 * Regulation (EU) 1169/2011 as retained in GB law, so the EU declaration of `regulations/eu/`
 * (rows, Annex XIV energy, guidance rounding, Annex XIII RI, Annex II allergens, 1924/2006 claims),
 * plus the voluntary colour-coded front-of-pack label of the 2016 DH/FSA guide (`uk-traffic-light`,
 * traffic-light.ts). Figures and what could not be verified: docs/regulations/uk.md.
 *
 * @module
 */
import type { FrontOfPack, LabelNutrient } from '../../label/types';
import { servingSlotsOf } from '../_lib/engine-amounts';
import { claimPer100 } from '../_lib/per-100-values';
import { eu } from '../eu';
import type { ClaimInput, Regulation } from '../regulation';
import { UK_ALLERGENS } from './allergen-profile';
import { layoutUk } from './layout';
import { ukTrafficLight } from './traffic-light';

/** The traffic light over the declared rows. */
function ukFrontOfPack(rows: readonly LabelNutrient[], input: ClaimInput): FrontOfPack {
  const density = input.form === 'liquid' ? (input.densityGPerMl ?? 1) : 1;
  return ukTrafficLight({
    form: input.form,
    per100: claimPer100(input).amounts,
    perPortion: servingSlotsOf(input),
    portion: input.servingSizeGrams / density,
    rows,
  });
}

/** The UK label format. */
export const uk: Regulation = {
  ...eu,
  id: 'uk',
  name: 'UK (Great Britain)',
  aliases: ['gb'],
  // The Food Information Regulations 2014 (SI 2014/1855), made 2014-07-14; the traffic-light
  // criteria are those of the DH/FSA guide updated November 2016 (no day given).
  ruleset: '2014-07-14',
  script: 'latin',
  options: [],
  allergens: UK_ALLERGENS,
  layout: layoutUk,
  frontOfPack: ukFrontOfPack,
};
