/**
 * The shared fixtures of the core's tests and benches (and the API's browser tests): recipes, and
 * label results for renderer tests, one per format. FDA comes from the engine; CFIA, EU and China
 * are the worked examples of regulations-intl.md (§1.9 granola bar, §2.8 oat & raisin biscuit,
 * §3.7 biscuit) typed in by hand, so the renderers are tested apart from those formats' engines.
 *
 * @module
 */
import { type GenerateOptions, generateLabel } from '../src/label/generate-label';
import type { LabelNutrient, LabelResult, RegulationId } from '../src/label/types';
import type { NutrientKey, NutrientUnit } from '../src/nutrients/catalog';
import { resolveRecipe } from '../src/recipe/resolve-recipe';
import type { ResolvedRecipe } from '../src/recipe/resolved-recipe';
import { getRegulation } from '../src/regulations';
import type { Recipe } from '../src/schemas/recipe';

/**
 * FDA's own sample label (21 CFR 101.9 Appendix B), per 100 g, with potassium 240 mg so that it sits on
 * a 10 mg increment.
 */
export const FDA_SAMPLE_NUTRIENTS = {
  energy_kcal: 230,
  total_fat: 8,
  saturated_fat: 1,
  trans_fat: 0,
  cholesterol: 0,
  sodium: 160,
  total_carbohydrate: 37,
  dietary_fiber: 4,
  total_sugars: 12,
  added_sugars: 10,
  protein: 3,
  vitamin_d: 2,
  calcium: 260,
  iron: 8,
  potassium: 240,
} as const satisfies Partial<Record<NutrientKey, number>>;

/** FDA's sample as one 100 g serving ("1 bar") of a 200 g package. */
export const FDA_SAMPLE_SNACK: Recipe = {
  name: 'Golden',
  servingSizeGrams: 100,
  householdMeasure: '1 bar',
  ingredients: [{ name: 'Golden', weightGrams: 200, nutrients: FDA_SAMPLE_NUTRIENTS }],
};

