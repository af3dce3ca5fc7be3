/**
 * Recipes of the CFIA as-prepared goldens (FDR B.01.406(5)), shared with the HTTP tests: the food as
 * sold (amounts stated per serving, converted to per 100 g) and what its directions add to one package.
 */
import type { Recipe } from '../../src/index';
import { per100From } from './helpers';

// Cake mix, 1/10 package (43 g), 430 g box; the directions add 3 eggs (150 g), 80 g oil and 250 g water.
export const CAKE_MIX: Recipe = {
  name: 'Chocolate cake mix',
  servingSizeGrams: 43,
  servingsPerContainer: 10,
  householdMeasure: '1/10 package',
  ingredients: [
    {
      name: 'Cake mix',
      weightGrams: 430,
      nutrients: per100From(
        {
          energy_kcal: 172,
          total_fat: 2.2,
          saturated_fat: 1.1,
          trans_fat: 0,
          cholesterol: 0,
          sodium: 300,
          total_carbohydrate: 34.4,
          dietary_fiber: 0.9,
          total_sugars: 18.2,
          protein: 2.1,
          potassium: 120,
          calcium: 95,
          iron: 1.6,
        },
        43,
      ),
    },
  ],
};
export const CAKE_DIRECTIONS: Recipe['ingredients'] = [
  {
    name: 'Eggs',
    weightGrams: 150,
    nutrients: {
      energy_kcal: 143,
      total_fat: 9.5,
      saturated_fat: 3.1,
      trans_fat: 0,
      cholesterol: 372,
      sodium: 142,
      total_carbohydrate: 0.7,
      total_sugars: 0.4,
      protein: 12.6,
      potassium: 138,
      calcium: 56,
      iron: 1.75,
    },
  },
  {
    name: 'Vegetable oil',
    weightGrams: 80,
    nutrients: { energy_kcal: 884, total_fat: 100, saturated_fat: 7.4 },
  },
  { name: 'Water', weightGrams: 250, nutrients: { energy_kcal: 0, sodium: 0 } },
];

// Instant oatmeal, 3/4 cup (30 g), 300 g box; the directions add 125 g skim milk per serving (1250 g a box).
export const OATMEAL: Recipe = {
  name: 'Instant oatmeal',
  servingSizeGrams: 30,
  servingsPerContainer: 10,
  householdMeasure: '3/4 cup',
  ingredients: [
    {
      name: 'Oats',
      weightGrams: 300,
      nutrients: per100From(
        {
          energy_kcal: 117,
          total_fat: 1.3,
          saturated_fat: 0.6,
          trans_fat: 0,
          cholesterol: 0,
          sodium: 180,
          total_carbohydrate: 24.6,
          dietary_fiber: 2.7,
          total_sugars: 5.4,
          protein: 2.6,
          potassium: 95,
          calcium: 12,
          iron: 3.9,
        },
        30,
      ),
    },
  ],
};
export const OATMEAL_DIRECTIONS: Recipe['ingredients'] = [
  {
    name: 'Skim milk',
    weightGrams: 1250,
    nutrients: {
      energy_kcal: 34,
      total_fat: 0.08,
      saturated_fat: 0.05,
      trans_fat: 0,
      cholesterol: 2,
      sodium: 42,
      total_carbohydrate: 4.96,
      total_sugars: 5.09,
      protein: 3.37,
      potassium: 156,
      calcium: 122,
      iron: 0.03,
    },
  },
];

// Instant noodles, one 64 g cup without a household measure; the directions add 400 g water.
export const NOODLES: Recipe = {
  name: 'Instant noodles',
  servingSizeGrams: 64,
  servingsPerContainer: 1,
  ingredients: [
    {
      name: 'Noodles and seasoning',
      weightGrams: 64,
      nutrients: per100From(
        {
          energy_kcal: 290,
          total_fat: 11.7,
          saturated_fat: 5.3,
          trans_fat: 0,
          cholesterol: 0,
          sodium: 1130,
          total_carbohydrate: 40.2,
          dietary_fiber: 1.8,
          total_sugars: 2.3,
          protein: 5.6,
          potassium: 110,
          calcium: 20,
          iron: 2.4,
        },
        64,
      ),
    },
  ],
};
export const NOODLE_DIRECTIONS: Recipe['ingredients'] = [
  { name: 'Water', weightGrams: 400, nutrients: { energy_kcal: 0, sodium: 5, calcium: 3 } },
];
