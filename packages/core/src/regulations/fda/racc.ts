/**
 * FDA Reference Amounts Customarily Consumed (RACC), 21 CFR 101.12(b) Table 2 (general food
 * supply, 2016 values), the selection of docs/spec/regulations-us.md §4.4, plus the two
 * product types that switch claim rules to the meal / main-dish basis (101.13(l), (m)).
 *
 * `grams` is the RACC mass (taken from the typical label statement where the table gives one);
 * `ml` is the RACC volume (liquids, and household measures: 1 tsp = 5 mL, 1 tbsp = 15 mL,
 * 1 cup = 240 mL per 101.9(b)(5)(viii)). Entries with only `ml` have no mass in the table: the
 * claim evaluator then assumes 1 mL = 1 g and warns. For `main_dish` and `meal`, `grams` is the
 * minimum labelled serving of the definition, not a reference amount.
 *
 * Rows marked `unverified` are ⚠ in the spec (or were added from memory): check the eCFR.
 *
 * @module
 */

/** One RACC row. */
export interface RaccEntry {
  /** RACC mass in grams (for `main_dish` / `meal`: the minimum labelled serving). */
  readonly grams?: number;
  /** RACC volume in millilitres. */
  readonly ml?: number;
  /** Category wording and the household measure. */
  readonly label: string;
  readonly cite: string;
  /** ⚠ in the spec or from memory: verify against the current eCFR. */
  readonly mark?: 'unverified';
}

const T2 = '21 CFR 101.12(b) Table 2';
const g = (grams: number, label: string, extra: Partial<RaccEntry> = {}): RaccEntry => ({
  grams,
  label,
  cite: T2,
  ...extra,
});
const ml = (millilitres: number, label: string, extra: Partial<RaccEntry> = {}): RaccEntry => ({
  ml: millilitres,
  label,
  cite: T2,
  ...extra,
});