/** The shortbread of the API tests: 400 g batch, 40 g servings, household measure "2 cookies". */
export const SHORTBREAD: Recipe = {
  name: 'Shortbread',
  servingSizeGrams: 40,
  householdMeasure: '2 cookies',
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

/** The label of a recipe under a registered regulation (throws when it cannot be made). */
export function labelOf(recipe: Recipe, regulation: RegulationId, options?: GenerateOptions): LabelResult {
  const format = getRegulation(regulation);
  if (!format) throw new Error(`${regulation} is not registered`);
  const resolved = resolveRecipe(recipe, { food: () => undefined, recipe: () => undefined });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, format, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

type Row = [NutrientKey, string, string | undefined, NutrientUnit, number, string, number | null, 0 | 1 | 2];

function rows(list: readonly Row[], per100?: readonly [string, number | null][]): LabelNutrient[] {
  return list.map(([key, name, altName, unit, value, display, dailyValue, indent], i) => {
    const hundred = per100?.[i];
    return {
      key,
      name,
      ...(altName === undefined ? {} : { altName }),
      unit,
      amount: value,
      value,
      display,
      dailyValue,
      indent,
      ...(hundred
        ? { per100: { value: Number.parseFloat(hundred[0]), display: hundred[0], dailyValue: hundred[1] } }
        : {}),
    };
  });
}

const nothingElse = {
  ingredientStatement: '',
  allergens: { detected: [], declaration: '', sources: {} },
  claims: [],
  healthClaims: [],
  structureFunctionClaims: [],
  warnings: [],
} as const;

/** Canada: granola bar, 1 bar (40 g) — regulations-intl.md §1.9. */
export const CFIA_GRANOLA: LabelResult = {
  ...nothingElse,
  ingredientStatement: 'Ingredients: Oats, Honey, Almonds.',
  allergens: {
    detected: ['tree_nuts'],
    declaration: 'Contains: Almonds.',
    sources: { tree_nuts: ['Almonds'] },
  },
  label: {
    regulation: 'cfia',
    title: 'Nutrition Facts / Valeur nutritive',
    servingSize: '40g',
    servingSizeText: 'Per 1 bar (40 g)',
    servingsPerContainer: 6,
    basis: ['serving'],
    nutrients: rows([
      ['energy_kcal', 'Calories', undefined, 'kcal', 180, '180', null, 0],
      ['total_fat', 'Fat', 'Lipides', 'g', 6, '6 g', 8, 0],
      ['saturated_fat', 'Saturated', 'saturés', 'g', 1, '1 g', 5, 1],
      ['trans_fat', '+ Trans', 'trans', 'g', 0, '0 g', null, 1],
      ['total_carbohydrate', 'Carbohydrate', 'Glucides', 'g', 27, '27 g', null, 0],
      ['dietary_fiber', 'Fibre', 'Fibres', 'g', 3, '3 g', 11, 1],
      ['total_sugars', 'Sugars', 'Sucres', 'g', 10, '10 g', 10, 1],
      ['protein', 'Protein', 'Protéines', 'g', 3, '3 g', null, 0],
      ['cholesterol', 'Cholesterol', 'Cholestérol', 'mg', 0, '0 mg', null, 0],
      ['sodium', 'Sodium', 'Sodium', 'mg', 95, '95 mg', 4, 0],
      ['potassium', 'Potassium', 'Potassium', 'mg', 125, '125 mg', 4, 0],
      ['calcium', 'Calcium', 'Calcium', 'mg', 20, '20 mg', 2, 0],
      ['iron', 'Iron', 'Fer', 'mg', 1, '1 mg', 6, 0],
    ]),
  },
};

/** EU: oat & raisin biscuit, per 100 g and per biscuit (25 g), 8 per pack — regulations-intl.md §2.8. */
export const EU_BISCUIT: LabelResult = {
  ...nothingElse,
  label: {
    regulation: 'eu',
    title: 'Nutrition declaration',
    servingSize: '25g',
    servingSizeText: 'per biscuit (25 g)',
    servingsPerContainer: 8,
    basis: ['100g', 'serving'],
    nutrients: rows(
      [
        ['energy_kj', 'Energy', undefined, 'kJ', 493, '493 kJ', 6, 0],
        ['energy_kcal', 'Energy', undefined, 'kcal', 117, '117 kcal', 6, 0],
        ['total_fat', 'Fat', undefined, 'g', 4.6, '4.6 g', 7, 0],
        ['saturated_fat', 'of which saturates', undefined, 'g', 2.1, '2.1 g', 10, 1],
        ['total_carbohydrate', 'Carbohydrate', undefined, 'g', 17, '17 g', 6, 0],
        ['total_sugars', 'of which sugars', undefined, 'g', 6.1, '6.1 g', 7, 1],
        ['dietary_fiber', 'Fibre', undefined, 'g', 1.1, '1.1 g', null, 0],
        ['protein', 'Protein', undefined, 'g', 1.7, '1.7 g', 3, 0],
        ['salt', 'Salt', undefined, 'g', 0.19, '0.19 g', 3, 0],
      ],
      [
        ['1972 kJ', 23],
        ['470 kcal', 24],
        ['18 g', 26],
        ['8.3 g', 41],
        ['67 g', 26],
        ['24 g', 27],
        ['4.5 g', null],
        ['6.9 g', 14],
        ['0.76 g', 13],
      ],
    ),
  },
};

/** China: biscuit per 100 g (GB 28050-2025 format, fibre declared) — regulations-intl.md §3.7. */
export const CHINA_BISCUIT: LabelResult = {
  ...nothingElse,
  label: {
    regulation: 'china',
    title: '营养成分表',
    servingSize: '30g',
    servingSizeText: '每份30克(g)',
    servingsPerContainer: 5,
    basis: ['100g'],
    nutrients: rows(
      [
        ['energy_kj', '能量', undefined, 'kJ', 591, '591千焦(kJ)', 7, 0],
        ['protein', '蛋白质', undefined, 'g', 2.1, '2.1克(g)', 4, 0],
        ['total_fat', '脂肪', undefined, 'g', 5.5, '5.5克(g)', 9, 0],
        ['saturated_fat', '饱和脂肪', undefined, 'g', 2.5, '2.5克(g)', 13, 1],
        ['total_carbohydrate', '碳水化合物', undefined, 'g', 20, '20.0克(g)', 7, 0],
        ['total_sugars', '糖', undefined, 'g', 7.3, '7.3克(g)', null, 1],
        ['dietary_fiber', '膳食纤维', undefined, 'g', 1.4, '1.4克(g)', 6, 0],
        ['sodium', '钠', undefined, 'mg', 91, '91毫克(mg)', 5, 0],
      ],
      [
        ['1970千焦(kJ)', 23],
        ['6.9克(g)', 12],
        ['18.4克(g)', 31],
        ['8.3克(g)', 42],
        ['66.8克(g)', 22],
        ['24.4克(g)', null],
        ['4.5克(g)', 18],
        ['304毫克(mg)', 15],
      ],
    ),
  },
};

/**
 * A Canadian label with the "High in" symbol, from the engine: cookies, 387 g batch, 30 g serving:
 * sugars 131.6 g × 30/387 = 10.2 g → 10 g = 10 % of 100 g; sodium 3306.6 mg × 30/387 = 256.3 mg →
 * 260 mg = 11.3 % of 2300 mg; both ≥ 10 % (serving taken as the reference amount, ≤ 30 g,
 * B.01.350(1)) → bars "Sugars" and "Sodium", version 3(BH) of B.01.352.
 */
export const CFIA_COOKIES: Recipe = {
  name: 'Cookies',
  servingSizeGrams: 30,
  householdMeasure: '2 cookies',
  ingredients: [
    {
      name: 'Wheat flour',
      weightGrams: 160,
      nutrients: { energy_kcal: 364, total_fat: 1, protein: 10, total_carbohydrate: 76, sodium: 2 },
    },
    {
      name: 'Butter',
      weightGrams: 80,
      nutrients: { energy_kcal: 717, total_fat: 81, saturated_fat: 10, sodium: 643, protein: 0.9 },
    },
    {
      name: 'Sugar',
      weightGrams: 100,
      nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100 },
    },
    {
      name: 'Golden syrup',
      weightGrams: 40,
      nutrients: { energy_kcal: 325, total_carbohydrate: 79, total_sugars: 79, sodium: 190 },
    },
    { name: 'Salt', weightGrams: 7, nutrients: { sodium: 38_758 } },
  ],
};

/** Ten everyday ingredients (USDA-like amounts per 100 g) the bench recipes cycle through. */
const BENCH_INGREDIENTS = [
  {
    name: 'All-purpose flour',
    nutrients: {
      energy_kcal: 364,
      total_fat: 1,
      saturated_fat: 0.2,
      sodium: 2,
      total_carbohydrate: 76,
      dietary_fiber: 2.7,
      total_sugars: 0.3,
      protein: 10,
      calcium: 15,
      iron: 4.6,
      potassium: 107,
    },
  },
  {
    name: 'Butter',
    nutrients: {
      energy_kcal: 717,
      total_fat: 81,
      saturated_fat: 51,
      trans_fat: 3.3,
      cholesterol: 215,
      sodium: 11,
      protein: 0.9,
      calcium: 24,
      potassium: 24,
    },
  },
  {
    name: 'Granulated sugar',
    nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 },
  },
  {
    name: 'Whole egg',
    nutrients: {
      energy_kcal: 143,
      total_fat: 9.5,
      saturated_fat: 3.1,
      cholesterol: 372,
      sodium: 142,
      protein: 12.6,
      vitamin_d: 2,
      calcium: 56,
      iron: 1.8,
      potassium: 138,
    },
  },
  {
    name: 'Whole milk',
    nutrients: {
      energy_kcal: 61,
      total_fat: 3.3,
      saturated_fat: 1.9,
      cholesterol: 10,
      sodium: 43,
      total_carbohydrate: 4.8,
      total_sugars: 5,
      protein: 3.2,
      vitamin_d: 1.3,
      calcium: 113,
      potassium: 132,
    },
  },
  {
    name: 'Almonds',
    nutrients: {
      energy_kcal: 579,
      total_fat: 50,
      saturated_fat: 3.8,
      sodium: 1,
      total_carbohydrate: 22,
      dietary_fiber: 12.5,
      total_sugars: 4.4,
      protein: 21,
      calcium: 269,
      iron: 3.7,
      potassium: 733,
    },
  },
  {
    name: 'Rolled oats',
    nutrients: {
      energy_kcal: 379,
      total_fat: 6.5,
      saturated_fat: 1.1,
      sodium: 6,
      total_carbohydrate: 67.7,
      dietary_fiber: 10.1,
      total_sugars: 1,
      protein: 13.2,
      calcium: 52,
      iron: 4.3,
      potassium: 362,
    },
  },
  {
    name: 'Honey',
    nutrients: {
      energy_kcal: 304,
      total_carbohydrate: 82.4,
      total_sugars: 82.1,
      added_sugars: 82.1,
      sodium: 4,
      potassium: 52,
    },
  },
  { name: 'Salt', nutrients: { sodium: 38758 } },
  {
    name: 'Vanilla extract',
    nutrients: { energy_kcal: 288, total_carbohydrate: 12.7, total_sugars: 12.7, sodium: 9, potassium: 148 },
  },
];

