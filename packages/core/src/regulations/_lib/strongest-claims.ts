/**
 * Claim tables list the strongest claim of a nutrient first; a label carries only that one.
 *
 * @module
 */
import type { NutrientClaim } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';

/**
 * Keeps the first claim per nutrient: claim tables list the strongest claim of a nutrient first
 * ("fat-free" before "low fat", "high fibre" before "source of fibre").
 */
export function strongestPerNutrient(claims: readonly NutrientClaim[]): NutrientClaim[] {
  const seen = new Set<NutrientKey>();
  return claims.filter((c) => {
    if (seen.has(c.nutrient)) return false;
    seen.add(c.nutrient);
    return true;
  });
}
