/**
 * Two API instances (real child processes) on one PostgreSQL and one Redis, each caching key lookups
 * for a minute: a key revoked through instance A (or the CLI) is refused by instance B on the very next
 * request, and a plan change is seen at once, because revocations are published over Redis pub/sub.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiCall, type ServerProcess, startServer } from '../support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

if (!databaseUrl || !redisUrl) {
  test.skip('key revocation across two instances: skipped because DATABASE_URL or REDIS_URL is not set (CI sets both)', () => {});
} else {
  let env: Record<string, string> = {};
  let a: ServerProcess;
  let b: ServerProcess;
  let rootKey = '';
  let accountId = '';

  beforeAll(async () => {
    const name = `nl_revoke_two_${process.pid}_${Date.now().toString(36)}`;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const dbUrl = new URL(databaseUrl);
    dbUrl.pathname = `/${name}`;
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-revoke-two-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // A minute of cache: only the published invalidation can explain a refusal within the test.
    env = { DATABASE_URL: dbUrl.toString(), REDIS_URL: redisUrl, DATA_DIR: dir, AUTH_CACHE_TTL_MS: '60000' };
    a = await startServer(env);
    cleanups.push(() => a.kill('SIGKILL'));
    b = await startServer(env); // after A, so only A bootstraps the account
    cleanups.push(() => b.kill('SIGKILL'));
    rootKey = a.key ?? '';
    accountId = /Created account (\S+)/.exec(a.output())?.[1] ?? '';
    expect(rootKey, a.output()).toMatch(/^nlk_/);
    expect(accountId).toMatch(/^acc_/);
    // Both reach PostgreSQL and Redis (an unreachable REDIS_URL fails here instead of passing on the database).
    for (const server of [a, b]) expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  }, 90_000);

  async function newKey(): Promise<{ id: string; key: string }> {
    const created = await apiCall(a, rootKey, '/api/v1/keys', {});
    expect(created.status).toBe(201);
    return created.body.data as { id: string; key: string };
  }

  /** Answers B with `key` until it is cached there (two lookups: the second one hits the cache). */
  async function warm(server: ServerProcess, key: string) {
    for (let i = 0; i < 2; i++) expect((await apiCall(server, key, '/api/v1/recipes')).status).toBe(200);
  }

  test('a key revoked through instance A gets 401 on the very next request to instance B', async () => {
    const { id, key } = await newKey();
    await warm(b, key);
    const revoked = await apiCall(a, rootKey, `/api/v1/keys/${id}`, undefined, 'DELETE');
    expect(revoked.status).toBe(200);
    const next = await apiCall(b, key, '/api/v1/recipes');
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(40102);
    // And on A, and for good: the other keys still work on both.
    expect((await apiCall(a, key, '/api/v1/recipes')).status).toBe(401);
    expect((await apiCall(b, rootKey, '/api/v1/recipes')).status).toBe(200);
  }, 30_000);

  test('a key revoked with the CLI, and a plan changed with it, are seen by both instances at once', async () => {
    const { id, key } = await newKey();
    await warm(a, key);
    await warm(b, key);
    const before = await fetch(`${b.baseUrl}/api/v1/recipes`, { headers: { 'x-api-key': key } });
    expect(before.headers.get('ratelimit-limit')).toBe('300'); // team

    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--conditions=@nutrilabel/source', '--import', 'tsx', 'apps/api/src/cli.ts', ...args],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      );
    const plan = cli('accounts', 'set-plan', '--account', accountId, '--plan', 'pro');
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stderr).toBe('');
    for (const server of [a, b]) {
      const after = await fetch(`${server.baseUrl}/api/v1/recipes`, { headers: { 'x-api-key': key } });
      expect(after.headers.get('ratelimit-limit')).toBe('100'); // pro
    }

    const revoke = cli('keys', 'revoke', '--account', accountId, '--key', id);
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stderr).toBe('');
    for (const server of [a, b]) {
      const next = await apiCall(server, key, '/api/v1/recipes');
      expect(next.status).toBe(401);
    }
  }, 60_000);
}
