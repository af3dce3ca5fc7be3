/**
 * The shape of the shipped dataset file `data/foods.json.gz`, written by
 * `scripts/build-dataset.ts` and read by {@link loadFoodDatabase}. Rows are arrays to keep the
 * file small; nutrient values are aligned with `nutrientKeys` (`null` = no data, never zero).
 *
 * @module
 */
import type { NutrientKey } from '@nutrilabel/core';

/** Bumped whenever the file layout changes. */
export const DATASET_FORMAT = 2;

/** File name of the shipped dataset inside `packages/foods/data/`. */
export const DATASET_FILE = 'foods.json.gz';

/** A household measure: its name ("1 cup") and the grams it weighs. */
export type PortionRow = [name: string, grams: number];

/** Flag bit: an SR28 food that USDA dropped from SR Legacy (mostly brand-name items). */
export const FLAG_NOT_IN_SR_LEGACY = 1;

/** One USDA food (its allergens are detected from the name at load time, with the current core lexicon). */
export type UsdaRow = [
  id: string,
  name: string,
  categoryIndex: number,
  nutrients: (number | null)[],
  portions: PortionRow[],
  /** FNDDS "Additional food description" (synonyms, `;`-separated) or SR common names; "" if none. */
  keywords: string,
  flags: number,
];

/** One golden (hand-checked) food, joined with its USDA row at build time. */
export interface GoldenRow {
  id: string;
  name: string;
  category: string;
  /** The USDA row the nutrients come from, e.g. `usda:sr-01001`. */
  sourceId: string;
  aliases: string[];
  nutrients: (number | null)[];
  portions: PortionRow[];
  allergens: string[];
  densityGPerMl?: number;
}

/** The whole shipped file. */
export interface ShippedDataset {
  format: typeof DATASET_FORMAT;
  /** Source releases and counts, for provenance. */
  sources: Record<string, string | number>;
  nutrientKeys: NutrientKey[];
  categories: string[];
  usda: UsdaRow[];
  golden: GoldenRow[];
}
