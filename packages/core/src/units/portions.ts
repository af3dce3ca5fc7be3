/**
 * Household amounts of a food ("2 cup", "1 tbsp", "3 large", "1 slice") in grams, through
 * the food's own portions (USDA household measures) or its density.
 *
 * @module
 */
import { parseUnit, type UnitInfo } from './units';

/** A household measure of a food and its weight, e.g. { name: "1 cup, chopped", grams: 128 }. */
export interface Portion {
  readonly name: string;
  readonly grams: number;
}

/** What a food offers to convert household amounts. */
export interface PortionSource {
  readonly portions?: readonly Portion[];
  readonly densityGPerMl?: number;
}

const FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

/** Splits "1 1/2 cup, sliced" into quantity 1.5 and the measure words "cup, sliced". */
function splitPortion(name: string): { quantity: number; measure: string } {
  const match = /^\s*(\d+(?:\.\d+)?)?(?:\s*(\d+)\/(\d+))?\s*([½¼¾⅓⅔])?\s*(.*)$/.exec(name);
  if (!match) return { quantity: 1, measure: name.trim().toLowerCase() };
  const whole = match[1] ? Number(match[1]) : 0;
  const fraction = match[2] && match[3] ? Number(match[2]) / Number(match[3]) : 0;
  const glyph = match[4] ? (FRACTIONS[match[4]] ?? 0) : 0;
  const quantity = whole + fraction + glyph;
  return { quantity: quantity > 0 ? quantity : 1, measure: (match[5] ?? '').trim().toLowerCase() };
}

const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('es') && /(ch|sh|x|s)es$/.test(word)
      ? word.slice(0, -2)
      : word.replace(/s$/, '');

/** The first word of a measure ("cup, chopped" → "cup"; "large (2-1/4\" dia)" → "large"). */
const headWord = (measure: string): string => singular((measure.split(/[\s,(]/)[0] ?? '').toLowerCase());

function portionFor(source: PortionSource, unit: string, parsed: UnitInfo | undefined): number | undefined {
  const wanted = parsed ? parsed.name : singular(unit.trim().toLowerCase());
  for (const portion of source.portions ?? []) {
    const { quantity, measure } = splitPortion(portion.name);
    const head = headWord(measure);
    const headUnit = parseUnit(head);
    if ((headUnit ? headUnit.name : head) === wanted && portion.grams > 0) return portion.grams / quantity;
  }
  return undefined;
}

/**
 * Grams per ml of a food: its own density, else derived from one of its volume portions.
 *
 * @example foodDensity({ portions: [{ name: '1 cup', grams: 244 }] }) // 1.0313…
 */
export function foodDensity(source: PortionSource): number | undefined {
  if (source.densityGPerMl !== undefined && source.densityGPerMl > 0) return source.densityGPerMl;
  for (const portion of source.portions ?? []) {
    const { quantity, measure } = splitPortion(portion.name);
    const unit = parseUnit(headWord(measure));
    if (unit?.dimension === 'volume' && portion.grams > 0) return portion.grams / (quantity * unit.toBase);
  }
  return undefined;
}

/**
 * Converts a household amount of a food to grams.
 *
 * @returns grams, or undefined when the unit is neither a mass unit, a portion of the food,
 *   nor a volume unit with a known density
 * @example gramsForAmount(2, 'cup', { portions: [{ name: '1 cup', grams: 244 }] }) // 488
 * @example gramsForAmount(3, 'large', egg) // 150
 */
export function gramsForAmount(amount: number, unit: string, source: PortionSource = {}): number | undefined {
  const parsed = parseUnit(unit);
  if (parsed?.dimension === 'mass') return amount * parsed.toBase;
  const perPortion = portionFor(source, unit, parsed);
  if (perPortion !== undefined) return amount * perPortion;
  if (parsed?.dimension === 'volume') {
    const density = foodDensity(source);
    return density === undefined ? undefined : amount * parsed.toBase * density;
  }
  return undefined;
}
