/**
 * Hostile request bodies, each just under the 1 MiB body limit, built to make validation as costly as
 * possible: huge lists and maps where the schema allows a few items, many bad items, deep nesting,
 * text the database cannot store. Used by the hostile-body tests and by `hostile-bench.ts`.
 *
 * @module
 */

/** Just under the 1 MiB body limit, leaving room for the JSON around the payload. */
const BUDGET = 1024 * 1024 - 4096;

/** `count` copies of `item` joined by commas, as many as fit in `bytes`. */
const repeat = (item: string, bytes = BUDGET) =>
  Array(Math.floor(bytes / (item.length + 1)))
    .fill(item)
    .join(',');

/** A JSON object with as many distinct keys as fit. */
const manyKeys = (value: string, bytes = BUDGET) => {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `"k${i.toString(36)}":${value}`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
};

/** One hostile request. */
export interface HostileRequest {
  readonly name: string;
  readonly path: string;
  readonly body: string;
  /** The statuses it may get: refused, never labelled. */
  readonly expect: readonly number[];
  /** Extra request headers (an Idempotency-Key makes the body be compared before validation). */
  readonly headers?: Readonly<Record<string, string>>;
}

const recipe = (ingredients: string) => `{"name":"x","servingSizeGrams":1,"ingredients":[${ingredients}]}`;

/** Every hostile body, by endpoint. */
export function hostileRequests(): HostileRequest[] {
  const deep = 200_000;
  return [
    {
      name: 'POST /label: 520,000 zeros as ingredients',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(repeat('0'))}}`,
      expect: [400],
    },
    {
      name: 'POST /label: one ingredient with 400,000 allergens',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(`{"name":"a","weightGrams":1,"allergens":[${repeat('0', BUDGET - 200)}]}`)}}`,
      expect: [400],
    },
    {
      name: 'POST /label: 500 ingredients, each with 30 bad allergens and bad fields',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(
        Array(500)
          .fill(`{"name":0,"weightGrams":"x","unit":0,"foodId":0,"allergens":[${Array(30).fill(0)}]}`)
          .join(','),
      )}}`,
      expect: [400],
    },
    {
      name: 'POST /label: nutrients with 90,000 unknown keys',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(`{"name":"a","weightGrams":1,"nutrients":${manyKeys('1', BUDGET - 200)}}`)}}`,
      expect: [400],
    },
    {
      name: 'POST /label: nesting 200,000 deep',
      path: '/api/v1/label',
      body: `{"recipe":{"name":${'['.repeat(deep)}${']'.repeat(deep)}}}`,
      expect: [400],
    },
    {
      name: 'POST /label: 30,000 names with U+0000',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(repeat('{"name":"\\u0000"}'))}}`,
      expect: [400],
    },
    {
      name: 'POST /labels/batch: 1,000 recipes of 500 zeros',
      path: '/api/v1/labels/batch',
      body: `{"recipes":[${repeat(recipe(repeat('0', 1000)), BUDGET)}]}`,
      expect: [200, 400],
    },
    {
      name: 'POST /labels/batch: 500,000 recipe ids',
      path: '/api/v1/labels/batch',
      body: `{"recipeIds":[${repeat('0')}]}`,
      expect: [400],
    },
    {
      name: 'POST /label/export: 1,000 recipes of 500 zeros',
      path: '/api/v1/label/export?format=csv',
      body: `{"recipes":[${repeat(recipe(repeat('0', 1000)), BUDGET)}]}`,
      expect: [400],
    },
    {
      name: 'POST /label: metadata with 90,000 keys',
      path: '/api/v1/label',
      body: `{"recipe":${recipe('{"name":"a","weightGrams":1}')},"metadata":${manyKeys('0', BUDGET - 200)}}`,
      expect: [400],
    },
    {
      name: 'POST /recipes: metadata with 90,000 keys',
      path: '/api/v1/recipes',
      body: `{"name":"x","recipe":${recipe('{"name":"a","weightGrams":1}')},"metadata":${manyKeys('"v"')}}`,
      expect: [400],
    },
    {
      name: 'POST /recipes: 520,000 zeros as ingredients',
      path: '/api/v1/recipes',
      body: `{"name":"x","recipe":${recipe(repeat('0'))}}`,
      expect: [400],
    },
    {
      name: 'POST /ingredients: 500,000 portions',
      path: '/api/v1/ingredients',
      body: `{"name":"x","nutrients":{},"portions":[${repeat('0')}]}`,
      expect: [400],
    },
    {
      name: 'POST /ingredients: nutrients with 90,000 keys',
      path: '/api/v1/ingredients',
      body: `{"name":"x","nutrients":${manyKeys('"x"')}}`,
      expect: [400],
    },
    {
      name: 'POST /webhooks/configure: 500,000 events',
      path: '/api/v1/webhooks/configure',
      body: `{"url":"https://erp.example.com/h","secret":"0123456789abcdef","events":[${repeat('0')}]}`,
      expect: [400],
    },
    {
      name: 'POST /label: 90,000 unknown top-level keys',
      path: '/api/v1/label',
      body: manyKeys('[0]'),
      expect: [400],
    },
    {
      name: 'POST /label with an Idempotency-Key: 90,000 unknown top-level keys',
      path: '/api/v1/label',
      body: manyKeys('[0]'),
      expect: [400],
      headers: { 'idempotency-key': 'hostile-keys' },
    },
    {
      name: 'POST /label with an Idempotency-Key: 520,000 zeros as ingredients',
      path: '/api/v1/label',
      body: `{"recipe":${recipe(repeat('0'))}}`,
      expect: [400],
      headers: { 'idempotency-key': 'hostile-zeros' },
    },
  ];
}

/** A valid 10-ingredient label request (the baseline). */
export const VALID_LABEL = JSON.stringify({
  recipe: {
    name: 'Baseline granola',
    servingSizeGrams: 55,
    ingredients: Array.from({ length: 10 }, (_, i) => ({
      name: `Ingredient ${i + 1}`,
      weightGrams: 50 + i * 10,
      nutrients: { energy_kcal: 350 + i, total_fat: 5 + i, protein: 8, total_carbohydrate: 60, sodium: 100 },
    })),
  },
});
