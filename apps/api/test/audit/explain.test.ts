import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface Row {
  key: string;
  display: string;
  explain?: { amount: number; rule: string; step: string; dailyValue?: { reference: number } };
  per100?: { explain?: { rule: string } };
}
interface Data {
  label: { nutrients: Row[] };
}

describe('?explain=1 (api.md §14)', () => {
  test('on /label, a saved recipe’s label and batch; absent or 0 leaves the label as it was', async () => {
    const { call } = await makeApp();
    const body = { recipe: simpleRecipe() };
    const plain = (await json<{ data: Data }>(await call('/api/v1/label', { body }))).data;
    expect(plain.label.nutrients.some((n) => n.explain !== undefined)).toBe(false);
    const off = (await json<{ data: Data }>(await call('/api/v1/label?explain=0', { body }))).data;
    expect(off).toEqual(plain);

    const explained = (await json<{ data: Data }>(await call('/api/v1/label?explain=1', { body }))).data;
    const fat = explained.label.nutrients.find((n) => n.key === 'total_fat')!;
    expect(fat.explain).toMatchObject({ rule: '21 CFR 101.9(c)(2)', dailyValue: { reference: 78 } });
    expect(fat.explain?.step).toMatch(/nearest/);
    for (const row of explained.label.nutrients) expect(row.explain?.rule).toBeTruthy();

    const eu = (
      await json<{ data: Data }>(
        await call('/api/v1/label?explain=true', { body: { ...body, regulation: 'eu' } }),
      )
    ).data;
    for (const row of eu.label.nutrients) expect(row.per100?.explain?.rule).toBeTruthy();

    const saved = (
      await json<{ data: { id: string } }>(
        await call('/api/v1/recipes', { body: { name: 'S', recipe: simpleRecipe() } }),
      )
    ).data;
    const own = (
      await json<{ data: Data }>(
        await call(`/api/v1/recipes/${saved.id}/label?explain=1`, { method: 'POST' }),
      )
    ).data;
    expect(own.label.nutrients[0]?.explain).toBeDefined();
    const batch = await json<{ data: { data: Data }[] }>(
      await call('/api/v1/labels/batch?explain=1', {
        body: { recipeIds: [saved.id], recipes: [simpleRecipe()] },
      }),
    );
    for (const item of batch.data) expect(item.data.label.nutrients[0]?.explain).toBeDefined();

    const bad = await call('/api/v1/label?explain=yes', { body });
    expect(bad.status).toBe(400);
    expect((await json<{ code: number; details: { path: string }[] }>(bad)).details[0]?.path).toBe('explain');
  });
});
