/**
 * api.md §14 over HTTP: saved recipes keep their versions, any version can be read and labelled,
 * two versions' labels are diffed, and `label.updated` carries the diff as `data.changes`
 * (memory store and PGlite, through a real receiver).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { json, simpleRecipe } from '../helpers';
import { type Cleanups, deliveringApp, runCleanups, testStores } from '../support/delivering-app';

const cleanups: Cleanups = [];
afterEach(() => runCleanups(cleanups));

interface Change {
  path: string;
  from: unknown;
  to: unknown;
}

/** Version 2 of simpleRecipe: half the butter. */
const lessButter = (name = 'Shortbread') => {
  const recipe = simpleRecipe(name);
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((i) => (i.name === 'Butter' ? { ...i, weightGrams: 50 } : i)),
  };
};

const stores = testStores(cleanups);

describe.each(stores)('recipe versions and label diffs (%s)', (_name, open) => {
  test('versions are listed, read and labelled; diffs name what changed; label.updated carries changes', async () => {
    const { call, receiver } = await deliveringApp(await open(), cleanups, ['label.updated']);

    const created = await json<{ data: { id: string; version: number } }>(
      await call('/api/v1/recipes', { body: { name: 'Shortbread', recipe: simpleRecipe() } }),
    );
    const id = created.data.id;
    const updated = await call('/api/v1/recipes', {
      body: { id, name: 'Shortbread v2', recipe: lessButter() },
    });
    expect((await json<{ data: { version: number } }>(updated)).data.version).toBe(2);

    const versions = await json<{ data: { version: number; name: string; updatedAt: string }[] }>(
      await call(`/api/v1/recipes/${id}/versions`),
    );
    expect(versions.data.map((v) => [v.version, v.name])).toEqual([
      [2, 'Shortbread v2'],
      [1, 'Shortbread'],
    ]);

    const first = await json<{ data: { version: number; name: string; recipe: { ingredients: unknown[] } } }>(
      await call(`/api/v1/recipes/${id}?version=1`),
    );
    expect(first.data).toMatchObject({ version: 1, name: 'Shortbread' });
    expect(first.data.recipe.ingredients).toEqual(simpleRecipe().ingredients);
    expect((await call(`/api/v1/recipes/${id}?version=3`)).status).toBe(404);
    expect((await call(`/api/v1/recipes/${id}?version=0`)).status).toBe(400);
    expect((await call(`/api/v1/recipes/${id}?version=x`)).status).toBe(400);

    type Label = {
      label: { nutrients: { key: string; display: string }[] };
      provenance: { recipeVersion: number };
    };
    const fat = (l: Label) => l.label.nutrients.find((n) => n.key === 'total_fat')?.display;
    const label1 = (
      await json<{ data: Label }>(await call(`/api/v1/recipes/${id}/label?version=1`, { method: 'POST' }))
    ).data;
    const label2 = (
      await json<{ data: Label }>(await call(`/api/v1/recipes/${id}/label`, { method: 'POST' }))
    ).data;
    expect(label1.provenance.recipeVersion).toBe(1);
    expect(label2.provenance.recipeVersion).toBe(2);
    expect(fat(label1)).toBe('8g');
    expect(fat(label2)).toBe('5g');
    expect((await call(`/api/v1/recipes/${id}/label?version=9`, { method: 'POST' })).status).toBe(404);

    const diff = await json<{ data: { from: number; to: number; regulation: string; changes: Change[] } }>(
      await call(`/api/v1/recipes/${id}/label/diff?from=1&to=2`),
    );
    expect(diff.data).toMatchObject({ from: 1, to: 2, regulation: 'fda' });
    expect(diff.data.changes).toContainEqual({ path: 'nutrients.total_fat.display', from: '8g', to: '5g' });
    // Defaults: from the version before the current one to the current one.
    const byDefault = await json<{ data: { changes: Change[] } }>(
      await call(`/api/v1/recipes/${id}/label/diff`),
    );
    expect(byDefault.data.changes).toEqual(diff.data.changes);
    const same = await json<{ data: { changes: Change[] } }>(
      await call(`/api/v1/recipes/${id}/label/diff?from=2&to=2&regulation=eu`),
    );
    expect(same.data.changes).toEqual([]);
    const eu = await json<{ data: { regulation: string; changes: Change[] } }>(
      await call(`/api/v1/recipes/${id}/label/diff?from=1&to=2&regulation=eu`),
    );
    expect(eu.data.regulation).toBe('eu');
    expect(eu.data.changes.map((c) => c.path)).toContain('nutrients.total_fat.per100.display');
    expect((await call(`/api/v1/recipes/${id}/label/diff?from=1&to=5`)).status).toBe(404);
    expect((await call(`/api/v1/recipes/${id}/label/diff?regulation=mars`)).status).toBe(400);

    await receiver.waitFor(1);
    const event = JSON.parse(receiver.requests[0]!.body) as {
      type: string;
      data: { changes: Change[]; provenance: { recipeVersion: number } };
    };
    expect(event.type).toBe('label.updated');
    expect(event.data.provenance.recipeVersion).toBe(2);
    expect(event.data.changes).toEqual(diff.data.changes);

    expect((await call(`/api/v1/recipes/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/v1/recipes/${id}/versions`)).status).toBe(404);
    expect((await call(`/api/v1/recipes/${id}?version=1`)).status).toBe(404);
  });
});