/** The FDA bench recipe: `n` ingredients cycling through {@link BENCH_INGREDIENTS}. */
export function benchRecipe(n: number): Recipe {
  return {
    name: `Bench ${n}`,
    servingSizeGrams: 40,
    yieldFactor: 0.9,
    category: 'cookies',
    ingredients: Array.from({ length: n }, (_, i) => {
      const base = BENCH_INGREDIENTS[i % BENCH_INGREDIENTS.length]!;
      return { name: base.name, weightGrams: 10 + (i % 7) * 15, nutrients: base.nutrients };
    }),
  };
}

/** The formats bench recipe: 10 ingredients, resolved (every format labels it side by side). */
export const GRANOLA_BARS: ResolvedRecipe = {
  name: 'Granola bars',
  servingSizeGrams: 40,
  householdMeasure: '1 bar',
  yieldFactor: 0.92,
  ingredients: [
    {
      name: 'Rolled oats',
      weightGrams: 300,
      nutrients: {
        energy_kcal: 379,
        protein: 13.2,
        total_fat: 6.5,
        saturated_fat: 1.1,
        total_carbohydrate: 67.7,
        dietary_fiber: 10.1,
        total_sugars: 1,
        sodium: 6,
        iron: 4.3,
        potassium: 362,
        calcium: 52,
      },
    },
    {
      name: 'Honey',
      weightGrams: 120,
      nutrients: {
        energy_kcal: 304,
        total_carbohydrate: 82.4,
        total_sugars: 82.1,
        protein: 0.3,
        sodium: 4,
        potassium: 52,
      },
    },
    {
      name: 'Almonds',
      weightGrams: 80,
      nutrients: {
        energy_kcal: 579,
        protein: 21.2,
        total_fat: 49.9,
        saturated_fat: 3.8,
        total_carbohydrate: 21.6,
        dietary_fiber: 12.5,
        total_sugars: 4.4,
        calcium: 269,
        iron: 3.7,
        potassium: 733,
        vitamin_e: 25.6,
      },
    },
    {
      name: 'Butter',
      weightGrams: 60,
      nutrients: {
        energy_kcal: 717,
        total_fat: 81,
        saturated_fat: 51,
        trans_fat: 3.3,
        cholesterol: 215,
        sodium: 11,
        protein: 0.9,
        calcium: 24,
      },
    },
    {
      name: 'Brown sugar',
      weightGrams: 50,
      nutrients: {
        energy_kcal: 380,
        total_carbohydrate: 98.1,
        total_sugars: 97,
        added_sugars: 97,
        calcium: 83,
        sodium: 28,
      },
    },
    {
      name: 'Raisins',
      weightGrams: 60,
      nutrients: {
        energy_kcal: 299,
        total_carbohydrate: 79.2,
        dietary_fiber: 3.7,
        total_sugars: 59.2,
        protein: 3.1,
        potassium: 749,
        iron: 1.9,
      },
    },
    {
      name: 'Wheat flour',
      weightGrams: 40,
      nutrients: {
        energy_kcal: 364,
        protein: 10.3,
        total_fat: 1,
        total_carbohydrate: 76.3,
        dietary_fiber: 2.7,
        sodium: 2,
        iron: 4.6,
      },
    },
    {
      name: 'Skim milk powder',
      weightGrams: 20,
      nutrients: {
        energy_kcal: 362,
        protein: 36.2,
        total_fat: 0.8,
        total_carbohydrate: 52,
        total_sugars: 52,
        calcium: 1257,
        sodium: 535,
        potassium: 1794,
        vitamin_d: 0.2,
      },
    },
    { name: 'Salt', weightGrams: 2, nutrients: { sodium: 38758 } },
    {
      name: 'Sunflower seeds',
      weightGrams: 30,
      nutrients: {
        energy_kcal: 584,
        protein: 20.8,
        total_fat: 51.5,
        saturated_fat: 4.5,
        polyunsaturated_fat: 23.1,
        total_carbohydrate: 20,
        dietary_fiber: 8.6,
        magnesium: 325,
        vitamin_e: 35.2,
      },
    },
  ],
};

