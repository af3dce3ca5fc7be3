/**
 * The `options` of a label request (api.md §12): which population and language(s) a label is made
 * for, its display and its voluntary rows. The options of §12 not applied yet (`columns` other than
 * `single`/`auto`, `prepared`) are refused by name rather than ignored: a label that silently left out
 * a required column would be wrong (api.md §12, "Not yet applied"). Whether a `voluntary` key is a
 * row of the format is checked against the format too (40001 naming `options.voluntary.<i>`).
 *
 * @module
 */
import * as v from 'valibot';
import { NUTRIENT_KEYS } from '../nutrients/catalog';

const NOT_YET = 'is not applied yet (api.md §12)';

/** Label options (api.md §12). */
export const LabelOptionsSchema = v.object({
  population: v.optional(v.picklist(['general', 'children_1_3', 'infants_7_12m'])),
  language: v.optional(v.picklist(['en', 'es', 'en-es'])),
  columns: v.optional(
    v.pipe(
      v.picklist(['auto', 'single', 'dual']),
      v.check((c) => c !== 'dual', `dual ${NOT_YET}`),
    ),
  ),
  layout: v.optional(v.picklist(['vertical', 'tabular', 'linear', 'simplified'])),
  /** Keys of the voluntary rows to print (api.md §12); the mandatory rows always print. */
  voluntary: v.optional(
    v.pipe(v.array(v.picklist(NUTRIENT_KEYS, 'unknown nutrient key')), v.maxLength(NUTRIENT_KEYS.length)),
  ),
  prepared: v.optional(
    v.pipe(
      v.unknown(),
      v.check(() => false, `prepared ${NOT_YET}`),
    ),
  ),
});

/** Validated label options. */
export type LabelOptionsInput = v.InferOutput<typeof LabelOptionsSchema>;
