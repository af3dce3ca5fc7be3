/**
 * Printing amounts already on their rounding interval with that interval's decimals and a unit
 * ("66.8克(g)", "20.0克(g)"), remembered per decimals and unit: labels print few distinct amounts,
 * and a lookup costs a fraction of building the string.
 *
 * @module
 */
import { BoundedMemo } from '../../memo/bounded-memo';

/** Decimals of a rounding interval: 1 → 0, 0.1 → 1, 0.01 → 2. */
export function decimalsOf(interval: number): number {
  return interval >= 1 ? 0 : Math.round(-Math.log10(interval));
}

/** `value.toFixed(decimals)` for an amount already on its interval, without toFixed's cost. */
export function fixedDecimals(value: number, decimals: number): string {
  const plain = String(value);
  if (decimals === 0 || plain.includes('e')) return decimals === 0 ? plain : value.toFixed(decimals);
  const dot = plain.indexOf('.');
  const have = dot < 0 ? 0 : plain.length - dot - 1;
  if (have > decimals) return value.toFixed(decimals);
  return (dot < 0 ? `${plain}.` : plain) + '0'.repeat(decimals - have);
}

/** Bound on each table of printed texts (the bound keeps memory flat). */
const LIMIT = 512;

/** The printed texts of one number of decimals and one unit text. */
export class PrintedDecimals {
  readonly #decimals: number;
  readonly #unit: string;
  readonly #texts = new BoundedMemo<number, string>(LIMIT);

  constructor(decimals: number, unit: string) {
    this.#decimals = decimals;
    this.#unit = unit;
  }

  /** `fixedDecimals(value, decimals)` followed by the unit. */
  text(value: number): string {
    return (
      this.#texts.get(value) ?? this.#texts.set(value, `${fixedDecimals(value, this.#decimals)}${this.#unit}`)
    );
  }
}
