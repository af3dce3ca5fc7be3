/**
 * GB 28050-2025 Table 1 (✔, docs/spec/regulations-intl.md §3.1): rounding interval (修约间隔)
 * and "0" limit per 100 g / 100 ml of every row; the 2011 limit where it differs is kept for
 * reference. Declared values are multiples of the interval; a value at or under the "0" limit
 * prints 0, judged per 100 g/ml also for the per-serving column (2011 note b; 2025 6.5).
 *
 * Edge case (spec §3.1, flagged there as interpretation): a value just above the limit can round
 * onto it (protein 0.54 g → 0.5 g; energy 17.4 kJ → 17 kJ). The spec recommends printing 0 then,
 * so the zero tier is "below limit + interval/2" (half up), i.e. "the rounded value ≤ limit".
 * Ties round half up by default; `createChinaFormat({ ties: 'half-even' })` applies GB/T 8170 half-even
 * (the standard is silent, spec §0.3 ✖: peers disagree).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { nearest, type RoundingRule, zero } from '../../rounding/rounding-rule';

/** One Table 1 row. */
export interface ChinaRoundingRow {
  readonly interval: number;
  /** "0" limit per 100 g / 100 ml (2025). */
  readonly zeroLimit: number;
  /** The 2011 limit where it differs. */
  readonly zeroLimit2011?: number;
}

const r = (interval: number, zeroLimit: number, zeroLimit2011?: number): ChinaRoundingRow =>
  zeroLimit2011 === undefined ? { interval, zeroLimit } : { interval, zeroLimit, zeroLimit2011 };

/** GB 28050-2025 Table 1 (energy kJ, macros g, sodium/cholesterol/minerals mg, µg as in the catalog). */
export const CHINA_TABLE_1: Readonly<Partial<Record<NutrientKey, ChinaRoundingRow>>> = {
  energy_kj: r(1, 17),
  protein: r(0.1, 0.5),
  total_fat: r(0.1, 0.5),
  saturated_fat: r(0.1, 0.1),
  trans_fat: r(0.1, 0.3),
  monounsaturated_fat: r(0.1, 0.1),
  polyunsaturated_fat: r(0.1, 0.1),
  cholesterol: r(1, 5),
  total_carbohydrate: r(0.1, 0.5),
  total_sugars: r(0.1, 0.5),
  dietary_fiber: r(0.1, 0.5),
  soluble_fiber: r(0.1, 0.5),
  insoluble_fiber: r(0.1, 0.5),
  sodium: r(1, 5),
  vitamin_a: r(1, 10, 8),
  vitamin_d: r(0.1, 0.1),
  vitamin_e: r(0.01, 0.2, 0.28),
  vitamin_k: r(0.1, 1.6),
  thiamin: r(0.01, 0.03),
  riboflavin: r(0.01, 0.03),
  vitamin_b6: r(0.01, 0.03),
  vitamin_b12: r(0.01, 0.1, 0.05),
  vitamin_c: r(0.1, 2),
  niacin: r(0.1, 0.3, 0.28),
  folate: r(1, 8),
  pantothenic_acid: r(0.01, 0.1),
  biotin: r(0.1, 0.6),
  choline: r(0.1, 9),
  calcium: r(1, 8),
  phosphorus: r(1, 14),
  potassium: r(1, 20),
  magnesium: r(1, 3, 6),
  iron: r(0.1, 0.3),
  zinc: r(0.01, 0.1, 0.3),
  iodine: r(0.1, 3),
  selenium: r(0.1, 1),
  copper: r(0.01, 0.03),
  manganese: r(0.01, 0.06),
};

const clean = (x: number): number => Number(x.toPrecision(12));

/**
 * The rounding rule of a Table 1 row: 0 when the rounded value would be ≤ the limit, else the interval.
 *
 * @example chinaRule(CHINA_TABLE_1.protein!) // zero below 0.55 g, else nearest 0.1 g
 */
export function chinaRule(row: ChinaRoundingRow): RoundingRule {
  return {
    tiers: [{ below: clean(row.zeroLimit + row.interval / 2), outcome: zero }],
    otherwise: nearest(row.interval),
    cite: 'GB 28050-2025 Table 1',
  };
}

/** Only the interval (no zero tier): the per-serving column, whose zero test is made per 100 g/ml. */
export function chinaIntervalRule(row: ChinaRoundingRow): RoundingRule {
  return { tiers: [], otherwise: nearest(row.interval), cite: 'GB 28050-2025 Table 1' };
}

/** Rules precomputed per nutrient. */
export const CHINA_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> = Object.fromEntries(
  Object.entries(CHINA_TABLE_1).map(([k, row]) => [k, chinaRule(row)]),
);

/** Per-serving rules precomputed per nutrient. */
export const CHINA_SERVING_ROUNDING: Readonly<Partial<Record<NutrientKey, RoundingRule>>> =
  Object.fromEntries(Object.entries(CHINA_TABLE_1).map(([k, row]) => [k, chinaIntervalRule(row)]));

/** NRV%: rounding interval 1 (A.3.2 2025 ✔), half up. */
export const CHINA_PERCENT: RoundingRule = { tiers: [], otherwise: nearest(1), cite: 'GB 28050-2025 A.3.2' };
