/**
 * Upgrades keep every record. The fixture (test/fixtures/release-0.1.0-86a513f, made by
 * make-upgrade-fixture.ts with that release's store) is opened by the code under test, migrated and
 * read back whole: as a data directory (same PGlite on-disk format), and from its backup, the way
 * across a PGlite release that changes the on-disk format (docs/operations.md, "Upgrades").
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, test } from 'vitest';
import { openPgliteStore } from '../src/adapters/pglite';
import { backupText, restorePgliteBackup } from '../src/adapters/pglite-backup';
import type { Store } from '../src/types';
import { snapshot } from './fixtures/snapshot';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'release-0.1.0-86a513f');
const expected = JSON.parse(readFileSync(join(FIXTURE, 'expected.json'), 'utf8')) as {
  clock: string;
  keys: { team: string; revoked: string; free: string };
  idempotencyKeys: string[];
  records: { account: { id: string } }[];
};
const accountIds = expected.records.map((r) => r.account.id);
// Read at the fixture's time, so that its idempotency record is not yet expired.
const now = () => new Date(expected.clock);

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-upgrade-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The fixture's data directory unpacked (PGlite loads its own `dumpDataDir` tarball). */
async function unpackDataDir(dir: string): Promise<void> {
  const tar = brotliDecompressSync(readFileSync(join(FIXTURE, 'pglite-data.tar.br')));
  const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(tar)]) });
  await db.close();
}

async function expectEveryRecord(store: Store): Promise<void> {
  expect(await store.migrate()).toEqual([]);
  expect(await snapshot(store, accountIds, expected.idempotencyKeys)).toMatchObject(expected.records);
  expect(await store.apiKeys.authenticate(expected.keys.team)).toMatchObject({ accountId: accountIds[0] });
  expect(await store.apiKeys.authenticate(expected.keys.free)).toMatchObject({ accountId: accountIds[1] });
  expect(await store.apiKeys.authenticate(expected.keys.revoked)).toBeNull();
  // and it takes writes
  const created = await store.recipes.create(accountIds[0]!, {
    name: 'after',
    regulation: 'fda',
    recipe: {},
  });
  expect(await store.recipes.get(accountIds[0]!, created.id)).toEqual(created);
}

describe('upgrading a data directory written by release 0.1.0 (86a513f)', () => {
  let currentMajor = '';

  test('its backup restores into a new directory, migrates, and every record reads back', async () => {
    const dir = join(tempDir(), 'pglite');
    await restorePgliteBackup(dir, backupText(readFileSync(join(FIXTURE, 'backup.sql.gz'))));
    const store = await openPgliteStore(dir, { now });
    try {
      await expectEveryRecord(store);
    } finally {
      await store.close();
    }
    currentMajor = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
  }, 60_000);

  test('the directory itself opens, migrates, and every record reads back (same on-disk format)', async () => {
    const dir = join(tempDir(), 'pglite');
    await unpackDataDir(dir);
    const fixtureMajor = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
    // When PGlite moves to a new PostgreSQL major version this directory no longer opens: that
    // upgrade goes through backup and restore (the test above), and the fixture is remade.
    expect(fixtureMajor, 'PGlite changed its on-disk format: see docs/operations.md, "Upgrades"').toBe(
      currentMajor,
    );
    // Opening applies the migrations newer than the fixture (it was written at 0002).
    const store = await openPgliteStore(dir, { now });
    try {
      await expectEveryRecord(store);
    } finally {
      await store.close();
    }
  }, 60_000);

  test('a directory of another on-disk format is refused (the way across is its backup, above)', async () => {
    const dir = join(tempDir(), 'pglite');
    await unpackDataDir(dir);
    writeFileSync(join(dir, 'PG_VERSION'), `${Number(currentMajor) - 1}\n`);
    await expect(openPgliteStore(dir, { now })).rejects.toMatchObject({
      name: 'StoreError',
      code: 'unavailable',
      message: expect.stringMatching(/cannot open database/),
    });
  }, 60_000);
});
