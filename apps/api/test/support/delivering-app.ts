/**
 * The API in-process with its outbox sink, a fast delivery worker and a real receiver on loopback,
 * over the memory store or a PGlite directory: for tests of what webhook receivers get.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryStore, openPgliteStore, type Store } from '@nutrilabel/store';
import { DeliveryWorker } from '../../src/webhooks/delivery-worker';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { makeApp } from '../helpers';
import { type Receiver, startReceiver } from '../webhooks/receiver';

/** Teardown steps, run newest first (call `runCleanups` in `afterEach`). */
export type Cleanups = (() => Promise<void>)[];

/** Runs and empties the teardown steps, newest first. */
export async function runCleanups(cleanups: Cleanups): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** The stores such tests run on, by name: memory, and PGlite in a fresh directory. */
export function testStores(cleanups: Cleanups): [string, () => Promise<Store>][] {
  return [
    ['memory', async () => createMemoryStore()],
    [
      'PGlite',
      async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'nutrilabel-delivering-'));
        cleanups.push(() => rm(dir, { recursive: true, force: true }));
        return openPgliteStore(path.join(dir, 'db'));
      },
    ],
  ];
}

/**
 * The app over `store`, delivering to a receiver configured for `events`.
 *
 * @example const { call, receiver } = await deliveringApp(store, cleanups, ['label.updated']);
 */
export async function deliveringApp(
  store: Store,
  cleanups: Cleanups,
  events: readonly string[] = ['label.generated', 'label.updated'],
): Promise<Awaited<ReturnType<typeof makeApp>> & { receiver: Receiver }> {
  const worker = new DeliveryWorker({ store, allowPrivate: true, backoffMs: 50, pollIntervalMs: 50 });
  const sink = new OutboxEventSink(store, { allowPrivate: true, onEnqueued: () => worker.wake() });
  const api = await makeApp({ store, events: sink });
  worker.start();
  const receiver = await startReceiver();
  cleanups.push(async () => {
    await sink.flush();
    await worker.stop();
    await receiver.close();
    await store.close();
  });
  const configured = await api.call('/api/v1/webhooks/configure', {
    body: { url: receiver.url, events, secret: 's'.repeat(24) },
  });
  if (configured.status !== 201) throw new Error(`webhook not configured: ${configured.status}`);
  return { ...api, receiver };
}
