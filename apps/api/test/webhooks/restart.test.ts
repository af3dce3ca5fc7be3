/**
 * Webhook deliveries survive SIGKILL of the API (api.md §9: "kept in the database so that a restart
 * loses none"), on PGlite and on the PostgreSQL of DATABASE_URL, with the real server as a child.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, test } from 'vitest';
import { simpleRecipe } from '../helpers';
import { apiCall, type ServerProcess, startServer } from '../support/server-process';
import { eventually, type Receiver, startReceiver } from './receiver';

const SECRET = 'whsec_restart_0123456789';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface DeliveryView {
  eventId: string;
  type: string;
  status: string;
  attempts: number;
}

async function deliveries(server: ServerProcess, key: string, webhookId: string): Promise<DeliveryView[]> {
  const response = await apiCall(server, key, `/api/v1/webhooks/${webhookId}/deliveries?limit=100`);
  expect(response.status).toBe(200);
  return response.body.data as DeliveryView[];
}

/**
 * 20 labels and one recipe update while the receiver hangs (each attempt times out after 600 ms and is
 * retried); SIGKILL while some attempts are in flight (claimed, leased) and the others wait in backoff;
 * the receiver answers from then on; restart: all 21 events arrive and are recorded as delivered (the
 * claims of the killed process come back after their lease of 3 × 600 ms + 1 s).
 */
async function killWhilePending(env: Record<string, string>): Promise<void> {
  const receiver: Receiver = await startReceiver(() => 'hang');
  cleanups.push(() => receiver.close());
  const settings = {
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_BACKOFF_MS: '300',
    WEBHOOK_TIMEOUT_MS: '600',
    ...env,
  };
  const first = await startServer(settings);
  cleanups.push(() => first.kill('SIGKILL'));
  expect(first.key, first.output()).toMatch(/^nlk_/);
  const key = first.key ?? '';

  const configured = await apiCall(first, key, '/api/v1/webhooks/configure', {
    url: receiver.url,
    events: ['label.generated', 'label.updated'],
    secret: SECRET,
  });
  expect(configured.status, JSON.stringify(configured.body)).toBe(201);
  const webhookId = (configured.body.data as { id: string }).id;

  const labels = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      apiCall(first, key, '/api/v1/label', { recipe: simpleRecipe(`R${i}`) }),
    ),
  );
  expect(labels.map((r) => r.status)).toEqual(Array(20).fill(200));
  const saved = await apiCall(first, key, '/api/v1/recipes', { name: 'Kept', recipe: simpleRecipe('Kept') });
  const recipeId = (saved.body.data as { id: string }).id;
  const updated = await apiCall(first, key, '/api/v1/recipes', {
    id: recipeId,
    name: 'Kept',
    recipe: { ...simpleRecipe('Kept'), servingSizeGrams: 25 },
  });
  expect(updated.status).toBe(200);

  // Requests the receiver holds that no recorded attempt accounts for are attempts in flight.
  let inFlight = 0;
  const pending = await eventually(async () => {
    const list = await deliveries(first, key, webhookId);
    inFlight = receiver.requests.length - list.reduce((sum, d) => sum + d.attempts, 0);
    return list.length === 21 && list.every((d) => d.attempts >= 1) && inFlight > 0 && list;
  });
  await first.kill('SIGKILL');
  expect(pending.every((d) => d.status === 'pending')).toBe(true);
  expect(inFlight).toBeGreaterThan(0);

  const firstPhase = receiver.requests.length;
  receiver.behaviour = () => 200;
  const second = await startServer(settings);
  cleanups.push(() => second.kill('SIGKILL'));
  expect(second.key).toBeNull(); // the same database: no new first-start key

  const expected = new Set(pending.map((d) => d.eventId));
  const answered = () => receiver.requests.slice(firstPhase);
  await eventually(
    async () => new Set(answered().map((r) => r.headers['x-service-delivery'])).size >= 21,
    30_000,
  );
  expect(new Set(answered().map((r) => String(r.headers['x-service-delivery'])))).toEqual(expected);
  expect(answered().filter((r) => r.headers['x-service-event'] === 'label.updated')).toHaveLength(1);
  const final = await eventually(async () => {
    const list = await deliveries(second, key, webhookId);
    return list.every((d) => d.status === 'delivered') && list;
  });
  expect(final).toHaveLength(21);
  // Graceful stop: the worker and the store close; exit code 0.
  await second.kill('SIGTERM');
  expect(second.child.exitCode).toBe(0);
}

describe('webhook deliveries across SIGKILL of the API', () => {
  test('PGlite: every pending delivery is delivered after the restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-webhooks-restart-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await killWhilePending({ DATA_DIR: dir });
  }, 60_000);

  const url = process.env.DATABASE_URL;
  if (!url) {
    test.skip('PostgreSQL: skipped because DATABASE_URL is not set (CI sets it, e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
    return;
  }
  test('PostgreSQL: every pending delivery is delivered after the restart', async () => {
    const name = `nl_webhooks_restart_${process.pid}_${Date.now().toString(36)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const dir = await mkdtemp(path.join(tmpdir(), 'nl-webhooks-restart-pg-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await killWhilePending({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dir });
  }, 60_000);
});
