/**
 * Round-half-to-even to an increment (GB/T 8170 修约 "四舍六入五成双"), decimal-safe like
 * rounding/round-to-increment.ts: the quotient is cleaned to 12 significant digits first.
 *
 * @module
 */

const clean = (x: number): number => Number(x.toPrecision(12));

/**
 * Rounds a non-negative amount to the nearest multiple of `increment`, ties to the even multiple.
 *
 * @example roundHalfEvenToIncrement(0.25, 0.1) // 0.2
 * @example roundHalfEvenToIncrement(0.35, 0.1) // 0.4
 */
export function roundHalfEvenToIncrement(value: number, increment: number): number {
  const q = clean(value / increment);
  const floor = Math.floor(q);
  const diff = clean(q - floor);
  const steps = diff > 0.5 || (diff === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
  return clean(steps * increment);
}
