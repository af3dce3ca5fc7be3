import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgresStore } from '../src/adapters/postgres';
import { defineStoreContract } from '../src/testing/contract';
import type { Store } from '../src/types';

const url = process.env.DATABASE_URL;

if (!url) {
  test.skip('PostgreSQL store contract: skipped because DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
} else {
  // One fresh schema per test file, so parallel files never see each other's rows.
  const schema = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  beforeAll(async () => {
    await admin.unsafe(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.unsafe(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  defineStoreContract('postgres', (options) => openPostgresStore(url, { ...options, schema }));

  describe('openPostgresStore', () => {
    test('two pools claiming at once never get the same delivery', async () => {
      const s1 = await openPostgresStore(url, { schema, max: 4 });
      const s2 = await openPostgresStore(url, { schema, max: 4 });
      try {
        // Drain what the contract left due.
        while ((await s1.outbox.claimDue('2250-01-01T00:00:00.000Z', 1000, 1e12)).length === 1000) {}
        const acc = (await s1.accounts.create()).id;
        for (let i = 0; i < 4; i++) {
          await s1.webhooks.upsert(acc, {
            url: `https://pool.example/${i}`,
            events: ['e'],
            secret: 'p'.repeat(16),
          });
        }
        for (let i = 0; i < 50; i++) await s1.outbox.enqueueEvent(acc, 'e', { i });
        const now = '2240-01-01T00:00:00.000Z';
        const seen: string[] = [];
        for (let round = 0; round < 10; round++) {
          const batches = await Promise.all([s1, s2, s1, s2].map((s) => s.outbox.claimDue(now, 7, 60_000)));
          seen.push(...batches.flat().map((d) => d.id));
        }
        expect(seen).toHaveLength(200);
        expect(new Set(seen).size).toBe(200);
      } finally {
        await s1.close();
        await s2.close();
      }
    });

    test('rows claimed by an open transaction are skipped by another connection, not waited for', async () => {
      const s1 = await openPostgresStore(url, { schema, max: 2 });
      const s2 = await openPostgresStore(url, { schema, max: 2 });
      try {
        while ((await s1.outbox.claimDue('2250-01-01T00:00:00.000Z', 1000, 1e12)).length === 1000) {}
        const acc = (await s1.accounts.create()).id;
        await s1.webhooks.upsert(acc, {
          url: 'https://lock.example/',
          events: ['e'],
          secret: 'l'.repeat(16),
        });
        const ids: string[] = [];
        for (let i = 0; i < 6; i++)
          ids.push((await s1.outbox.enqueueEvent(acc, 'e', { i })).deliveries[0]!.id);
        const now = '2245-01-01T00:00:00.000Z';
        const inTx: string[] = [];
        const other: string[] = [];
        await s1
          .transaction(async (tx) => {
            inTx.push(...(await tx.outbox.claimDue(now, 4, 60_000)).map((d) => d.id));
            // Uncommitted: the other connection still sees these 4 as due, but they are row-locked.
            other.push(...(await s2.outbox.claimDue(now, 10, 60_000)).map((d) => d.id));
            throw new Error('worker crashed');
          })
          .catch(() => undefined);
        expect(inTx).toHaveLength(4);
        expect(other.sort()).toEqual(ids.filter((id) => !inTx.includes(id)).sort());
        // Rolled back: the 4 are due again.
        expect((await s2.outbox.claimDue(now, 10, 60_000)).map((d) => d.id).sort()).toEqual([...inTx].sort());
      } finally {
        await s1.close();
        await s2.close();
      }
    });

    test('exclusive: while one pool holds a maintenance lock, another skips it; other locks are free', async () => {
      const s1 = await openPostgresStore(url, { schema, max: 2 });
      const s2 = await openPostgresStore(url, { schema, max: 2 });
      try {
        let release!: () => void;
        const held = new Promise<void>((r) => {
          release = r;
        });
        let entered!: () => void;
        const inside = new Promise<void>((r) => {
          entered = r;
        });
        const first = s1.exclusive('retention', async () => {
          entered();
          await held;
          return 'first';
        });
        await inside;
        expect(await s2.exclusive('retention', async () => 'second')).toEqual({ ran: false });
        expect(await s2.exclusive('other', async () => 'other')).toEqual({ ran: true, value: 'other' });
        release();
        expect(await first).toEqual({ ran: true, value: 'first' });
        expect(await s2.exclusive('retention', async () => 'again')).toEqual({ ran: true, value: 'again' });
      } finally {
        await s1.close();
        await s2.close();
      }
    });

    test('instances migrating a new schema at the same time do not clash (advisory lock)', async () => {
      const fresh = `${schema}_m`;
      await admin.unsafe(`create schema ${fresh}`);
      const stores: Store[] = [];
      try {
        stores.push(
          ...(await Promise.all([1, 2, 3].map(() => openPostgresStore(url, { schema: fresh, max: 2 })))),
        );
        const rows = await admin.unsafe(
          `select version, name from ${fresh}.schema_migrations order by version`,
        );
        expect(rows.map((r) => r.name)).toEqual([
          '0001-init',
          '0002-recipe-ingredient-count',
          '0003-metadata-and-event-text',
          '0004-recipe-versions',
          '0005-recipe-options',
          '0006-recipe-list-numbers',
        ]);
      } finally {
        await Promise.all(stores.map((s) => s.close()));
        await admin.unsafe(`drop schema ${fresh} cascade`);
      }
    });

    test('an unreachable server is unavailable', async () => {
      const err = await openPostgresStore('postgres://postgres@127.0.0.1:1/none', {
        connectTimeout: 2,
      }).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'StoreError', code: 'unavailable' });
      expect((err as Error).message).toMatch(/^\[store\] \[postgres\] database unavailable: /);
    });
  });
}
