import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newId, randomBase62 } from './ids';

/** A fake random source that yields `sequence` over and over. */
const cycling = (sequence: readonly number[]) => {
  let i = 0;
  return (bytes: Uint8Array): Uint8Array => {
    for (let j = 0; j < bytes.length; j++) bytes[j] = sequence[i++ % sequence.length]!;
    return bytes;
  };
};

describe('randomBase62', () => {
  test('for every byte value once: bytes 0..247 give each of the 62 characters exactly 4 times', () => {
    const all = Array.from({ length: 256 }, (_, b) => b);
    const s = randomBase62(248, cycling(all));
    const counts = new Map<string, number>();
    for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect([...counts.values()].every((n) => n === 4)).toBe(true);
  });

  test('for bytes 248..255: they are rejected, not folded onto the first characters', () => {
    expect(randomBase62(3, cycling([248, 255, 61, 250, 62, 124]))).toBe('z00');
  });

  test('for any length: the result has that length and only base62 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (n) => {
        expect(randomBase62(n)).toMatch(new RegExp(`^[0-9A-Za-z]{${n}}$`));
      }),
    );
  });
});

describe('newId', () => {
  test('for 1000 ids: prefixed, 20 base62 characters, all distinct', () => {
    const ids = Array.from({ length: 1000 }, () => newId('rec'));
    expect(ids.every((id) => /^rec_[0-9A-Za-z]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });

  test('ids made in one millisecond, or with the clock going back, still sort in the order they were made', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_700_000_000_050 }), {
          minLength: 2,
          maxLength: 200,
        }),
        (times) => {
          const ids = times.map((ms) => newId('dlv', ms));
          expect([...ids].sort()).toEqual(ids);
        },
      ),
    );
  });

  test('the first 8 characters are the creation millisecond, so a later millisecond sorts after', () => {
    const early = newId('rec', Date.UTC(2030, 0, 1));
    const late = newId('rec', Date.UTC(2030, 0, 1) + 1);
    expect(early.slice(4, 12)).not.toBe(late.slice(4, 12));
    expect(early < late).toBe(true);
    // The tail is random, not a counter from zero.
    expect(
      new Set(Array.from({ length: 50 }, (_, i) => newId('rec', Date.UTC(2031, 0, 1) + i * 1000).slice(12)))
        .size,
    ).toBe(50);
  });
});
