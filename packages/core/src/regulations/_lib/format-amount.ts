/**
 * Printing declared amounts: the fewest decimals that
 * represent the rounded number (regulations-intl.md §1.3 "Display"), and unit symbols.
 *
 * @module
 */
import { BoundedMemo } from '../../memo/bounded-memo';
import type { NutrientUnit } from '../../nutrients/catalog';

/** Unit symbols as printed on CFIA, EU and China labels (µg rather than mcg; FDA prints mcg). */
export const UNIT_SYMBOLS: { readonly [U in NutrientUnit]: string } = {
  kcal: 'kcal',
  kJ: 'kJ',
  g: 'g',
  mg: 'mg',
  mcg: 'µg',
};

/**
 * The shortest decimal string of a rounded amount, free of binary noise.
 *
 * @example formatAmount(1.25) // "1.25"
 * @example formatAmount(0.30000000000000004) // "0.3"
 */
export function formatAmount(value: number): string {
  return PRINTED.get(value) ?? PRINTED.set(value, print(value));
}

/**
 * Recently printed amounts. Converting a fraction to a string costs about 50 ns in V8 and a label
 * prints 20 to 40 of them, mostly the same few values: a lookup costs a fifth.
 */
const PRINTED = new BoundedMemo<number, string>(4096);

function print(value: number): string {
  // Declared amounts are already clean (round-to-increment.ts): print them as they are.
  const plain = String(value);
  if (plain.length <= 12 && !plain.includes('e')) return plain;
  const n = Number(value.toPrecision(12));
  // String() switches to exponent notation below 1e-6; a label never prints "1e-9".
  return n === 0 || Math.abs(n) >= 1e-6 ? String(n) : n.toFixed(20).replace(/0+$/, '');
}
