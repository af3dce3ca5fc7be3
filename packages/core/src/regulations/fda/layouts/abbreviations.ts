/**
 * The abbreviations 21 CFR 101.9(j)(13)(ii)(B) allows on small packages, in the dotted,
 * capitalised spelling of FDA's Appendix B sample labels ("Sat. Fat", "Total Carb.", "Incl.").
 * The tabular and linear displays use them in English; Spanish names print in full.
 * Verification marks in docs/spec/regulations-us.md §1.2.
 *
 * @module
 */
import type { NutrientKey } from '../../../nutrients/catalog';

export const ABBREVIATIONS_CITE = '21 CFR 101.9(j)(13)(ii)(B)';

/** Nutrient names shortened as (j)(13)(ii)(B) allows; a row not listed keeps its name. */
export const NUTRIENT_ABBREVIATIONS: Readonly<Partial<Record<NutrientKey, string>>> = {
  saturated_fat: 'Sat. Fat',
  monounsaturated_fat: 'Monounsat. Fat',
  polyunsaturated_fat: 'Polyunsat. Fat',
  cholesterol: 'Cholest.',
  total_carbohydrate: 'Total Carb.',
  dietary_fiber: 'Fiber',
  soluble_fiber: 'Sol. Fiber',
  insoluble_fiber: 'Insol. Fiber',
  sugar_alcohols: 'Sugar Alc.',
  potassium: 'Potas.',
};

/** Headings shortened as (j)(13)(ii)(B) allows. */
export const HEADING_ABBREVIATIONS = {
  servingSize: 'Serv. size',
  servings: 'Servings',
  includes: 'Incl.',
  /** "Vitamin" → "Vit." (Vit. D, Vit. C …). */
  vitamin: 'Vit.',
} as const;

/** The short name of a row: the listed abbreviation, else "Vitamin X" as "Vit. X", else the name. */
export function abbreviated(key: NutrientKey, name: string): string {
  const listed = NUTRIENT_ABBREVIATIONS[key];
  if (listed !== undefined) return listed;
  return name.startsWith('Vitamin ')
    ? `${HEADING_ABBREVIATIONS.vitamin} ${name.slice('Vitamin '.length)}`
    : name;
}
