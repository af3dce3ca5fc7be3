/**
 * The recipes of the FDA column golden labels (api.md §12), shared by the core goldens, the HTTP tests
 * and the formats bench. Nutrients are per 100 g; every value is chosen away from a rounding edge so
 * that the hand computation in `column-golden.test.ts` is unambiguous.
 */
import {
  fda,
  type GenerateOptions,
  generateLabel,
  type LabelResult,
  type Recipe,
  resolveRecipe,
} from '../../src/index';

/** A chocolate chip cookie, per 100 g (every FDA mandatory nutrient given). */
export const COOKIE_PER_100G = {
  energy_kcal: 480,
  total_fat: 24,
  saturated_fat: 12,
  trans_fat: 0.8,
  cholesterol: 20,
  sodium: 350,
  total_carbohydrate: 64,
  dietary_fiber: 2.4,
  total_sugars: 34.4,
  added_sugars: 30.4,
  protein: 5.5,
  vitamin_d: 0.2,
  calcium: 40,
  iron: 2.4,
  potassium: 160,
};

/** A cookie package of `packageGrams`, serving `servingGrams` (RACC of cookies: 30 g, 101.12(b)). */
export function cookiePackage(packageGrams: number, servingGrams: number, householdMeasure?: string): Recipe {
  return {
    name: `Cookies ${packageGrams} g`,
    servingSizeGrams: servingGrams,
    servingsPerContainer: packageGrams / servingGrams,
    category: 'cookies',
    ...(householdMeasure === undefined ? {} : { householdMeasure }),
    ingredients: [{ name: 'Chocolate chip cookies', weightGrams: packageGrams, nutrients: COOKIE_PER_100G }],
  };
}

/** 101.9(b)(12)(i): a 75 g bag, 2.5 servings of 30 g (250 % of the RACC). */
export const COOKIE_BAG = cookiePackage(75, 30, '2 cookies');
/** 101.9(b)(6): a 45 g single-serve pack labelled with a 30 g serving (150 % of the RACC). */
export const COOKIE_PACK_45 = cookiePackage(45, 30, '2 cookies');
/** 101.9(b)(6): a 51 g pack (170 % of the RACC), one serving. */
export const COOKIE_PACK_51 = cookiePackage(51, 51);

/** 101.9(h)(4): a cake mix, 432 g, 12 servings of 36 g (1/12 package). */
export const CAKE_MIX: Recipe = {
  name: 'Yellow cake mix',
  servingSizeGrams: 36,
  servingsPerContainer: 12,
  householdMeasure: '1/12 package',
  ingredients: [
    {
      name: 'Cake mix',
      weightGrams: 432,
      nutrients: {
        energy_kcal: 420,
        total_fat: 8,
        saturated_fat: 3,
        trans_fat: 0,
        cholesterol: 0,
        sodium: 700,
        total_carbohydrate: 80,
        dietary_fiber: 3,
        total_sugars: 45,
        added_sugars: 44,
        protein: 4,
        vitamin_d: 0,
        calcium: 100,
        iron: 3,
        potassium: 100,
      },
    },
  ],
};

/** What the cake mix's directions add to one package: 2 eggs, 1/2 cup oil, 1 cup water; yield 0.9. */
export const CAKE_MIX_DIRECTIONS = {
  ingredients: [
    {
      name: 'Eggs',
      weightGrams: 100,
      nutrients: {
        energy_kcal: 143,
        total_fat: 9.5,
        saturated_fat: 3.1,
        trans_fat: 0,
        cholesterol: 372,
        sodium: 142,
        total_carbohydrate: 0.7,
        dietary_fiber: 0,
        total_sugars: 0.4,
        added_sugars: 0,
        protein: 12.6,
        vitamin_d: 2,
        calcium: 56,
        iron: 1.75,
        potassium: 138,
      },
    },
    {
      name: 'Canola oil',
      weightGrams: 109,
      nutrients: {
        energy_kcal: 884,
        total_fat: 100,
        saturated_fat: 7.4,
        trans_fat: 0.4,
        cholesterol: 0,
        sodium: 0,
        total_carbohydrate: 0,
        dietary_fiber: 0,
        total_sugars: 0,
        added_sugars: 0,
        protein: 0,
        vitamin_d: 0,
        calcium: 0,
        iron: 0,
        potassium: 0,
      },
    },
    { name: 'Water', weightGrams: 240, nutrients: {} },
  ],
  yieldFactor: 0.9,
};

/** The FDA outcome of a recipe with these options (a refusal is an outcome); a recipe that does not resolve throws. */
export function fdaOutcome(recipe: Recipe, options?: GenerateOptions) {
  const resolved = resolveRecipe(recipe);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  return generateLabel(resolved.recipe, fda, options);
}

/** The FDA label of a recipe with these options; any issue throws (the column cases all label). */
export function fdaLabel(recipe: Recipe, options?: GenerateOptions): LabelResult {
  const outcome = fdaOutcome(recipe, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

/** What the cake mix's directions add, resolved, as `options.prepared` (101.9(h)(4)). */
export function cakeMixPrepared(): NonNullable<GenerateOptions['prepared']> {
  const resolved = resolveRecipe({ ...CAKE_MIX, ingredients: CAKE_MIX_DIRECTIONS.ingredients });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  return { ingredients: resolved.recipe.ingredients, yieldFactor: CAKE_MIX_DIRECTIONS.yieldFactor };
}
