/**
 * The rows of the Canadian Nutrition Facts table (2016 standard bilingual format) in print
 * order, English name with the French name as `altName`: core information of the table to
 * FDR B.01.401 (print order of the standard format, regulations-intl.md §1.1), then the
 * additional information of the table to B.01.402 when an ingredient gives the nutrient.
 * Fat sub-lines and fibre sub-types print under their parent; vitamins and minerals follow
 * the B.01.402 order after iron. Energy in kJ (optional, B.01.402 item 2) is not printed.
 *
 * @module
 */
import type { LabelRowSpec } from '../regulation';

const row = (
  key: LabelRowSpec['key'],
  name: string,
  altName: string,
  indent: 0 | 1 | 2,
  mandatory: boolean,
): LabelRowSpec => ({ key, name, altName, indent, mandatory });

/** CFIA Nutrition Facts rows, EN / FR. */
export const CFIA_ROWS: readonly LabelRowSpec[] = [
  row('energy_kcal', 'Calories', 'Calories', 0, true),
  row('total_fat', 'Fat', 'Lipides', 0, true),
  row('saturated_fat', 'Saturated', 'saturés', 1, true),
  row('trans_fat', '+ Trans', 'trans', 1, true),
  row('polyunsaturated_fat', 'Polyunsaturated', 'polyinsaturés', 1, false),
  // "Omega-6" / "Omega-3" are the short names allowed when polyunsaturated fat is in the table
  // (B.01.402 items 6–7, column 2(1)); fatty-acid-group.ts prints them only with it.
  row('omega_6_fat', 'Omega-6', 'oméga-6', 2, false),
  row('omega_3_fat', 'Omega-3', 'oméga-3', 2, false),
  row('monounsaturated_fat', 'Monounsaturated', 'monoinsaturés', 1, false),
  row('total_carbohydrate', 'Carbohydrate', 'Glucides', 0, true),
  row('dietary_fiber', 'Fibre', 'Fibres', 1, true),
  row('soluble_fiber', 'Soluble Fibre', 'fibres solubles', 2, false),
  row('insoluble_fiber', 'Insoluble Fibre', 'fibres insolubles', 2, false),
  row('total_sugars', 'Sugars', 'Sucres', 1, true),
  row('sugar_alcohols', 'Sugar Alcohols', 'Polyalcools', 1, false),
  row('protein', 'Protein', 'Protéines', 0, true),
  row('cholesterol', 'Cholesterol', 'Cholestérol', 0, true),
  row('sodium', 'Sodium', 'Sodium', 0, true),
  row('potassium', 'Potassium', 'Potassium', 0, true),
  row('calcium', 'Calcium', 'Calcium', 0, true),
  row('iron', 'Iron', 'Fer', 0, true),
  row('vitamin_a', 'Vitamin A', 'Vitamine A', 0, false),
  row('vitamin_c', 'Vitamin C', 'Vitamine C', 0, false),
  row('vitamin_d', 'Vitamin D', 'Vitamine D', 0, false),
  row('vitamin_e', 'Vitamin E', 'Vitamine E', 0, false),
  row('vitamin_k', 'Vitamin K', 'Vitamine K', 0, false),
  row('thiamin', 'Thiamine', 'Thiamine', 0, false),
  row('riboflavin', 'Riboflavin', 'Riboflavine', 0, false),
  row('niacin', 'Niacin', 'Niacine', 0, false),
  row('vitamin_b6', 'Vitamin B6', 'Vitamine B6', 0, false),
  row('folate', 'Folate', 'Folate', 0, false),
  row('vitamin_b12', 'Vitamin B12', 'Vitamine B12', 0, false),
  row('biotin', 'Biotin', 'Biotine', 0, false),
  row('pantothenic_acid', 'Pantothenate', 'Pantothénate', 0, false),
  row('choline', 'Choline', 'Choline', 0, false),
  row('phosphorus', 'Phosphorus', 'Phosphore', 0, false),
  row('iodine', 'Iodide', 'Iodure', 0, false),
  row('magnesium', 'Magnesium', 'Magnésium', 0, false),
  row('zinc', 'Zinc', 'Zinc', 0, false),
  row('selenium', 'Selenium', 'Sélénium', 0, false),
  row('copper', 'Copper', 'Cuivre', 0, false),
  row('manganese', 'Manganese', 'Manganèse', 0, false),
  row('chromium', 'Chromium', 'Chrome', 0, false),
  row('molybdenum', 'Molybdenum', 'Molybdène', 0, false),
  row('chloride', 'Chloride', 'Chlorure', 0, false),
];
