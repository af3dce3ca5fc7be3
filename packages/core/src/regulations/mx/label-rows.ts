/**
 * The rows of the Mexican nutrition declaration in Spanish, in the order of NOM-051 4.5.2.4 as
 * modified in 2020 (docs/regulations/mx.md §4, order and names ✖ unverified in the primary text):
 * energy (kcal, then kJ), protein, total fat with saturated and trans fat (trans in mg), available
 * carbohydrate with sugars and added sugars, dietary fibre, sodium (mg).
 *
 * @module
 */
import type { LabelRowSpec } from '../regulation';

const row = (
  key: LabelRowSpec['key'],
  name: string,
  indent: 0 | 1,
  extra: Partial<LabelRowSpec> = {},
): LabelRowSpec => ({ key, name, indent, mandatory: true, ...extra });

/** Mexican declaration rows. */
export const MX_ROWS: readonly LabelRowSpec[] = [
  row('energy_kcal', 'Contenido energético', 0),
  row('energy_kj', 'Contenido energético', 0),
  row('protein', 'Proteínas', 0),
  row('total_fat', 'Grasas totales', 0),
  row('saturated_fat', 'Grasas saturadas', 1),
  row('trans_fat', 'Grasas trans', 1, { unit: 'mg' }),
  row('total_carbohydrate', 'Hidratos de carbono disponibles', 0),
  row('total_sugars', 'Azúcares', 1),
  row('added_sugars', 'Azúcares añadidos', 1),
  row('dietary_fiber', 'Fibra dietética', 0),
  row('sodium', 'Sodio', 0),
];
