import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { openPgliteStore } from '../src/adapters/pglite';
import { backupText, restorePgliteBackup } from '../src/adapters/pglite-backup';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite backup and restore', () => {
  test('a backup under concurrent writes holds every write acknowledged before it began, and whole transactions', async () => {
    const store = await openPgliteStore(join(tempDir(), 'db'));
    const acc = (await store.accounts.create({ plan: 'pro' })).id;
    const acked: string[] = [];
    const pairs: string[] = [];
    let writing = true;
    const writers = [
      (async () => {
        for (let i = 0; writing; i++) {
          const r = await store.recipes.create(acc, { name: `plain ${i}`, regulation: 'fda', recipe: { i } });
          acked.push(r.id);
        }
      })(),
      (async () => {
        for (let i = 0; writing; i++) {
          // A recipe and an ingredient in one transaction: a backup has both or neither.
          const ids = await store.transaction(async (tx) => {
            const r = await tx.recipes.create(acc, { name: `pair ${i}`, regulation: 'fda', recipe: { i } });
            await new Promise((resolve) => setTimeout(resolve, 1));
            const g = await tx.ingredients.create(acc, { name: `pair ${i}`, nutrients: { protein: i % 50 } });
            return [r.id, g.id] as const;
          });
          acked.push(ids[0]);
          pairs.push(ids[0]);
        }
      })(),
    ];
    while (acked.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acked];
    const dump = await store.backup!();
    writing = false;
    await Promise.all(writers);
    await store.close();

    const file = join(tempDir(), 'backup.sql.gz');
    writeFileSync(file, gzipSync(dump));
    const target = join(tempDir(), 'restored');
    await restorePgliteBackup(target, backupText(gzipSync(dump)));
    const restored = await openPgliteStore(target);
    try {
      for (const id of before) expect(await restored.recipes.get(acc, id), id).not.toBeNull();
      const recipes = (await restored.recipes.list(acc, { limit: 1000 })).items;
      const ingredients = (await restored.ingredients.list(acc, { limit: 1000 })).items;
      const pairRecipes = recipes.filter((r) => r.name.startsWith('pair ')).map((r) => r.name);
      expect(ingredients.map((g) => g.name).sort()).toEqual(pairRecipes.sort());
      expect(recipes.length).toBeGreaterThanOrEqual(before.length);
      // and the restored database takes writes
      expect(
        await restored.recipes.create(acc, { name: 'after', regulation: 'eu', recipe: {} }),
      ).toMatchObject({
        version: 1,
      });
    } finally {
      await restored.close();
    }
  }, 60_000);

  test('a restore refuses a directory that holds data and text that is not a backup', async () => {
    const store = await openPgliteStore(join(tempDir(), 'db'));
    const dump = await store.backup!();
    await store.close();
    const occupied = tempDir();
    writeFileSync(join(occupied, 'something'), 'x');
    await expect(restorePgliteBackup(occupied, dump)).rejects.toMatchObject({ code: 'conflict' });
    await expect(restorePgliteBackup(join(tempDir(), 'x'), 'select 1;')).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(backupText(new TextEncoder().encode('plain'))).toBe('plain');
  }, 60_000);
});
