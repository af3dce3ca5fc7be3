/**
 * The Health Star Rating's points and star tables (voluntary front-of-pack scheme of the Australian
 * and New Zealand governments; docs/regulations/anz.md §6 gives every row with its mark).
 *
 * Where a row is in the Food Standards Code's nutrient profiling scoring method (Schedule 5, NZ
 * Gazette No. 50, 8 May 2015, pp. 47–49: Tables 1, 2, 4, 5; the V points of the 2013 Standard 1.2.7,
 * NZ Gazette No. 3, 18 Jan 2013, p. 136, Table 3 Column 2) it is cited to it. The rows the HSR
 * calculator adds (points above 10 for categories 1D/2/2D, protein and fibre above 5, the revised
 * sugars table, category 1's tables, the intermediate V points) and the star tables were not read in
 * an official text: they are the rows two independent public implementations of the calculator
 * agree on, and three more where they cover them (◐; anz.md §6, which gives the guide's table numbers).
 *
 * @module
 */

/**
 * The HSR categories (api.md §13 `recipe.hsrCategory`): 1 non-dairy beverages, 1D dairy beverages, 2 other
 * foods, 2D dairy foods, 3 oils and spreads, 3D cheese and processed cheese (◐ as the calculators name them).
 */
export const HSR_CATEGORIES = ['1', '1D', '2', '2D', '3', '3D'] as const;
export type HsrCategory = (typeof HSR_CATEGORIES)[number];

/** One row: `points` when the amount is over `from` (or at least `from` where `inclusive`). */
export interface PointsBand {
  readonly points: number;
  readonly from: number;
  readonly inclusive?: boolean;
}

/** A points table: the points when no band holds (`base`), the bands ascending, where it comes from. */
export interface PointsTable {
  readonly base: number;
  readonly bands: readonly PointsBand[];
  readonly unit: string;
  readonly cite: string;
}

const S5_T1 = 'FSANZ Code Schedule 5, S5—3 Table 1';
const S5_T2 = 'FSANZ Code Schedule 5, S5—3 Table 2';
const HSR = 'HSR calculator (2020 revision), as implemented in public calculators (◐)';

/** Bands "over x" for x in `limits`, scoring 1, 2, 3 … */
const over = (limits: readonly number[], first = 1): PointsBand[] =>
  limits.map((from, i) => ({ points: first + i, from }));

/** Energy, kJ per 100 g/mL: Table 1 rows 1–10; row 11 (> 3685) is Table 2's, extended by the HSR. */
const ENERGY: PointsTable = {
  base: 0,
  bands: over([335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350, 3685]),
  unit: 'kJ',
  cite: `${S5_T1} (rows 0–10), ${S5_T2} (row 11)`,
};

/** Category 1 energy: 1 point up to 31 kJ, then a point per 30 kJ (◐). */
const ENERGY_1: PointsTable = {
  base: 1,
  bands: over([31, 61, 91, 121, 151, 181, 211, 241, 271], 2),
  unit: 'kJ',
  cite: HSR,
};

/** Sodium, mg: a point per 90 mg to 30 points (Table 1 to 10; Table 2 to 26 for category 3; ◐ above). */
const SODIUM: PointsTable = {
  base: 0,
  bands: over(Array.from({ length: 30 }, (_, i) => 90 * (i + 1))),
  unit: 'mg',
  cite: `${S5_T1} (rows 0–10), ${S5_T2} (rows 11–26), ${HSR} (rows 27–30)`,
};

const SATURATED_FAT_12: PointsTable = {
  base: 0,
  bands: over([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.2, 12.5, 13.9, 15.5, 17.3, 19.3, 21.6, 24.1, 26.9, 30, 33.5, 37.4, 41.7,
    46.6, 52, 58, 64.7, 72.3, 80.6, 90,
  ]),
  unit: 'g',
  cite: `${S5_T1} (rows 0–10), ${HSR} (rows 11–30)`,
};

const SATURATED_FAT_3: PointsTable = {
  base: 0,
  bands: over(Array.from({ length: 30 }, (_, i) => i + 1)),
  unit: 'g',
  cite: `${S5_T2} (rows 0–26), ${HSR} (rows 27–30)`,
};

/** The sugars table as the HSR revised it for categories 1D, 2, 2D (◐; Table 1 differs from row 2). */
const SUGARS_12: PointsTable = {
  base: 0,
  bands: over([
    5, 8.9, 12.8, 16.8, 20.7, 24.6, 28.5, 32.4, 36.3, 40.3, 44.2, 48.1, 52, 55.9, 59.8, 63.8, 67.7, 71.6,
    75.5, 79.4, 83.3, 87.3, 91.2, 95.1, 99,
  ]),
  unit: 'g',
  cite: HSR,
};

