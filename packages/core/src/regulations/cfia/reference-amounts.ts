/**
 * Canada's Table of Reference Amounts for Food (Health Canada, *Nutrition Labelling – Table of
 * Reference Amounts for Food*, version of 2022-11-24, incorporated by reference: FDR B.01.001
 * definitions "reference amount" and "Table of Reference Amounts" ✔), as data: one row per
 * category with its item number, the reference amount of column 2 (g or mL) and what the row
 * says of the symbol (B.01.350) and of serving sizes (B.01.002A).
 *
 * The Table itself is not stored here: only the beginning of the canada.ca page is. Each row
 * names its source; rows read from an official document quoting the Table (Health Canada's
 * front-of-package guide, CA-FOP; the CFIA's pages) have no mark, rows read from secondary
 * material carry `mark: 'unverified'` (◐ in regulations-intl.md §1.4; their citation names a second,
 * independent source where one gives the same figure, {@link weak2}, and Health Canada's HEFI-2019
 * food classification where it gives one, {@link HEFI_2019}). Rows whose reference
 * amount could not be read in any source have a key (so a recipe can name its category and the
 * FDA format finds the RACC row of the same food) but no amount (`notRead`): the engine then
 * takes the serving and says so, citing B.01.350(2). No amount here is taken from memory.
 *
 * `recipe.category` is one key for both markets: an FDA RACC key (fda/racc.ts) maps to the
 * Canadian row of {@link CFIA_CATEGORY_OF_FDA}; a key of {@link CFIA_REFERENCE_AMOUNTS} (the
 * `ca_` keys, where the two markets' categories differ) names the Canadian row directly.
 *
 * @module
 */

/** How the symbol's exemptions read a category (B.01.350(5)–(11) and Health Canada policies). */
export type CfiaFopKind =
  /** (5)(g) sweetening agents sold as such. */
  | 'sweetening_agent'
  /** (5)(h) table and seasoning salts with "salt" in the common name. */
  | 'salt'
  /** (5)(i) fats and oils, butter, ghee, margarine. */
  | 'fat_oil'
  /** (5)(f) milk and cream: exempt in refillable glass; (6)(b) milk. */
  | 'milk'
  /** (5)(f) cream: exempt in refillable glass only (not milk for (6)(b)). */
  | 'cream'
  /** (6)(a) whole or cut fruits or vegetables (not coconut, (10)). */
  | 'fruit_vegetable'
  /** (6)(c) whole eggs. */
  | 'whole_egg'
  /** (6)(d) nuts, seeds and their butters, < 30 % of fat saturated. */
  | 'nut_seed'
  /** (6)(f) marine and fresh water animal products, < 30 % of fat saturated. */
  | 'fish'
  /** (9), (11), (12) cheese made from dairy products. */
  | 'cheese'
  /** (9), (12) yogurt (incl. drinkable), kefir, buttermilk (and SOR/2024-89 s. 2). */
  | 'yogurt'
  /** Interim policy of 2025-03-06: fresh single-ingredient coconut needs no symbol. */
  | 'fresh_coconut';

/** One row of the Table. */
export interface CfiaReferenceAmount {
  /** Item number in the Table (e.g. "N.1"), where the source gives it. */
  readonly item?: string;
  readonly label: string;
  /** Reference amount in grams (column 2); neither `grams` nor `ml`: the amount was not read. */
  readonly grams?: number;
  /** Reference amount in millilitres (column 2). */
  readonly ml?: number;
  /**
   * The reference amount refers only to the prepared food (e.g. "amount to make 80 g prepared"):
   * the symbol is then decided per serving of stated size, threshold chosen on the serving
   * (B.01.350(3)–(4)).
   */
  readonly preparedOnly?: boolean;
  /** A combination dish of the Table's section N: a main dish when it meets the B.01.001 definition. */
  readonly combinationDish?: boolean;
  /** What the symbol's exemptions make of the category. */
  readonly fop?: CfiaFopKind;
  /**
   * Health Canada's interim policy of 2025-03-06 for dense ready-to-eat cereals (item C.4, 1 cup
   * serving): the symbol is assessed on the reference amount, not the greater of it and the serving.
   */
  readonly assessOnReferenceAmount?: boolean;
  /**
   * Column 3A's serving-size criteria (B.01.002A(1)(c)) where an official document quotes them:
   * `reference_amount` when the metric serving declared is the reference amount itself (the
   * household measure being the one closest to it). Absent: the criteria were not read.
   */
  readonly column3A?: { readonly metric: 'reference_amount'; readonly cite: string };
  readonly cite: string;
  /** Read from secondary material only (◐): check against the Table. */
  readonly mark?: 'unverified';
}

