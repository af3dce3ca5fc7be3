import { ENGINE_VERSION, RULESETS } from '@nutrilabel/core';
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Data {
  provenance: { engine: string; rulesets: Record<string, string>; recipeId?: string; recipeVersion?: number };
}

describe('data.provenance (api.md §14)', () => {
  test('every label response names the engine, the rulesets and the saved recipe version', async () => {
    const { call } = await makeApp();
    const inline = (
      await json<{ data: Data }>(await call('/api/v1/label', { body: { recipe: simpleRecipe() } }))
    ).data;
    expect(inline.provenance).toEqual({ engine: ENGINE_VERSION, rulesets: RULESETS });

    const saved = (
      await json<{ data: { id: string } }>(
        await call('/api/v1/recipes', { body: { name: 'Shortbread', recipe: simpleRecipe() } }),
      )
    ).data;
    await call('/api/v1/recipes', { body: { id: saved.id, name: 'Shortbread', recipe: simpleRecipe() } });
    const own = (
      await json<{ data: Data }>(await call(`/api/v1/recipes/${saved.id}/label`, { method: 'POST' }))
    ).data;
    expect(own.provenance).toMatchObject({ recipeId: saved.id, recipeVersion: 2 });
    const batch = await json<{ data: { data: Data }[] }>(
      await call('/api/v1/labels/batch', { body: { recipeIds: [saved.id], recipes: [simpleRecipe()] } }),
    );
    expect(batch.data[0]!.data.provenance).toMatchObject({ recipeId: saved.id, recipeVersion: 2 });
    expect(batch.data[1]!.data.provenance.recipeId).toBeUndefined();
  });
});
