import { createMemoryStore, type Store } from '@nutrilabel/store';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/deps';

/** A fresh app on the memory store with one account (plan team) and its key. */
export async function makeApp(overrides: Partial<AppDeps> = {}) {
  const store: Store = overrides.store ?? createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  const { key } = await store.apiKeys.create(account.id);
  const app = createApp({ store, ...overrides });
  const call = (
    path: string,
    init: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      key?: string | null | undefined;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    const apiKey = init.key === undefined ? key : init.key;
    if (apiKey !== null) headers['x-api-key'] = apiKey;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    return app.request(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
    });
  };
  return { app, store, account, key, call };
}

/** Body of a JSON response. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A small valid recipe with inline nutrients (per 100 g). */
export const simpleRecipe = (name = 'Shortbread') => ({
  name,
  servingSizeGrams: 40,
  ingredients: [
    {
      name: 'Flour',
      weightGrams: 200,
      nutrients: { energy_kcal: 364, total_fat: 1, protein: 10, total_carbohydrate: 76, sodium: 2 },
    },
    {
      name: 'Butter',
      weightGrams: 100,
      nutrients: { energy_kcal: 717, total_fat: 81, saturated_fat: 51, sodium: 643, protein: 0.9 },
    },
    {
      name: 'Sugar',
      weightGrams: 100,
      nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 },
    },
  ],
});