const TRA = 'Table of Reference Amounts for Food (2022)';
const FOP_GUIDE = 'Health Canada, Front-of-package nutrition symbol labelling guide for industry';
/** Secondary material: Health Canada serving examples and label surveys (regulations-intl.md §1.4 ◐). */
const SECONDARY = `${TRA}, read through secondary material`;

const row = (
  label: string,
  amount: { grams?: number; ml?: number },
  extra: Partial<CfiaReferenceAmount> = {},
) => ({ label, ...amount, cite: TRA, ...extra }) as CfiaReferenceAmount;
/** A category of the Table whose reference amount was not read in any source: key and mapping only. */
const unread = (label: string, extra: Partial<CfiaReferenceAmount> = {}) =>
  row(label, {}, { cite: `${TRA}: reference amount not read`, mark: 'unverified', ...extra });
/** CFIA, "Nutrient content claims: reference information", nutrient content claim examples (fat claims). */
const CFIA_NCC_EXAMPLES =
  'CFIA, Nutrient content claims: reference information, examples (inspection.canada.ca …/1389908857542/1389908896254?chap=2)';

/** CFIA, Industry Labelling Tool, "Labelling requirements for dairy products", nutrition labelling. */
const CFIA_DAIRY =
  'CFIA, Labelling requirements for dairy products (inspection.canada.ca, Industry Labelling Tool)';

const weak = (
  label: string,
  amount: { grams?: number; ml?: number },
  extra: Partial<CfiaReferenceAmount> = {},
) => row(label, amount, { cite: SECONDARY, mark: 'unverified', ...extra });

/**
 * A second, independent secondary source: a 2015 transcription of Canada's pre-2016 reference
 * amounts (the Schedule M era) in a public repository. It gives the same figure for the rows that
 * use {@link weak2}; it is not the 2022 Table (its muffins 55 g, eggs 50 g and legumes 100 g differ
 * from A.9 110 g ✔ and from the figures read for the current Table), so it never stands alone.
 */
const PRE_2016_LIST =
  'same figure in a 2015 transcription of the pre-2016 reference amounts (GitHub fsocko/skimpy, ' +
  'Skimpy/SQLFiles/templates/skimpy - template - 21.3.15.sql, table portion_sizes)';

/** A row read in secondary material and confirmed by {@link PRE_2016_LIST} (two secondary sources, ◐). */
const weak2 = (
  label: string,
  amount: { grams?: number; ml?: number },
  extra: Partial<CfiaReferenceAmount> = {},
) => weak(label, amount, { cite: `${SECONDARY}; ${PRE_2016_LIST}`, ...extra });

/**
 * Health Canada's food classification for the Healthy Eating Food Index 2019 (HEFI-2019), published on
 * the Open Government portal with "data on reference amounts per gram of foods": for each of 7,040
 * Canadian Nutrient File foods, `RA_g`, "Reference Amount in grams" (sheet last updated 2022-03-03),
 * i.e. the reference amounts of the 2016 Table of Reference Amounts assigned to foods, in grams (rows
 * of the Table in mL appear converted by density, e.g. milk 257.82 g, so no mL figure is taken from it).
 * It agrees with every row an official document quotes: A.6 cake 80 g prepared, A.9 muffins 110 g, C.4
 * granola 55 g, D.1 cheese 30 g, dried meat 30 g, L.5 uncooked sausage 75 g, L.7 raw ground meat 100 g,
 * N.1 lasagna 300 g, W.3 biscuits 7 g. It is not the Table (one amount per food,
 * no item numbers, no column 3A; the 2016 version, which the 2022 update changed for yogurts and refried
 * beans, as a consultancy summary says), so its rows stay ◐.
 */
const HEFI_2019 =
  'Health Canada, The Healthy Eating Food Index 2019 (Open Government dataset 29892c85-2ff5-484c-873c-f494ffba6e1b), ' +
  'food classification, RA_g per Canadian Nutrient File food (2016 Table; copy read: ' +
  'HEFI2019_foodcat_2022-03.xlsx in GitHub didierbrassard/hefi2019, commit b78bc29)';

