import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { openPgliteStore, PGLITE_LOCK_FILE } from '../src/adapters/pglite';
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

describe('openPgliteStore', () => {
  test('creates the directory, keeps data across reopen, and holds a pid lock file while open', async () => {
    const dir = join(tempDir(), 'nested', 'db');
    const store = await openPgliteStore(dir);
    const lock = join(dir, PGLITE_LOCK_FILE);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    const acc = await store.accounts.create({ plan: 'pro' });
    await store.close();
    expect(existsSync(lock)).toBe(false);

    const reopened = await openPgliteStore(dir);
    expect(await reopened.accounts.get(acc.id)).toEqual(acc);
    expect(await reopened.migrate()).toEqual([]);
    await reopened.close();
  });

  test('a second open of the same directory is refused as locked', async () => {
    const dir = tempDir();
    const store = await openPgliteStore(dir);
    const err = await openPgliteStore(dir).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'StoreError', code: 'locked' });
    expect((err as Error).message).toMatch(/^\[store\] \[pglite\] database directory is locked by /);
    await store.close();
    const again = await openPgliteStore(dir);
    await again.close();
  });

  test('another process opening a directory this process holds is told it is locked', async () => {
    const dir = tempDir();
    const store = await openPgliteStore(dir);
    try {
      const module = resolve(import.meta.dirname, '../src/adapters/pglite.ts');
      const script = `import(${JSON.stringify(module)}).then((m) => m.openPgliteStore(${JSON.stringify(dir)}))
        .then(() => console.log('opened'), (e) => console.log(e.code, e.message))`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: resolve(import.meta.dirname, '../../..'),
      });
      expect(stdout.trim()).toBe(
        `locked [store] [pglite] database directory is locked by another process (pid ${process.pid}): ${dir} ` +
          `(lock file ${join(dir, PGLITE_LOCK_FILE)})`,
      );
    } finally {
      await store.close();
    }
  }, 60_000);

  test('a lock held by a live process names its pid', async () => {
    const dir = tempDir();
    // The parent of this process is alive and is not us.
    writeFileSync(join(dir, PGLITE_LOCK_FILE), `${process.ppid}\n`);
    await expect(openPgliteStore(dir)).rejects.toMatchObject({
      code: 'locked',
      message: expect.stringContaining(`locked by another process (pid ${process.ppid})`),
    });
  });

  test('a stale lock (dead pid) is taken over', async () => {
    const dir = tempDir();
    // Pids are below 2^22 on Linux, so this one cannot be alive.
    writeFileSync(join(dir, PGLITE_LOCK_FILE), '4194999\n');
    const store = await openPgliteStore(dir);
    expect(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await store.close();
  });

  test('a closed store is unavailable', async () => {
    const store = await openPgliteStore(tempDir());
    await store.close();
    await expect(store.ping()).rejects.toMatchObject({ name: 'StoreError', code: 'unavailable' });
  });
});
