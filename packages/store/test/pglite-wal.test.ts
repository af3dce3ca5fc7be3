import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, test } from 'vitest';
import { openPgliteStore } from '../src/adapters/pglite';
import { WalCheckpointer } from '../src/adapters/pglite-wal';

// The writer's `-e` script resolves packages from its working directory: the store package's.
const storePackage = resolve(import.meta.dirname, '..');
const src = (module: string): string =>
  JSON.stringify(resolve(import.meta.dirname, '../src/adapters', module));

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-wal-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The bytes of the segment files in `pg_wal` (not its subdirectories). */
const walBytes = (dataDir: string): number =>
  readdirSync(join(dataDir, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .reduce((sum, name) => sum + statSync(join(dataDir, 'pg_wal', name)).size, 0);

const MB = 1024 * 1024;

/** A stand-in database that records what the checkpointer asks and answers a set WAL distance. */
function fakeDb(walBytesSinceCheckpoint: number) {
  const calls: string[] = [];
  return {
    calls,
    closed: false,
    async query<R>(text: string) {
      calls.push(text.includes('pg_wal_lsn_diff') ? 'distance' : text);
      return { rows: [{ bytes: String(walBytesSinceCheckpoint) }] as R[] };
    },
    async exec(text: string) {
      calls.push(text);
      return [];
    },
  };
}

describe('WalCheckpointer', () => {
  test('an idle store costs no query; after activity it checkpoints once the store went quiet', async () => {
    const db = fakeDb(MB);
    const checkpointer = new WalCheckpointer(db, { checkMs: 0, busyBytes: 32 * MB });
    await checkpointer.tick();
    expect(db.calls).toEqual([]);
    checkpointer.touched();
    await checkpointer.tick(); // busy, 1 MB since the last checkpoint: below the limit, wait
    expect(db.calls).toEqual(['distance']);
    await checkpointer.tick(); // quiet for a whole interval: checkpoint
    expect(db.calls).toEqual(['distance', 'checkpoint']);
    await checkpointer.tick(); // nothing owed any more
    await checkpointer.close();
    expect(db.calls).toEqual(['distance', 'checkpoint']);
  });

  test('while busy it checkpoints as soon as the log since the last checkpoint passes the limit', async () => {
    const db = fakeDb(40 * MB);
    const checkpointer = new WalCheckpointer(db, { checkMs: 0, busyBytes: 32 * MB });
    checkpointer.touched();
    await checkpointer.tick();
    expect(db.calls).toEqual(['distance', 'checkpoint']);
  });

  test('close() checkpoints what activity left owed', async () => {
    const db = fakeDb(0);
    const checkpointer = new WalCheckpointer(db, { checkMs: 0 });
    checkpointer.touched();
    await checkpointer.close();
    expect(db.calls).toEqual(['checkpoint']);
  });
});

describe('the PGlite store on disk', () => {
  test('a new directory gets 1 MB log segments and keeps about 2 MB of log at rest', async () => {
    const dir = join(tempDir(), 'db');
    const store = await openPgliteStore(dir);
    const account = await store.accounts.create();
    for (let i = 0; i < 20; i++) {
      await store.recipes.create(account.id, {
        name: `R${i}`,
        regulation: 'fda',
        recipe: { name: `R${i}`, servingSizeGrams: 30, ingredients: [{ name: 'flour', weightGrams: 30 }] },
      });
    }
    await store.close();
    // With PGlite's defaults initdb alone leaves 7 MB of log (16 MB segments: 16 MB); here one segment or two.
    expect(
      readdirSync(join(dir, 'pg_wal')).filter((n) => /^[0-9A-F]{24}$/.test(n)).length,
    ).toBeLessThanOrEqual(3);
    expect(walBytes(dir)).toBeLessThanOrEqual(3 * MB);
    const reopened = await openPgliteStore(dir);
    expect((await reopened.recipes.list(account.id, { limit: 100 })).items).toHaveLength(20);
    await reopened.close();
  });

  test('a directory of an earlier release (16 MB segments, old ones kept for reuse) is cut to its current segment', async () => {
    const dir = join(tempDir(), 'db');
    // As earlier releases opened it: PGlite's defaults (16 MB segments, wal_recycle on, min_wal_size 80 MB).
    const old = await PGlite.create(dir);
    await old.exec(
      'create table filler as select g, repeat(md5(g::text), 8) as pad from generate_series(1, 150000) g',
    );
    await old.exec('checkpoint');
    await old.close();
    const before = walBytes(dir);
    expect(before).toBeGreaterThanOrEqual(48 * MB);

    const store = await openPgliteStore(dir);
    await store.ping();
    await store.close();
    expect(walBytes(dir)).toBeLessThanOrEqual(32 * MB);
    expect(walBytes(dir)).toBeLessThan(before);
  });
});

describe('durability with checkpoints', () => {
  test('SIGKILL while a writer checkpoints every 50 ms: every acknowledged write is there after a restart', async () => {
    const dir = join(tempDir(), 'db');
    // The writer opens the store as openPgliteStore does, with a checkpointer that looks every 50 ms and
    // checkpoints after every 64 kB of log, and prints each acknowledged recipe id.
    const script = `
      const { PGlite } = await import('@electric-sql/pglite');
      const { createPgliteClient } = await import(${src('pglite.ts')});
      const { pgliteOptions, WalCheckpointer } = await import(${src('pglite-wal.ts')});
      const { createSqlStore } = await import(${src('sql-store.ts')});
      const db = await PGlite.create(${JSON.stringify(dir)}, pgliteOptions());
      const told = { query: (t) => db.query(t), get closed() { return db.closed; },
        exec: async (t) => { const r = await db.exec(t); if (t === 'checkpoint') console.log('checkpointed'); return r; } };
      const checkpointer = new WalCheckpointer(told, { checkMs: 50, busyBytes: 65536 });
      const store = await createSqlStore(createPgliteClient(db, checkpointer));
      const account = await store.accounts.create();
      console.log('account ' + account.id);
      for (let i = 0; ; i++) {
        const saved = await store.recipes.create(account.id, { name: 'R' + i, regulation: 'fda',
          recipe: { name: 'R' + i, servingSizeGrams: 30, ingredients: [{ name: 'flour', weightGrams: 30 + i }] } });
        console.log('saved ' + saved.id);
        // A server gets each request from a socket; PGlite answers without I/O, so a bare loop of awaits
        // would never let the checkpointer's timer run.
        await new Promise((next) => setImmediate(next));
      }`;
    const child = spawn(
      process.execPath,
      ['--conditions=@nutrilabel/source', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: storePackage,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        // Well past several checkpoints (each 64 kB of log is about 40 recipes).
        if ((out.match(/^saved /gm) ?? []).length >= 400) done();
      });
      child.once('exit', () => fail(new Error(`the writer stopped: ${err}`)));
    });
    child.kill('SIGKILL');
    await exited;
    const accountId = /^account (\S+)$/m.exec(out)?.[1];
    const acknowledged = [...out.matchAll(/^saved (\S+)$/gm)].map((m) => m[1]);
    expect(accountId).toBeDefined();

    const store = await openPgliteStore(dir);
    const kept = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await store.recipes.list(accountId!, { limit: 500, ...(cursor ? { cursor } : {}) });
      for (const item of page.items) kept.add(item.id);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    await store.close();
    expect(acknowledged.length).toBeGreaterThanOrEqual(400);
    expect((out.match(/^checkpointed$/gm) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(acknowledged.filter((id) => !kept.has(id!))).toEqual([]);
  }, 120_000);
});