/** FDA RACC table keyed by stable snake_case category keys, plus `main_dish` and `meal`. */
export const FDA_RACC = {
  // Bakery products
  breads: g(50, 'Breads (excl. sweet quick type), rolls'),
  bagels_muffins: g(110, 'Bagels, toaster pastries, muffins (excl. English muffins)'),
  biscuits_croissants_tortillas: g(
    55,
    'Biscuits, croissants, tortillas, soft pretzels, scones, English muffins, corn bread',
  ),
  coffee_cakes_doughnuts: g(55, 'Coffee cakes, doughnuts, Danish, sweet rolls, sweet quick breads'),
  brownies: g(40, 'Brownies'),
  cakes_heavy: g(125, 'Cakes, heavy weight'),
  cakes_medium: g(80, 'Cakes, medium weight'),
  cakes_light: g(55, 'Cakes, light weight'),
  cookies: g(30, 'Cookies'),
  crackers_snack: g(30, 'Crackers used as snacks'),
  crackers_not_snack: g(15, 'Crackers not used as snacks'),
  grain_based_bars: g(40, 'Grain-based bars (granola, breakfast, cereal bars), 1 bar'),
  pies_pastries: g(125, 'Pies, cobblers, turnovers, other pastries'),
  pancakes_prepared: g(110, 'Pancakes, French toast, crepes (prepared)'),
  pancake_mix: g(40, 'Pancake, French toast, crepe mix (dry)'),
  waffles: g(85, 'Waffles'),
  // Beverages
  beverages_carbonated: ml(360, 'Carbonated and non-carbonated beverages, water, wine coolers, 12 fl oz'),
  coffee_tea_flavored: ml(360, 'Coffee or tea, flavored and sweetened (prepared)'),
  juices: ml(240, 'Juices, nectars, fruit drinks, vegetable juice, 8 fl oz'),
  milk: ml(240, 'Milk, milk-substitute and milk-based drinks, shakes, 1 cup'),
  // Cereals and other grain products
  hot_cereal_plain_dry: g(40, 'Breakfast cereal, hot, plain (dry)'),
  hot_cereal_flavored_dry: g(55, 'Breakfast cereal, hot, flavored (dry)'),
  hot_cereal_prepared: ml(240, 'Breakfast cereal, hot (prepared), 1 cup'),
  rte_cereal_light: g(15, 'Ready-to-eat cereal weighing < 20 g per cup'),
  rte_cereal_medium: g(40, 'Ready-to-eat cereal weighing 20 to < 43 g per cup; high fiber'),
  rte_cereal_heavy: g(60, 'Ready-to-eat cereal weighing ≥ 43 g per cup'),
  flours: g(30, 'Flours, cornmeal'),
  rice_grains_prepared: g(140, 'Rice, grains (prepared)'),
  rice_grains_dry: g(45, 'Rice, grains (dry)'),
  pasta_prepared: g(140, 'Pasta, plain (prepared)'),
  pasta_dry: g(55, 'Pasta, plain (dry)'),
  // Dairy
  cheese: g(30, 'Cheese, all others incl. cream cheese and cheese spread'),
  cheese_cottage: g(110, 'Cottage cheese'),
  cheese_ricotta: g(55, 'Ricotta-type cheese'),
  cheese_grated_hard: g(5, 'Hard cheese, grated'),
  yogurt: g(170, 'Yogurt, 2/3 cup or 6 oz container'),
  sour_cream: g(30, 'Sour cream'),
  half_and_half: ml(30, 'Cream, half and half'),
  cream_fluid: ml(15, 'Fluid cream, 1 tbsp'),
  ice_cream: ml(160, 'Ice cream, frozen yogurt, sherbet, novelties, 2/3 cup'),
  custard_pudding: ml(120, 'Custards, gelatin, pudding, 1/2 cup'),
  // Eggs
  eggs: g(50, 'Eggs, 1 large egg'),
  egg_mixtures: g(110, 'Egg mixtures (omelet)'),
  // Fats and oils
  butter_margarine_oil: g(14, 'Butter, margarine, oil, shortening, 1 tbsp (14g)', { ml: 15 }),
  salad_dressings: g(30, 'Salad dressings, 2 tbsp', { ml: 30 }),
  mayonnaise: g(15, 'Mayonnaise-type dressings, 1 tbsp', { ml: 15 }),
  cooking_spray: g(0.25, 'Cooking spray, about __ second spray'),
  // Fish, shellfish, game meat
  fish_cooked: g(85, 'Fish, shellfish entrée without sauce (cooked), 3 oz'),
  fish_raw: g(110, 'Fish, shellfish entrée without sauce (raw)'),
  fish_canned: g(85, 'Canned fish, shellfish'),
  fish_with_sauce: g(140, 'Fish, shellfish entrée with sauce (cooked)'),
  jerky_dried_fish: g(30, 'Jerky, dried fish'),
  game_meat_cooked: g(85, 'Game meat entrée without sauce (cooked)', { mark: 'unverified' }),
  game_meat_raw: g(110, 'Game meat entrée without sauce (raw)', { mark: 'unverified' }),
  // Fruits
  fruits: g(140, 'Fruits, all others (fresh, canned, frozen)'),
  watermelon: g(280, 'Watermelon'),
  dried_fruit: g(40, 'Dried fruit'),
  avocado: g(50, 'Avocado'),
  // Legumes, nuts, seeds
  beans_in_sauce: g(130, 'Beans in sauce, canned, refried (prepared)'),
  beans_prepared: g(90, 'Beans, all other (prepared), 1/2 cup'),
  beans_dry: g(35, 'Beans (dry)'),
  tofu_tempeh: g(85, 'Tofu, tempeh'),
  nuts_seeds: g(30, 'Nuts, seeds and mixtures, 1/4 cup or __ pieces'),
  nut_seed_butters: g(32, 'Nut and seed butters, 2 tbsp (32g)', { ml: 30 }),
  nut_seed_flours: g(15, 'Coconut, nut and seed flours'),
  // Snacks, soups, sauces, condiments
  snacks: g(30, 'Snacks: chips, pretzels, popcorn, extruded, fruit/vegetable chips, snack mixes, 1 oz'),
  soups: g(245, 'Soups, all varieties, 1 cup (245g)'),
  soup_mixes: g(245, 'Dry soup mixes, bouillon: amount to make 245 g prepared'),
  sauces_major: g(125, 'Major main-entrée sauces (spaghetti sauce), 1/2 cup'),
  sauces_minor: ml(60, 'Minor sauces (pizza sauce, pesto, Alfredo), gravy, cheese sauce, 1/4 cup'),
  dips_salsa: ml(30, 'Dips, salsa, BBQ/hollandaise/tartar sauce, 2 tbsp'),
  condiments_major: ml(15, 'Major condiments (ketchup, soy sauce, steak sauce, vinegar, marinade), 1 tbsp'),
  condiments_minor: ml(5, 'Minor condiments (mustard, hot sauce, horseradish, Worcestershire), 1 tsp'),
  // Sugars and sweets
  hard_candies_mints: g(2, 'Hard candies, breath mints'),
  hard_candies_mini_roll: g(5, 'Hard candies, roll-type mini'),
  hard_candies_other: g(15, 'Hard candies, others'),
  candies_other: g(30, 'All other candies (chocolate bars, etc.)'),
  honey_jams: ml(15, 'Honey, jams, jellies, molasses, fruit butters, 1 tbsp'),
  syrups: ml(30, 'Syrups, 2 tbsp'),
  sugar: g(4, 'Sugar, 1 tsp (4g)'),
  marshmallows: g(30, 'Marshmallows'),
  confectioners_sugar: g(30, "Confectioner's sugar"),
  baking_chips: g(15, 'Baking chips'),
  chewing_gum: g(3, 'Chewing gum'),
  // Vegetables
  vegetables: g(85, 'Vegetables without sauce (fresh, frozen), 1/2 cup'),
  vegetables_vacuum_packed: g(95, 'Vegetables without sauce, vacuum packed'),
  vegetables_canned: g(130, 'Vegetables without sauce, canned in liquid'),
  vegetables_with_sauce: g(110, 'Vegetables with sauce'),
  potatoes_plain: g(110, 'Potatoes, plain (fresh, frozen)'),
  french_fries: g(70, 'French fries (prepared)'),
  potatoes_mashed: g(140, 'Potatoes, mashed or with sauce'),
  olives: g(15, 'Olives'),
  pickles: g(30, 'Pickles', { mark: 'unverified' }),
  pickle_relish: g(15, 'Pickle relish', { mark: 'unverified' }),
  // Salads and mixed dishes
  salads_pasta_potato: g(140, 'Pasta or potato salad'),
  salads_gelatin: g(120, 'Gelatin salad'),
  salads_other: g(100, 'Salads, all other'),
  mixed_dishes_cup: ml(
    240,
    'Mixed dishes measurable with cup (casseroles, mac & cheese, stews, pot pies), 1 cup',
  ),
  mixed_dishes_not_cup: g(140, 'Mixed dishes not measurable with cup (burritos, pizza, quiche, sandwiches)'),
  mixed_dishes_not_cup_with_sauce: g(
    195,
    'Mixed dishes not measurable with cup, with gravy or sauce topping (140 g + 55 g)',
  ),
  appetizers: g(85, 'Appetizers, mini mixed dishes (egg rolls, dumplings, mini pizzas)'),
  appetizers_with_sauce: g(120, 'Appetizers, mini mixed dishes with gravy or sauce topping (85 g + 35 g)'),
  // Miscellaneous
  salt: ml(1.25, 'Salt and seasoning salts, 1/4 tsp'),
  spices_herbs: g(0.5, 'Spices, herbs, 1/4 tsp or 0.5 g', { ml: 1.25 }),
  baking_powder_soda: g(0.6, 'Baking powder, baking soda, pectin'),
  batter_mixes_bread_crumbs: g(30, 'Batter mixes, bread crumbs'),
  cocoa_powder: ml(15, 'Cocoa powder, unsweetened, 1 tbsp'),
  drink_mixes_milk_juice: ml(240, 'Drink mixes to make milk or juice drinks: amount to make 240 mL'),
  drink_mixes_other: ml(360, 'All other drink mixes: amount to make 360 mL'),
  // Product types that switch claims to the meal / main-dish basis (not RACCs).
  main_dish: {
    grams: 170,
    label: 'Main dish product: ≥ 6 oz (170 g) per labelled serving, ≥ 40 g from each of ≥ 2 food groups',
    cite: '21 CFR 101.13(m)',
  },
  meal: {
    grams: 283,
    label: 'Meal product: ≥ 10 oz (283 g) per labelled serving, ≥ 3 × 40 g from ≥ 2 food groups',
    cite: '21 CFR 101.13(l)',
  },
} as const satisfies Record<string, RaccEntry>;