/** A row whose amount the HEFI-2019 file gives as the dominant RA_g of the foods named (◐). */
const hefi = (label: string, grams: number, foods: string, extra: Partial<CfiaReferenceAmount> = {}) =>
  weak(label, { grams }, { cite: `${TRA}, 2016 version, as read in ${HEFI_2019}: ${foods}`, ...extra });

/** A {@link hefi} row whose figure {@link PRE_2016_LIST} gives too (two secondary sources, ◐). */
const hefi2 = (label: string, grams: number, foods: string, extra: Partial<CfiaReferenceAmount> = {}) => {
  const r = hefi(label, grams, foods, extra);
  return { ...r, cite: `${r.cite}; ${PRE_2016_LIST}` } as CfiaReferenceAmount;
};

/** Adds the HEFI-2019 file, giving the same figure for the foods named, to a row's secondary sources. */
const andHefi = (r: CfiaReferenceAmount, foods: string): CfiaReferenceAmount => ({
  ...r,
  cite: `${r.cite}; same figure in ${HEFI_2019}: ${foods}`,
});

/**
 * The pre-2016 list's wording of PRE_2016_LIST (without "same figure in"), for rows in mL that it
 * alone states in mL.
 */
const PRE_2016_LIST_ML =
  'a 2015 transcription of the pre-2016 reference amounts (GitHub fsocko/skimpy, ' +
  'Skimpy/SQLFiles/templates/skimpy - template - 21.3.15.sql, table portion_sizes)';

/**
 * A row in mL (◐, two secondary sources): the volume is the figure of {@link PRE_2016_LIST_ML}, and
 * the HEFI-2019 file ({@link HEFI_2019}), which gives the 2016 Table's mL rows in grams at each food's
 * density, gives the foods named a mass that this volume explains at a density of 0.93–1.39 g/mL
 * (range per food in the citation). Where the two disagree (soft drinks, ice cream, coffee, syrups)
 * no row was made: see regulations-intl.md §1.4, fifth pass.
 */
const listMl = (
  label: string,
  ml: number,
  hefiFoods: string,
  extra: Partial<CfiaReferenceAmount> = {},
): CfiaReferenceAmount =>
  weak(
    label,
    { ml },
    {
      cite: `${TRA}, 2016 version: ${ml} mL in ${PRE_2016_LIST_ML}; consistent with ${HEFI_2019}: ${hefiFoods}`,
      ...extra,
    },
  );

/**
 * The Canadian rows, keyed by `ca_` category keys. Most-used categories first by section of the
 * Table (A bakery … W foods for young children).
 */
