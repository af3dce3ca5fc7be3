/**
 * The one rounding primitive of the engine. Regulations round "to the nearest"
 * increment with halves going up (21 CFR 101.9(c); EU guidance; GB 28050 Table 1).
 * Plain `Math.round(x * f) / f` is wrong at exactly those half-way points
 * (0.15 / 0.1 = 1.4999999999999998), so the quotient is first cleaned to 12
 * significant digits, which removes binary noise without touching real data.
 *
 * @module
 */

const clean = (x: number): number => Number(x.toPrecision(12));

/**
 * Rounds a non-negative amount to the nearest multiple of `increment`, halves up.
 *
 * @param value - the unrounded amount (≥ 0)
 * @param increment - the step, e.g. 0.5, 5, 10
 * @returns the rounded amount, free of binary noise (0.1 + 0.2 style artefacts)
 * @example roundToIncrement(4.75, 0.5) // 5
 */
export function roundToIncrement(value: number, increment: number): number {
  const steps = Math.floor(clean(value / increment) + 0.5);
  return clean(steps * increment);
}

/**
 * Rounds to a number of decimal places, halves up, decimal-safe.
 *
 * @example roundToDecimals(1.005, 2) // 1.01
 */
export function roundToDecimals(value: number, decimals: number): number {
  return roundToIncrement(value, 10 ** -decimals);
}
