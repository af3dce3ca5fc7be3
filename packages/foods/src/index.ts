/**
 * @nutrilabel/foods — the USDA-based ingredient database (SR28 + FNDDS 2021-2023) and the
 * hand-checked golden set, with typo-tolerant search and portion conversion. Node-only.
 *
 * @module
 */
export type { GoldenRow, PortionRow, ShippedDataset, UsdaRow } from './dataset-format';
export { createFoodDatabase, loadFoodDatabase, readShippedDataset } from './load-food-database';
export type { Food, FoodDatabase, FoodPortion, FoodSearchOptions, FoodSource } from './types';
