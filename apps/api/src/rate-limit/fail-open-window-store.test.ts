import { describe, expect, test } from 'vitest';
import { manualClock } from '../../test/rate-limit/window-model';
import type { Logger } from '../deps';
import { failOpen } from './fail-open-window-store';
import { createMemoryWindowStore } from './memory-window-store';
import type { RedisWindowStore } from './redis-window-store';

/** A fake Redis store whose commands fail while `broken` is set. */
function fakeRedis(clock: () => number) {
  const state = { broken: false, ready: true, calls: 0 };
  const inner = createMemoryWindowStore({ now: clock });
  const store: RedisWindowStore = {
    get ready() {
      return state.ready;
    },
    waitUntilReady: async () => state.ready,
    hit: async (key, limit, cost) => {
      state.calls++;
      if (state.broken) throw new Error('Command timed out');
      return inner.hit(key, limit, cost);
    },
    count: async (key, cost) => {
      state.calls++;
      if (state.broken) throw new Error('Command timed out');
      return inner.count(key, cost);
    },
    ping: async () => {
      if (state.broken) throw new Error('Command timed out');
    },
    close: async () => {},
  };
  return { state, store };
}

describe('failOpen', () => {
  test('a failing Redis costs one attempt per retry period; limits continue in memory; logged once each way', async () => {
    const clock = manualClock();
    const { state, store } = fakeRedis(clock.now);
    const lines: string[] = [];
    const logger: Logger = {
      info: (_o, m) => lines.push(`info ${m}`),
      warn: (_o, m) => lines.push(`warn ${m}`),
      error: () => {},
    };
    const windows = failOpen(store, createMemoryWindowStore({ now: clock.now }), logger, { now: clock.now });

    expect((await windows.hit('k', 2)).allowed).toBe(true); // Redis
    state.broken = true;
    expect((await windows.hit('k', 2)).allowed).toBe(true); // Redis fails → memory (its 1st)
    expect((await windows.hit('k', 2)).allowed).toBe(true); // memory, Redis not tried
    expect((await windows.hit('k', 2)).allowed).toBe(false); // memory is full: still limited
    expect(state.calls).toBe(2);

    clock.advance(2000);
    state.broken = false;
    // Redis again: it only knows its own first request, so this is its second.
    expect(await windows.hit('k', 2)).toMatchObject({ allowed: true, count: 2 });
    expect(state.calls).toBe(3);
    expect(lines).toEqual([
      'warn rate limiter: Redis unavailable, limiting per instance in memory until it is back',
      'info rate limiter: Redis is back, limits are shared again',
    ]);
  });

  test('while disconnected nothing is sent to Redis', async () => {
    const clock = manualClock();
    const { state, store } = fakeRedis(clock.now);
    state.ready = false;
    const windows = failOpen(store, createMemoryWindowStore({ now: clock.now }), undefined, {
      now: clock.now,
    });
    expect(await windows.count('u')).toBe(1);
    expect(state.calls).toBe(0);
  });
});
