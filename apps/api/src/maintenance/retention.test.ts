import { createMemoryStore, type Store } from '@nutrilabel/store';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RetentionTask } from './retention';

const DAY = 86_400_000;

function logger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RetentionTask', () => {
  test('purges expired idempotency records and deliveries finished before the period, and logs the counts', async () => {
    let now = Date.parse('2030-01-10T00:00:00.000Z');
    const clock = () => new Date(now);
    const store = createMemoryStore({ now: clock });
    const acc = (await store.accounts.create()).id;
    await store.webhooks.upsert(acc, { url: 'https://r.example/', events: ['e'], secret: 's'.repeat(16) });
    const old = (await store.outbox.enqueueEvent(acc, 'e', {})).deliveries[0]!;
    await store.outbox.recordAttempt({
      accountId: acc,
      deliveryId: old.id,
      ok: true,
      durationMs: 1,
      retryAt: clock().toISOString(),
    });
    const pending = (await store.outbox.enqueueEvent(acc, 'e', {})).deliveries[0]!;
    await store.idempotency.put({ accountId: acc, key: 'k', requestHash: 'h', status: 200, body: null });
    now += 31 * DAY;
    const recent = (await store.outbox.enqueueEvent(acc, 'e', {})).deliveries[0]!;
    await store.outbox.recordAttempt({
      accountId: acc,
      deliveryId: recent.id,
      ok: false,
      durationMs: 1,
      retryAt: clock().toISOString(),
    });
    const log = logger();
    const task = new RetentionTask({
      store,
      logger: log,
      intervalMs: 0,
      deliveryRetentionMs: 30 * DAY,
      now: clock,
    });
    expect(await task.runOnce()).toMatchObject({ ran: true, idempotencyPurged: 1, deliveriesPurged: 1 });
    expect(await store.outbox.getDelivery(acc, old.id)).toBeNull();
    expect(await store.outbox.getDelivery(acc, pending.id)).not.toBeNull();
    expect(await store.outbox.getDelivery(acc, recent.id)).not.toBeNull();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        idempotencyPurged: 1,
        deliveriesPurged: 1,
        deliveriesBefore: '2030-01-11T00:00:00.000Z',
      }),
      'retention',
    );
  });

  test('runs on the timer, one run at a time, and stops', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    let active = 0;
    let peak = 0;
    let runs = 0;
    let release: (() => void) | null = null;
    const slow: Store = {
      ...store,
      exclusive: async (lock, fn) => {
        active++;
        peak = Math.max(peak, active);
        runs++;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        active--;
        return store.exclusive(lock, fn);
      },
    };
    const task = new RetentionTask({
      store: slow,
      intervalMs: 1000,
      firstRunDelayMs: 10,
      deliveryRetentionMs: DAY,
    });
    task.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1);
    // The run takes far longer than the interval: no second one starts meanwhile.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
    release!();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    await task.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    expect(peak).toBe(1);
  });

  test('interval 0 never runs; a run another instance holds the lock for is skipped and logged', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    const exclusive = vi.fn(async () => ({ ran: false as const }));
    const log = logger();
    const off = new RetentionTask({
      store: { ...store, exclusive },
      intervalMs: 0,
      deliveryRetentionMs: DAY,
    });
    off.start();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(exclusive).not.toHaveBeenCalled();
    const busy = new RetentionTask({
      store: { ...store, exclusive },
      logger: log,
      intervalMs: 1000,
      deliveryRetentionMs: DAY,
    });
    expect(await busy.runOnce()).toEqual({ ran: false });
    expect(log.info).toHaveBeenCalledWith({}, 'retention skipped: another instance is running it');
  });

  test('a failed run is logged and the next one still comes', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    let calls = 0;
    const log = logger();
    const failing: Store = {
      ...store,
      exclusive: async () => {
        calls++;
        throw new Error('database went away');
      },
    };
    const task = new RetentionTask({
      store: failing,
      logger: log,
      intervalMs: 1000,
      firstRunDelayMs: 1,
      deliveryRetentionMs: DAY,
    });
    task.start();
    await vi.advanceTimersByTimeAsync(1001);
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledWith(
      { err: 'database went away' },
      'retention failed; trying again at the next interval',
    );
    await task.stop();
  });
});
