/**
 * The Health Star Rating (`anz-health-star`, api.md §13): a **voluntary** front-of-pack scheme, given
 * only when the recipe names its HSR category (`recipe.hsrCategory`). Baseline points for energy,
 * saturated fat, total sugars and sodium per 100 g (100 mL for liquids), less the modifying points
 * for fruit, vegetable, nut and legume content (`recipe.fvnlPercent`, `recipe.concentratedFvPercent`),
 * dietary fibre and protein,
 * gives the score; the category's star table turns it into ½ to 5 stars. Tables and marks:
 * health-star-tables.ts and docs/regulations/anz.md §6.
 *
 * Amounts are scored unrounded (as the format judges claims), to a billionth: a recipe that holds
 * exactly 335 kJ per 100 g may sum to 335.00000000000006. A food the directions rehydrate or dilute with
 * water is rated as so prepared (`recipe.hsrAddedWater`); a product kind the maker declares
 * (`recipe.hsrProduct`: plain water, unsweetened flavoured water, minimally processed fruit and
 * vegetables) takes its automatic rating, its score still shown.
 *
 * @module
 */
import type { FrontOfPack, HealthStarComponent, HealthStarRating } from '../../label/types';
import { slotOf } from '../../nutrients/nutrient-slots';
import { scaleSlots } from '../../recipe/totals';
import {
  type CategoryTables,
  HSR_AS_PREPARED_CITE,
  HSR_AUTOMATIC,
  HSR_FVNL_MIXTURE,
  HSR_PROTEIN_RULE,
  HSR_STARS,
  HSR_STARS_CITE,
  HSR_TABLES,
  type HsrCategory,
  type HsrProduct,
  type PointsTable,
} from './health-star-tables';

const EPSILON = 1e-9;

/** The points of an amount and the row it fell in. */
export function pointsOf(
  amount: number,
  table: PointsTable,
): { readonly points: number; readonly row: string } {
  let hit: PointsTable['bands'][number] | undefined;
  for (const band of table.bands) {
    const holds = band.inclusive === true ? amount - band.from > -EPSILON : amount - band.from > EPSILON;
    if (holds) hit = band;
  }
  if (hit !== undefined) {
    const sign = hit.inclusive === true ? '≥' : '>';
    return { points: hit.points, row: `${sign} ${hit.from} ${table.unit}` };
  }
  const first = table.bands[0]!;
  return { points: table.base, row: `${first.inclusive === true ? '<' : '≤'} ${first.from} ${table.unit}` };
}

/** What the rating is computed on. */
export interface HealthStarInput {
  readonly category: HsrCategory;
  /** Unrounded amounts per 100 g (100 mL for liquids) by slot. */
  readonly per100: readonly number[];
  /** Non-concentrated fruit, vegetable, nut and legume content, 0–100 %; 0 when not given. */
  readonly fvnlPercent?: number;
  /** Concentrated fruit or vegetable content, 0–100 %; 0 when not given (not scored in category 1). */
  readonly concentratedFvPercent?: number;
  /** The product kind rated automatically, when the maker declares one (its category must be `category`). */
  readonly product?: HsrProduct;
  /**
   * Grams (mL) of water the directions add to 100 g (100 mL) of the food as sold to rehydrate or dilute
   * it: every amount and fvnl share is then of the food as prepared, × 100 / (100 + water).
   */
  readonly addedWater?: number;
}

/** The input as the food is rated: as sold, or diluted by `addedWater` (the form of the food rule). */
function asRated(input: HealthStarInput): HealthStarInput {
  const water = input.addedWater ?? 0;
  if (water === 0) return input;
  const share = 100 / (100 + water);
  return {
    ...input,
    per100: scaleSlots(input.per100, share),
    ...(input.fvnlPercent === undefined ? {} : { fvnlPercent: input.fvnlPercent * share }),
    ...(input.concentratedFvPercent === undefined
      ? {}
      : { concentratedFvPercent: input.concentratedFvPercent * share }),
  };
}

/**
 * The fvnl % scored and its table: the concentrated table when concentrated fruit or vegetables are
 * the only fvnl, the S5—4(8) mixture otherwise (category 1: the non-concentrated % alone).
 */
function fvnlScored(
  tables: CategoryTables,
  input: HealthStarInput,
): { readonly amount: number; readonly table: PointsTable; readonly cite: string } {
  const nc = input.fvnlPercent ?? 0;
  const c = input.concentratedFvPercent ?? 0;
  if (c === 0 || tables.fvnlConcentrated === null)
    return { amount: nc, table: tables.fvnl, cite: tables.fvnl.cite };
  if (nc === 0) {
    const table = tables.fvnlConcentrated;
    return { amount: c, table, cite: table.cite };
  }
  const weighted = nc + HSR_FVNL_MIXTURE.concentratedWeight * c;
  const rest = Math.max(0, 100 - nc - c);
  return {
    amount: (weighted / (weighted + rest)) * 100,
    table: tables.fvnl,
    cite: `${tables.fvnl.cite}; ${HSR_FVNL_MIXTURE.cite}`,
  };
}

