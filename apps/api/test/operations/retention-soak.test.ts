/**
 * Soak test of retention with a compressed clock: four simulated days of steady load (idempotent
 * writes and webhook deliveries) on a file-backed PGlite database, retention every simulated two
 * hours. After the retention window the row counts and the data directory's size stay flat.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteClient, createSqlStore, pgliteOptions } from '@nutrilabel/store';
import { afterAll, expect, test } from 'vitest';
import { RetentionTask } from '../../src/maintenance/retention';

const HOUR = 3_600_000;
const STEP_HOURS = 2;
const DAYS = 4;
const WRITES_PER_STEP = 10;
const EVENTS_PER_STEP = 3; // × 2 webhooks = 6 deliveries

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(path) : statSync(path).size;
  }
  return total;
}

test('under a steady load, rows and bytes are flat after the retention window', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-soak-'));
  dirs.push(dir);
  let now = Date.parse('2031-03-01T00:00:00.000Z');
  const clock = () => new Date(now);
  // As openPgliteStore opens it (1 MB log segments, deleted once a checkpoint lets them go).
  const db = await PGlite.create(dir, pgliteOptions());
  const store = await createSqlStore(createPgliteClient(db), { now: clock });
  const retention = new RetentionTask({ store, intervalMs: 0, deliveryRetentionMs: 24 * HOUR, now: clock });
  const account = (await store.accounts.create({ plan: 'team' })).id;
  for (const url of ['https://a.example/hook', 'https://b.example/hook']) {
    await store.webhooks.upsert(account, { url, events: ['label.generated'], secret: 's'.repeat(32) });
  }
  const label = {
    rows: Array.from({ length: 30 }, (_, i) => ({ key: `n${i}`, value: i, display: `${i}g` })),
  };

  const figures = async () => {
    await db.exec('checkpoint');
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;
    return {
      idempotency: await count('idempotency_keys'),
      deliveries: await count('webhook_deliveries'),
      attempts: await count('webhook_delivery_attempts'),
      /** The purged tables with their indexes and TOAST. */
      tableBytes:
        (
          await db.query<{ n: number }>(
            `select (pg_total_relation_size('idempotency_keys') + pg_total_relation_size('webhook_deliveries')
               + pg_total_relation_size('webhook_delivery_attempts'))::int as n`,
          )
        ).rows[0]?.n ?? 0,
      /** Write-ahead log segments (`pg_wal/`): retention's VACUUM is followed by a checkpoint that drops them. */
      walBytes: bytesUnder(join(dir, 'pg_wal')),
      bytes: bytesUnder(dir),
    };
  };

  const snapshots: Record<string, Awaited<ReturnType<typeof figures>>> = {};
  let purged = { idempotency: 0, deliveries: 0 };
  let retentionMs = 0;
  for (let step = 1; step <= (DAYS * 24) / STEP_HOURS; step++) {
    now += STEP_HOURS * HOUR;
    for (let i = 0; i < WRITES_PER_STEP; i++) {
      await store.idempotency.put({
        accountId: account,
        key: `step-${step}-${i}`,
        requestHash: 'h'.repeat(64),
        status: 201,
        body: { code: 0, data: label },
      });
    }
    for (let i = 0; i < EVENTS_PER_STEP; i++)
      await store.outbox.enqueueEvent(account, 'label.generated', label);
    for (const delivery of await store.outbox.claimDue(clock(), 100, 30_000)) {
      await store.outbox.recordAttempt({
        accountId: account,
        deliveryId: delivery.id,
        ok: true,
        statusCode: 200,
        durationMs: 12,
        retryAt: clock().toISOString(),
      });
    }
    const t0 = performance.now();
    const outcome = await retention.runOnce();
    retentionMs += performance.now() - t0;
    if (outcome.ran) {
      purged = {
        idempotency: purged.idempotency + outcome.idempotencyPurged,
        deliveries: purged.deliveries + outcome.deliveriesPurged,
      };
    }
    const hours = step * STEP_HOURS;
    if (hours === 24 || hours === 48 || hours === DAYS * 24) snapshots[`day ${hours / 24}`] = await figures();
  }
  await store.close();

  const [day1, day2, day4] = [snapshots['day 1']!, snapshots['day 2']!, snapshots[`day ${DAYS}`]!];
  console.info(
    `retention soak (${DAYS} simulated days, ${WRITES_PER_STEP} idempotent writes and ${EVENTS_PER_STEP * 2} deliveries ` +
      `every ${STEP_HOURS} h, deliveries kept 24 h):\n` +
      Object.entries(snapshots)
        .map(([at, f]) => `  ${at}: ${JSON.stringify(f)}`)
        .join('\n') +
      `\n  purged in total: ${JSON.stringify(purged)}; retention took ${Math.round(retentionMs)} ms in all`,
  );
  // Idempotency records younger than 24 h are kept; deliveries finished 24 h ago or less.
  const steps24h = 24 / STEP_HOURS;
  expect(day2).toMatchObject({
    idempotency: steps24h * WRITES_PER_STEP,
    deliveries: (steps24h + 1) * EVENTS_PER_STEP * 2,
    attempts: (steps24h + 1) * EVENTS_PER_STEP * 2,
  });
  const rows = ({ idempotency, deliveries, attempts }: typeof day2) => ({
    idempotency,
    deliveries,
    attempts,
  });
  expect(rows(day4)).toEqual(rows(day2));
  expect(purged.idempotency).toBeGreaterThan(day4.idempotency);
  // Day 2 → day 4 wrote twice what the window holds; the tables reused the space of the deleted rows.
  expect(day4.tableBytes).toBeLessThanOrEqual(day2.tableBytes * 1.05);
  expect(day1.tableBytes).toBeGreaterThan(0);
  // The rest of the directory too.
  expect(day4.bytes - day4.walBytes).toBeLessThanOrEqual((day2.bytes - day2.walBytes) * 1.05);
  // The log: the checkpoint after each retention run leaves a few 1 MB segments (it was 16–32 MB).
  expect(day4.walBytes).toBeLessThanOrEqual(4 * 1024 * 1024);
}, 120_000);
