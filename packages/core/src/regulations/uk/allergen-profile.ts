/**
 * The UK allergen profile: the 14 items of Annex II to Regulation (EU) 1169/2011 as retained in GB
 * law, with the Art 21 emphasis (docs/regulations/uk.md §3): the EU profile with the GB citation.
 * That GB kept Annex II unchanged is ✖ unverified in the retained text.
 *
 * @module
 */
import type { AllergenProfile, KeyRule } from '../../allergens/profile';
import { EU_ALLERGENS } from '../eu/allergen-profile';

const retained = (rule: KeyRule): KeyRule => ({
  ...rule,
  cite: rule.cite.replace('Reg. (EU) 1169/2011', 'Reg. 1169/2011 as retained (GB)'),
});

/** The uk allergen profile. */
export const UK_ALLERGENS: AllergenProfile = {
  ...EU_ALLERGENS,
  rules: Object.fromEntries(
    Object.entries(EU_ALLERGENS.rules).map(([key, rule]) => [key, retained(rule)]),
  ) as AllergenProfile['rules'],
};
