import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openPgliteStore, PGLITE_LOCK_SOCKET } from '../src/adapters/pglite';
import { withReadCache } from '../src/read-cache';
import { defineStoreContract } from '../src/testing/contract';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-pglite-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

defineStoreContract('pglite', (options) => openPgliteStore(join(tempDir(), 'db'), options));
// As the server opens it: the same contract through the read cache.
defineStoreContract('pglite with the read cache', async (options) =>
  withReadCache(await openPgliteStore(join(tempDir(), 'db'), options)),
);

describe('openPgliteStore', () => {
  test('creates the directory, keeps data across reopen, and holds the lock socket while open', async () => {
    const dir = join(tempDir(), 'nested', 'db');
    const store = await openPgliteStore(dir);
    const socket = join(dir, PGLITE_LOCK_SOCKET);
    expect(statSync(socket).isSocket()).toBe(true);
    const acc = await store.accounts.create({ plan: 'pro' });
    await store.close();
    expect(existsSync(socket)).toBe(false);

    const reopened = await openPgliteStore(dir);
    expect(await reopened.accounts.get(acc.id)).toEqual(acc);
    expect(await reopened.migrate()).toEqual([]);
    await reopened.close();
  });

  test('a second open of the same directory in this process is refused as locked', async () => {
    const dir = tempDir();
    const store = await openPgliteStore(dir);
    const err = await openPgliteStore(dir).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'StoreError', code: 'locked' });
    expect((err as Error).message).toBe(
      `[store] [pglite] database directory ${dir} is already open in this process`,
    );
    await store.close();
    const again = await openPgliteStore(dir);
    await again.close();
  });

  test('a closed store is unavailable', async () => {
    const store = await openPgliteStore(tempDir());
    await store.close();
    await expect(store.ping()).rejects.toMatchObject({ name: 'StoreError', code: 'unavailable' });
  });
});
