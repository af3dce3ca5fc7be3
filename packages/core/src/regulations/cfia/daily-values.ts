/**
 * Canadian Daily Values for foods for adults and children ≥ 4 years (Table of Daily Values,
 * 2022-10-20 version, incorporated by reference in FDR B.01.001.1(2)); values and verification
 * marks from docs/spec/regulations-intl.md §1.2. Rows marked ◐ there are kept as given and
 * flagged `unverified` (checked only against secondary sources).
 *
 * The saturated-fat DV (20 g) applies to saturated + trans fat together; carbohydrate,
 * protein and energy have no %DV on the Nutrition Facts table; cholesterol's %DV is optional
 * and not shown.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** One Canadian DV with its source and verification. */
export interface CfiaDailyValue {
  readonly amount: number;
  readonly cite: string;
  /** ◐ in the spec: secondary sources only. */
  readonly mark?: 'unverified';
}

const DV = 'Table of Daily Values (2022), Part 1 col. 3 / Part 2 col. 4';
const ok = (amount: number): CfiaDailyValue => ({ amount, cite: DV });
const half = (amount: number): CfiaDailyValue => ({ amount, cite: DV, mark: 'unverified' });

/** Canadian DVs in the unit of the nutrient catalog. */
export const CFIA_DAILY_VALUES: Readonly<Partial<Record<NutrientKey, CfiaDailyValue>>> = {
  total_fat: half(75),
  saturated_fat: ok(20), // saturated + trans
  cholesterol: half(300),
  sodium: ok(2300),
  potassium: ok(3400),
  dietary_fiber: half(28),
  total_sugars: ok(100),
  vitamin_a: half(900),
  vitamin_c: half(90),
  vitamin_d: half(20),
  vitamin_e: half(15),
  vitamin_k: half(120),
  thiamin: ok(1.2),
  riboflavin: ok(1.3),
  niacin: ok(16),
  vitamin_b6: ok(1.7),
  folate: ok(400),
  vitamin_b12: ok(2.4),
  biotin: half(30),
  pantothenic_acid: ok(5),
  choline: half(550),
  calcium: ok(1300),
  phosphorus: half(1250),
  iodine: half(150),
  magnesium: ok(420),
  zinc: ok(11),
  selenium: half(55),
  copper: ok(0.9),
  manganese: half(2.3),
  chromium: half(35),
  molybdenum: half(45),
  chloride: half(2300),
  iron: ok(18),
};

/** Nutrients with a DV whose %DV the Nutrition Facts table does not print. */
export const CFIA_NO_PERCENT: ReadonlySet<NutrientKey> = new Set<NutrientKey>(['cholesterol', 'trans_fat']);
