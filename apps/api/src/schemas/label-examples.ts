/**
 * Example bodies of the label endpoints shown in /docs (the OpenAPI `examples` of the request body), one
 * per label option of api.md §12 worth seeing; columns.test.ts posts each and checks its columns.
 *
 * @module
 */
import type { LabelRequestSchema } from '@nutrilabel/core';
import type * as v from 'valibot';

const cookies = {
  name: 'Chocolate chip cookies',
  servingSizeGrams: 30,
  householdMeasure: '2 cookies',
  servingsPerContainer: 2.5,
  category: 'cookies',
  ingredients: [
    {
      name: 'Cookie dough, baked',
      weightGrams: 75,
      nutrients: { energy_kcal: 480, total_fat: 24, saturated_fat: 12, sodium: 350, total_carbohydrate: 64 },
    },
  ],
};

const cakeMix = {
  name: 'Yellow cake mix',
  servingSizeGrams: 36,
  householdMeasure: '1/12 package',
  servingsPerContainer: 12,
  ingredients: [
    {
      name: 'Cake mix',
      weightGrams: 432,
      nutrients: { energy_kcal: 420, total_fat: 8, sodium: 700, total_carbohydrate: 80, added_sugars: 44 },
    },
  ],
};

/** The examples, in the order /docs lists them. */
export const LABEL_REQUEST_EXAMPLES: v.InferOutput<typeof LabelRequestSchema>[] = [
  // 75 g of cookies is 250 % of their 30 g RACC: per serving and per container (21 CFR 101.9(b)(12)(i)).
  { recipe: cookies, regulation: 'fda', options: { columns: 'dual' } },
  // As packaged and as prepared with what the directions add (21 CFR 101.9(h)(4)).
  {
    recipe: cakeMix,
    regulation: 'fda',
    options: {
      prepared: {
        ingredients: [
          {
            name: 'Eggs',
            weightGrams: 100,
            nutrients: { energy_kcal: 143, total_fat: 9.5, cholesterol: 372 },
          },
          { name: 'Canola oil', weightGrams: 109, nutrients: { energy_kcal: 884, total_fat: 100 } },
          { name: 'Water', weightGrams: 240, nutrients: {} },
        ],
        yieldFactor: 0.9,
      },
    },
  },
];
