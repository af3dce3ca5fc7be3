/**
 * Reference values for percentage daily intake, the table of 1.2.8—8(3)(a) (✔ docs/regulations/anz.md
 * §3), and the statement of 1.2.8—8(3)(b). The %DI is given per serving only (S12—4).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** Where the reference values come from. */
export const ANZ_DI_CITE = 'FSANZ Code 1.2.8—8(3)';

/** The reference value of each item, in the row's unit (Cal shares the energy row's % of 8 700 kJ). */
export const ANZ_DAILY_INTAKE: Readonly<Partial<Record<NutrientKey, number>>> = {
  energy_kj: 8700,
  protein: 50,
  total_fat: 70,
  saturated_fat: 24,
  total_carbohydrate: 310,
  sodium: 2300,
  total_sugars: 90,
  dietary_fiber: 30,
};

/** 1.2.8—8(3)(b)(ii), printed under a panel with %DI. */
export const ANZ_DI_STATEMENT = '*Percentage daily intakes are based on an average adult diet of 8700 kJ.';
