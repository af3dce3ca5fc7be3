/**
 * The unit table of api.md §7: mass, US customary volume and energy, with the
 * aliases people type. Volume units are US customary (1 cup = 236.5882365 ml,
 * 1 US fl oz = 29.5735295625 ml: NIST Handbook 44 Appendix C); FDA's rounded
 * labeling equivalents (1 cup = 240 ml, 21 CFR 101.9(b)(5)(viii)) are not used for conversion.
 *
 * @module
 */

/** Canonical unit names (the names the API answers with). */
export type UnitName =
  | 'mg'
  | 'mcg'
  | 'g'
  | 'kg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'l'
  | 'tsp'
  | 'tbsp'
  | 'fl_oz'
  | 'cup'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'kcal'
  | 'kJ';

/** The physical dimension of a unit; only units of one dimension convert without a bridge. */
export type Dimension = 'mass' | 'volume' | 'energy';

/** A unit and its size in the base unit of its dimension (g, ml, kcal). */
export interface UnitInfo {
  readonly name: UnitName;
  readonly dimension: Dimension;
  readonly toBase: number;
}

const CUP_ML = 236.5882365;
const FL_OZ_ML = 29.5735295625;

/** Every unit, by canonical name. */
export const UNITS: { readonly [U in UnitName]: UnitInfo } = {
  mcg: { name: 'mcg', dimension: 'mass', toBase: 1e-6 },
  mg: { name: 'mg', dimension: 'mass', toBase: 1e-3 },
  g: { name: 'g', dimension: 'mass', toBase: 1 },
  kg: { name: 'kg', dimension: 'mass', toBase: 1000 },
  // Avoirdupois ounce and pound (NIST Handbook 44 Appendix C).
  oz: { name: 'oz', dimension: 'mass', toBase: 28.349523125 },
  lb: { name: 'lb', dimension: 'mass', toBase: 453.59237 },
  ml: { name: 'ml', dimension: 'volume', toBase: 1 },
  l: { name: 'l', dimension: 'volume', toBase: 1000 },
  tsp: { name: 'tsp', dimension: 'volume', toBase: FL_OZ_ML / 6 },
  tbsp: { name: 'tbsp', dimension: 'volume', toBase: FL_OZ_ML / 2 },
  fl_oz: { name: 'fl_oz', dimension: 'volume', toBase: FL_OZ_ML },
  cup: { name: 'cup', dimension: 'volume', toBase: CUP_ML },
  pint: { name: 'pint', dimension: 'volume', toBase: CUP_ML * 2 },
  quart: { name: 'quart', dimension: 'volume', toBase: CUP_ML * 4 },
  gallon: { name: 'gallon', dimension: 'volume', toBase: CUP_ML * 16 },
  kcal: { name: 'kcal', dimension: 'energy', toBase: 1 },
  // 1 kcal = 4.184 kJ (thermochemical calorie; EU 1169/2011 Annex XIV uses the same ratio).
  kJ: { name: 'kJ', dimension: 'energy', toBase: 1 / 4.184 },
};

const ALIASES: Readonly<Record<string, UnitName>> = {
  mcg: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  mg: 'mg',
  milligram: 'mg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  gramme: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  oz: 'oz',
  ounce: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  ml: 'ml',
  milliliter: 'ml',
  millilitre: 'ml',
  cc: 'ml',
  l: 'l',
  liter: 'l',
  litre: 'l',
  tsp: 'tsp',
  teaspoon: 'tsp',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tablespoon: 'tbsp',
  fl_oz: 'fl_oz',
  'fl oz': 'fl_oz',
  floz: 'fl_oz',
  'fl. oz': 'fl_oz',
  'fluid ounce': 'fl_oz',
  cup: 'cup',
  c: 'cup',
  pint: 'pint',
  pt: 'pint',
  quart: 'quart',
  qt: 'quart',
  gallon: 'gallon',
  gal: 'gallon',
  kcal: 'kcal',
  cal: 'kcal',
  calorie: 'kcal',
  kilocalorie: 'kcal',
  kj: 'kJ',
  kilojoule: 'kJ',
};

/**
 * Finds a unit by any of its names, case-insensitive, singular or plural ("Cups", "fl oz", "Tbsp").
 *
 * @returns the unit, or undefined when the name is unknown
 * @example parseUnit('Tablespoons') // UNITS.tbsp
 */
export function parseUnit(name: string): UnitInfo | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  const direct = ALIASES[key];
  if (direct) return UNITS[direct];
  const singular = key.endsWith('es') && ALIASES[key.slice(0, -2)] ? key.slice(0, -2) : key.replace(/s$/, '');
  const found = ALIASES[singular];
  return found ? UNITS[found] : undefined;
}
