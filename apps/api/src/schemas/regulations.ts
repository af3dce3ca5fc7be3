/**
 * Answer of GET /api/v1/regulations (api.md §4): one entry per label format of core's registry.
 *
 * @module
 */
import { type ProductCategory, REGULATION_IDS, type Regulation, type RegulationId } from '@nutrilabel/core';
import * as v from 'valibot';
import type { OptionValues } from '../services/option-choices';
import { assertType, type Deep, type Same } from './label-data';

const OptionName = v.picklist([
  'columns',
  'layout',
  'labelSurfaceSquareInches',
  'principalDisplaySurfaceCm2',
  'population',
  'language',
  'voluntary',
  'prepared',
]);

/** One label format. */
export const RegulationInfoSchema = v.object({
  id: v.picklist(REGULATION_IDS),
  name: v.string(),
  aliases: v.array(v.string()),
  basis: v.array(v.picklist(['serving', 'container', 'racc', 'prepared', '100g', '100ml'])),
  options: v.array(OptionName),
  optionValues: v.pipe(
    v.record(OptionName, v.array(v.string())),
    v.description(
      'The values of each option the server applies for this format (voluntary: nutrient keys; prepared, an object: []; ' +
        'a number such as labelSurfaceSquareInches or principalDisplaySurfaceCm2: [], its bounds those of the option in the label request). ' +
        'An option the format has but the server does not apply yet is absent.',
    ),
  ),
});

type RouteEntry = Pick<Regulation, 'name' | 'aliases' | 'basis' | 'options'> & {
  id: RegulationId;
  optionValues: OptionValues;
};
assertType<Same<Deep<RouteEntry>, Deep<v.InferOutput<typeof RegulationInfoSchema>>>>();

/** One `recipe.category` key (api.md §3) of GET /api/v1/regulations/categories. */
export const ProductCategorySchema = v.object({
  key: v.string(),
  name: v.string(),
  formats: v.array(v.picklist(['fda', 'cfia'])),
});
assertType<Same<Deep<ProductCategory>, Deep<v.InferOutput<typeof ProductCategorySchema>>>>();
