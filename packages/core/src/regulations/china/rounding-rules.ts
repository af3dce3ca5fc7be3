/**
 * GB 28050-2025 Table 1 (✔, docs/spec/regulations-intl.md §3.1): rounding interval (修约间隔)
 * and "0" limit per 100 g / 100 ml of every row; the 2011 limit where it differs is kept for
 * reference. Declared values are multiples of the interval; a value at or under the "0" limit
 * prints 0, judged per 100 g/ml also for the per-serving column (2011 note b; 2025 6.5).
 *
 * The "0" limit is compared with the amount BEFORE rounding (6.5: "当…含量小于或等于表1规定的“0”界限值时，
 * 应标示为“0”" — the content, 含量, not the declared value, 含量标示值, that 5.2/5.3 and Table 1 note c name
 * apart): an amount above the limit is declared on its interval even where that lands on the limit
 * (trans fat 0.34 g → 0.3 g). Declaring 0 there would break Table 2 (6.7): energy, fat, saturated
 * fat, trans fat, cholesterol, sodium and sugars must not exceed 120 % of the declared value, and
 * 0.34 g is not ≤ 120 % of 0 (0.3 g allows up to 0.36 g).
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
  vitamin_a_re: r(1, 10, 8),
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

/**
 * The rounding rule of a Table 1 row: 0 when the amount is at or under the limit (6.5), else the interval.
 *
 * @example chinaRule(CHINA_TABLE_1.protein!) // zero up to 0.5 g, else nearest 0.1 g
 */
export function chinaRule(row: ChinaRoundingRow): RoundingRule {
  return {
    tiers: [{ below: row.zeroLimit, orEqual: true, outcome: zero }],
    otherwise: nearest(row.interval),
    cite: 'GB 28050-2025 6.5, Table 1',
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
