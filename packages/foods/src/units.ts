/**
 * Mass and US customary volume units for portion conversion (api.md §7 unit list), with the
 * spellings cooks type. US customary: tsp 4.92892 ml, tbsp 14.7868 ml, fl oz 29.5735 ml,
 * cup 236.588 ml, pint 473.176 ml, quart 946.353 ml, gallon 3785.41 ml; avoirdupois oz 28.3495 g,
 * lb 453.592 g (NIST Handbook 44 Appendix C).
 *
 * @module
 */

/** Grams per mass unit. */
export const GRAMS_PER_MASS_UNIT = { mg: 0.001, g: 1, kg: 1000, oz: 28.3495, lb: 453.592 } as const;

/** Millilitres per volume unit. */
export const ML_PER_VOLUME_UNIT = {
  ml: 1,
  l: 1000,
  tsp: 4.92892,
  tbsp: 14.7868,
  fl_oz: 29.5735,
  cup: 236.588,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
} as const;

/** A mass unit name. */
export type MassUnit = keyof typeof GRAMS_PER_MASS_UNIT;
/** A volume unit name. */
export type VolumeUnit = keyof typeof ML_PER_VOLUME_UNIT;

const ALIASES: Readonly<Record<string, MassUnit | VolumeUnit>> = {
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  g: 'g',
  gr: 'g',
  gm: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cc: 'ml',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  fl_oz: 'fl_oz',
  'fl oz': 'fl_oz',
  floz: 'fl_oz',
  'fluid ounce': 'fl_oz',
  'fluid ounces': 'fl_oz',
  cup: 'cup',
  cups: 'cup',
  pint: 'pint',
  pints: 'pint',
  pt: 'pint',
  quart: 'quart',
  quarts: 'quart',
  qt: 'quart',
  gallon: 'gallon',
  gallons: 'gallon',
  gal: 'gallon',
};

/**
 * Lower-cases a unit and tidies its spelling: trims, drops dots, collapses spaces.
 *
 * @param unit - as typed, e.g. " Fl. Oz "
 * @returns e.g. "fl oz"
 */
export function tidyUnit(unit: string): string {
  return unit.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Resolves a typed unit to a canonical mass or volume unit.
 *
 * @param unit - e.g. "Tablespoons", "fl oz", "g"
 * @returns the canonical unit, or undefined for anything else (e.g. "large", "slice")
 * @example
 * canonicalUnit('Cups'); // 'cup'
 */
export function canonicalUnit(unit: string): MassUnit | VolumeUnit | undefined {
  return ALIASES[tidyUnit(unit)];
}

/** True when `unit` is a canonical mass unit. */
export function isMassUnit(unit: string): unit is MassUnit {
  return Object.hasOwn(GRAMS_PER_MASS_UNIT, unit);
}

/** True when `unit` is a canonical volume unit. */
export function isVolumeUnit(unit: string): unit is VolumeUnit {
  return Object.hasOwn(ML_PER_VOLUME_UNIT, unit);
}
