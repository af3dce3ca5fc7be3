import { describe, expect, test } from 'vitest';
import { detectAllergens } from '../../src/allergens';
import { generateLabel } from '../../src/label/generate-label';
import type { LabelResult } from '../../src/label/types';
import { RULESETS } from '../../src/provenance/provenance';
import { resolveRecipe } from '../../src/recipe/resolve-recipe';
import {
  REGULATION_ALIASES,
  REGULATION_IDS,
  REGULATIONS,
  regulationChoices,
  resolveRegulation,
} from '../../src/regulations';
import type { Regulation } from '../../src/regulations/regulation';
import { layoutLabel, renderLabelHtml, renderLabelSvg } from '../../src/render';
import type { Recipe } from '../../src/schemas/recipe';
import { formatProblems } from './format-parts';
import { toy } from './toy-format';

const COOKIE: Recipe = {
  name: 'Cookie',
  servingSizeGrams: 40,
  ingredients: [
    { name: 'Peanut butter', weightGrams: 100, nutrients: { energy_kcal: 588, total_fat: 50, protein: 25 } },
    { name: 'Whey', weightGrams: 50, nutrients: { energy_kcal: 350, protein: 12, total_fat: 1 } },
    {
      name: 'Sugar',
      weightGrams: 100,
      nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100 },
    },
  ],
};

function labelIn(format: Regulation): LabelResult {
  const resolved = resolveRecipe(COOKIE, { food: () => undefined, recipe: () => undefined });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, format);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

const ALL: readonly (readonly [string, Regulation])[] = [...Object.entries(REGULATIONS), ['toy', toy]];

describe('every format has every part', () => {
  test.each(ALL)('%s', (id, format) => {
    expect(formatProblems(id, format)).toEqual([]);
  });

  test('a format missing parts is told which', () => {
    const broken = { ...toy, name: ' ', rows: [], allergens: { ...toy.allergens, order: ['milk', 'egg'] } };
    expect(formatProblems('toy', broken as Regulation)).toEqual([
      'toy: a display name',
      'toy: rows',
      'toy: a rule for allergen egg',
      'toy: peanuts in the profile order',
    ]);
  });

  test.each(ALL)('%s: labels a recipe, lays it out and renders it', (_id, format) => {
    const result = labelIn(format);
    expect(result.label.regulation).toBe(format.id);
    expect(result.label.nutrients.length).toBeGreaterThan(0);
    expect(result.allergens.detected).toEqual(expect.arrayContaining(['peanuts', 'milk']));
    const layout = layoutLabel(result, format);
    expect(layout.title).toBe(format.title);
    expect(renderLabelSvg(result, format)).toContain(`data-regulation="${format.id}"`);
    expect(renderLabelHtml(result, format)).toContain(format.title.replace('&', '&amp;'));
  });
});

describe('the toy format (registered in the tests only)', () => {
  test('prints its own rows, rounding and allergens', () => {
    const result = labelIn(toy);
    // 250 g batch, 40 g serving: fat (50 + 0.5) g × 40/250 = 8.08 → 8.1; per 100 g 20.2.
    const fat = result.label.nutrients.find((n) => n.key === 'total_fat');
    expect(fat?.display).toBe('8.1 g');
    expect(fat?.per100?.display).toBe('20.2 g');
    expect(result.allergens.declaration).toBe('Contains: Peanuts, Milk.');
    expect(detectAllergens([{ name: 'Egg', weightGrams: 1 }], toy.allergens).detected).toEqual([]);
  });
});

describe('everything else is derived from the registry', () => {
  test('ids, aliases, rulesets and the error text', () => {
    expect(REGULATION_IDS).toEqual(['fda', 'cfia', 'eu', 'china', 'uk', 'anz', 'mx']);
    expect(REGULATION_ALIASES).toEqual({
      fda: 'fda',
      us: 'fda',
      usa: 'fda',
      cfia: 'cfia',
      ca: 'cfia',
      canada: 'cfia',
      eu: 'eu',
      china: 'china',
      cn: 'china',
      uk: 'uk',
      gb: 'uk',
      anz: 'anz',
      au: 'anz',
      nz: 'anz',
      mx: 'mx',
      mexico: 'mx',
    });
    for (const id of REGULATION_IDS) expect(RULESETS[id]).toBe(REGULATIONS[id].ruleset);
    expect(regulationChoices()).toBe(
      'fda, cfia, eu, china, uk, anz, mx (aliases us, usa, ca, canada, cn, gb, au, nz, mexico)',
    );
  });

  test('the package entry exports every registered format by its id', async () => {
    const entry: Record<string, unknown> = await import('../../src/index');
    for (const id of REGULATION_IDS) expect(entry[id], id).toBe(REGULATIONS[id]);
  });

  test('no alias names two formats', () => {
    const names = REGULATION_IDS.flatMap((id) => [id, ...REGULATIONS[id].aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  test.each([
    [undefined, 'fda'],
    [' US ', 'fda'],
    ['Canada', 'cfia'],
    ['cn', 'china'],
    ['EU', 'eu'],
    ['Mexico', 'mx'],
    ['mars', undefined],
    ['constructor', undefined],
    ['toy', undefined],
  ])('resolveRegulation(%j) → %s', (name, id) => {
    expect(resolveRegulation(name)?.id).toBe(id);
  });
});
