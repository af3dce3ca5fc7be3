/**
 * A label that changes nothing stored does not touch the database per request: 100 `POST /label`
 * with the server's key cache and event sink make one key lookup and one "which events does this
 * account subscribe to" read in all. With a webhook subscribed, each label adds exactly its outbox
 * write (the at-least-once delivery needs it before the answer).
 */
import { createMemoryStore, type Store } from '@nutrilabel/store';
import { expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { OutboxEventSink } from '../../src/webhooks/outbox-event-sink';
import { simpleRecipe } from '../helpers';

function countedStore(): { store: Store; calls: string[] } {
  const inner = createMemoryStore();
  const calls: string[] = [];
  const repositories = [
    'accounts',
    'apiKeys',
    'recipes',
    'ingredients',
    'webhooks',
    'outbox',
    'idempotency',
  ] as const;
  const store = { ...inner } as Store;
  for (const name of repositories) {
    const repository = inner[name] as unknown as Record<string, unknown>;
    (store as unknown as Record<string, unknown>)[name] = new Proxy(repository, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(prop)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  return { store, calls };
}

test('100 labels: one key lookup and one subscription read in all; with a webhook, one outbox write each', async () => {
  const { store, calls } = countedStore();
  const account = await store.accounts.create({ plan: 'unlimited' });
  const { key } = await store.apiKeys.create(account.id);
  const events = new OutboxEventSink(store);
  const app = createApp({ store, events, authCacheTtlMs: 60_000 });
  const label = () =>
    app.request('/api/v1/label', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ recipe: simpleRecipe(), regulation: 'fda' }),
    });
  calls.length = 0;
  for (let i = 0; i < 100; i++) expect((await label()).status).toBe(200);
  expect(calls.sort()).toEqual(['apiKeys.authenticate', 'webhooks.list']);

  await store.webhooks.upsert(account.id, {
    url: 'https://example.com/hook',
    events: ['label.generated'],
    secret: 'whsec_test',
  });
  events.invalidate(account.id);
  calls.length = 0;
  for (let i = 0; i < 10; i++) expect((await label()).status).toBe(200);
  expect(calls.filter((c) => c !== 'webhooks.list')).toEqual(Array(10).fill('outbox.enqueueEvent'));
  expect(calls.filter((c) => c === 'webhooks.list')).toHaveLength(1);
});
