/**
 * @nutrilabel/foods — the USDA-based ingredient database (SR28 + FNDDS 2021-2023) and the
 * hand-checked golden set, with typo-tolerant search and portion conversion. Node-only.
 *
 * @module
 */
export type { GoldenRow, PortionRow, ShippedDataset, UsdaRow } from './dataset-format';
export { gramsForPortion } from './grams-for-portion';
export { createFoodDatabase, loadFoodDatabase, readShippedDataset } from './load-food-database';
export type { Food, FoodDatabase, FoodPortion, FoodSearchOptions, FoodSource } from './types';
export { canonicalUnit, GRAMS_PER_MASS_UNIT, ML_PER_VOLUME_UNIT } from './units';
