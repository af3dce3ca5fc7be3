/**
 * `pnpm cli backup` (a real CLI process) while the real server runs and takes writes (the CLI goes
 * through `POST /admin/backup`), then the CLI's restore (in-process, to save a start) into a new data
 * directory: every write acknowledged before the backup began is there. Also the offline backup and
 * the refusals.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '@nutrilabel/store';
import { afterAll, expect, test } from 'vitest';
import { runBackupCommand } from '../../src/cli-backup';
import { loadConfig } from '../../src/config';
import { simpleRecipe } from '../helpers';
import { startServer } from '../support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ADMIN_TOKEN = 'admin-token-0123456789abcdef';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nutrilabel-backup-cli-'));
  dirs.push(dir);
  return dir;
};

/** Runs the CLI without blocking this process's event loop (the writers keep going meanwhile). */
function cli(env: Record<string, string>, ...args: string[]) {
  return new Promise<{
    status: number | null;
    stdout: string;
    stderr: string;
    json?: Record<string, unknown>;
  }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@nutrilabel/source', '--import', 'tsx', 'apps/api/src/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ADMIN_TOKEN: '', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('close', (status) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      resolve({ status, stdout, stderr, ...(status === 0 ? { json: JSON.parse(last) } : {}) });
    });
  });
}

test('a backup through the running server holds every write acknowledged before it; restore brings it back', async () => {
  const dataDir = tempDir();
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_TOKEN });
  const key = server.key!;
  expect(key).toMatch(/^nlk_/);
  const acked: string[] = [];
  let writing = true;
  const writer = async (n: number) => {
    for (let i = 0; writing; i++) {
      const response = await fetch(`${server.baseUrl}/api/v1/recipes`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `w${n}-${i}`, recipe: simpleRecipe(`w${n}-${i}`) }),
      });
      if (response.status === 201) acked.push(((await response.json()) as { data: { id: string } }).data.id);
      else await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  let backup: Awaited<ReturnType<typeof cli>>;
  let before: string[];
  const file = path.join(tempDir(), 'live.sql.gz');
  try {
    const writers = [writer(1), writer(2)];
    while (acked.length < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    before = [...acked];
    backup = await cli(
      { DATA_DIR: dataDir, ADMIN_TOKEN },
      'backup',
      '--out',
      file,
      '--server',
      server.baseUrl,
    );
    const during = acked.length - before.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.json).toMatchObject({ out: file, via: server.baseUrl, pausedMs: expect.any(Number) });
    expect(during).toBeGreaterThan(0); // the writes went on while the backup was taken
    // A wrong token is refused.
    const refused = await runBackupCommand(
      loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: 'not-the-admin-token-at-all' }),
      ['backup', '--out', path.join(tempDir(), 'x.sql.gz'), '--server', server.baseUrl],
    ).catch((e: Error) => e.message);
    expect(refused).toContain('answered 401');
  } finally {
    writing = false;
    await server.kill('SIGTERM');
  }

  const target = tempDir();
  const restored = await runBackupCommand(loadConfig({ DATA_DIR: target }), ['restore', '--from', file]);
  expect(restored).toEqual({ restored: path.join(target, 'pglite'), accounts: 1 });
  const store = await openPgliteStore(path.join(target, 'pglite'));
  try {
    const auth = await store.apiKeys.authenticate(key);
    expect(auth).not.toBeNull();
    for (const id of before) expect(await store.recipes.get(auth!.accountId, id), id).not.toBeNull();
  } finally {
    await store.close();
  }

  // Restoring over data is refused; offline (server stopped) the CLI backs up the directory itself.
  await expect(
    runBackupCommand(loadConfig({ DATA_DIR: target }), ['restore', '--from', file]),
  ).rejects.toThrow('is not empty; restore into a new directory');
  const offline = path.join(tempDir(), 'offline.sql.gz');
  const direct = await runBackupCommand(loadConfig({ DATA_DIR: dataDir }), ['backup', '--out', offline]);
  expect(direct).toMatchObject({ out: offline, via: 'data directory' });
  expect(existsSync(offline)).toBe(true);
  await expect(
    runBackupCommand(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/none' }), [
      'backup',
      '--out',
      offline,
    ]),
  ).rejects.toThrow('back up and restore PostgreSQL with pg_dump');
}, 120_000);
