import { createMemoryStore } from '@nutrilabel/store';
import { afterEach, describe, expect, test } from 'vitest';
import { DeliveryWorker } from '../../src/webhooks/delivery-worker';
import { eventually, type Receiver, startReceiver } from './receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fixture(receiverBehaviour?: Parameters<typeof startReceiver>[0]) {
  const receiver: Receiver = await startReceiver(receiverBehaviour);
  cleanups.push(() => receiver.close());
  const store = createMemoryStore();
  const account = await store.accounts.create();
  const { webhook } = await store.webhooks.upsert(account.id, {
    url: receiver.url,
    events: ['label.generated'],
    secret: 'whsec_worker_0123456789',
  });
  return { receiver, store, account, webhook };
}

describe('DeliveryWorker', () => {
  test('wake() delivers at once instead of at the next poll (poll interval 10 s)', async () => {
    const { receiver, store, account } = await fixture();
    const worker = new DeliveryWorker({ store, allowPrivate: true, pollIntervalMs: 10_000 });
    worker.start();
    cleanups.push(() => worker.stop());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first poll found nothing
    const started = Date.now();
    await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 1 });
    worker.wake();
    await receiver.waitFor(1, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('idle without a shared outbox, the worker does not look at the outbox; a shared one is polled', async () => {
    const lookups = async (sharedOutbox: boolean) => {
      const store = createMemoryStore();
      let n = 0;
      const counted = {
        outbox: {
          ...store.outbox,
          claimDue: (...args: Parameters<typeof store.outbox.claimDue>) => {
            n++;
            return store.outbox.claimDue(...args);
          },
          nextDueAt: () => {
            n++;
            return store.outbox.nextDueAt();
          },
        },
      };
      const worker = new DeliveryWorker({ store: counted, pollIntervalMs: 20, sharedOutbox });
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = n;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const during = n - before;
      await worker.stop();
      return { before, during };
    };
    const alone = await lookups(false);
    expect(alone.before).toBeGreaterThan(0); // it looked once at start
    expect(alone.during).toBe(0);
    expect((await lookups(true)).during).toBeGreaterThanOrEqual(5); // 500 ms at 20 ms on a busy machine
  });

  test('at most `concurrency` attempts are in flight, and a full claim is followed at once by the next', async () => {
    let inFlight = 0;
    let peak = 0;
    const { receiver, store, account } = await fixture(() => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => inFlight--, 80);
      return { status: 200, delayMs: 80 };
    });
    for (let i = 0; i < 12; i++) await store.outbox.enqueueEvent(account.id, 'label.generated', { i });
    const worker = new DeliveryWorker({ store, allowPrivate: true, concurrency: 3, pollIntervalMs: 10_000 });
    worker.start();
    cleanups.push(() => worker.stop());
    await receiver.waitFor(12, 5_000);
    expect(peak).toBe(3);
  });

  test("a crashed worker's claim comes back after the lease and is delivered by another", async () => {
    const { receiver, store, account, webhook } = await fixture();
    await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 1 });
    // The "crashed" worker: claims with a 300 ms lease and never records.
    expect(await store.outbox.claimDue(new Date(), 10, 300)).toHaveLength(1);
    const worker = new DeliveryWorker({ store, allowPrivate: true, pollIntervalMs: 50 });
    worker.start();
    cleanups.push(() => worker.stop());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.requests).toHaveLength(0); // still leased
    await receiver.waitFor(1, 3_000);
    const [delivery] = await eventually(async () => {
      const list = await store.outbox.listDeliveries(account.id, webhook.id);
      return list[0]?.status === 'delivered' && list;
    });
    expect(delivery?.attempts).toBe(1);
  });

  test('stop() waits for the attempts in flight to be recorded', async () => {
    const { receiver, store, account, webhook } = await fixture(() => ({ status: 204, delayMs: 200 }));
    await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 1 });
    const worker = new DeliveryWorker({ store, allowPrivate: true, pollIntervalMs: 50 });
    worker.start();
    await receiver.waitFor(1, 2_000);
    await worker.stop();
    const [delivery] = await store.outbox.listDeliveries(account.id, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', lastStatusCode: 204, attempts: 1 });
  });

  test('runOnce delivers what is due and reports how many', async () => {
    const { receiver, store, account } = await fixture();
    await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 1 });
    await store.outbox.enqueueEvent(account.id, 'label.generated', { n: 2 });
    const worker = new DeliveryWorker({ store, allowPrivate: true });
    cleanups.push(() => worker.stop());
    expect(await worker.runOnce()).toBe(2);
    expect(receiver.requests).toHaveLength(2);
    expect(await worker.runOnce()).toBe(0);
  });

  test('a host name resolving to loopback is refused after DNS when private addresses are not allowed', async () => {
    const store = createMemoryStore();
    const account = await store.accounts.create();
    const { webhook } = await store.webhooks.upsert(account.id, {
      url: 'https://hooks.rebind.example/h',
      events: ['label.generated'],
      secret: 'whsec_worker_0123456789',
    });
    await store.outbox.enqueueEvent(account.id, 'label.generated', {}, { maxAttempts: 1 });
    let lookups = 0;
    const worker = new DeliveryWorker({
      store,
      allowPrivate: false,
      resolveAll: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    cleanups.push(() => worker.stop());
    await worker.runOnce();
    const [delivery] = await store.outbox.listDeliveries(account.id, webhook.id);
    expect(lookups).toBe(1);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.lastError).toBe(
      'ESSRFBLOCKED: hooks.rebind.example resolves to a loopback address (127.0.0.1)',
    );
  });
});
