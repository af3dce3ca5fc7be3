// Foods the builder knows (from search hits or GET /ingredients/:id) and their household units.
import { api } from './api.js';

/** Mass units every food takes, in grams. */
const MASS = { g: 1, oz: 28.349523125, lb: 453.59237, kg: 1000 };

const known = new Map();
const loading = new Map();

/** Keeps a food seen in a search result or fetched. */
export function remember(food) {
  if (food?.id) known.set(food.id, food);
}

/** The food if it is already known (null when it could not be read). */
export function knownFood(id) {
  return known.get(id);
}

/** True once the food was fetched or seen, readable or not. */
export function hasFood(id) {
  return known.has(id);
}

/** Fetches a food once (GET /ingredients/:id); undefined when it cannot be read. */
export function loadFood(id) {
  if (known.has(id)) return Promise.resolve(known.get(id) ?? undefined);
  if (!loading.has(id)) {
    loading.set(
      id,
      api(`/ingredients/${encodeURIComponent(id)}`)
        .then((food) => {
          remember(food);
          return food;
        })
        .catch(() => {
          // Not readable (deleted, or another account's): remembered as missing, not asked again.
          known.set(id, null);
          return undefined;
        })
        .finally(() => loading.delete(id)),
    );
  }
  return loading.get(id);
}

/** Forgets a food (a custom ingredient that was deleted or replaced). */
export function forget(id) {
  known.delete(id);
}

/**
 * The household measures of a food's portions: "1 cup, chopped" = 128 g gives
 * { unit: "cup, chopped", gramsEach: 128 }. The unit text is what the API matches (api.md §3).
 */
export function portionUnits(food) {
  const units = [];
  for (const portion of food?.portions ?? []) {
    const match = /^\s*(\d+(?:\.\d+)?|\.\d+|\d+\/\d+)\s+(.+)$/.exec(portion.name);
    if (!match) continue;
    const [top, bottom] = match[1].split('/');
    const quantity = bottom === undefined ? Number(top) : Number(top) / Number(bottom);
    const unit = match[2].toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
    if (quantity > 0 && portion.grams > 0 && !units.some((u) => u.unit === unit)) {
      units.push({ unit, gramsEach: portion.grams / quantity });
    }
  }
  return units;
}

/** The units offered for an ingredient: grams first, the food's portions, then other masses. */
export function unitChoices(food) {
  const portions = portionUnits(food).filter((p) => !(p.unit in MASS));
  return [
    { unit: 'g', label: 'g' },
    ...portions.map((p) => ({ unit: p.unit, label: `${p.unit} (${round(p.gramsEach)} g)` })),
    ...Object.keys(MASS)
      .filter((u) => u !== 'g')
      .map((u) => ({ unit: u, label: u })),
  ];
}

/** Grams of `amount` `unit` of a food, or undefined when this page cannot tell. */
export function gramsOf(food, amount, unit) {
  if (!(amount >= 0)) return undefined;
  if (unit in MASS) return amount * MASS[unit];
  const portion = portionUnits(food).find((p) => p.unit === unit);
  return portion ? amount * portion.gramsEach : undefined;
}

/** A gram figure for the page: one decimal below 10 g, whole grams above. */
export function round(grams) {
  return grams < 10 ? Math.round(grams * 10) / 10 : Math.round(grams);
}
