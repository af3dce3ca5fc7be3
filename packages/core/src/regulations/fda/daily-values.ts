/**
 * FDA Daily Values for adults and children 4 years and older (2,000 kcal reference),
 * from the 2016 Nutrition Facts rule (81 FR 33742).
 *
 * DRVs: 21 CFR 101.9(c)(9), protein 101.9(c)(7)(iii). RDIs: 21 CFR 101.9(c)(8)(iv).
 * Values and verification marks: docs/spec/regulations-us.md §2.1 (adults ✅ S4) and §2.2 (adults ✅ S4).
 * Nutrients without a DV (trans fat, total sugars, mono/poly fat, soluble/insoluble fiber,
 * sugar alcohols) are absent: their %DV cell is blank.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** How a nutrient's %DV is rounded: DRV nutrients to 1 %, vitamins and minerals in bands. */
export type DailyValueKind = 'drv' | 'rdi';

/** One daily value with its citation. */
export interface DailyValue {
  readonly amount: number;
  readonly kind: DailyValueKind;
  readonly cite: string;
}

const drv = (amount: number, cite: string): DailyValue => ({ amount, kind: 'drv', cite });
const rdi = (amount: number): DailyValue => ({ amount, kind: 'rdi', cite: '21 CFR 101.9(c)(8)(iv)' });

/** Daily values (adults and children ≥ 4), in the unit of the nutrient catalog. */
export const FDA_DAILY_VALUES: Readonly<Partial<Record<NutrientKey, DailyValue>>> = {
  total_fat: drv(78, '21 CFR 101.9(c)(9)'),
  saturated_fat: drv(20, '21 CFR 101.9(c)(9)'),
  cholesterol: drv(300, '21 CFR 101.9(c)(9)'),
  sodium: drv(2300, '21 CFR 101.9(c)(9)'),
  total_carbohydrate: drv(275, '21 CFR 101.9(c)(9)'),
  dietary_fiber: drv(28, '21 CFR 101.9(c)(9)'),
  added_sugars: drv(50, '21 CFR 101.9(c)(9)'),
  protein: drv(50, '21 CFR 101.9(c)(7)(iii)'),
  vitamin_a: rdi(900),
  vitamin_c: rdi(90),
  calcium: rdi(1300),
  iron: rdi(18),
  vitamin_d: rdi(20),
  vitamin_e: rdi(15),
  vitamin_k: rdi(120),
  thiamin: rdi(1.2),
  riboflavin: rdi(1.3),
  niacin: rdi(16),
  vitamin_b6: rdi(1.7),
  folate: rdi(400),
  vitamin_b12: rdi(2.4),
  biotin: rdi(30),
  pantothenic_acid: rdi(5),
  phosphorus: rdi(1250),
  iodine: rdi(150),
  magnesium: rdi(420),
  zinc: rdi(11),
  selenium: rdi(55),
  copper: rdi(0.9),
  manganese: rdi(2.3),
  chromium: rdi(35),
  molybdenum: rdi(45),
  chloride: rdi(2300),
  potassium: rdi(4700),
  choline: rdi(550),
};
