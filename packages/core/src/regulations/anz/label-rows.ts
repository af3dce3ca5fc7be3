/**
 * The rows of the nutrition information panel in the order of the formats of Schedule 12
 * (S12—2, and S12—3 for the fatty acids, cholesterol and dietary fibre; ✔ docs/regulations/anz.md §1):
 * energy, protein, fat total and saturated, carbohydrate and sugars, sodium are mandatory
 * (1.2.8—6(1)(d)); the others print when an ingredient gives them (S12—3 rows, and the nutrients a
 * claim needs, 1.2.8—6(1)(d)(iv)). Energy is two rows, kJ then Cal, printed on one line
 * "1970 kJ (471 Cal)" (S12—2 "kJ (Cal)"). Vitamins and minerals are not declared: their RDIs
 * (Schedule 1) were not read.
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

/** NIP rows; "—" marks a sub-group nutrient as in S12—2 (Note to S12—3). */
export const ANZ_ROWS: readonly LabelRowSpec[] = [
  row('energy_kj', 'Energy', 0, true),
  row('energy_kcal', 'Energy', 0, true),
  row('protein', 'Protein', 0, true),
  row('total_fat', 'Fat, total', 0, true),
  row('saturated_fat', '—saturated', 1, true),
  row('trans_fat', '—trans', 1, false),
  row('polyunsaturated_fat', '—polyunsaturated', 1, false),
  row('monounsaturated_fat', '—monounsaturated', 1, false),
  row('cholesterol', 'Cholesterol', 0, false),
  row('total_carbohydrate', 'Carbohydrate', 0, true),
  row('total_sugars', '—sugars', 1, true),
  row('dietary_fiber', 'Dietary fibre', 0, false),
  row('sodium', 'Sodium', 0, true),
];
