import { describe, expect, test } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  test('delay-seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 17 ', now)).toBe(17);
  });

  test('an HTTP date: seconds from now, rounded up, never negative', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:00 GMT', now - 1500)).toBe(2);
  });

  test('absent or unparseable → undefined', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
