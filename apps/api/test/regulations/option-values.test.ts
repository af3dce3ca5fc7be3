/**
 * `optionValues` of GET /api/v1/regulations (api.md §12): every value listed for a format is one POST /label
 * applies for it, and every value of a choice the format has that is left out is one it refuses, so the web
 * app offers exactly what the server does.
 */
import { LabelOptionsSchema, REGULATION_IDS } from '@nutrilabel/core';
import { describe, expect, test } from 'vitest';
import { json, makeApp, simpleRecipe } from '../helpers';

interface FormatEntry {
  id: string;
  options: string[];
  optionValues: Record<string, string[]>;
}

/** Every value of the choice options, as the option schema lists them. */
const CHOICES: Record<string, string[]> = {
  population: ['general', 'children_1_3', 'infants_7_12m'],
  language: ['en', 'es', 'en-es'],
  columns: ['auto', 'single', 'dual'],
  layout: ['vertical', 'tabular', 'linear', 'simplified'],
};

describe('GET /api/v1/regulations optionValues', () => {
  test('the choices the schema lists are those above', () => {
    for (const [name, values] of Object.entries(CHOICES)) {
      const entry = LabelOptionsSchema.entries[name as keyof typeof LabelOptionsSchema.entries];
      expect(JSON.stringify(entry), name).toContain(JSON.stringify(values));
    }
  });

  test('each value listed is applied by POST /label, each choice left out is refused naming it', async () => {
    const { call } = await makeApp();
    const { data } = await json<{ data: FormatEntry[] }>(await call('/api/v1/regulations', { key: null }));
    expect(data.map((f) => f.id)).toEqual([...REGULATION_IDS]);
    const fda = data.find((f) => f.id === 'fda')!;
    // 101.9(c)(8)(iv), 101.15(c): applied since issue 19.
    expect(fda.optionValues.population).toEqual(CHOICES.population);
    expect(fda.optionValues.language).toEqual(CHOICES.language);
    expect(data.find((f) => f.id === 'eu')!.optionValues).toEqual({});
    let checked = 0;
    for (const format of data) {
      for (const name of Object.keys(format.optionValues)) expect(format.options).toContain(name);
      // An option the format does not have is refused unless it asks for nothing (its plain value).
      for (const [name, all] of Object.entries(CHOICES).filter(([n]) => format.options.includes(n))) {
        const listed = format.optionValues[name] ?? [];
        for (const value of all) {
          const response = await call('/api/v1/label', {
            body: { recipe: simpleRecipe(), regulation: format.id, options: { [name]: value } },
          });
          // A listed value is applied; the simplified display may still refuse this food (101.9(f): fewer
          // than eight insignificant nutrients), which is 42201 on the food, not 400 on the option.
          const applied = format.id === 'fda' && name === 'layout' && value === 'simplified' ? 422 : 200;
          const expected = listed.includes(value) ? applied : 400;
          expect(response.status, `${format.id} ${name}=${value}`).toBe(expected);
          if (expected !== 200) {
            const body = await json<{ details: { path: string }[] }>(response);
            expect(body.details.map((d) => d.path)).toContain(`options.${name}`);
          }
          checked++;
        }
      }
      for (const key of format.optionValues.voluntary ?? []) {
        const response = await call('/api/v1/label', {
          body: { recipe: simpleRecipe(), regulation: format.id, options: { voluntary: [key] } },
        });
        expect(response.status, `${format.id} voluntary ${key}`).toBe(200);
      }
    }
    // FDA has all four choices (13 values), CFIA columns (3).
    expect(checked).toBe(16);
  });
});
