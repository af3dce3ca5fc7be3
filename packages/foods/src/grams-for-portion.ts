/**
 * Converts "amount unit" of a food to grams: mass units directly; household measures through
 * the food's own portions ("1 large" egg = 50 g, "1 cup" milk = 244 g); volume units through a
 * portion of that measure, else the food's density, else a density implied by another of its
 * volume portions.
 *
 * @module
 */
import { stemWord } from './text';
import type { Food } from './types';
import {
  canonicalUnit,
  GRAMS_PER_MASS_UNIT,
  isMassUnit,
  isVolumeUnit,
  ML_PER_VOLUME_UNIT,
  tidyUnit,
  type VolumeUnit,
} from './units';

interface ParsedPortion {
  /** Grams of ONE unit of the measure. */
  gramsEach: number;
  /** The measure without its amount, lower case, e.g. "cup, shredded". */
  measure: string;
  /** The measure's leading unit word(s) as canonical volume unit, if any. */
  volumeUnit?: VolumeUnit;
}

/** Parses "1 cup, shredded" / "0.5 cup" / "1/2 cup" into grams per single measure. */
function parsePortion(name: string, grams: number): ParsedPortion | undefined {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+|\d+\/\d+)\s+(.+)$/.exec(name);
  if (!m) return undefined;
  const [num, den] = m[1]!.split('/');
  const qty = den === undefined ? Number(num) : Number(num) / Number(den);
  if (!(qty > 0) || !(grams > 0)) return undefined;
  const measure = tidyUnit(m[2]!);
  const head = /^(fl oz|fluid ounces?|[a-z_]+)/.exec(measure)?.[1] ?? '';
  const unit = canonicalUnit(head);
  return {
    gramsEach: grams / qty,
    measure,
    ...(unit !== undefined && isVolumeUnit(unit) ? { volumeUnit: unit } : {}),
  };
}

/** True when `measure` is `word` or starts with it followed by a separator. */
function startsWithWord(measure: string, word: string): boolean {
  if (measure === word) return true;
  if (!measure.startsWith(word)) return false;
  const next = measure[word.length];
  return next === ' ' || next === ',' || next === '(';
}

/**
 * Grams in `amount` × `unit` of a food.
 *
 * @param food - the food (its `portions` and `densityGPerMl` are used)
 * @param amount - how many units; must be finite and ≥ 0
 * @param unit - a mass unit (g, kg, mg, oz, lb), a volume unit (ml, l, tsp, tbsp, fl_oz, cup,
 *   pint, quart, gallon; usual spellings and plurals accepted) or a household measure of the
 *   food ("large", "slice", "clove", "stick")
 * @returns grams, or undefined when the unit cannot be converted for this food
 * @example
 * gramsForPortion(egg, 3, 'large'); // 150 (SR: 1 large = 50 g)
 * gramsForPortion(flour, 2, 'cup'); // 250 (SR: 1 cup = 125 g)
 */
export function gramsForPortion(food: Food, amount: number, unit: string): number | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const canonical = canonicalUnit(unit);
  if (canonical !== undefined && isMassUnit(canonical)) return amount * GRAMS_PER_MASS_UNIT[canonical];

  const portions = food.portions
    .map((p) => parsePortion(p.name, p.grams))
    .filter((p): p is ParsedPortion => p !== undefined);

  if (canonical !== undefined && isVolumeUnit(canonical)) {
    const sameUnit = portions.filter((p) => p.volumeUnit === canonical);
    const exact = sameUnit.find((p) => canonicalUnit(p.measure) === canonical);
    if (exact) return amount * exact.gramsEach;
    const ml = amount * ML_PER_VOLUME_UNIT[canonical];
    if (food.densityGPerMl !== undefined && food.densityGPerMl > 0) return ml * food.densityGPerMl;
    const first = sameUnit[0];
    if (first) return amount * first.gramsEach;
    const other = portions.find((p) => p.volumeUnit !== undefined);
    if (other?.volumeUnit) return ml * (other.gramsEach / ML_PER_VOLUME_UNIT[other.volumeUnit]);
    return undefined;
  }

  const wanted = tidyUnit(unit);
  if (wanted === '') return undefined;
  const stemmed = wanted.split(' ').map(stemWord).join(' ');
  const match =
    portions.find((p) => p.measure === wanted || p.measure === stemmed) ??
    portions.find((p) => startsWithWord(p.measure, wanted) || startsWithWord(p.measure, stemmed));
  return match ? amount * match.gramsEach : undefined;
}
