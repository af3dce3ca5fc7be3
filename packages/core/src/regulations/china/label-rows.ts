/**
 * The rows of the Chinese nutrition information table (营养成分表) in the order of GB 28050-2025
 * Table 1 (✔, docs/spec/regulations-intl.md §3.1): Chinese name, English name as `altName`
 * (the bilingual Example 4 of Appendix B). Mandatory "1+6" rows (4.1): energy, protein, fat,
 * saturated fat, carbohydrate, sugars, sodium. Other rows print when an ingredient gives the
 * nutrient (trans fat is mandatory with hydrogenated fat, 4.4 — the engine cannot know: give data).
 * Sub-rows (printed with a "—" prefix in the standard) have indent 1.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import type { LabelRowSpec } from '../regulation';

/**
 * Units of GB 28050-2025 Table 1 (note b ✔) that are not plain mass units: vitamin A in μg
 * retinol equivalents, vitamin E in mg α-tocopherol equivalents.
 */
export const CHINA_ROW_UNITS: Readonly<Partial<Record<NutrientKey, string>>> = {
  vitamin_a_re: '微克视黄醇当量(μgRE)',
  vitamin_e: '毫克α-生育酚当量(mgα-TE)',
};

const row = (
  key: LabelRowSpec['key'],
  name: string,
  altName: string,
  indent: 0 | 1,
  mandatory: boolean,
): LabelRowSpec => ({ key, name, altName, indent, mandatory, unitText: CHINA_ROW_UNITS[key] });

/** China GB 28050-2025 rows. */
export const CHINA_ROWS: readonly LabelRowSpec[] = [
  row('energy_kj', '能量', 'Energy', 0, true),
  row('protein', '蛋白质', 'Protein', 0, true),
  row('total_fat', '脂肪', 'Fat', 0, true),
  row('saturated_fat', '饱和脂肪', 'Saturated fat', 1, true),
  row('trans_fat', '反式脂肪酸', 'Trans fat', 1, false),
  row('monounsaturated_fat', '单不饱和脂肪', 'Monounsaturated fat', 1, false),
  row('polyunsaturated_fat', '多不饱和脂肪', 'Polyunsaturated fat', 1, false),
  row('cholesterol', '胆固醇', 'Cholesterol', 0, false),
  row('total_carbohydrate', '碳水化合物', 'Carbohydrate', 0, true),
  row('total_sugars', '糖', 'Sugars', 1, true),
  row('dietary_fiber', '膳食纤维', 'Dietary fibre', 0, false),
  row('sodium', '钠', 'Sodium', 0, true),
  row('vitamin_a_re', '维生素A', 'Vitamin A', 0, false),
  row('vitamin_d', '维生素D', 'Vitamin D', 0, false),
  row('vitamin_e', '维生素E', 'Vitamin E', 0, false),
  row('vitamin_k', '维生素K', 'Vitamin K', 0, false),
  row('thiamin', '维生素B1', 'Vitamin B1', 0, false),
  row('riboflavin', '维生素B2', 'Vitamin B2', 0, false),
  row('vitamin_b6', '维生素B6', 'Vitamin B6', 0, false),
  row('vitamin_b12', '维生素B12', 'Vitamin B12', 0, false),
  row('vitamin_c', '维生素C', 'Vitamin C', 0, false),
  row('niacin', '烟酸', 'Niacin', 0, false),
  row('folate', '叶酸', 'Folate', 0, false),
  row('pantothenic_acid', '泛酸', 'Pantothenic acid', 0, false),
  row('biotin', '生物素', 'Biotin', 0, false),
  row('choline', '胆碱', 'Choline', 0, false),
  row('calcium', '钙', 'Calcium', 0, false),
  row('phosphorus', '磷', 'Phosphorus', 0, false),
  row('potassium', '钾', 'Potassium', 0, false),
  row('magnesium', '镁', 'Magnesium', 0, false),
  row('iron', '铁', 'Iron', 0, false),
  row('zinc', '锌', 'Zinc', 0, false),
  row('iodine', '碘', 'Iodine', 0, false),
  row('selenium', '硒', 'Selenium', 0, false),
  row('copper', '铜', 'Copper', 0, false),
  row('manganese', '锰', 'Manganese', 0, false),
];

/** The warning line printed under the table (GB 28050-2025 4.5 ✔). */
export const CHINA_WARNING_LINE = '儿童青少年应避免过量摄入盐油糖。';
