import { createMemoryStore, type Store } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';

/** A memory store that counts webhook lists and enqueues. */
function countingStore() {
  const store = createMemoryStore();
  const counts = { list: 0, enqueue: 0 };
  /** When set, `list` reads at once but answers only when the gate opens (a slow query). */
  const control: { gate: Promise<void> | null; failEnqueue: boolean } = { gate: null, failEnqueue: false };
  const webhooks = store.webhooks;
  const outbox = store.outbox;
  const counted: Pick<Store, 'webhooks' | 'outbox'> = {
    webhooks: {
      ...webhooks,
      upsert: webhooks.upsert.bind(webhooks),
      get: webhooks.get.bind(webhooks),
      getWithSecret: webhooks.getWithSecret.bind(webhooks),
      delete: webhooks.delete.bind(webhooks),
      list: async (accountId) => {
        counts.list++;
        const result = await webhooks.list(accountId);
        if (control.gate) await control.gate;
        return result;
      },
    },
    outbox: {
      ...outbox,
      listDeliveries: outbox.listDeliveries.bind(outbox),
      enqueueEvent: (...args) => {
        counts.enqueue++;
        if (control.failEnqueue) return Promise.reject(new Error('database down'));
        return outbox.enqueueEvent(...args);
      },
    },
  };
  return { store, counted, counts, control };
}

const hook = { url: 'https://erp.example.com/hooks', events: ['label.generated'], secret: 's'.repeat(16) };

describe('OutboxEventSink', () => {
  test('accounts without webhooks are skipped without a write, and looked up once per TTL', async () => {
    const { store, counted, counts } = countingStore();
    let now = 0;
    const sink = new OutboxEventSink(counted, { nowMs: () => now, cacheTtlMs: 1_000 });
    const account = await store.accounts.create();
    for (let i = 0; i < 100; i++) await sink.emit(account.id, 'label.generated', { i });
    expect(counts).toEqual({ list: 1, enqueue: 0 });
    now = 1_001;
    await sink.emit(account.id, 'label.generated', {});
    expect(counts).toEqual({ list: 2, enqueue: 0 });
  });

  test('invalidate (configure/delete) makes the next event see the new webhook at once', async () => {
    const { store, counted, counts } = countingStore();
    let woken = 0;
    const sink = new OutboxEventSink(counted, { nowMs: () => 0, maxAttempts: 3, onEnqueued: () => woken++ });
    const account = await store.accounts.create();
    await sink.emit(account.id, 'label.generated', {});
    const { webhook } = await store.webhooks.upsert(account.id, hook);
    sink.invalidate(account.id);
    await sink.emit(account.id, 'label.generated', { n: 1 });
    expect(counts.enqueue).toBe(1);
    expect(woken).toBe(1);
    const [delivery] = await store.outbox.listDeliveries(account.id, webhook.id);
    expect(delivery).toMatchObject({
      type: 'label.generated',
      payloadJson: '{"n":1}',
      maxAttempts: 3,
      status: 'pending',
    });
  });

  test('an event type the account does not subscribe to is skipped; no wake-up without deliveries', async () => {
    const { store, counted, counts } = countingStore();
    let woken = 0;
    const sink = new OutboxEventSink(counted, { onEnqueued: () => woken++ });
    const account = await store.accounts.create();
    await store.webhooks.upsert(account.id, hook);
    await sink.emit(account.id, 'label.updated', {});
    expect(counts.enqueue).toBe(0);
    expect(woken).toBe(0);
  });

  test('a lookup that raced with invalidate is not cached', async () => {
    const { store, counted, control } = countingStore();
    const sink = new OutboxEventSink(counted, { nowMs: () => 0 });
    const account = await store.accounts.create();
    let open = () => {};
    control.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const racing = sink.emit(account.id, 'label.generated', {}); // reads "no webhooks", answers late
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.webhooks.upsert(account.id, hook);
    sink.invalidate(account.id);
    control.gate = null;
    open();
    await racing;
    await sink.emit(account.id, 'label.generated', { after: true });
    const [webhook] = await store.webhooks.list(account.id);
    const deliveries = await store.outbox.listDeliveries(account.id, webhook?.id ?? '');
    expect(deliveries.map((d) => d.payloadJson)).toContain('{"after":true}');
  });

  test('flush waits for emits in progress; emit failures reach the caller', async () => {
    const { store, counted, control } = countingStore();
    const sink = new OutboxEventSink(counted);
    const account = await store.accounts.create();
    await store.webhooks.upsert(account.id, hook);
    const emits = Array.from({ length: 10 }, (_, i) => sink.emit(account.id, 'label.generated', { i }));
    await sink.flush();
    const [webhook] = await store.webhooks.list(account.id);
    expect(await store.outbox.listDeliveries(account.id, webhook?.id ?? '')).toHaveLength(10);
    await Promise.all(emits);
    control.failEnqueue = true;
    await expect(sink.emit(account.id, 'label.generated', {})).rejects.toThrow('database down');
    await sink.flush();
  });
});