/**
 * A 400 g ready meal for the UK traffic light (golden UK label no. 4): per 100 g fat 6 g, saturates
 * 3 g (amber), sugars 4 g (green), salt 0.5 g (amber); the 400 g portion turns fat, saturates and
 * salt red (docs/regulations/uk.md §4).
 */
export const UK_LASAGNE: Recipe = {
  name: 'Beef lasagne',
  servingSizeGrams: 400,
  householdMeasure: 'pack',
  ingredients: [
    {
      name: 'Lasagne (wheat pasta, beef, milk, cheese)',
      weightGrams: 400,
      nutrients: {
        protein: 7,
        total_fat: 6,
        saturated_fat: 3,
        total_carbohydrate: 12,
        total_sugars: 4,
        dietary_fiber: 1,
        sodium: 200,
      },
    },
  ],
};

/**
 * A 400 g box of muesli in 40 g servings for the ANZ panel (golden ANZ label no. 1): per 100 g
 * 1682 kJ by the Schedule 11 factors, no content claim (docs/regulations/anz.md).
 */
export const ANZ_MUESLI: Recipe = {
  name: 'Toasted muesli',
  servingSizeGrams: 40,
  ingredients: [
    {
      name: 'Muesli (rolled oats, wheat flakes, almonds, milk powder)',
      weightGrams: 400,
      nutrients: {
        protein: 8,
        total_fat: 12,
        saturated_fat: 3,
        total_carbohydrate: 68,
        total_sugars: 20,
        dietary_fiber: 6,
        sodium: 150,
      },
    },
  ],
};

