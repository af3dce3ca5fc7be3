/**
 * Query parameters several routes share. Queries arrive as text: each schema checks the text and
 * transforms it; the OpenAPI document shows the text rule (api.md §5, §14).
 *
 * @module
 */
import * as v from 'valibot';

/** The texts the `limit` pipe accepts, as one pattern (leading zeros within the digit count). */
const LIMIT_PATTERNS: Readonly<Record<number, string>> = {
  50: '^(?=\\d{1,2}$)0*(?:[1-9]|[1-4]\\d|50)$',
  100: '^(?=\\d{1,3}$)0*(?:[1-9]\\d?|100)$',
  1000: '^(?=\\d{1,4}$)0*(?:[1-9]\\d{0,2}|1000)$',
};

/** `limit=1..max` as text, transformed to a number. */
export const limitParam = (max: 50 | 100 | 1000) => {
  const message = `limit must be an integer from 1 to ${max}`;
  return v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), message),
    v.metadata({ pattern: LIMIT_PATTERNS[max] }),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
    v.description(`integer 1..${max}`),
  );
};

/** A version number in a query (api.md §14): 1..2^31 - 1. */
export const VersionParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'must be a version number (1, 2, …)'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'must be a version number (1, 2, …)'),
  v.description('a version number 1, 2, …'),
);

/** `explain` (api.md §14): `1` or `true` turn it on, `0`, `false` or absence off. */
export const ExplainParam = v.pipe(
  v.picklist(['1', 'true', '0', 'false'], 'must be 1, true, 0 or false'),
  v.description('1: add `explain` to every row and column (api.md §14)'),
);

/** `?explain=` alone. */
export const ExplainQuerySchema = v.object({ explain: v.optional(ExplainParam) });
