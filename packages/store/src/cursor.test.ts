import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkLimit, decodeCursor, encodeCursor } from './cursor';

describe('encodeCursor / decodeCursor', () => {
  test('for any position: decoding gives it back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.string(),
        (date, id) => {
          const at = date.toISOString();
          expect(decodeCursor(encodeCursor({ at, id }), 'memory')).toEqual({ at, id });
        },
      ),
    );
  });

  test('for no cursor: null', () => {
    expect(decodeCursor(null, 'memory')).toBeNull();
    expect(decodeCursor(undefined, 'memory')).toBeNull();
  });

  test('for garbage: StoreError invalid', () => {
    for (const bad of ['', '!!', 'e30', Buffer.from('["not a date","x"]').toString('base64url')]) {
      expect(() => decodeCursor(bad, 'pglite')).toThrow(
        expect.objectContaining({ code: 'invalid', message: '[store] [pglite] invalid cursor' }),
      );
    }
  });
});

describe('checkLimit', () => {
  test('for undefined: the default', () => {
    expect(checkLimit(undefined, 'memory')).toBe(100);
    expect(checkLimit(undefined, 'memory', 10, 50)).toBe(10);
  });
  test('for 1 and the maximum: accepted', () => {
    expect(checkLimit(1, 'memory')).toBe(1);
    expect(checkLimit(1000, 'memory')).toBe(1000);
  });
  test('for 0, max + 1, fractions and NaN: StoreError invalid', () => {
    for (const bad of [0, 1001, 2.5, Number.NaN]) {
      expect(() => checkLimit(bad, 'memory')).toThrow(expect.objectContaining({ code: 'invalid' }));
    }
  });
});
