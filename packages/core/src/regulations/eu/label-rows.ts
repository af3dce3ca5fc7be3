/**
 * The rows of the EU nutrition declaration in the order of Regulation (EU) 1169/2011 Annex XV
 * (◐, docs/spec/regulations-intl.md §2.1): the mandatory "big 7" (energy, fat, saturates,
 * carbohydrate, sugars, protein, salt; Art 30(1)) and the voluntary rows of Art 30(2) when an
 * ingredient gives the nutrient, then vitamins and minerals in the order of Annex XIII Part A.
 *
 * Energy is two rows, kJ then kcal, each named "Energy" (a renderer may join them as
 * "1972 kJ / 470 kcal"). "Carbohydrate" is available carbohydrate (fibre excluded; see derive.ts).
 * Starch has no nutrient key and is not declared.
 *
 * @module
 */
import type { LabelRowSpec } from '../regulation';

const row = (key: LabelRowSpec['key'], name: string, indent: 0 | 1, mandatory: boolean): LabelRowSpec => ({
  key,
  name,
  indent,
  mandatory,
});

/** EU nutrition declaration rows. */
export const EU_ROWS: readonly LabelRowSpec[] = [
  row('energy_kj', 'Energy', 0, true),
  row('energy_kcal', 'Energy', 0, true),
  row('total_fat', 'Fat', 0, true),
  row('saturated_fat', 'of which saturates', 1, true),
  row('monounsaturated_fat', 'mono-unsaturates', 1, false),
  row('polyunsaturated_fat', 'polyunsaturates', 1, false),
  row('total_carbohydrate', 'Carbohydrate', 0, true),
  row('total_sugars', 'of which sugars', 1, true),
  row('sugar_alcohols', 'polyols', 1, false),
  row('dietary_fiber', 'Fibre', 0, false),
  row('protein', 'Protein', 0, true),
  row('salt', 'Salt', 0, true),
  row('vitamin_a', 'Vitamin A', 0, false),
  row('vitamin_d', 'Vitamin D', 0, false),
  row('vitamin_e', 'Vitamin E', 0, false),
  row('vitamin_k', 'Vitamin K', 0, false),
  row('vitamin_c', 'Vitamin C', 0, false),
  row('thiamin', 'Thiamin', 0, false),
  row('riboflavin', 'Riboflavin', 0, false),
  row('niacin', 'Niacin', 0, false),
  row('vitamin_b6', 'Vitamin B6', 0, false),
  row('folate', 'Folic acid', 0, false),
  row('vitamin_b12', 'Vitamin B12', 0, false),
  row('biotin', 'Biotin', 0, false),
  row('pantothenic_acid', 'Pantothenic acid', 0, false),
  row('potassium', 'Potassium', 0, false),
  row('chloride', 'Chloride', 0, false),
  row('calcium', 'Calcium', 0, false),
  row('phosphorus', 'Phosphorus', 0, false),
  row('magnesium', 'Magnesium', 0, false),
  row('iron', 'Iron', 0, false),
  row('zinc', 'Zinc', 0, false),
  row('copper', 'Copper', 0, false),
  row('manganese', 'Manganese', 0, false),
  row('selenium', 'Selenium', 0, false),
  row('chromium', 'Chromium', 0, false),
  row('molybdenum', 'Molybdenum', 0, false),
  row('iodine', 'Iodine', 0, false),
];
