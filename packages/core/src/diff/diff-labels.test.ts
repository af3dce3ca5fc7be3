import { describe, expect, it } from 'vitest';
import { label } from '../../test/intl/helpers';
import { cfia } from '../regulations/cfia';
import { fda } from '../regulations/fda';
import type { Recipe } from '../schemas/recipe';
import { diffLabels } from './diff-labels';

const v1: Recipe = {
  name: 'Shortbread',
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
};
// Version 2: less butter, a pinch of salt, and almonds.
const v2: Recipe = {
  ...v1,
  ingredients: [
    v1.ingredients[0]!,
    { ...v1.ingredients[1]!, weightGrams: 60 },
    v1.ingredients[2]!,
    { name: 'Salt', weightGrams: 2, nutrients: { sodium: 38_758 } },
    {
      name: 'Almonds',
      weightGrams: 40,
      nutrients: {
        energy_kcal: 579,
        total_fat: 50,
        protein: 21,
        total_carbohydrate: 22,
        dietary_fiber: 12.5,
      },
    },
  ],
};

describe('diffLabels (api.md §14)', () => {
  it('a label against itself: no change', () => {
    const a = label(v1, fda);
    expect(diffLabels(a, a)).toEqual([]);
    expect(diffLabels(a, label(v1, fda))).toEqual([]);
  });

  it('golden: what a reviewer sees change between two versions (FDA)', () => {
    expect(diffLabels(label(v1, fda), label(v2, fda))).toMatchInlineSnapshot(`
      [
        {
          "from": 10,
          "path": "label.servingsPerContainer",
          "to": "about 10",
        },
        {
          "from": "8g",
          "path": "nutrients.total_fat.display",
          "to": "7g",
        },
        {
          "from": 11,
          "path": "nutrients.total_fat.dailyValue",
          "to": 9,
        },
        {
          "from": "5g",
          "path": "nutrients.saturated_fat.display",
          "to": "3g",
        },
        {
          "from": 26,
          "path": "nutrients.saturated_fat.dailyValue",
          "to": 15,
        },
        {
          "from": "65mg",
          "path": "nutrients.sodium.display",
          "to": "115mg",
        },
        {
          "from": 3,
          "path": "nutrients.sodium.dailyValue",
          "to": 5,
        },
        {
          "from": "25g",
          "path": "nutrients.total_carbohydrate.display",
          "to": "26g",
        },
        {
          "from": "2g",
          "path": "nutrients.protein.display",
          "to": "3g",
        },
        {
          "from": [
            "wheat",
            "milk",
          ],
          "path": "allergens.detected",
          "to": [
            "wheat",
            "milk",
            "tree_nuts",
          ],
        },
        {
          "from": "Contains: Wheat, Milk.",
          "path": "allergens.declaration",
          "to": "Contains: Wheat, Milk, Almonds.",
        },
        {
          "from": "Ingredients: Flour (wheat), Butter (milk), Sugar.",
          "path": "ingredientStatement",
          "to": "Ingredients: Flour (wheat), Sugar, Butter (milk), Almonds, Salt.",
        },
      ]
    `);
  });

  it('golden: Canada, with the "High in" sodium item a saltier version adds', () => {
    const salty: Recipe = {
      ...v2,
      ingredients: v2.ingredients.map((i) => (i.name === 'Salt' ? { ...i, weightGrams: 15 } : i)),
    };
    const changes = diffLabels(label(v1, cfia), label(salty, cfia));
    expect(changes.filter((c) => c.path.startsWith('frontOfPack'))).toMatchInlineSnapshot(`
      [
        {
          "from": null,
          "path": "frontOfPack.items.sodium",
          "to": "Sodium",
        },
        {
          "from": "High in Sat fat / Élevé en Gras sat.",
          "path": "frontOfPack.text",
          "to": "High in Sat fat, Sodium / Élevé en Gras sat., Sodium",
        },
      ]
    `);
    expect(changes.map((c) => c.path)).toMatchInlineSnapshot(`
      [
        "label.servingsPerContainer",
        "nutrients.energy_kcal.display",
        "nutrients.total_fat.display",
        "nutrients.total_fat.dailyValue",
        "nutrients.saturated_fat.display",
        "nutrients.saturated_fat.dailyValue",
        "nutrients.protein.display",
        "nutrients.sodium.display",
        "nutrients.sodium.dailyValue",
        "claims.low_in_sodium",
        "allergens.detected",
        "allergens.declaration",
        "allergens.altDeclaration",
        "ingredientStatement",
        "frontOfPack.items.sodium",
        "frontOfPack.text",
      ]
    `);
  });
});
