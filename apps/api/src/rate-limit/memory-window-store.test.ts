import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { manualClock, referenceDecisions } from '../../test/rate-limit/window-model';
import { createMemoryWindowStore } from './memory-window-store';

describe('createMemoryWindowStore', () => {
  test('allows `limit` requests, refuses the next, and counts only allowed ones', async () => {
    const clock = manualClock();
    const store = createMemoryWindowStore({ now: clock.now });
    for (let i = 1; i <= 3; i++) {
      expect(await store.hit('k', 3)).toEqual({ allowed: true, count: i, remaining: 3 - i, resetMs: 60_000 });
    }
    expect(await store.hit('k', 3)).toEqual({ allowed: false, count: 3, remaining: 0, resetMs: 60_000 });
  });

  test('is a sliding window: a request leaves exactly 60 s after it was made, not at a bucket edge', async () => {
    const clock = manualClock(0);
    const store = createMemoryWindowStore({ now: clock.now });
    clock.set(59_000);
    await store.hit('k', 2); // t=59 s
    clock.set(61_000);
    await store.hit('k', 2); // t=61 s: a fixed minute bucket would have reset at 60 s
    // At 62 s both are within (2 s, 62 s]: refused, room again when the 59 s one leaves at 119 s.
    clock.set(62_000);
    expect(await store.hit('k', 2)).toEqual({ allowed: false, count: 2, remaining: 0, resetMs: 57_000 });
    clock.set(118_999);
    expect((await store.hit('k', 2)).allowed).toBe(false);
    clock.set(119_000);
    expect(await store.hit('k', 2)).toEqual({ allowed: true, count: 2, remaining: 0, resetMs: 2_000 });
  });

  test('a cost above 1 needs that much room; a refused request reports when it would fit', async () => {
    const clock = manualClock(0);
    const store = createMemoryWindowStore({ now: clock.now });
    await store.hit('k', 5, 3); // t=0: 3
    clock.set(10_000);
    await store.hit('k', 5, 1); // t=10 s: 4
    // One slot is free, so one entry must leave for 2 to fit: the oldest (t=0) leaves at 60 s, 50 s from now.
    expect(await store.hit('k', 5, 2)).toEqual({ allowed: false, count: 4, remaining: 1, resetMs: 50_000 });
    expect(await store.hit('k', 5, 6)).toMatchObject({ allowed: false, resetMs: 60_000 });
  });

  test('cost 0 looks without recording', async () => {
    const store = createMemoryWindowStore({ now: manualClock().now });
    expect(await store.hit('k', 1, 0)).toEqual({ allowed: true, count: 0, remaining: 1, resetMs: 0 });
    await store.hit('k', 1);
    expect(await store.hit('k', 1, 0)).toMatchObject({ allowed: false, count: 1 });
  });

  test('keys are independent', async () => {
    const store = createMemoryWindowStore({ now: manualClock().now });
    await store.hit('a', 1);
    expect((await store.hit('a', 1)).allowed).toBe(false);
    expect((await store.hit('b', 1)).allowed).toBe(true);
  });

  test('count() counts per fixed window without limiting', async () => {
    const clock = manualClock(0);
    const store = createMemoryWindowStore({ now: clock.now });
    expect(await store.count('u')).toBe(1);
    expect(await store.count('u', 4)).toBe(5);
    clock.set(60_000);
    expect(await store.count('u')).toBe(1);
  });

  test('matches the brute-force sliding window on random request times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 15_000 }), { minLength: 1, maxLength: 120 }),
        async (limit, gaps) => {
          const clock = manualClock(0);
          const store = createMemoryWindowStore({ now: clock.now, windowMs: 60_000 });
          const times: number[] = [];
          let t = 0;
          for (const gap of gaps) {
            t += gap;
            times.push(t);
          }
          const got: boolean[] = [];
          for (const time of times) {
            clock.set(time);
            got.push((await store.hit('k', limit)).allowed);
          }
          expect(got).toEqual(referenceDecisions(times, limit, 60_000));
        },
      ),
      { numRuns: 300 },
    );
  });
});