export const CFIA_REFERENCE_AMOUNTS = {
  // A. Bakery products
  ca_breads: andHefi(weak('Breads (excl. sweet quick breads), rolls', { grams: 75 }), '93 of 122 breads'),
  ca_cake_mix_medium: row(
    'Cake mix, medium weight: amount of mix to make 80 g prepared',
    { grams: 80 },
    {
      item: 'A.6',
      preparedOnly: true,
      cite: `${TRA} item A.6 (${FOP_GUIDE}, Appendix 1 Example D)`,
    },
  ),
  ca_crackers: andHefi(weak2('Crackers', { grams: 20 }), '37 of 55 crackers (matzo and crispbread 30 g)'),
  ca_muffins: row(
    'Muffins',
    { grams: 110 },
    { item: 'A.9', cite: `${TRA} item A.9, column 2 (${CFIA_NCC_EXAMPLES}: "Low in Fat" muffins)` },
  ),
  ca_bagels: hefi('Bagels', 85, 'all 14 bagels'),
  ca_cookies: hefi2('Cookies', 30, '98 of 110 cookies (brownies 40 g)'),
  ca_cakes_heavy: hefi(
    'Cakes, heavy weight (e.g. cheesecake, fruit cake)',
    125,
    'cheesecakes, fruitcake, pound cakes, upside-down cake',
  ),
  ca_cakes_medium: hefi(
    'Cakes, medium weight, prepared (the mix of item A.6 makes 80 g prepared)',
    80,
    '73 of 117 cakes, layer and snack cakes',
  ),
  ca_cakes_light: hefi(
    'Cakes, light weight (angel food, chiffon, sponge without icing)',
    55,
    'angel food and sponge cakes',
  ),
  ca_pies: hefi('Pies, tarts, turnovers, other pastries', 110, '60 of 78 pies'),
  // B. Beverages
  ca_milk: row(
    'Milk (cow, goat), flavoured milk',
    { ml: 250 },
    {
      fop: 'milk',
      cite: `${TRA} (Health Canada, Nutrition Facts table page)`,
    },
  ),
  ca_soft_drinks: unread('Soft drinks, carbonated and non-carbonated sweetened beverages'),
  ca_juices: listMl(
    'Fruit and vegetable juices, nectars, fruit drinks',
    250,
    "fruit and vegetable juices 247.25–272.6 g (0.99–1.09 g/mL); lemon and lime juices 5.2 g, the list's 5 mL row of juices used as ingredients",
  ),
  ca_coffee_tea: unread('Coffee and tea (as consumed)'),
  ca_plant_beverages: unread('Plant-based beverages (soy, almond, oat, rice)'),
  // C. Cereals, other grain products
  ca_rte_cereal_dense: row(
    'Ready-to-eat breakfast cereals weighing ≥ 43 g per 250 mL (e.g. granola)',
    { grams: 55 },
    {
      item: 'C.4',
      assessOnReferenceAmount: true,
      cite: `${TRA} item C.4; interim policy statement of 2025-03-06 (${FOP_GUIDE} §4.3)`,
    },
  ),
  ca_rte_cereal_light: hefi(
    'Ready-to-eat breakfast cereals weighing < 20 g per 250 mL',
    15,
    'puffed wheat and other puffed cereals',
  ),
  ca_rte_cereal_medium: hefi(
    'Ready-to-eat breakfast cereals weighing 20 g to < 43 g per 250 mL',
    30,
    '98 of 175 ready-to-eat cereals (corn flakes, O-shaped, crisped rice)',
  ),
  ca_hot_cereal_dry: andHefi(weak2('Hot breakfast cereals, oats (dry)', { grams: 40 }), 'hot cereals, dry'),
  ca_flours: andHefi(weak2('Flours', { grams: 30 }), 'wheat and grain flours (legume flours 15 g)'),
  ca_rice_dry: andHefi(weak2('Rice and grains (dry)', { grams: 45 }), 'rice, dry'),
  ca_rice_cooked: andHefi(weak('Rice and grains (cooked)', { grams: 140 }), 'rice, cooked'),
  ca_pasta_dry: andHefi(weak2('Pasta, plain (dry)', { grams: 85 }), 'all 18 dry pastas'),
  // D. Dairy products
  ca_cheese: row(
    'Cheese, incl. cream cheese and cheese spreads',
    { grams: 30 },
    {
      item: 'D.1',
      fop: 'cheese',
      column3A: {
        metric: 'reference_amount',
        cite: `${TRA} item D.1, column 3A, as ${CFIA_DAIRY} quotes it: "Per 3 cm cube (30 g)", "Per 2 tbsp (30 g)"`,
      },
      cite: `${TRA} item D.1, column 2 (${CFIA_DAIRY})`,
    },
  ),
  // 175 g in the 2016 Table (HEFI-2019 file); the 2022 update modified the yogurt rows (consultancy summary,
  // figure not read): this amount may be the superseded one.
  ca_yogurt: andHefi(
    weak2('Yogurt, incl. drinkable yogurt; kefir', { grams: 175 }, { fop: 'yogurt' }),
    '58 of 78 yogurts (2016 Table: the 2022 update modified the yogurt rows, figure not read)',
  ),
  // B.01.350(9) and SOR/2024-89 s. 2(1) name buttermilk with yogurt and kefir: the kind decides the exemption.
  ca_buttermilk: unread('Buttermilk', { fop: 'yogurt' }),
  ca_cream: listMl(
    'Cream, cereal cream, half-and-half',
    15,
    'table, whipping and cereal creams 14.9–15.3 g (sour creams 29.2–32.4 g, another row)',
    { fop: 'cream' },
  ),
  ca_ice_cream: unread('Ice cream, frozen yogurt, sherbet, frozen dairy desserts'),
  ca_puddings: hefi('Puddings, custards', 130, '41 of 62 puddings, ready-to-eat or prepared'),
  // G. Eggs
  ca_eggs: andHefi(weak('Eggs, whole', { grams: 100 }, { fop: 'whole_egg' }), 'whole eggs, raw or cooked'),
  // H. Fats and oils
  ca_fats_oils: andHefi(
    weak2('Butter, margarine, shortening, lard, oils', { grams: 10 }, { fop: 'fat_oil' }),
    'butters and margarines',
  ),
  // I. Marine and fresh water animals
  ca_fish_canned: andHefi(
    weak2('Canned fish and shellfish', { grams: 55 }, { fop: 'fish' }),
    'all 24 canned salmon, tuna, sardines',
  ),
  // State not given (raw or cooked): no amount; ca_fish_raw / ca_fish_cooked name it.
  ca_fish_fresh: unread('Fish and shellfish, fresh or frozen, plain', { fop: 'fish' }),
  ca_fish_raw: hefi('Fish, plain, raw (fresh or frozen)', 125, '95 of 99 raw fish', { fop: 'fish' }),
  ca_fish_cooked: hefi('Fish, plain, cooked (baked, broiled)', 100, '84 of 87 cooked fish', { fop: 'fish' }),
  // J. Fruit
  ca_fruit_fresh: andHefi(
    weak2('Fruit, fresh, frozen or canned (whole or cut)', { grams: 140 }, { fop: 'fruit_vegetable' }),
    'fresh and frozen fruit',
  ),
  ca_coconut_fresh: andHefi(
    weak(
      'Coconut, fresh, single ingredient',
      { grams: 140 },
      {
        fop: 'fresh_coconut',
        cite: `${SECONDARY}; interim policy statement of 2025-03-06 (${FOP_GUIDE} §5.2)`,
      },
    ),
    'coconut meat, raw',
  ),
  ca_dried_fruit: unread('Dried fruit'),
  // K. Legumes
  ca_legumes_dry: andHefi(weak('Beans, peas and lentils (dry)', { grams: 35 }), 'dry mature beans'),
  ca_legumes_cooked: weak('Beans, peas and lentils (cooked, frozen or canned)', { ml: 125 }),
  // L. Meat and poultry
  ca_jerky: row('Dried meat (e.g. beef jerky)', { grams: 30 }, { cite: `${TRA} (${FOP_GUIDE} §4.4)` }),
  ca_patties_raw: row(
    'Raw patties (meat, poultry; plant-based substitutes)',
    { grams: 100 },
    {
      item: 'L.7',
      cite: `${TRA} item L.7 (${FOP_GUIDE}, Appendix 1 Examples A, B)`,
    },
  ),
  ca_sausage_uncooked: row(
    'Sausage products, uncooked (e.g. pork sausage)',
    { grams: 75 },
    { item: 'L.5', cite: `${TRA} item L.5, column 2 (${CFIA_NCC_EXAMPLES}: "% Fat-Free" sausage)` },
  ),
  ca_deli_meats: hefi(
    'Luncheon and deli meats, cooked sausages, wieners',
    55,
    '30 of 34 deli meats and wieners',
  ),
  // State not given (raw or cooked): no amount; ca_meat_raw / ca_meat_cooked name it.
  ca_poultry: unread('Poultry and meat cuts, plain'),
  ca_meat_raw: hefi(
    'Meat and poultry cuts, plain, raw',
    125,
    '204 of 228 raw beef, pork, lamb and veal cuts; 114 raw chicken and turkey',
  ),
  ca_meat_cooked: hefi(
    'Meat and poultry cuts, plain, cooked',
    100,
    '246 of 286 cooked beef, pork, lamb and veal cuts; 97 roasted chicken and turkey',
  ),
  // N. Combination dishes
  ca_lasagna: row(
    'Lasagna (combination dish, main dish)',
    { grams: 300 },
    {
      item: 'N.1',
      combinationDish: true,
      cite: `${TRA} item N.1 (${FOP_GUIDE}, Appendix 1 Example C)`,
    },
  ),
  // The HEFI-2019 file gives combination dishes 200 g or 300 g by food (not the pre-2016 list's 250 mL
  // by cup / 140 g): the rows below name the foods whose amount it gives; the Table's wording of the
  // section N rows was not read, so the cup / not-cup keys keep no amount.
  ca_pizza: hefi('Pizza (combination dish)', 200, 'all 17 pizzas, fresh or frozen, cooked', {
    combinationDish: true,
  }),
  ca_burritos: hefi(
    'Burritos, chimichangas (combination dishes)',
    200,
    '17 of 18 burritos and chimichangas (a fruit dessert burrito 110 g)',
    {
      combinationDish: true,
    },
  ),
  ca_macaroni_cheese: hefi(
    'Macaroni and cheese, pasta with sauce and meat (combination dish)',
    300,
    'macaroni and cheese (canned, frozen, from a mix) and macaroni and beef, 9 foods with two frozen meals (plain macaroni: dry 85 g, cooked 215 g)',
    { combinationDish: true },
  ),
  ca_chili_stir_fry: hefi(
    'Chili con carne, chili with beans, stir-fries (combination dishes)',
    300,
    'chilies con carne and with beans, canned; stir-fries with beef, chicken or tofu',
    { combinationDish: true },
  ),
  ca_soups: listMl(
    'Soups, ready-to-serve or prepared',
    250,
    'ready-to-serve and prepared soups 232.04–301.96 g but two (164.2 g, 399.33 g); condensed soups as sold 127.86–142.1 g, dry mixes 5–42 g (not this row)',
  ),
  // Not `combinationDish`: with no amount the main-dish test of B.01.001 cannot be made (canada.mainDish).
  // Pizza, burritos, macaroni and cheese and chili have their own keys above: not named here.
  ca_combination_cup: unread('Other combination dishes measurable with a cup (e.g. stews, casseroles)'),
  ca_combination_not_cup: unread(
    'Other combination dishes not measurable with a cup (e.g. sandwiches, pot pies)',
  ),
  // O. Nuts and seeds
  // The HEFI-2019 file gives nuts 50 g and seeds 30 g: a product not saying which has no amount.
  ca_nuts_seeds: unread('Nuts and seeds, plain or seasoned', { fop: 'nut_seed' }),
  ca_nuts: hefi('Nuts, plain or seasoned', 50, '71 of 83 nuts', { fop: 'nut_seed' }),
  ca_seeds: hefi(
    'Seeds, plain or seasoned (e.g. sunflower, pumpkin)',
    30,
    '33 of 45 seeds (seed flours 15 g)',
    {
      fop: 'nut_seed',
    },
  ),
  // The pre-2016 list gives nut and seed butters other than peanut 30 g; the HEFI-2019 file (2016 Table)
  // gives 15 g for all of them: 15 g for all.
  ca_nut_butters: andHefi(
    weak2('Nut and seed butters (e.g. peanut butter)', { grams: 15 }, { fop: 'nut_seed' }),
    'peanut, almond, cashew, sesame (tahini) and sunflower seed butters',
  ),
  // P. Potatoes
  ca_fries: hefi(
    'French fries, hash browns and other fried or frozen potato products',
    70,
    'french fries, home fries, hash browns',
  ),
  ca_potatoes: andHefi(
    weak2('Potatoes, fresh or frozen', { grams: 110 }, { fop: 'fruit_vegetable' }),
    'boiled potatoes',
  ),
  // Snacks (section of the Table not read)
  ca_snacks: hefi2(
    'Snacks: chips, pretzels, popcorn, extruded snacks',
    50,
    'potato and tortilla chips, pretzels, popcorn',
  ),
  // R. Sauces, condiments
  ca_sauces: listMl(
    'Main entrée sauces (e.g. spaghetti sauce)',
    125,
    'ready-to-serve pasta and spaghetti sauces 131.25–137.36 g (1.05–1.10 g/mL)',
  ),
  ca_sauces_minor: listMl(
    'Minor main entrée sauces and toppings: gravy, pizza sauce, pesto, white or cheese sauce, salsa',
    60,
    'gravies 59.09–66.29 g (dry gravy mixes 2.1–6.3 g, another row), salsas 55.13–65.68 g',
  ),
  // Dips are a row in grams in the pre-2016 list (30 g) and in the HEFI-2019 file; hummus is not (62.4 g there).
  ca_dips: weak2(
    'Dips: sour cream, cream cheese, bean, spinach or eggplant dips, guacamole (not hummus)',
    { grams: 30 },
    {
      cite:
        `${SECONDARY}; ${PRE_2016_LIST}; same figure in ${HEFI_2019}: 13 dips and guacamole ` +
        '(hummus 62.4 g: another row, not read)',
    },
  ),
  ca_dressings: listMl('Salad dressings', 30, 'about 45 salad dressings 27.16–35.4 g (0.91–1.18 g/mL)'),
  ca_mayonnaise: listMl(
    'Mayonnaise, sandwich spreads, mayonnaise-type dressings',
    15,
    'nine mayonnaises and mayonnaise-type dressings 13.99–16.2 g',
  ),
  // Same row as soy sauce (R.5, 15 mL ✔) in the pre-2016 list: "major condiments, such as ketchup,
  // steak sauce, soy sauce, vinegar, teriyaki sauce or marinades".
  ca_condiments: listMl(
    'Major condiments: ketchup, steak sauce, vinegar, teriyaki sauce, marinades',
    15,
    'tomato ketchups 15.2 g; the same row holds soy sauce, item R.5, 15 mL as CA-FOP Example F quotes it',
  ),
  ca_soy_sauce: row(
    'Soy sauce',
    { ml: 15 },
    {
      item: 'R.5',
      cite: `${TRA} item R.5 (${FOP_GUIDE}, Appendix 1 Example F)`,
    },
  ),
  // U. Sugars and sweets
  ca_candies: hefi2(
    'Candies and chocolate bars (other than hard candies)',
    40,
    '110 of 122 candies and bars',
  ),
  ca_hard_candies: hefi2('Hard candies, mints', 15, 'hard candies'),
  ca_jams: listMl(
    'Jams, jellies, marmalades, fruit spreads',
    15,
    'jams, marmalades and jam-type spreads 14.2–20.9 g (0.95–1.39 g/mL)',
  ),
  ca_honey: unread('Honey', { fop: 'sweetening_agent' }),
  ca_sugar: hefi2(
    'Sugars: granulated, brown, maple (sweetening agent sold as such; not icing sugar)',
    4,
    'granulated, brown, maple and turbinado sugars (icing sugar 30 g)',
    { fop: 'sweetening_agent' },
  ),
  ca_sweetening_agents: row(
    'Sweetening agents sold as such: sugars, honey, maple syrup, agave or corn syrup, molasses',
    {},
    {
      fop: 'sweetening_agent',
      cite: `${TRA}: reference amount not read (FDR B.01.350(5)(g) for the exemption)`,
      mark: 'unverified',
    },
  ),
  ca_salt: row(
    'Table salt and seasoning salts ("salt" in the common name)',
    {},
    {
      fop: 'salt',
      cite: `${TRA}: reference amount not read (FDR B.01.350(5)(h) for the exemption)`,
      mark: 'unverified',
    },
  ),
  ca_syrups_ingredient: weak(
    'Syrups used as ingredients (corn syrup, agave syrup, flavoured syrups for milk)',
    { ml: 30 },
    {
      item: 'U.15',
    },
  ),
  // V. Vegetables
  ca_vegetables: andHefi(
    weak2('Vegetables, fresh, frozen or canned (whole or cut)', { grams: 85 }, { fop: 'fruit_vegetable' }),
    'fresh and frozen vegetables',
  ),
  // W. Foods for children under four
  ca_infant_cereals: hefi('Infant cereals, dry (children under 4 years)', 30, 'infant cereals, dry'),
  ca_infant_strained: unread('Strained and junior foods for children under 4 years (ready-to-serve)'),
  ca_toddler_dinners: unread('Dinners, stews and soups for children under 4 years (ready-to-serve)'),
  ca_biscuits_children: row(
    'Biscuits and cookies for children under 4 years',
    { grams: 7 },
    {
      item: 'W.3',
      cite: `${TRA} item W.3 (${FOP_GUIDE}, Appendix 1 Example E)`,
    },
  ),
} as const satisfies Record<string, CfiaReferenceAmount>;

