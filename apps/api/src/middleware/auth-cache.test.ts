import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test, vi } from 'vitest';
import { manualClock } from '../../test/rate-limit/window-model';
import { withAuthCache } from './auth-cache';
import { createLocalInvalidationBus } from './auth-invalidation';

async function setup() {
  const raw = createMemoryStore();
  const account = await raw.accounts.create({ plan: 'free' });
  const created = await raw.apiKeys.create(account.id);
  await raw.apiKeys.create(account.id); // a spare: the store never revokes an account's last active key
  const clock = manualClock();
  const lookups = vi.spyOn(raw.apiKeys, 'authenticate');
  const store = withAuthCache(raw, { ttlMs: 5000, now: clock.now });
  return { raw, store, account, created, clock, lookups };
}

describe('withAuthCache', () => {
  test('a valid key is looked up once per TTL', async () => {
    const { store, account, created, clock, lookups } = await setup();
    const expected = { accountId: account.id, plan: 'free', keyId: created.id };
    expect(await store.apiKeys.authenticate(created.key)).toEqual(expected);
    expect(await store.apiKeys.authenticate(created.key)).toEqual(expected);
    expect(lookups).toHaveBeenCalledTimes(1);
    clock.advance(5000);
    expect(await store.apiKeys.authenticate(created.key)).toEqual(expected);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  test('failures are not cached', async () => {
    const { store, lookups } = await setup();
    expect(await store.apiKeys.authenticate('nlk_x')).toBeNull();
    expect(await store.apiKeys.authenticate('nlk_x')).toBeNull();
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  test('revoking through the cached store takes effect at once, also inside a transaction', async () => {
    const { store, account, created } = await setup();
    await store.apiKeys.authenticate(created.key);
    expect(await store.apiKeys.revoke(account.id, created.id)).toBe(true);
    expect(await store.apiKeys.authenticate(created.key)).toBeNull();

    const second = await store.apiKeys.create(account.id);
    await store.apiKeys.authenticate(second.key);
    await store.transaction((tx) => tx.apiKeys.revoke(account.id, second.id));
    expect(await store.apiKeys.authenticate(second.key)).toBeNull();
  });

  test('a plan change through the cached store takes effect at once', async () => {
    const { store, account, created } = await setup();
    await store.apiKeys.authenticate(created.key);
    await store.accounts.setPlan(account.id, 'pro');
    expect(await store.apiKeys.authenticate(created.key)).toMatchObject({ plan: 'pro' });
  });

  test('a revocation made elsewhere (the CLI, another instance) is seen within the TTL', async () => {
    const { raw, store, account, created, clock } = await setup();
    await store.apiKeys.authenticate(created.key);
    await raw.apiKeys.revoke(account.id, created.id);
    expect(await store.apiKeys.authenticate(created.key)).not.toBeNull(); // still cached
    clock.advance(5000);
    expect(await store.apiKeys.authenticate(created.key)).toBeNull();
  });

  test('every other member is the store itself', async () => {
    const { store, account } = await setup();
    expect(store.adapter).toBe('memory');
    const saved = await store.recipes.create(account.id, { name: 'x', regulation: 'fda', recipe: { a: 1 } });
    expect((await store.recipes.get(account.id, saved.id))?.name).toBe('x');
    await expect(store.ping()).resolves.toBeUndefined();
  });

  describe('with an invalidation bus (several instances)', () => {
    async function twoInstances() {
      const raw = createMemoryStore();
      const account = await raw.accounts.create({ plan: 'free' });
      const created = await raw.apiKeys.create(account.id);
      // A second key: the store never revokes an account's last active key (api.md §16).
      await raw.apiKeys.create(account.id);
      const bus = createLocalInvalidationBus();
      const lookups = vi.spyOn(raw.apiKeys, 'authenticate');
      const a = withAuthCache(raw, { ttlMs: 60_000, invalidations: bus });
      const b = withAuthCache(raw, { ttlMs: 60_000, invalidations: bus });
      return { raw, account, created, bus, lookups, a, b };
    }

    test('a key revoked through one instance is refused at once by the other', async () => {
      const { account, created, lookups, a, b } = await twoInstances();
      expect(await b.apiKeys.authenticate(created.key)).not.toBeNull();
      expect(await b.apiKeys.authenticate(created.key)).not.toBeNull();
      expect(lookups).toHaveBeenCalledTimes(1); // cached on b
      await a.apiKeys.revoke(account.id, created.id);
      expect(await b.apiKeys.authenticate(created.key)).toBeNull();
    });

    test('a plan changed through one instance is seen at once by the other', async () => {
      const { account, created, a, b } = await twoInstances();
      expect(await b.apiKeys.authenticate(created.key)).toMatchObject({ plan: 'free' });
      await a.accounts.setPlan(account.id, 'team');
      expect(await b.apiKeys.authenticate(created.key)).toMatchObject({ plan: 'team' });
    });

    test('a lookup in flight when a revocation arrives is not cached', async () => {
      const { raw, account, created, bus, b } = await twoInstances();
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const original = raw.apiKeys.authenticate.bind(raw.apiKeys);
      vi.spyOn(raw.apiKeys, 'authenticate').mockImplementationOnce(async (key) => {
        const auth = await original(key);
        await gate;
        return auth;
      });
      const inFlight = b.apiKeys.authenticate(created.key);
      await raw.apiKeys.revoke(account.id, created.id);
      await bus.publish({ keyId: created.id });
      release();
      expect(await inFlight).not.toBeNull(); // read before the revocation
      expect(await b.apiKeys.authenticate(created.key)).toBeNull();
    });

    test('while the bus is not subscribed, every lookup asks the store', async () => {
      const { created, bus, lookups, b } = await twoInstances();
      bus.live = false;
      await b.apiKeys.authenticate(created.key);
      await b.apiKeys.authenticate(created.key);
      expect(lookups).toHaveBeenCalledTimes(2);
      bus.live = true;
      await bus.publish({ all: true });
      await b.apiKeys.authenticate(created.key);
      await b.apiKeys.authenticate(created.key);
      expect(lookups).toHaveBeenCalledTimes(3);
    });

    test('a revocation is applied locally even when publishing fails', async () => {
      const { account, created, bus, b } = await twoInstances();
      const errors: unknown[] = [];
      const c = withAuthCache(b, {
        ttlMs: 60_000,
        invalidations: { ...bus, live: true, publish: () => Promise.reject(new Error('down')) },
        onPublishError: (error) => errors.push(error),
      });
      await c.apiKeys.authenticate(created.key);
      await c.apiKeys.revoke(account.id, created.id);
      expect(errors).toHaveLength(1);
      expect(await c.apiKeys.authenticate(created.key)).toBeNull();
    });
  });
});
