/**
 * The rows of the FDA Nutrition Facts panel (2016 format) in print order, with indent
 * and whether the row is mandatory: 21 CFR 101.9(c)(1)–(c)(8) and (d); spec
 * regulations-us.md §1. Voluntary rows print when an ingredient gives the nutrient.
 * Vitamins and minerals beyond D, calcium, iron and potassium follow the order of the
 * (c)(8)(iv) table.
 *
 * @module
 */
import type { LabelRowSpec } from '../regulation';

const row = (
  key: LabelRowSpec['key'],
  name: string,
  indent: 0 | 1 | 2,
  mandatory: boolean,
): LabelRowSpec => ({
  key,
  name,
  indent,
  mandatory,
});

/** FDA label rows in the order of 101.9(c). */
export const FDA_ROWS: readonly LabelRowSpec[] = [
  row('energy_kcal', 'Calories', 0, true),
  row('total_fat', 'Total Fat', 0, true),
  row('saturated_fat', 'Saturated Fat', 1, true),
  row('trans_fat', 'Trans Fat', 1, true),
  row('polyunsaturated_fat', 'Polyunsaturated Fat', 1, false),
  row('monounsaturated_fat', 'Monounsaturated Fat', 1, false),
  row('cholesterol', 'Cholesterol', 0, true),
  row('sodium', 'Sodium', 0, true),
  row('total_carbohydrate', 'Total Carbohydrate', 0, true),
  row('dietary_fiber', 'Dietary Fiber', 1, true),
  row('soluble_fiber', 'Soluble Fiber', 2, false),
  row('insoluble_fiber', 'Insoluble Fiber', 2, false),
  row('total_sugars', 'Total Sugars', 1, true),
  row('added_sugars', 'Added Sugars', 2, true),
  row('sugar_alcohols', 'Sugar Alcohol', 1, false),
  row('protein', 'Protein', 0, true),
  row('vitamin_d', 'Vitamin D', 0, true),
  row('calcium', 'Calcium', 0, true),
  row('iron', 'Iron', 0, true),
  row('potassium', 'Potassium', 0, true),
  row('vitamin_a', 'Vitamin A', 0, false),
  row('vitamin_c', 'Vitamin C', 0, false),
  row('vitamin_e', 'Vitamin E', 0, false),
  row('vitamin_k', 'Vitamin K', 0, false),
  row('thiamin', 'Thiamin', 0, false),
  row('riboflavin', 'Riboflavin', 0, false),
  row('niacin', 'Niacin', 0, false),
  row('vitamin_b6', 'Vitamin B6', 0, false),
  row('folate', 'Folate', 0, false),
  row('vitamin_b12', 'Vitamin B12', 0, false),
  row('biotin', 'Biotin', 0, false),
  row('pantothenic_acid', 'Pantothenic Acid', 0, false),
  row('phosphorus', 'Phosphorus', 0, false),
  row('iodine', 'Iodine', 0, false),
  row('magnesium', 'Magnesium', 0, false),
  row('zinc', 'Zinc', 0, false),
  row('selenium', 'Selenium', 0, false),
  row('copper', 'Copper', 0, false),
  row('manganese', 'Manganese', 0, false),
  row('chromium', 'Chromium', 0, false),
  row('molybdenum', 'Molybdenum', 0, false),
  row('chloride', 'Chloride', 0, false),
  row('choline', 'Choline', 0, false),
];