/** A key of {@link CFIA_REFERENCE_AMOUNTS}. */
export type CfiaCategory = keyof typeof CFIA_REFERENCE_AMOUNTS;

/**
 * FDA RACC keys (fda/racc.ts) whose Canadian row is the same category of food: the one key a
 * recipe gives serves both markets. FDA keys without an entry have no Canadian row here, or one
 * FDA row holds foods that Canada splits (`bagels_muffins`: A.9 muffins 110 g, bagels 85 g ◐;
 * `honey_jams`: honey is a sweetening agent of B.01.350(5)(g), jam is not): give a `ca_` key.
 */
export const CFIA_CATEGORY_OF_FDA: Readonly<Record<string, CfiaCategory>> = {
  breads: 'ca_breads',
  crackers_snack: 'ca_crackers',
  crackers_not_snack: 'ca_crackers',
  milk: 'ca_milk',
  rte_cereal_heavy: 'ca_rte_cereal_dense',
  hot_cereal_plain_dry: 'ca_hot_cereal_dry',
  flours: 'ca_flours',
  rice_grains_dry: 'ca_rice_dry',
  rice_grains_prepared: 'ca_rice_cooked',
  pasta_dry: 'ca_pasta_dry',
  cheese: 'ca_cheese',
  yogurt: 'ca_yogurt',
  eggs: 'ca_eggs',
  butter_margarine_oil: 'ca_fats_oils',
  fish_canned: 'ca_fish_canned',
  fruits: 'ca_fruit_fresh',
  beans_dry: 'ca_legumes_dry',
  beans_prepared: 'ca_legumes_cooked',
  jerky_dried_fish: 'ca_jerky',
  nut_seed_butters: 'ca_nut_butters',
  potatoes_plain: 'ca_potatoes',
  vegetables: 'ca_vegetables',
  // Rows of later passes, some still without an amount: the key finds the Canadian row (and its warning).
  cookies: 'ca_cookies',
  cakes_heavy: 'ca_cakes_heavy',
  cakes_medium: 'ca_cakes_medium',
  cakes_light: 'ca_cakes_light',
  pies_pastries: 'ca_pies',
  beverages_carbonated: 'ca_soft_drinks',
  juices: 'ca_juices',
  rte_cereal_light: 'ca_rte_cereal_light',
  rte_cereal_medium: 'ca_rte_cereal_medium',
  cream_fluid: 'ca_cream',
  ice_cream: 'ca_ice_cream',
  custard_pudding: 'ca_puddings',
  fish_raw: 'ca_fish_raw',
  fish_cooked: 'ca_fish_cooked',
  dried_fruit: 'ca_dried_fruit',
  mixed_dishes_cup: 'ca_combination_cup',
  mixed_dishes_not_cup: 'ca_combination_not_cup',
  nuts_seeds: 'ca_nuts_seeds',
  french_fries: 'ca_fries',
  snacks: 'ca_snacks',
  sauces_major: 'ca_sauces',
  sauces_minor: 'ca_sauces_minor',
  soups: 'ca_soups',
  // dips_salsa: no Canadian row: dips are 30 g (ca_dips) and salsa is in the 60 mL row (ca_sauces_minor).
  salad_dressings: 'ca_dressings',
  mayonnaise: 'ca_mayonnaise',
  condiments_major: 'ca_condiments',
  candies_other: 'ca_candies',
  hard_candies_other: 'ca_hard_candies',
  sugar: 'ca_sugar',
};

