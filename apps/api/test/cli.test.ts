/** `pnpm cli`: accounts and keys on the same data directory as the server. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer } from './support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function cli(dataDir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@nutrilabel/source', '--import', 'tsx', 'apps/api/src/cli.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  const lines = result.stdout.trim().split('\n');
  const last = lines[lines.length - 1] ?? '';
  return {
    status: result.status,
    stderr: result.stderr,
    json: result.status === 0 ? (JSON.parse(last) as Record<string, unknown>) : undefined,
  };
}

describe('cli', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutrilabel-cli-'));
  dirs.push(dataDir);

  test('keys create, list, revoke; accounts create and set-plan', () => {
    const created = cli(dataDir, 'keys', 'create', '--plan', 'pro');
    expect(created.status, created.stderr).toBe(0);
    expect(created.json).toMatchObject({ plan: 'pro' });
    expect(created.json?.accountId).toMatch(/^acc_/);
    expect(created.json?.key).toMatch(/^nlk_[A-Za-z0-9]{32}$/);
    const accountId = String(created.json?.accountId);

    const second = cli(dataDir, 'keys', 'create', '--account', accountId);
    expect(second.json).toMatchObject({ accountId, plan: 'pro' });

    const listed = cli(dataDir, 'keys', 'list', '--account', accountId);
    const keys = (listed.json?.keys ?? []) as { id: string; prefix: string }[];
    expect(keys).toHaveLength(2);
    expect(JSON.stringify(listed.json)).not.toContain(String(created.json?.key));

    const revoked = cli(dataDir, 'keys', 'revoke', '--account', accountId, '--key', keys[0]?.id ?? '');
    expect(revoked.json).toMatchObject({ revoked: true });

    const plan = cli(dataDir, 'accounts', 'set-plan', '--account', accountId, '--plan', 'team');
    expect(plan.json).toEqual({ accountId, plan: 'team' });
    const alias = cli(dataDir, 'create-account', '--plan', 'free');
    expect(alias.json).toMatchObject({ plan: 'free' });
  }, 60_000);

  test('bad input exits non-zero with a clear message', () => {
    const bad = cli(dataDir, 'keys', 'create', '--plan', 'gold');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--plan must be one of free, pro, team, unlimited');
    const unknown = cli(dataDir, 'keys', 'create', '--account', 'acc_doesnotexist');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no account acc_doesnotexist');
  }, 60_000);

  test('says clearly when the PGlite directory is used by a running server', async () => {
    const busyDir = mkdtempSync(path.join(tmpdir(), 'nutrilabel-cli-busy-'));
    dirs.push(busyDir);
    const server = await startServer({ DATA_DIR: busyDir });
    try {
      const result = cli(busyDir, 'keys', 'create', '--plan', 'free');
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/in use by another process \(is the server running\?\)/);
      // The holder is named, and where to look for it.
      expect(result.stderr).toMatch(/in use by another live process \(pid \d+ on host .+, since \d{4}-/);
      expect(result.stderr).toContain(`fuser -v ${path.join(busyDir, 'pglite', 'nutrilabel.sock')}`);
    } finally {
      await server.kill('SIGKILL');
    }
  }, 60_000);
});
