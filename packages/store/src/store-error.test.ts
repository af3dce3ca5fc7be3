import { describe, expect, test } from 'vitest';
import { isStoreError, StoreError } from './store-error';

describe('StoreError', () => {
  test('for a wrapped cause: name, code, prefixed message and cause', () => {
    const cause = new Error('ECONNREFUSED');
    const e = new StoreError('unavailable', 'postgres', 'database unavailable', { cause });
    expect(e).toBeInstanceOf(Error);
    expect({ name: e.name, code: e.code, source: e.source, message: e.message, cause: e.cause }).toEqual({
      name: 'StoreError',
      code: 'unavailable',
      source: 'postgres',
      message: '[store] [postgres] database unavailable',
      cause,
    });
  });

  test('isStoreError checks the class and optionally the code', () => {
    const e = new StoreError('locked', 'pglite', 'x');
    expect(isStoreError(e)).toBe(true);
    expect(isStoreError(e, 'locked')).toBe(true);
    expect(isStoreError(e, 'unavailable')).toBe(false);
    expect(isStoreError(new Error('x'))).toBe(false);
  });
});
