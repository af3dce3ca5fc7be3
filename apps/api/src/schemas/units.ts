/**
 * Query of GET /units/convert (api.md §7).
 *
 * @module
 */
import * as v from 'valibot';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

const numberText = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(NUMBER, `${what} must be a finite number`),
    // The document's pattern is of the value as sent: the spaces `trim` takes off are allowed around it.
    v.metadata({ pattern: `^\\s*${NUMBER.source.slice(1, -1)}\\s*$` }),
    v.transform(Number),
    v.check((n: number) => Number.isFinite(n), `${what} must be a finite number`),
  );

/** Query of GET /units/convert. */
export const ConvertQuerySchema = v.object({
  value: v.pipe(numberText('value'), v.description('a finite number')),
  from: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  to: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  foodId: v.optional(v.pipe(v.string(), v.maxLength(120))),
  density: v.optional(
    v.pipe(
      numberText('density'),
      v.check((d: number) => d > 0 && d <= 5, 'density must be in (0, 5] g/ml'),
      v.description('g/ml, in (0, 5]'),
    ),
  ),
});

/** GET /units/convert. */
export const ConversionSchema = v.object({
  originalAmount: v.number(),
  originalUnit: v.string(),
  convertedAmount: v.number(),
  convertedUnit: v.string(),
});