/**
 * The muesli with its Health Star Rating category (2, foods) and 30 % nuts: 3.5 stars (golden HSR
 * case H14, docs/regulations/anz.md §6): baseline 5 + 2 + 4 + 1 = 12, modifying 0 + 6 + 4 = 10, score 2.
 */
export const ANZ_MUESLI_HSR: Recipe = { ...ANZ_MUESLI, hsrCategory: '2', fvnlPercent: 30 };

/** Golden HSR case H15 (anz-health-star.test.ts): bran flakes, score −11, 5 stars. */
export const ANZ_BRAN_HSR: Recipe = {
  name: 'Bran',
  servingSizeGrams: 30,
  hsrCategory: '2',
  ingredients: [
    {
      name: 'Bran flakes',
      weightGrams: 300,
      nutrients: {
        protein: 10,
        total_fat: 2,
        saturated_fat: 0.5,
        total_carbohydrate: 70,
        dietary_fiber: 10,
        total_sugars: 4,
        sodium: 100,
      },
    },
  ],
};

/**
 * Mexican cookies (golden Mexican label no. 1 with a sweetener): calories, sugars, saturated and trans
 * fat sealed in every phase (docs/regulations/mx.md §2: 432 kcal, sugars 18.5 %, saturated 21.5 %,
 * trans 1.38 % of energy; no salt added) and the sweeteners legend.
 */
export const MX_GALLETAS: Recipe = {
  name: 'Galletas',
  servingSizeGrams: 30,
  ingredients: [
    {
      name: 'Harina de trigo',
      weightGrams: 60,
      allergens: ['wheat'],
      nutrients: {
        protein: 10,
        total_fat: 1,
        saturated_fat: 0.2,
        total_carbohydrate: 76,
        dietary_fiber: 2.7,
        total_sugars: 0.3,
        sodium: 2,
      },
    },
    {
      name: 'Azúcar',
      weightGrams: 20,
      nutrients: { total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 },
    },
    {
      name: 'Mantequilla',
      weightGrams: 20,
      allergens: ['milk'],
      nutrients: {
        protein: 0.9,
        total_fat: 81,
        saturated_fat: 51,
        trans_fat: 3.3,
        total_carbohydrate: 0.1,
        total_sugars: 0.1,
        sodium: 11,
      },
    },
    { name: 'Sucralosa', weightGrams: 0.01, nutrients: {} },
  ],
};

/**
 * A soup powder the directions dilute 1 + 9 with water (HSR golden H23, anz.md §6.6): per 100 g as sold
 * carbohydrate 60 g, protein 10 g, fat 5 g, sodium 4000 mg; rated as prepared with `hsrAddedWater` 900.
 */
export const ANZ_SOUP_POWDER: Recipe = {
  name: 'Soup powder',
  servingSizeGrams: 20,
  hsrCategory: '2',
  hsrAddedWater: 900,
  ingredients: [
    {
      name: 'Powder',
      weightGrams: 100,
      nutrients: {
        total_carbohydrate: 60,
        protein: 10,
        total_fat: 5,
        saturated_fat: 1,
        total_sugars: 5,
        sodium: 4000,
      },
    },
  ],
};
