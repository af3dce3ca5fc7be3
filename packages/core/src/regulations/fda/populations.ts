/**
 * The population an FDA label is made for (api.md §12 `options.population`): its daily values
 * (101.9(c)(8)(iv) RDI columns, (c)(9) DRV columns, protein (c)(7)(iii)), the rows its label
 * leaves off, and the footnote it prints. 101.9(c)(8)(i): foods "represented or purported to be
 * specifically for" infants through 12 months or children 1 through 3 years use that group's values.
 * Verification marks: docs/spec/regulations-us.md §2.1, §2.2 and §2.3.
 *
 * @module
 */

import type { LabelPopulation } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { type DailyValue, FDA_DAILY_VALUES } from './daily-values';

/** The populations of api.md §12. */
export type FdaPopulation = LabelPopulation;

export const FDA_POPULATIONS: readonly FdaPopulation[] = ['general', 'children_1_3', 'infants_7_12m'];

const RDI_CITE = '21 CFR 101.9(c)(8)(iv)';
const DRV_CITE = '21 CFR 101.9(c)(9)';
const drv = (amount: number, cite = DRV_CITE): DailyValue => ({ amount, kind: 'drv', cite });
const rdi = (amount: number): DailyValue => ({ amount, kind: 'rdi', cite: RDI_CITE });

/** Children 1 through 3 years (1,000 kcal reference): the (c)(9) and (c)(8)(iv) columns of that name. */
const CHILDREN_1_3: Readonly<Partial<Record<NutrientKey, DailyValue>>> = {
  total_fat: drv(39),
  saturated_fat: drv(10),
  cholesterol: drv(300),
  sodium: drv(1500),
  total_carbohydrate: drv(150),
  dietary_fiber: drv(14),
  added_sugars: drv(25),
  protein: drv(13, '21 CFR 101.9(c)(7)(iii)'),
  vitamin_a: rdi(300),
  vitamin_c: rdi(15),
  calcium: rdi(700),
  iron: rdi(7),
  vitamin_d: rdi(15),
  vitamin_e: rdi(6),
  vitamin_k: rdi(30),
  thiamin: rdi(0.5),
  riboflavin: rdi(0.5),
  niacin: rdi(6),
  vitamin_b6: rdi(0.5),
  folate: rdi(150),
  vitamin_b12: rdi(0.9),
  biotin: rdi(8),
  pantothenic_acid: rdi(2),
  phosphorus: rdi(460),
  iodine: rdi(90),
  magnesium: rdi(80),
  zinc: rdi(3),
  selenium: rdi(20),
  copper: rdi(0.3),
  manganese: rdi(1.2),
  chromium: rdi(11),
  molybdenum: rdi(17),
  chloride: rdi(1500),
  potassium: rdi(3000),
  choline: rdi(200),
};

/**
 * Infants through 12 months (the values are those of 7–12 months, api.md §12). (c)(9) sets DRVs for
 * total fat and total carbohydrate only; saturated fat, cholesterol, sodium, fiber and added sugars
 * have none, so their %DV cell is blank.
 */
const INFANTS_7_12M: Readonly<Partial<Record<NutrientKey, DailyValue>>> = {
  total_fat: drv(30),
  total_carbohydrate: drv(95),
  protein: drv(11, '21 CFR 101.9(c)(7)(iii)'),
  vitamin_a: rdi(500),
  vitamin_c: rdi(50),
  calcium: rdi(260),
  iron: rdi(11),
  vitamin_d: rdi(10),
  vitamin_e: rdi(5),
  vitamin_k: rdi(2.5),
  thiamin: rdi(0.3),
  riboflavin: rdi(0.4),
  niacin: rdi(4),
  vitamin_b6: rdi(0.3),
  folate: rdi(80),
  vitamin_b12: rdi(0.5),
  biotin: rdi(6),
  pantothenic_acid: rdi(1.8),
  phosphorus: rdi(275),
  iodine: rdi(130),
  magnesium: rdi(75),
  zinc: rdi(3),
  selenium: rdi(20),
  copper: rdi(0.2),
  manganese: rdi(0.6),
  chromium: rdi(5.5),
  molybdenum: rdi(3),
  chloride: rdi(570),
  potassium: rdi(700),
  choline: rdi(150),
};

/** What a population changes on the label besides its daily values. */
export interface PopulationLabelRules {
  readonly dailyValues: Readonly<Partial<Record<NutrientKey, DailyValue>>>;
  /** Rows the label must not carry, with the paragraph that says so. */
  readonly omit: readonly NutrientKey[];
  readonly omitCite?: string;
  /** Calories of the footnote's reference diet; null: the label prints no footnote. */
  readonly footnoteCalories: number | null;
  readonly footnoteCite: string;
  /** Protein %DV is mandatory (then from the corrected amount, which a recipe does not give). */
  readonly proteinPercentRequired: boolean;
}

/** Each population's label rules. */
export const FDA_POPULATION_RULES: Readonly<Record<FdaPopulation, PopulationLabelRules>> = {
  general: {
    dailyValues: FDA_DAILY_VALUES,
    omit: [],
    footnoteCalories: 2000,
    footnoteCite: '21 CFR 101.9(d)(9)',
    proteinPercentRequired: false,
  },
  children_1_3: {
    dailyValues: CHILDREN_1_3,
    omit: [],
    footnoteCalories: 1000,
    footnoteCite: '21 CFR 101.9(d)(9)',
    proteinPercentRequired: true,
  },
  infants_7_12m: {
    dailyValues: INFANTS_7_12M,
    // No saturated, trans, poly- or monounsaturated fat and no cholesterol on infant foods.
    omit: ['saturated_fat', 'trans_fat', 'polyunsaturated_fat', 'monounsaturated_fat', 'cholesterol'],
    omitCite: '21 CFR 101.9(j)(5)(i)',
    footnoteCalories: null,
    footnoteCite: '21 CFR 101.9(j)(5)',
    proteinPercentRequired: true,
  },
};
