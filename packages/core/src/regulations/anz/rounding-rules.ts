/**
 * How average quantities are printed. The Code sets no rounding: 1.2.8—6 and 1.2.8—7 (✔ read) and
 * the Schedule 12 formats prescribe none, and no significant-figure rule was found in them
 * (docs/regulations/anz.md §1.2). FSANZ's user guide to Standard 1.2.8 has a section "To how many
 * significant figures should the values be declared" (§3.6; heading read, text not: ✖) whose advice
 * is commonly given as three significant figures. Decided (api.md §13): three significant figures,
 * never finer than the row's print step (0.1 g; 1 mg, 1 kJ, 1 Cal), halves up.
 *
 * @module
 */
import type { NutrientUnit } from '../../nutrients/catalog';

/** Where the rounding comes from. */
export const ANZ_ROUNDING_CITE =
  'FSANZ user guide to Std 1.2.8 §3.6 (3 significant figures; decided, api.md §13)';

/** Significant figures of every average quantity. */
export const ANZ_SIGNIFICANT_FIGURES = 3;

/** The finest step printed per unit: grams to one decimal, the others whole. */
export const ANZ_FINEST_STEP: { readonly [U in NutrientUnit]: number } = {
  kJ: 1,
  kcal: 1,
  g: 0.1,
  mg: 1,
  mcg: 1,
};

/** %DI: nearest whole percent of the unrounded amount (no rule in 1.2.8—8; decided, api.md §13). */
export const ANZ_PERCENT_STEP = 1;
