/**
 * `metadata` (api.md §15): the caller's own keys on a label request or a saved recipe (a SKU, a batch
 * number), returned unchanged in responses and webhook events. The number of keys is checked before
 * any key, so a huge map costs one count.
 *
 * @module
 */
import * as v from 'valibot';

/** At most this many keys (api.md §15). */
export const METADATA_MAX_KEYS = 20;
/** Key length, in characters (api.md §15). */
export const METADATA_MAX_KEY_LENGTH = 40;
/** Value length, in characters (api.md §15). */
export const METADATA_MAX_VALUE_LENGTH = 500;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys a JavaScript object cannot carry as plain data: refused rather than silently dropped. */
const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Counts no further than the limit. */
function fewKeys(m: Record<string, unknown>): boolean {
  let n = 0;
  for (const _ in m) if (++n > METADATA_MAX_KEYS) return false;
  return true;
}

/** `{ [key: 1..40 chars]: string of at most 500 chars }`, at most 20 keys. */
export const MetadataSchema = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, 'must be an object of string values'),
  v.check(fewKeys, `at most ${METADATA_MAX_KEYS} keys`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const key of RESERVED_KEYS) {
      if (!Object.hasOwn(dataset.value, key)) continue;
      const value = dataset.value[key];
      addIssue({
        message: `"${key}" cannot be a metadata key`,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value }],
      });
    }
  }),
  v.record(
    v.pipe(
      v.string(),
      v.minLength(1, 'a metadata key must not be empty'),
      v.maxLength(
        METADATA_MAX_KEY_LENGTH,
        `a metadata key has at most ${METADATA_MAX_KEY_LENGTH} characters`,
      ),
    ),
    v.pipe(
      v.string('must be a string'),
      v.maxLength(METADATA_MAX_VALUE_LENGTH, `at most ${METADATA_MAX_VALUE_LENGTH} characters`),
    ),
  ),
  v.description(
    `Your own keys (a SKU, a batch number): at most ${METADATA_MAX_KEYS} keys of 1..${METADATA_MAX_KEY_LENGTH} ` +
      `characters, string values of at most ${METADATA_MAX_VALUE_LENGTH} characters; returned unchanged as ` +
      'data.metadata and in webhook events.',
  ),
);

/** Validated metadata. */
export type Metadata = Record<string, string>;