const SUGARS_3: PointsTable = {
  base: 0,
  bands: over([5, 9, 13.5, 18, 22.5, 27, 31, 36, 40, 45]),
  unit: 'g',
  cite: S5_T2,
};

const SUGARS_1: PointsTable = {
  base: 0,
  bands: over([0.1, 1.6, 3.1, 4.6, 6.1, 7.6, 9.1, 10.6, 12.1, 13.6]),
  unit: 'g',
  cite: HSR,
};

/** Protein: Table 4 (note "≥ 3.2" for 2 points) to 5 points; the HSR's rows 6–15 (◐). */
const PROTEIN: PointsTable = {
  base: 0,
  bands: [
    { points: 1, from: 1.6 },
    { points: 2, from: 3.2, inclusive: true },
    ...over([4.8, 6.4, 8, 9.6, 11.6, 13.9, 16.7, 20, 24, 28.9, 34.7, 41.6, 50], 3),
  ],
  unit: 'g',
  cite: `FSANZ Code Schedule 5, S5—5 Table 4 (rows 0–5), ${HSR} (rows 6–15)`,
};

/** Dietary fibre: Table 5 to 5 points; the HSR's rows 6–15 (◐). */
const FIBRE: PointsTable = {
  base: 0,
  bands: over([0.9, 1.9, 2.8, 3.7, 4.7, 5.4, 6.3, 7.3, 8.4, 9.7, 11.2, 13, 15, 17.3, 20]),
  unit: 'g',
  cite: `FSANZ Code Schedule 5, S5—6 Table 5 (rows 0–5), ${HSR} (rows 6–15)`,
};

/**
 * Non-concentrated fruit, vegetable, nut and legume content, %: Standard 1.2.7 (2013) Table 3
 * Column 2 gives > 40 → 1, > 60 → 2, > 80 → 5, = 100 → 8; the HSR adds 3, 4, 6, 7 (◐).
 */
const FVNL: PointsTable = {
  base: 0,
  bands: [...over([40, 60, 67, 75, 80, 90, 95]), { points: 8, from: 100, inclusive: true }],
  unit: '%',
  cite: `Standard 1.2.7 (2013) Table 3 Column 2 (rows 0, 1, 2, 5, 8), ${HSR} (rows 3, 4, 6, 7)`,
};

/**
 * Concentrated fruit or vegetable content, % (when it is the only fvnl): 1.2.7 (2013) Table 3 Column 1
 * gives ≥ 25 → 1, ≥ 43 → 2, ≥ 67 → 5, = 100 → 8; the HSR adds 3, 4, 6, 7 (◐).
 */
const FVNL_CONCENTRATED: PointsTable = {
  base: 0,
  bands: [25, 43, 52, 63, 67, 80, 90, 100].map((from, i) => ({ points: i + 1, from, inclusive: true })),
  unit: '%',
  cite: `Standard 1.2.7 (2013) Table 3 Column 1 (rows 0, 1, 2, 5, 8), ${HSR} (rows 3, 4, 6, 7)`,
};

/**
 * S5—4(8): a mixture of non-concentrated fvnl (NC %) and concentrated fruit or vegetables (C %) is
 * scored on (NC + 2C) / (NC + 2C + NI) × 100 %, NI the non-fvnl ingredients, in the non-concentrated table.
 */
export const HSR_FVNL_MIXTURE = { concentratedWeight: 2, cite: 'FSANZ Code Schedule 5, S5—4(8)' } as const;

/** Category 1: a point at 25 %, then per 8 % to 96 % (◐). */
const FVNL_1: PointsTable = {
  base: 0,
  bands: [25, 33, 41, 49, 57, 65, 73, 81, 89, 96].map((from, i) => ({
    points: i + 1,
    from,
    inclusive: true,
  })),
  unit: '%',
  cite: HSR,
};

/** What each category scores; `null`: the category does not score it. */
export interface CategoryTables {
  readonly energy_kj: PointsTable;
  readonly saturated_fat: PointsTable | null;
  readonly total_sugars: PointsTable;
  readonly sodium: PointsTable | null;
  readonly protein: PointsTable | null;
  readonly dietary_fiber: PointsTable | null;
  readonly fvnl: PointsTable;
  /** Concentrated fruit or vegetables alone; `null`: the category has no such table (category 1). */
  readonly fvnlConcentrated: PointsTable | null;
}

const FOODS_12: CategoryTables = {
  energy_kj: ENERGY,
  saturated_fat: SATURATED_FAT_12,
  total_sugars: SUGARS_12,
  sodium: SODIUM,
  protein: PROTEIN,
  dietary_fiber: FIBRE,
  fvnl: FVNL,
  fvnlConcentrated: FVNL_CONCENTRATED,
};

const FOODS_3: CategoryTables = { ...FOODS_12, saturated_fat: SATURATED_FAT_3, total_sugars: SUGARS_3 };

