/**
 * Two API instances (real child processes) on one PostgreSQL: each event is delivered once, because
 * each delivery is claimed by one worker (`claimDue`: FOR UPDATE SKIP LOCKED with a lease).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterEach, expect, test } from 'vitest';
import { simpleRecipe } from '../helpers';
import { apiCall, startServer } from '../support/server-process';
import { eventually, startReceiver } from './receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const url = process.env.DATABASE_URL;
if (!url) {
  test.skip('two API instances on one PostgreSQL: skipped because DATABASE_URL is not set (CI sets it)', () => {});
} else {
  test('two API instances on one PostgreSQL deliver each of 60 events exactly once', async () => {
    const name = `nl_webhooks_two_${process.pid}_${Date.now().toString(36)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-webhooks-two-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // A receiver that takes 30 ms, so both workers hold claims at the same time.
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 30 }));
    cleanups.push(() => receiver.close());

    const env = { DATABASE_URL: dbUrl.toString(), DATA_DIR: dir, WEBHOOK_ALLOW_PRIVATE: '1' };
    const a = await startServer(env);
    cleanups.push(() => a.kill('SIGKILL'));
    const b = await startServer(env); // after A, so only A bootstraps the account
    cleanups.push(() => b.kill('SIGKILL'));
    expect(a.key, a.output()).toMatch(/^nlk_/);
    expect(b.key).toBeNull();
    const key = a.key ?? '';

    const configured = await apiCall(a, key, '/api/v1/webhooks/configure', {
      url: receiver.url,
      events: ['label.generated'],
      secret: 'whsec_two_instances_0123',
    });
    expect(configured.status).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        apiCall(i % 2 === 0 ? a : b, key, '/api/v1/label', { recipe: simpleRecipe(`Two ${i}`) }),
      ),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);

    await receiver.waitFor(60, 30_000);
    // Longer than the poll interval of both workers: a double send would show up by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ids = receiver.requests.map((r) => String(r.headers['x-service-delivery']));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);

    const webhookId = (configured.body.data as { id: string }).id;
    const list = await eventually(async () => {
      const response = await apiCall(b, key, `/api/v1/webhooks/${webhookId}/deliveries?limit=100`);
      const data = response.body.data as { status: string; attempts: number }[];
      return data.every((d) => d.status === 'delivered') && data;
    });
    expect(list).toHaveLength(60);
    expect(list.every((d) => d.attempts === 1)).toBe(true);
  }, 60_000);
}
