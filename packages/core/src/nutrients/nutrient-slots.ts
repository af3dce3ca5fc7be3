/**
 * Nutrient amounts as a flat array indexed by catalog slot ({@link NUTRIENT_SLOT}), NaN for "no
 * data", and the conversions to and from {@link NutrientValues} objects.
 *
 * Why: the engine sums, scales and reads amounts for every row of every label. Reading an object
 * by a nutrient name that changes from row to row is a hash lookup in V8; an array read is not.
 * And an object grown key by key turns into a hash table past about 19 keys, while
 * {@link valuesOf} builds every object as one literal of one shape, whatever is given.
 *
 * @module
 */
import { NUTRIENT_KEYS, NUTRIENT_SLOT, type NutrientKey, type NutrientValues } from './catalog';

/**
 * Amounts by catalog slot; NaN where there is no data. A plain array of doubles rather than a
 * Float64Array: 48 doubles would put a typed array's storage outside the JS heap, several times
 * costlier to allocate per label.
 */
export type NutrientSlots = number[];

/** Number of slots: one per catalog key. */
export const SLOT_COUNT = NUTRIENT_KEYS.length;

/** A new slot array with no data. */
export function emptySlots(): NutrientSlots {
  return filledSlots(Number.NaN);
}

/** A new slot array with every slot set to `value`. */
export function filledSlots(value: number): NutrientSlots {
  // Copying a packed array of doubles is one block copy; growing a new array is several.
  return DOUBLES.slice().fill(value);
}

const DOUBLES: number[] = [];
for (let slot = 0; slot < SLOT_COUNT; slot++) DOUBLES.push(0.5);

/**
 * Copies amounts into slots (NaN where missing; unknown keys ignored) and returns `into`.
 *
 * @example slotsOf({ protein: 3 })[NUTRIENT_SLOT.protein!] // 3
 */
export function slotsOf(values: NutrientValues, into: NutrientSlots = emptySlots()): NutrientSlots {
  into.fill(Number.NaN);
  for (const key in values) {
    const value = values[key as NutrientKey];
    if (value === undefined) continue;
    const slot = NUTRIENT_SLOT[key];
    if (slot !== undefined) into[slot] = value;
  }
  return into;
}

/** The slot of a nutrient key. */
export function slotOf(key: NutrientKey): number {
  const slot = NUTRIENT_SLOT[key];
  if (slot === undefined) throw new Error(`unknown nutrient ${key}`);
  return slot;
}

/** An amount from a slot, or 0 where there is no data. */
export const orZero = (x: number): number => (Number.isNaN(x) ? 0 : x);

const at = (slots: readonly number[], slot: number): number | undefined => {
  const x = slots[slot]!;
  return Number.isNaN(x) ? undefined : x;
};

/**
 * The amounts as an object with every catalog key, undefined where there is no data. One literal,
 * in catalog order (a test checks it against {@link NUTRIENT_KEYS}).
 *
 * @example valuesOf(slotsOf({ protein: 3 })).protein // 3
 */
export function valuesOf(slots: readonly number[]): NutrientValues {
  return {
    energy_kcal: at(slots, 0),
    energy_kj: at(slots, 1),
    total_fat: at(slots, 2),
    saturated_fat: at(slots, 3),
    trans_fat: at(slots, 4),
    monounsaturated_fat: at(slots, 5),
    polyunsaturated_fat: at(slots, 6),
    cholesterol: at(slots, 7),
    sodium: at(slots, 8),
    salt: at(slots, 9),
    total_carbohydrate: at(slots, 10),
    dietary_fiber: at(slots, 11),
    soluble_fiber: at(slots, 12),
    insoluble_fiber: at(slots, 13),
    total_sugars: at(slots, 14),
    added_sugars: at(slots, 15),
    sugar_alcohols: at(slots, 16),
    protein: at(slots, 17),
    vitamin_d: at(slots, 18),
    calcium: at(slots, 19),
    iron: at(slots, 20),
    potassium: at(slots, 21),
    vitamin_a: at(slots, 22),
    vitamin_c: at(slots, 23),
    vitamin_e: at(slots, 24),
    vitamin_k: at(slots, 25),
    thiamin: at(slots, 26),
    riboflavin: at(slots, 27),
    niacin: at(slots, 28),
    vitamin_b6: at(slots, 29),
    folate: at(slots, 30),
    vitamin_b12: at(slots, 31),
    biotin: at(slots, 32),
    pantothenic_acid: at(slots, 33),
    phosphorus: at(slots, 34),
    magnesium: at(slots, 35),
    zinc: at(slots, 36),
    iodine: at(slots, 37),
    selenium: at(slots, 38),
    copper: at(slots, 39),
    manganese: at(slots, 40),
    chromium: at(slots, 41),
    molybdenum: at(slots, 42),
    chloride: at(slots, 43),
    choline: at(slots, 44),
    omega_6_fat: at(slots, 45),
    omega_3_fat: at(slots, 46),
    vitamin_a_re: at(slots, 47),
  };
}