/** The Canadian row of a `recipe.category` key, with the key it was found under. */
export interface CfiaCategoryRow {
  readonly key: CfiaCategory;
  readonly row: CfiaReferenceAmount;
}

/**
 * The Canadian row of a category key: a `ca_` key directly, an FDA key through
 * {@link CFIA_CATEGORY_OF_FDA}; undefined when there is none.
 *
 * @example cfiaCategoryRow('yogurt')?.row.grams // 175
 * @example cfiaCategoryRow('ca_lasagna')?.row.item // "N.1"
 */
export function cfiaCategoryRow(category: string | undefined): CfiaCategoryRow | undefined {
  if (category === undefined) return undefined;
  const key = Object.hasOwn(CFIA_REFERENCE_AMOUNTS, category)
    ? (category as CfiaCategory)
    : Object.hasOwn(CFIA_CATEGORY_OF_FDA, category)
      ? CFIA_CATEGORY_OF_FDA[category]
      : undefined;
  return key === undefined ? undefined : { key, row: CFIA_REFERENCE_AMOUNTS[key] };
}

/**
 * The reference amount in grams: the mass, or the volume at the recipe's density (1 g/mL when
 * none is given).
 *
 * @example referenceAmountGrams(CFIA_REFERENCE_AMOUNTS.ca_milk, 1.03) // 257.5
 * @returns undefined when the row's amount was not read
 */
export function referenceAmountGrams(row: CfiaReferenceAmount, densityGPerMl = 1): number | undefined {
  return row.grams ?? (row.ml === undefined ? undefined : row.ml * densityGPerMl);
}

/** The reference amount as printed in messages: "300 g", "15 mL". */
export function referenceAmountText(row: CfiaReferenceAmount): string {
  return row.grams !== undefined ? `${row.grams} g` : row.ml !== undefined ? `${row.ml} mL` : 'not read';
}

/** Every key `recipe.category` accepts for Canada: the `ca_` keys and the mapped FDA keys. */
export const CFIA_CATEGORY_KEYS: readonly string[] = [
  ...Object.keys(CFIA_REFERENCE_AMOUNTS),
  ...Object.keys(CFIA_CATEGORY_OF_FDA),
];