/** A category key of {@link FDA_RACC}. */
export type RaccCategory = keyof typeof FDA_RACC;

/** Every category key of {@link FDA_RACC}, in table order (for validation and docs). */
export const FDA_RACC_CATEGORIES = Object.keys(FDA_RACC) as readonly RaccCategory[];

/** The keys that are product types (meal / main dish), not reference amounts. */
export const FDA_MEAL_TYPE_CATEGORIES = ['main_dish', 'meal'] as const satisfies readonly RaccCategory[];

/**
 * The RACC row of a category key.
 *
 * @param category - a key of {@link FDA_RACC}, e.g. `"cookies"`
 * @returns the entry, or undefined for an unknown key
 * @example raccFor('butter_margarine_oil') // { grams: 14, ml: 15, label: 'Butter, …', cite: '21 CFR 101.12(b) Table 2' }
 */
export function raccFor(category: string): RaccEntry | undefined {
  return Object.hasOwn(FDA_RACC, category) ? (FDA_RACC as Record<string, RaccEntry>)[category] : undefined;
}

/** 2 tbsp in mL (101.9(b)(5)(viii)): the volume limit of a "small" RACC. */
const SMALL_RACC_ML = 30;
/** The mass limit of a "small" RACC (⚠ unverified, spec §4.5). */
const SMALL_RACC_GRAMS = 30;

/**
 * True when the RACC is "small" (≤ 30 g or ≤ 2 tbsp), so "low" criteria, disclosure levels and
 * health-claim disqualifiers must also hold per 50 g (101.13(h)(1), 101.14(a)(4); spec §4.5 ⚠).
 *
 * @example isSmallRacc(raccFor('cookies')!) // true (30 g)
 */
export function isSmallRacc(entry: RaccEntry): boolean {
  return (
    (entry.grams !== undefined && entry.grams <= SMALL_RACC_GRAMS) ||
    (entry.ml !== undefined && entry.ml <= SMALL_RACC_ML)
  );
}
