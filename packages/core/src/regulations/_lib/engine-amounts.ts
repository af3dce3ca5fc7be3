/**
 * What the label engine hands formats beyond the public `Regulation` interface, for speed only: each
 * column's amounts by catalog slot, the claim amounts by slot, and the keys a `derive` fills in place.
 * Formats read them through the helpers here, which fall back to the public objects when a caller
 * (a test, another engine) passes plain ones, so a format file reads as rules.
 *
 * @module
 */
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { orZero, slotsOf } from '../../nutrients/nutrient-slots';
import type { ClaimInput, ColumnContext } from '../regulation';

/** A column as the engine builds it: the public context plus its amounts by slot (NaN: no data). */
export interface EngineColumn extends ColumnContext {
  /** `values` by slot. */
  readonly slots: readonly number[];
  /** `per100` by slot. */
  readonly per100Slots: readonly number[];
}

/** The claim input as the engine builds it: the public input plus its amounts by slot. */
export interface EngineClaimInput extends ClaimInput {
  readonly amounts: { readonly perServing: readonly number[]; readonly per100g: readonly number[] };
}

/**
 * The unrounded per-100 amount of a nutrient in a column's context (0 without data).
 *
 * @param slot - the nutrient's catalog slot (`slotOf(key)`, looked up once by the caller)
 */
export function per100Of(context: ColumnContext, key: NutrientKey, slot: number): number {
  const slots = (context as Partial<EngineColumn>).per100Slots;
  return slots === undefined ? (context.per100[key] ?? 0) : orZero(slots[slot]!);
}

/** The per-serving claim amounts by slot (copied into `into` when the caller passed none). */
export function servingSlotsOf(input: ClaimInput, into?: number[]): readonly number[] {
  return (input as Partial<EngineClaimInput>).amounts?.perServing ?? slotsOf(input.perServing, into);
}

/** The per-100 g claim amounts by slot (copied into `into` when the caller passed none). */
export function per100gSlotsOf(input: ClaimInput, into?: number[]): readonly number[] {
  return (input as Partial<EngineClaimInput>).amounts?.per100g ?? slotsOf(input.per100g, into);
}

type Derive = (values: NutrientValues) => NutrientValues;

const DERIVED_KEYS = new WeakMap<Derive, readonly NutrientKey[]>();

/**
 * A `derive` that fills the column it is given in place and sets only `keys`: the engine then reads
 * back only those slots instead of every key.
 *
 * @example derive: deriveInPlace((v) => deriveEuInto(v, v), EU_DERIVED_KEYS)
 */
export function deriveInPlace(fill: Derive, keys: readonly NutrientKey[]): Derive {
  const derive: Derive = (values) => fill(values);
  DERIVED_KEYS.set(derive, keys);
  return derive;
}

/** The keys a `derive` made by {@link deriveInPlace} sets; undefined for any other (every key is read back). */
export function derivedKeysOf(derive: Derive): readonly NutrientKey[] | undefined {
  return DERIVED_KEYS.get(derive);
}
