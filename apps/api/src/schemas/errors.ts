/**
 * The error envelope of api.md §1 as a schema, for the OpenAPI document and batch items.
 *
 * @module
 */
import * as v from 'valibot';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../http/errors';
import { assertType, type Deep, type Same } from './label-data';

const CODES = Object.keys(ERROR_STATUS).map(Number) as ErrorCode[];

/** `{ code, message, details?, detailsOmitted? }`. */
export const ErrorBodySchema = v.object({
  code: v.picklist(CODES),
  message: v.pipe(v.string(), v.description('One human sentence.')),
  details: v.optional(
    v.pipe(
      v.array(
        v.object({
          path: v.pipe(v.string(), v.examples(['recipe.ingredients.2.weightGrams'])),
          message: v.string(),
        }),
      ),
      v.maxLength(100),
    ),
  ),
  detailsOmitted: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description(
        'Problems found beyond the 100 listed (a lower bound once validation stopped, at 1,000).',
      ),
    ),
  ),
});

assertType<Same<Deep<ErrorBody>, Deep<v.InferOutput<typeof ErrorBodySchema>>>>();