/**
 * The tables per category. Category 1 scores energy, sugars and V points only; 1D no fibre (S5—6(3)
 * says category 1 foods score no F points; 1D's exclusion is the calculator's, ◐).
 */
export const HSR_TABLES: Readonly<Record<HsrCategory, CategoryTables>> = {
  '1': {
    energy_kj: ENERGY_1,
    saturated_fat: null,
    total_sugars: SUGARS_1,
    sodium: null,
    protein: null,
    dietary_fiber: null,
    fvnl: FVNL_1,
    fvnlConcentrated: null,
  },
  '1D': { ...FOODS_12, dietary_fiber: null },
  '2': FOODS_12,
  '2D': FOODS_12,
  '3': FOODS_3,
  '3D': FOODS_3,
};

/**
 * S5—5(2): a food with ≥ 13 baseline points scores no protein points unless it scores ≥ 5 V points.
 */
export const HSR_PROTEIN_RULE = {
  baselineAtLeast: 13,
  unlessFvnlAtLeast: 5,
  cite: 'FSANZ Code Schedule 5, S5—5(2)',
};

/** One star row: the stars of a final score up to `maxScore` (the last row takes every higher score). */
export interface StarRow {
  readonly maxScore: number;
  readonly stars: number;
}

const stars = (limits: readonly number[], first = 5): StarRow[] => [
  ...limits.map((maxScore, i) => ({ maxScore, stars: first - i / 2 })),
  { maxScore: Number.POSITIVE_INFINITY, stars: first - limits.length / 2 },
];

/**
 * The final score to stars per category (◐ both public calculators; category 1 tops out at 4 stars by
 * score: plain water's 5 and unsweetened flavoured water's 4.5 are {@link HSR_AUTOMATIC}).
 */
export const HSR_STARS: Readonly<Record<HsrCategory, readonly StarRow[]>> = {
  '1': stars([0, 1, 3, 5, 7, 9, 11], 4),
  '1D': stars([-2, -1, 0, 1, 2, 3, 4, 5, 6]),
  '2': stars([-11, -7, -2, 2, 6, 11, 15, 20, 24]),
  '2D': stars([-2, 0, 2, 3, 5, 7, 8, 10, 12]),
  '3': stars([13, 16, 20, 23, 27, 30, 34, 37, 41]),
  '3D': stars([24, 26, 28, 30, 31, 33, 35, 37, 39]),
};

export const HSR_STARS_CITE =
  "HSR calculator star conversion by category (2020 revision, the guide's Table 7), ◐";

/**
 * Products rated without their score (api.md §13 `recipe.hsrProduct`): the kind the maker declares,
 * since the recipe cannot tell plain water from a drink of no energy, or fresh fruit from fruit with
 * nothing added. Each belongs to one category; docs/regulations/anz.md §6.5 gives the definitions.
 */
export const HSR_PRODUCTS = [
  'plain_water',
  'unsweetened_flavoured_water',
  'minimally_processed_fruit_vegetables',
] as const;
export type HsrProduct = (typeof HSR_PRODUCTS)[number];

/** The automatic rating of a product kind, its category and where it comes from (marks: anz.md §6.5). */
export interface AutomaticRating {
  readonly category: HsrCategory;
  readonly stars: number;
  /** How the star row names it, e.g. "plain water". */
  readonly name: string;
  readonly cite: string;
}

export const HSR_AUTOMATIC: Readonly<Record<HsrProduct, AutomaticRating>> = {
  plain_water: {
    category: '1',
    stars: 5,
    name: 'plain water',
    cite: 'HSR Advisory Committee policy decision (Five Year Review TAG paper "Non-dairy beverages"); both public calculators, ◐',
  },
  unsweetened_flavoured_water: {
    category: '1',
    stars: 4.5,
    name: 'unsweetened flavoured water',
    cite: 'HSR calculator (2020 revision), category 1 star table, as both public calculators give it, ◐',
  },
  minimally_processed_fruit_vegetables: {
    category: '2',
    stars: 5,
    name: 'fresh or minimally processed fruit and vegetables',
    cite: 'HSR Five Year Review Recommendation 4a, Forum response of 17 July 2020 (healthstarrating.gov.au "HSR system changes – 2020"), ◐',
  },
};

/**
 * The form of the food (◐ healthstarrating.gov.au, 8 Aug 2018: Ministers' decision of 29 June 2018): the
 * rating is of the food as sold, except foods that must be rehydrated or diluted with water (rated as so
 * prepared, `recipe.hsrAddedWater`) or drained of water or brine (not built).
 */
export const HSR_AS_PREPARED_CITE =
  "HSR form of the food: as sold, except rehydrated or diluted with water (Ministers' decision, 29 June 2018), ◐";
