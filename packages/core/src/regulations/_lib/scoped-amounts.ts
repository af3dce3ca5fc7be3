/**
 * Amounts of a food at a claim scope (per serving, per reference amount, per 50 g, per 100 g), read
 * fast: the same arithmetic as `amountAt` of fda/claims/claim-context.ts, but keyed by precomputed
 * numeric slots and scope codes. The per-100 g and per-serving amounts are copied once per
 * evaluation into flat arrays indexed by slot (from the engine's slot arrays when it passed them).
 *
 * The state is module-level (one evaluation at a time: the evaluator is synchronous and never
 * calls out while reading), so an evaluation allocates nothing here.
 *
 * @module
 */
import { NUTRIENT_KEYS, NUTRIENT_SLOT, type NutrientKey, type NutrientValues } from '../../nutrients/catalog';
import type { EngineClaimInput } from './engine-amounts';

/** Where a claim's amount is taken: per reference amount, labelled serving, 50 g or 100 g. */
export type Scope = 'racc' | 'serving' | 'per50g' | '100g';

/** A nutrient amount, or a share of calories (percent) computed at the same scope. */
export type Metric = NutrientKey | 'pct_kcal_fat' | 'pct_kcal_sat_fat';

/** The amounts of the food being read. */
export interface ScopedFacts {
  /** Unrounded nutrient amounts per labelled serving. */
  readonly perServing: NutrientValues;
  /** Unrounded nutrient amounts per 100 g of finished food. */
  readonly per100g: NutrientValues;
  readonly servingSizeGrams: number;
}

/** Scope codes. `racc` without a RACC gram weight is compiled to {@link SCOPE_SERVING}. */
export const SCOPE_SERVING = 0;
export const SCOPE_RACC = 1;
export const SCOPE_PER50G = 2;
export const SCOPE_100G = 3;

const SCOPE_CODES: { readonly [K in Scope]: number } = {
  serving: SCOPE_SERVING,
  racc: SCOPE_RACC,
  per50g: SCOPE_PER50G,
  '100g': SCOPE_100G,
};

const N = NUTRIENT_KEYS.length;
const SLOT_OF = new Map<NutrientKey, number>(NUTRIENT_KEYS.map((k, i) => [k, i]));
/** Metric slots of the two calorie shares, after the nutrient slots. */
const PCT_KCAL_FAT = N;
const PCT_KCAL_SAT_FAT = N + 1;
const FAT = SLOT_OF.get('total_fat') ?? -1;
const SAT_FAT = SLOT_OF.get('saturated_fat') ?? -1;
const KCAL = SLOT_OF.get('energy_kcal') ?? -1;

/**
 * The numeric slot of a metric.
 *
 * @example metricSlot('pct_kcal_fat') // NUTRIENT_KEYS.length
 */
export function metricSlot(metric: Metric): number {
  if (metric === 'pct_kcal_fat') return PCT_KCAL_FAT;
  if (metric === 'pct_kcal_sat_fat') return PCT_KCAL_SAT_FAT;
  const slot = SLOT_OF.get(metric);
  if (slot === undefined) throw new Error(`unknown nutrient ${metric}`);
  return slot;
}

/**
 * The scope code the evaluator reads for a scope, given whether the context has a RACC.
 *
 * @example scopeCode('racc', false) // SCOPE_SERVING
 */
export function scopeCode(scope: Scope, hasRacc: boolean): number {
  return scope === 'racc' && !hasRacc ? SCOPE_SERVING : SCOPE_CODES[scope];
}

let servingGrams = 0;
let raccGrams = 0;
/** Generation of the current evaluation; an entry is given for this food when its stamp equals it. */
let generation = 0;
const p100Stamp = new Int32Array(N);
const p100Value = new Float64Array(N);
const servingStamp = new Int32Array(N);
const servingValue = new Float64Array(N);

/** Copies the given amounts of `values` into the slot arrays, stamped with the current generation. */
function load(values: NutrientValues, stamp: Int32Array, value: Float64Array): void {
  for (const key in values) {
    const a = values[key as NutrientKey];
    if (a === undefined) continue;
    const slot = NUTRIENT_SLOT[key];
    if (slot === undefined) continue;
    stamp[slot] = generation;
    value[slot] = a;
  }
}

/** Copies the amounts of `slots` that have data (not NaN) into the slot arrays, stamped likewise. */
function loadSlots(slots: readonly number[], stamp: Int32Array, value: Float64Array): void {
  for (let slot = 0; slot < N; slot++) {
    const a = slots[slot]!;
    if (Number.isNaN(a)) continue;
    stamp[slot] = generation;
    value[slot] = a;
  }
}

/**
 * Points the reader at a new food: its amounts are copied into flat arrays indexed by slot.
 *
 * @param facts - the evaluator input
 * @param racc - RACC in grams (ignored when the plan has no RACC: its racc scope reads the serving)
 */
export function startReading(facts: ScopedFacts, racc: number): void {
  servingGrams = facts.servingSizeGrams;
  raccGrams = racc;
  generation++;
  if (generation === 0x7fffffff) {
    generation = 1;
    p100Stamp.fill(0);
    servingStamp.fill(0);
  }
  const amounts = (facts as Partial<EngineClaimInput>).amounts;
  if (amounts === undefined) {
    load(facts.per100g, p100Stamp, p100Value);
    load(facts.perServing, servingStamp, servingValue);
  } else {
    loadSlots(amounts.per100g, p100Stamp, p100Value);
    loadSlots(amounts.perServing, servingStamp, servingValue);
  }
}

/** Amount per 100 g of food, from per-100 g data or else scaled from the serving. */
function per100(slot: number): number | undefined {
  if (p100Stamp[slot] === generation) return p100Value[slot];
  if (servingStamp[slot] === generation && servingGrams > 0) {
    return ((servingValue[slot] as number) * 100) / servingGrams;
  }
  return undefined;
}

/** Amount per labelled serving, from per-serving data or else scaled from per 100 g. */
function perServingAmount(slot: number): number | undefined {
  if (servingStamp[slot] === generation) return servingValue[slot];
  const p = per100(slot);
  return p === undefined ? undefined : (p * servingGrams) / 100;
}

function nutrientAt(slot: number, scope: number): number | undefined {
  if (scope === SCOPE_SERVING) return perServingAmount(slot);
  const p = per100(slot);
  if (p === undefined || scope === SCOPE_100G) return p;
  return (p * (scope === SCOPE_RACC ? raccGrams : 50)) / 100;
}

function pctOfKcal(fat: number | undefined, kcal: number | undefined): number | undefined {
  if (fat === undefined || kcal === undefined) return undefined;
  if (kcal <= 0) return fat <= 0 ? 0 : Number.POSITIVE_INFINITY;
  return ((fat * 9) / kcal) * 100;
}

/**
 * The amount of a metric slot at a scope code for the current food, or undefined when the data
 * is missing (same values as `amountAt`).
 *
 * @example readAmount(metricSlot('total_fat'), SCOPE_100G)
 */
export function readAmount(slot: number, scope: number): number | undefined {
  if (slot < N) return nutrientAt(slot, scope);
  return pctOfKcal(nutrientAt(slot === PCT_KCAL_FAT ? FAT : SAT_FAT, scope), nutrientAt(KCAL, scope));
}
