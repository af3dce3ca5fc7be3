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
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw new StoreError('invalid', source, 'value is not serialisable as JSON', { cause });
  }
  if (text === undefined) throw new StoreError('invalid', source, 'value is not serialisable as JSON');
  return text;
}

/** A deep copy through JSON, as the database would return it. */
export function jsonCopy<T>(value: unknown, source: StoreErrorSource): T {
  return JSON.parse(toJsonText(value, source)) as T;
}
