import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { describe, expect, test } from 'vitest';
import { createPgliteClient } from '../src/adapters/pglite';
import { createPostgresClient } from '../src/adapters/postgres';
import { createSqlStore } from '../src/adapters/sql-store';
import { runMigrations } from '../src/sql/migrate';
import { MIGRATIONS } from '../src/sql/migrations/index';
import type { SqlClient } from '../src/sql/sql-client';

/**
 * A database at migration 0001 with data, upgraded to the full set: the data survives, 0002 backfills,
 * 0003 gives recipes empty metadata and keeps queued webhook payloads as their JSON text, 0004 keeps each
 * recipe as its first version, 0005 gives recipes and their versions empty label options, 0006 copies a
 * recipe's summary numbers out of its JSON.
 */
async function upgradeKeepsData(client: SqlClient): Promise<void> {
  expect(MIGRATIONS.map((m) => m.name)).toEqual([
    '0001-init',
    '0002-recipe-ingredient-count',
    '0003-metadata-and-event-text',
    '0004-recipe-versions',
    '0005-recipe-options',
    '0006-recipe-list-numbers',
  ]);
  expect(await runMigrations(client, MIGRATIONS.slice(0, 1))).toEqual(['0001-init']);
  const at = '2029-05-06T07:08:09.123Z';
  await client.query(`insert into accounts (id, plan, created_at) values ('acc_old', 'pro', $1)`, [at]);
  await client.query(
    `insert into recipes (id, account_id, name, regulation, recipe, version, created_at, updated_at)
     values ('rec_old', 'acc_old', 'Old bread', 'fda', $1::text::jsonb, 3, $2, $2),
            ('rec_bare', 'acc_old', 'No list', 'eu', '{"ingredients": {}}', 1, $2, $2)`,
    [
      JSON.stringify({
        servingSizeGrams: 50,
        yieldFactor: 0.875,
        servingsPerContainer: '8',
        ingredients: [{ name: 'flour' }, { name: 'water' }, { name: 'salt' }],
      }),
      at,
    ],
  );

  await client.query(
    `insert into webhooks (id, account_id, url, events, secret, created_at, updated_at)
     values ('wh_old', 'acc_old', 'https://erp.example/hook', '["label.updated"]', $1, $2, $2)`,
    ['s'.repeat(16), at],
  );
  await client.query(
    `insert into webhook_deliveries (id, event_id, webhook_id, account_id, type, payload, status, attempts,
       max_attempts, next_attempt_at, created_at, updated_at)
     values ('dlv_old', 'evt_old', 'wh_old', 'acc_old', 'label.updated', '{"recipeId":"rec_old","n":1}',
       'pending', 0, 8, $1, $1, $1)`,
    [at],
  );

  expect(await runMigrations(client)).toEqual([
    '0002-recipe-ingredient-count',
    '0003-metadata-and-event-text',
    '0004-recipe-versions',
    '0005-recipe-options',
    '0006-recipe-list-numbers',
  ]);
  expect(await runMigrations(client)).toEqual([]);

  const store = await createSqlStore(client, { migrate: false });
  try {
    expect(await store.accounts.get('acc_old')).toEqual({ id: 'acc_old', plan: 'pro', createdAt: at });
    const recipe = await store.recipes.get('acc_old', 'rec_old');
    expect(recipe).toMatchObject({ name: 'Old bread', version: 3, ingredientCount: 3, createdAt: at });
    expect(recipe?.recipe).toEqual({
      servingSizeGrams: 50,
      yieldFactor: 0.875,
      servingsPerContainer: '8',
      ingredients: [{ name: 'flour' }, { name: 'water' }, { name: 'salt' }],
    });
    expect((await store.recipes.get('acc_old', 'rec_bare'))?.ingredientCount).toBe(0);
    expect(recipe?.metadata).toEqual({});
    expect(recipe?.options).toEqual({});
    // jsonb's own text of the queued payload: parsed, the same data
    const queued = await store.outbox.getDelivery('acc_old', 'dlv_old');
    expect(JSON.parse(queued?.payloadJson ?? 'null')).toEqual({ recipeId: 'rec_old', n: 1 });
    const list = await store.recipes.list('acc_old');
    // 0006 backfilled the summary's number columns: numbers as they were, anything else null.
    expect(
      list.items.map((r) => [
        r.id,
        r.ingredientCount,
        r.servingSizeGrams,
        r.servingsPerContainer,
        r.yieldFactor,
      ]),
    ).toEqual([
      ['rec_old', 3, 50, null, 0.875],
      ['rec_bare', 0, null, null, null],
    ]);
    // A write that knows nothing of the columns (the release before, during an upgrade) keeps them right.
    await client.query(
      `update recipes set recipe = '{"servingSizeGrams": 40, "yieldFactor": "x"}' where id = 'rec_bare'`,
    );
    await client.query(
      `insert into recipes (id, account_id, name, regulation, recipe, version, created_at, updated_at)
       values ('rec_raw', 'acc_old', 'Raw', 'fda', '{"servingsPerContainer": 6}', 1, $1, $1)`,
      [at],
    );
    const raw = await store.recipes.list('acc_old');
    const byId = raw.items
      .map((r) => [r.id, r.servingSizeGrams, r.servingsPerContainer, r.yieldFactor])
      .sort();
    expect(byId).toEqual([
      ['rec_bare', 40, null, null],
      ['rec_old', 50, null, 0.875],
      ['rec_raw', null, 6, null],
    ]);
    await client.query(`delete from recipes where id = 'rec_raw'`);
    await client.query(`update recipes set recipe = '{"ingredients": {}}' where id = 'rec_bare'`);

    // and the upgraded schema takes new writes
    const next = await store.recipes.update('acc_old', 'rec_old', {
      name: 'New',
      regulation: 'fda',
      recipe: { ingredients: [1] },
    });
    expect(next).toMatchObject({ version: 4, ingredientCount: 1 });
    // 0004: each recipe of before became its first kept version, under the number it had.
    expect((await store.recipes.listVersions('acc_old', 'rec_old'))?.map((v) => v.version)).toEqual([4, 3]);
    expect(await store.recipes.getVersion('acc_old', 'rec_old', 3)).toMatchObject({
      name: 'Old bread',
      version: 3,
      ingredientCount: 3,
      updatedAt: at,
      options: {},
    });
    expect((await store.recipes.listVersions('acc_old', 'rec_bare'))?.map((v) => v.version)).toEqual([1]);
  } finally {
    await store.close();
  }
}

describe('migrations', () => {
  test('PGlite: upgrading a 0001 database keeps its data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-migrate-'));
    try {
      await upgradeKeepsData(createPgliteClient(await PGlite.create(dir)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const url = process.env.DATABASE_URL;
  test.skipIf(!url)('PostgreSQL: upgrading a 0001 database keeps its data (needs DATABASE_URL)', async () => {
    const schema = `store_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(url as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create schema ${schema}`);
    try {
      await upgradeKeepsData(
        createPostgresClient(
          postgres(url as string, { max: 2, connection: { search_path: schema }, onnotice: () => {} }),
        ),
      );
    } finally {
      await admin.unsafe(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
