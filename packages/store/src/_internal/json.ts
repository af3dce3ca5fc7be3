/**
 * JSON helpers shared by the adapters, so that every adapter stores exactly what JSON can carry.
 *
 * @module
 */
import { StoreError, type StoreErrorSource } from '../store-error';

/**
 * Serialises a value to JSON text; throws `StoreError('invalid')` when it cannot be (BigInt, cycles).
 *
 * @example toJsonText({ a: 1 }, 'memory') // '{"a":1}'
 */
export function toJsonText(value: unknown, source: StoreErrorSource): string {
  let text: string | undefined;
  let nul = false;
  try {
    text = JSON.stringify(value, (key, v: unknown) => {
      if (key.includes('\0') || (typeof v === 'string' && v.includes('\0'))) nul = true;
      return v;
    });
  } catch (cause) {
    throw new StoreError('invalid', source, 'value is not serialisable as JSON', { cause });
  }
  if (text === undefined) throw new StoreError('invalid', source, 'value is not serialisable as JSON');
  if (nul)
    throw new StoreError('invalid', source, 'JSON strings must not contain U+0000 (PostgreSQL rejects it)');
  return text;
}

/**
 * Throws `StoreError('invalid')` when a text field contains U+0000, which PostgreSQL `text` rejects;
 * checked up front so that every adapter answers the same.
 *
 * @example assertNoNul('memory', { name: input.name })
 */
export function assertNoNul(source: StoreErrorSource, fields: Readonly<Record<string, string>>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value.includes('\0')) throw new StoreError('invalid', source, `${field} must not contain U+0000`);
  }
}

/** A deep copy through JSON, as the database would return it. */
export function jsonCopy<T>(value: unknown, source: StoreErrorSource): T {
  return JSON.parse(toJsonText(value, source)) as T;
}
