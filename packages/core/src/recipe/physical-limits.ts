/**
 * Physical-limit checks of api.md §3: nutrient data that no food can have (422).
 * Amounts are per 100 g of the ingredient.
 *
 * @module
 */
import {
  GRAMS_PER_UNIT,
  NUTRIENT_KEYS,
  NUTRIENT_SLOT,
  NUTRIENTS,
  type NutrientKey,
  type NutrientValues,
} from '../nutrients/catalog';

/** Limits per 100 g of food (api.md §3). */
export const PHYSICAL_LIMITS = {
  /** No more than 100 g of any mass nutrient in 100 g. */
  gramsPer100g: 100,
  /** Pure fat is about 900 kcal per 100 g: nothing is denser. */
  kcalPer100g: 900,
  /** 900 kcal × 4.184 kJ/kcal. */
  kjPer100g: 3765.6,
  /** fat + protein + carbohydrate may not exceed 100 g, with this tolerance for analytical rounding. */
  macroSumToleranceGrams: 3,
} as const;

/** Grams in one unit of each mass-unit nutrient (energy nutrients have none). */
const GRAMS_OF_ONE: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(NUTRIENTS).flatMap((n) => {
    const grams = GRAMS_PER_UNIT[n.unit];
    return grams === null ? [] : [[n.key, grams]];
  }),
);

/** One impossible value, with the nutrient path below the ingredient. */
export interface PhysicalLimitIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Lists every physically impossible nutrient value of one ingredient.
 *
 * @example checkPhysicalLimits({ total_fat: 120 }) // [{ field: 'nutrients.total_fat', … }]
 */
export function checkPhysicalLimits(nutrients: NutrientValues): PhysicalLimitIssue[] {
  return withinLimits(nutrients) ? [] : listIssues(nutrients);
}

/**
 * Amounts per 100 g that are surely possible, by slot: up to 100 g of a mass nutrient, 900 kcal,
 * 3765.6 kJ; one comparison per value screens everything `listIssues` reports but the macro sum.
 * Grams, kcal and kJ compare exactly as `listIssues` does. For mg and mcg, `listIssues` converts
 * to grams, which can round across the limit: amounts within a hair of it take the exact path.
 */
const SURELY_POSSIBLE = Float64Array.from(NUTRIENT_KEYS, (key) => {
  if (key === 'energy_kcal') return PHYSICAL_LIMITS.kcalPer100g;
  if (key === 'energy_kj') return PHYSICAL_LIMITS.kjPer100g;
  const grams = GRAMS_OF_ONE[key];
  if (grams === undefined) return Number.POSITIVE_INFINITY;
  return grams === 1 ? PHYSICAL_LIMITS.gramsPer100g : (PHYSICAL_LIMITS.gramsPer100g / grams) * (1 - 1e-12);
});

/** The common case, cheaply: every value a finite number from 0 to its limit, macros within 100 g. */
function withinLimits(nutrients: NutrientValues): boolean {
  for (const key in nutrients) {
    const value = nutrients[key as NutrientKey];
    if (value === undefined) continue;
    const slot = NUTRIENT_SLOT[key];
    // `!(a <= b)` is also true for NaN.
    if (slot === undefined || !(value >= 0 && value <= SURELY_POSSIBLE[slot]!)) return false;
  }
  const macros = (nutrients.total_fat ?? 0) + (nutrients.protein ?? 0) + (nutrients.total_carbohydrate ?? 0);
  return macros <= 100 + PHYSICAL_LIMITS.macroSumToleranceGrams;
}

function listIssues(nutrients: NutrientValues): PhysicalLimitIssue[] {
  const issues: PhysicalLimitIssue[] = [];
  for (const key in nutrients) {
    const value = nutrients[key as NutrientKey];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0) {
      issues.push({ field: `nutrients.${key}`, message: 'must be a finite number of at least 0' });
      continue;
    }
    const grams = GRAMS_OF_ONE[key];
    if (grams !== undefined && value * grams > PHYSICAL_LIMITS.gramsPer100g) {
      const unit = NUTRIENTS[key as NutrientKey].unit;
      issues.push({
        field: `nutrients.${key}`,
        message: `${value} ${unit} per 100 g is more than 100 g per 100 g`,
      });
    }
  }
  const kcal = nutrients.energy_kcal ?? 0;
  if (Number.isFinite(kcal) && kcal > PHYSICAL_LIMITS.kcalPer100g) {
    issues.push({ field: 'nutrients.energy_kcal', message: 'more than 900 kcal per 100 g is impossible' });
  }
  const kj = nutrients.energy_kj ?? 0;
  if (Number.isFinite(kj) && kj > PHYSICAL_LIMITS.kjPer100g) {
    issues.push({ field: 'nutrients.energy_kj', message: 'more than 3766 kJ per 100 g is impossible' });
  }
  const macros = (nutrients.total_fat ?? 0) + (nutrients.protein ?? 0) + (nutrients.total_carbohydrate ?? 0);
  if (Number.isFinite(macros) && macros > 100 + PHYSICAL_LIMITS.macroSumToleranceGrams) {
    issues.push({
      field: 'nutrients',
      message: `fat + protein + carbohydrate is ${macros} g per 100 g, more than 100 g`,
    });
  }
  return issues;
}