const BASELINE = ['energy_kj', 'saturated_fat', 'total_sugars', 'sodium'] as const;
const MODIFYING = ['fvnl', 'dietary_fiber', 'protein'] as const;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const amountOf = (
  per100: readonly number[],
  key: (typeof BASELINE)[number] | 'protein' | 'dietary_fiber',
): number => {
  const x = per100[slotOf(key)];
  return x === undefined || Number.isNaN(x) ? 0 : x;
};

/**
 * The Health Star Rating of a food.
 *
 * @example healthStarRating({ category: '2', per100 }).stars // e.g. 3.5
 */
export function healthStarRating(given: HealthStarInput): HealthStarRating {
  const input = asRated(given);
  const tables = HSR_TABLES[input.category];
  const components: HealthStarComponent[] = [];
  let baselinePoints = 0;
  for (const key of BASELINE) {
    const table = tables[key];
    if (table === null) continue;
    const amount = amountOf(input.per100, key);
    const { points, row } = pointsOf(amount, table);
    baselinePoints += points;
    components.push({
      key,
      kind: 'baseline',
      amount: round2(amount),
      points,
      row,
      counted: true,
      cite: table.cite,
    });
  }
  const modifying: HealthStarComponent[] = [];
  for (const key of MODIFYING) {
    const table = tables[key];
    if (table === null) continue;
    const scored =
      key === 'fvnl'
        ? fvnlScored(tables, input)
        : { amount: amountOf(input.per100, key), table, cite: table.cite };
    const amount = scored.amount;
    const { points, row } = pointsOf(amount, scored.table);
    modifying.push({
      key,
      kind: 'modifying',
      amount: round2(amount),
      points,
      row,
      counted: true,
      cite: scored.cite,
    });
  }
  const fvnlPoints = modifying.find((c) => c.key === 'fvnl')?.points ?? 0;
  const noProtein =
    baselinePoints >= HSR_PROTEIN_RULE.baselineAtLeast && fvnlPoints < HSR_PROTEIN_RULE.unlessFvnlAtLeast;
  let modifyingPoints = 0;
  for (const c of modifying) {
    const counted = !(c.key === 'protein' && noProtein);
    if (counted) modifyingPoints += c.points;
    components.push(counted ? c : { ...c, counted, cite: `${c.cite}; ${HSR_PROTEIN_RULE.cite}` });
  }
  const score = baselinePoints - modifyingPoints;
  const prepared =
    given.addedWater === undefined || given.addedWater === 0
      ? ''
      : `; as prepared with ${given.addedWater} g water per 100 as sold, ${HSR_AS_PREPARED_CITE}`;
  return {
    category: input.category,
    ...starsOf(input.category, score, given.product, prepared),
    score,
    baselinePoints,
    modifyingPoints,
    components,
    ...(given.product === undefined ? {} : { product: given.product }),
    ...(given.addedWater === undefined || given.addedWater === 0 ? {} : { addedWater: given.addedWater }),
    voluntary: true,
  };
}

/** The stars of a score by the category's star row, or the automatic rating of a declared product. */
function starsOf(
  category: HsrCategory,
  score: number,
  product: HsrProduct | undefined,
  prepared: string,
): { readonly stars: number; readonly starsRow: string } {
  if (product !== undefined) {
    const automatic = HSR_AUTOMATIC[product];
    return {
      stars: automatic.stars,
      starsRow: `${automatic.name} → ${automatic.stars} stars automatically (category ${category}; ${automatic.cite}${prepared})`,
    };
  }
  const rows = HSR_STARS[category];
  const row = rows.find((r) => score <= r.maxScore) ?? rows[rows.length - 1]!;
  const bound = Number.isFinite(row.maxScore)
    ? `score ≤ ${row.maxScore}`
    : `score > ${rows[rows.length - 2]!.maxScore}`;
  return {
    stars: row.stars,
    starsRow: `${bound} → ${row.stars} stars (category ${category}; ${HSR_STARS_CITE}${prepared})`,
  };
}

/** Where the scheme comes from, and that it is voluntary. */
export const HSR_CITE = 'Health Star Rating system (voluntary), calculator as revised in 2020';

/**
 * The rating as the label's `frontOfPack` (api.md §13): `items` is empty, `rating` holds the result.
 *
 * @example anzHealthStar({ category: '2', per100 }).text // "Health Star Rating 3.5 stars (voluntary)"
 */
export function anzHealthStar(input: HealthStarInput): FrontOfPack {
  const rating = healthStarRating(input);
  return {
    scheme: 'anz-health-star',
    items: [],
    rating,
    text: `Health Star Rating ${rating.stars} stars (voluntary)`,
    citation: HSR_CITE,
  };
}
