/**
 * Household amounts of a food ("2 cup", "1 tbsp", "3 large", "1 slice") in grams, through
 * the food's own portions (USDA household measures such as "1 cup, shredded" = 113 g) or its density.
 *
 * @module
 */
import { parseUnit, type UnitName } from './units';

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

interface ParsedPortion {
  /** Grams of one measure. */
  readonly gramsEach: number;
  /** The measure without its amount, lower case: "cup, shredded". */
  readonly measure: string;
  /** The measure's unit when it starts with a volume unit. */
  readonly volume?: { readonly name: UnitName; readonly ml: number };
}

const tidy = (text: string): string => text.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();

/** "eggs" → "egg", "slices" → "slice", "boxes" → "box" (enough for household measure words). */
function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Parses "1 cup, shredded", "0.5 cup" or "1/2 cup" into grams per single measure. */
function parsePortion(portion: Portion): ParsedPortion | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+|\d+\/\d+)\s+(.+)$/.exec(portion.name);
  if (!match?.[1] || !match[2]) return undefined;
  const [numerator, denominator] = match[1].split('/');
  const quantity = denominator === undefined ? Number(numerator) : Number(numerator) / Number(denominator);
  if (!(quantity > 0) || !(portion.grams > 0)) return undefined;
  const measure = tidy(match[2]);
  const head = /^(fl oz|fluid ounces?|[a-z_]+)/.exec(measure)?.[1] ?? '';
  const unit = parseUnit(head);
  return {
    gramsEach: portion.grams / quantity,
    measure,
    ...(unit?.dimension === 'volume' ? { volume: { name: unit.name, ml: unit.toBase } } : {}),
  };
}

/** True when `measure` is `word` or starts with it followed by a separator. */
function startsWithWord(measure: string, word: string): boolean {
  if (!measure.startsWith(word)) return false;
  const next = measure[word.length];
  return next === undefined || next === ' ' || next === ',' || next === '(';
}

/**
 * Grams per ml of a food: its own density, else derived from one of its volume portions.
 *
 * @example foodDensity({ portions: [{ name: '1 cup', grams: 244 }] }) // 1.0313…
 */
export function foodDensity(source: PortionSource): number | undefined {
  if (source.densityGPerMl !== undefined && source.densityGPerMl > 0) return source.densityGPerMl;
  for (const portion of source.portions ?? []) {
    const parsed = parsePortion(portion);
    if (parsed?.volume) return parsed.gramsEach / parsed.volume.ml;
  }
  return undefined;
}

/**
 * Converts a household amount of a food to grams: mass units directly; a volume unit through a
 * portion of exactly that measure ("1 cup" flour = 125 g), else the food's density, else a portion
 * of the same unit ("1 cup, shredded"), else another volume portion; a word such as "large",
 * "slice" or "stick" through the portion it names.
 *
 * @returns grams, or undefined when the unit cannot be converted for this food
 * @example gramsForAmount(2, 'cup', { portions: [{ name: '1 cup', grams: 125 }] }) // 250
 * @example gramsForAmount(3, 'large', egg) // 150
 */
export function gramsForAmount(amount: number, unit: string, source: PortionSource = {}): number | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const parsedUnit = parseUnit(unit);
  if (parsedUnit?.dimension === 'mass') return amount * parsedUnit.toBase;
  const portions = (source.portions ?? [])
    .map(parsePortion)
    .filter((p): p is ParsedPortion => p !== undefined);

  if (parsedUnit?.dimension === 'volume') {
    const sameUnit = portions.filter((p) => p.volume?.name === parsedUnit.name);
    const exact = sameUnit.find((p) => parseUnit(p.measure)?.name === parsedUnit.name);
    if (exact) return amount * exact.gramsEach;
    const ml = amount * parsedUnit.toBase;
    if (source.densityGPerMl !== undefined && source.densityGPerMl > 0) return ml * source.densityGPerMl;
    const variant = sameUnit[0];
    if (variant) return amount * variant.gramsEach;
    const other = portions.find((p) => p.volume !== undefined);
    return other?.volume ? ml * (other.gramsEach / other.volume.ml) : undefined;
  }
  if (parsedUnit) return undefined;

  const wanted = tidy(unit);
  if (wanted === '') return undefined;
  const stemmed = wanted.split(' ').map(stem).join(' ');
  const match =
    portions.find((p) => p.measure === wanted || p.measure === stemmed) ??
    portions.find((p) => startsWithWord(p.measure, wanted) || startsWithWord(p.measure, stemmed));
  return match ? amount * match.gramsEach : undefined;
}
