/**
 * The one rounding primitive of the engine. Regulations round "to the nearest"
 * increment with halves going up (21 CFR 101.9(c); EU guidance; GB 28050 Table 1).
 * Plain `Math.round(x * f) / f` is wrong at exactly those half-way points
 * (1.005 × 100 = 100.49999999999999), so a quotient within a relative 1e-12 of a half
 * counts as the half: binary noise is far below that, real data far above it.
 *
 * @module
 */

/** Relative tolerance that absorbs binary floating-point noise. */
const NOISE = 1e-12;

/**
 * Rounds a non-negative amount to the nearest multiple of `increment`, halves up.
 *
 * @param value - the unrounded amount (≥ 0)
 * @param increment - the step, e.g. 0.5, 5, 10, 0.1
 * @returns the rounded amount, free of binary noise (no 0.30000000000000004)
 * @example roundToIncrement(4.75, 0.5) // 5
 */
export function roundToIncrement(value: number, increment: number): number {
  if (increment < 1) {
    // Steps below 1 that divide 1 (0.5, 0.1, 0.01 …) are applied as integer inverses: 3 / 10 is exactly 0.3.
    const exact = 1 / increment;
    const inverse = Math.round(exact);
    if (Math.abs(exact - inverse) < 1e-9) return halfUp(value * inverse) / inverse;
  }
  return halfUp(value / increment) * increment;
}

/** The nearest whole number of steps, halves (within the noise) up. */
function halfUp(steps: number): number {
  const whole = Math.floor(steps);
  return steps - whole >= 0.5 - Math.max(NOISE, steps * NOISE) ? whole + 1 : whole;
}

/**
 * Rounds to a number of decimal places, halves up, decimal-safe.
 *
 * @example roundToDecimals(1.005, 2) // 1.01
 */
export function roundToDecimals(value: number, decimals: number): number {
  return roundToIncrement(value, 10 ** -decimals);
}
