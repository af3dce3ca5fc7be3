/**
 * The exemptions from Canada's "High in" symbol (FDR B.01.350(5)–(15) ✔, read in the consolidated
 * regulations, SOR/2024-244) and the Health Canada decisions that change them, as data: each row
 * is a paragraph with its condition. Full exemptions take the whole symbol away; nutrient-specific
 * ones ((6), (9), (11)) take one bar away, and are lost nutrient by nutrient when an ingredient that
 * contains the nutrient is not one of the plain foods of (7), (8) or (9) (`ingredient.canadaClass`).
 * (14): an exemption that applies prevails over any paragraph saying otherwise, so the first
 * exemption found is kept.
 *
 * What the recipe cannot tell comes from `recipe.canada` (api.md §3); what the category tells
 * (sweetening agent, salt, fat or oil, milk, fruit or vegetable, eggs, nuts, fish, cheese, yogurt)
 * comes from its row of the Table of Reference Amounts (reference-amounts.ts).
 *
 * @module
 */
import type { ResolvedIngredient } from '../../recipe/resolved-recipe';
import type { CANADA_INGREDIENT_CLASSES, CanadaInputs } from '../../schemas/recipe';
import type { CfiaFopKind } from './reference-amounts';

/** A nutrient of the symbol. */
export type FopNutrient = 'saturated_fat' | 'total_sugars' | 'sodium';
type IngredientClass = (typeof CANADA_INGREDIENT_CLASSES)[number];

/** One exemption that applied, as reported to the caller. */
export interface FopExemption {
  /** The paragraph, e.g. "FDR B.01.350(5)(g)". */
  readonly cite: string;
  readonly text: string;
}

const P = (p: string) => `FDR B.01.350${p}`;

/** (5)(a), (c), (d), (e), (j): full exemptions by the product's use. */
export const FOP_EXEMPT_USES: Readonly<Record<string, FopExemption>> = {
  shipping_container: { cite: P('(5)(a)'), text: 'shipping container not sold as one unit to a consumer' },
  restaurant_portion: {
    cite: P('(5)(c)'),
    text: 'individual portion served solely by a restaurant with meals or snacks',
  },
  institutional: {
    cite: P('(5)(d)'),
    text: 'ready-to-serve multiple-serving product solely for a commercial or industrial enterprise or an institution',
  },
  manufacturing_ingredient: {
    cite: P('(5)(e)'),
    text: 'solely an ingredient for manufacture or food preparation by an enterprise or institution',
  },
  military_ration: { cite: P('(5)(j)'), text: 'individual military ration' },
};

/** (5)(g)–(i) and the 2025 coconut policy: full exemptions by the kind of food (from the category row). */
export const FOP_EXEMPT_KINDS: Readonly<Partial<Record<CfiaFopKind, FopExemption>>> = {
  sweetening_agent: { cite: P('(5)(g)'), text: 'sweetening agent sold as such' },
  salt: { cite: P('(5)(h)'), text: 'table or seasoning salt' },
  fat_oil: { cite: P('(5)(i)'), text: 'fat or oil, butter, ghee or margarine sold as such' },
  fresh_coconut: {
    cite: 'Health Canada interim policy statement on certain front-of-package requirements (2025-03-06)',
    text: 'fresh single-ingredient coconut',
  },
};

/** (13)(a)–(g) and (13.01): exempt from the symbol while exempt from the Nutrition Facts table. */
export const FOP_EXEMPT_NFT: Readonly<Record<string, FopExemption & { readonly maxSurfaceCm2?: number }>> = {
  alcoholic_beverage: { cite: P('(13)(a)'), text: 'beverage with more than 0.5 % alcohol' },
  raw_meat_not_ground: { cite: P('(13)(b)'), text: 'raw single-ingredient meat or poultry, not ground' },
  raw_fish: { cite: P('(13)(c)'), text: 'raw single-ingredient marine or fresh water animal product' },
  prepared_in_store: { cite: P('(13)(d)'), text: 'sold only where it is prepared and processed' },
  roadside_stand: {
    cite: P('(13)(e)'),
    text: 'sold only at a road-side stand, craft show, market or sugar bush by its maker',
  },
  immediate_consumption: { cite: P('(13)(f)'), text: 'individual serving sold for immediate consumption' },
  store_packaged_sticker: {
    cite: P('(13)(g)'),
    text: 'sold only where it is packaged, labelled with a sticker, display surface < 200 cm²',
    maxSurfaceCm2: 200,
  },
  raw_meat_ground: { cite: P('(13.01)'), text: 'raw single-ingredient ground meat or poultry' },
};

/** Display-surface limits (cm²): (5)(b) always exempt below 15; (13)(h) below 100 unless a table is required. */
export const FOP_SURFACE_LIMITS = { full: 15, nftExempt: 100 } as const;

/** (15): products that must not carry the symbol. */
export const FOP_PROHIBITED: Readonly<Record<string, FopExemption>> = {
  infants_6_to_12_months: { cite: P('(15)(a)'), text: 'solely for infants 6 months to 1 year' },
  human_milk_fortifier: { cite: P('(15)(b)'), text: 'human milk fortifier' },
  human_milk_substitute: { cite: P('(15)(c)'), text: 'human milk substitute' },
  formulated_liquid_diet: { cite: P('(15)(d)'), text: 'formulated liquid diet' },
  meal_replacement: { cite: P('(15)(e)'), text: 'meal replacement' },
  nutritional_supplement: { cite: P('(15)(f)'), text: 'nutritional supplement' },
  protein_restricted_diet: { cite: P('(15)(g)'), text: 'food for protein-restricted diets' },
  amino_acid_restricted_diet: { cite: P('(15)(h)'), text: 'food for low (amino acid) diets' },
  very_low_energy_diet: { cite: P('(15)(i)'), text: 'food for a very low energy diet' },
};

/** Plain ingredients that keep an exemption, per nutrient, by the paragraph that lists them. */
interface KeepList {
  readonly cite: string;
  readonly keeps: Readonly<Record<FopNutrient, readonly IngredientClass[]>>;
}

/** (7) for saturated fat and sodium, (8) for sugars: the list of (6). */
const KEEP_6: KeepList = {
  cite: P('(7)–(8)'),
  keeps: {
    saturated_fat: ['fruit_vegetable', 'milk', 'whole_egg', 'nut_seed', 'vegetable_marine_oil', 'fish'],
    sodium: ['fruit_vegetable', 'milk', 'whole_egg', 'nut_seed', 'vegetable_marine_oil', 'fish'],
    total_sugars: ['fruit_vegetable', 'milk', 'nut_seed', 'dairy', 'milk_ingredient', 'grain', 'legume'],
  },
};

/** (9)(a) for saturated fat, (9)(b) for sugars: the list for cheese and yogurt. */
const KEEP_9: KeepList = {
  cite: P('(9)(a)–(b)'),
  keeps: {
    saturated_fat: ['milk', 'milk_ingredient', 'nut_seed', 'vegetable_marine_oil', 'fish'],
    sodium: [], // (11) has no ingredient condition; yogurt has no sodium exemption
    total_sugars: ['fruit_vegetable', 'milk', 'milk_ingredient', 'dairy', 'grain', 'legume', 'nut_seed'],
  },
};

/** Classes kept only when less than 30 % of their fat is saturated ((6)(d)–(f), (7)(d)–(f), (9)(a)(iii)–(v)). */
const UNDER_30_PERCENT_SAT: ReadonlySet<IngredientClass> = new Set([
  'nut_seed',
  'vegetable_marine_oil',
  'fish',
]);
/** (9)(b)(v): nuts or seeds keep the cheese/yogurt sugars exemption whatever their fat. */
const SAT_LIMIT = 0.3;

/** A nutrient-specific exemption: which nutrients, which ingredients keep it, its conditions. */
export interface NutrientExemptionRow {
  readonly cite: string;
  readonly text: string;
  readonly nutrients: readonly FopNutrient[];
  /** Ingredients that keep it; absent: no ingredient condition ((11)). */
  readonly keep?: KeepList;
  /** The product's own fat must be < 30 % saturated ((6)(d), (f)). */
  readonly productUnder30PercentSat?: boolean;
  /** The calcium condition of (12) (and of the 2024 marketing authorization). */
  readonly calcium?: boolean;
  /** The section of the marketing authorization SOR/2024-89 that lowers this row's calcium condition. */
  readonly calciumAuthorization?: string;
}

/**
 * Marketing Authorization to Permit a Lower Calcium Threshold for Exemptions from the Requirement
 * for Prepackaged Products to Carry a Nutrition Symbol in the Case of Cheese, Yogurt, Kefir and
 * Buttermilk, SOR/2024-89 (registered 2024-05-15, Canada Gazette II 2024-06-05) ✔ read in full:
 * s. 2 for (9) (saturated fat and sugars: cheese, yogurt incl. drinkable, kefir, buttermilk made
 * from dairy products), s. 3 for (11) (sodium: cheese); each "5% or more of the daily value for
 * calcium per serving of stated size or per reference amount, whichever is greater".
 */
const MA_2024_89 = (section: string) => `Marketing Authorization SOR/2024-89, s. ${section}`;

/** (6), (9), (11): nutrient-specific exemptions by the kind of food. */
export const FOP_NUTRIENT_EXEMPTIONS: Readonly<
  Partial<Record<CfiaFopKind, readonly NutrientExemptionRow[]>>
> = {
  fruit_vegetable: [
    {
      cite: P('(6)(a)'),
      text: 'whole or cut fruits or vegetables',
      nutrients: ['saturated_fat', 'total_sugars', 'sodium'],
      keep: KEEP_6,
    },
  ],
  milk: [
    { cite: P('(6)(b)'), text: 'milk', nutrients: ['saturated_fat', 'total_sugars', 'sodium'], keep: KEEP_6 },
  ],
  whole_egg: [
    { cite: P('(6)(c)'), text: 'whole eggs', nutrients: ['saturated_fat', 'sodium'], keep: KEEP_6 },
  ],
  nut_seed: [
    {
      cite: P('(6)(d)'),
      text: 'nuts, seeds or their butters, < 30 % of fat saturated',
      nutrients: ['saturated_fat', 'total_sugars', 'sodium'],
      keep: KEEP_6,
      productUnder30PercentSat: true,
    },
  ],
  fish: [
    {
      cite: P('(6)(f)'),
      text: 'marine or fresh water animal products, < 30 % of fat saturated',
      nutrients: ['saturated_fat', 'sodium'],
      keep: KEEP_6,
      productUnder30PercentSat: true,
    },
  ],
  cheese: [
    {
      cite: P('(9), (12)'),
      text: 'cheese meeting the calcium condition',
      nutrients: ['saturated_fat', 'total_sugars'],
      keep: KEEP_9,
      calcium: true,
      calciumAuthorization: MA_2024_89('2(2)'),
    },
    {
      cite: P('(11), (12)'),
      text: 'cheese meeting the calcium condition',
      nutrients: ['sodium'],
      calcium: true,
      calciumAuthorization: MA_2024_89('3(2)'),
    },
  ],
  yogurt: [
    {
      cite: P('(9), (12)'),
      text: 'yogurt, kefir or buttermilk meeting the calcium condition',
      nutrients: ['saturated_fat', 'total_sugars'],
      keep: KEEP_9,
      calcium: true,
      calciumAuthorization: MA_2024_89('2(2)'),
    },
  ],
};

/**
 * The calcium condition of (12) (% DV of calcium on the greater of serving and reference amount),
 * and the marketing authorization SOR/2024-89 that accepts ≥ 5 % DV at any reference amount for
 * cheese and yogurt (its section per row: `calciumAuthorization`).
 */
export const FOP_CALCIUM_CONDITION = [
  { cite: P('(12)(a)'), smallReferenceAmount: true, minPercent: 10 },
  { cite: P('(12)(b)'), smallReferenceAmount: false, minPercent: 15 },
  {
    cite: MA_2024_89('2(2), 3(2)'),
    smallReferenceAmount: undefined,
    minPercent: 5,
  },
] as const;

/** (10): coconut is not "fruit" for (6)(a) and (7)(a). */
const COCONUT = /coconut|noix de coco/i;

/**
 * Whether an ingredient keeps the exemption for a nutrient: it does not contain the nutrient
 * (no data counts as none, as in the totals), or it is one of the plain foods of the list.
 */
function ingredientKeeps(
  ingredient: ResolvedIngredient,
  nutrient: FopNutrient,
  keep: KeepList,
  sugarsOf9: boolean,
): boolean {
  const amount = ingredient.nutrients[nutrient];
  if (amount === undefined || amount <= 0) return true;
  const cls = ingredient.canadaClass;
  if (cls === undefined || !keep.keeps[nutrient].includes(cls)) return false;
  if (cls === 'fruit_vegetable' && !sugarsOf9 && COCONUT.test(ingredient.name)) return false;
  if (UNDER_30_PERCENT_SAT.has(cls) && !(sugarsOf9 && nutrient === 'total_sugars')) {
    const fat = ingredient.nutrients.total_fat;
    const sat = ingredient.nutrients.saturated_fat;
    if (fat !== undefined && fat > 0 && sat !== undefined && sat / fat >= SAT_LIMIT) return false;
  }
  return true;
}

/**
 * (13.1)–(13.2) for a supplemented food under 100 cm²: exempt with a caution identifier (13.2);
 * without one, exempt unless it is the subject of a representation of B.29.018(2)(b) (13.1).
 * Either way (13)(h) is not read for it: the two paragraphs are the rule for supplemented foods.
 */
function supplementedFoodExemption(canada: CanadaInputs): { full?: FopExemption; notes: string[] } {
  if (canada.cautionIdentifier === true) {
    return {
      full: { cite: P('(13.2)'), text: 'supplemented food < 100 cm² carrying a caution identifier' },
      notes: [],
    };
  }
  if (canada.supplementedFoodRepresentation === true) {
    return {
      notes: [
        `${P('(13.1)–(13.2)')}: not exempt, a supplemented food that is the subject of a representation of ` +
          'B.29.018(2)(b) needs a supplemented food caution identifier (13.2).',
      ],
    };
  }
  const full = {
    cite: P('(13.1)'),
    text: 'supplemented food < 100 cm² (no representation of B.29.018(2)(b))',
  };
  return canada.supplementedFoodRepresentation === false
    ? { full, notes: [] }
    : {
        full,
        notes: [
          `${P('(13.1)')}: assumed no representation of B.29.018(2)(b) on the label or in advertising ` +
            '(recipe.canada.supplementedFoodRepresentation); with one, only a caution identifier exempts (13.2).',
        ],
      };
}

/** The foods of (6)(a)–(f), as ingredient classes. */
const FOODS_OF_6: ReadonlySet<IngredientClass> = new Set([
  'fruit_vegetable',
  'milk',
  'whole_egg',
  'nut_seed',
  'vegetable_marine_oil',
  'fish',
]);

/**
 * (6)(g): a product that combines foods of (6)(a) to (f) (e.g. trail mix of nuts and dried fruit,
 * sardines in olive oil, mixed cut fruit; CA-FOP §5.3.2) when its category names no kind. It is
 * one when its classed ingredients are of at least two of those foods and each is such a food
 * (coconut is not fruit, (10); nuts, oils and fish under 30 % saturated). Ingredients without a
 * class may be there: each nutrient's exemption is then kept or lost by (7)–(8) as for (a)–(f).
 */
function combinationOf6(
  ingredients: readonly ResolvedIngredient[] | undefined,
): readonly NutrientExemptionRow[] | undefined {
  const classes = new Set<IngredientClass>();
  for (const i of ingredients ?? []) {
    const cls = i.canadaClass;
    if (cls === undefined) continue;
    if (!FOODS_OF_6.has(cls)) return undefined;
    if (cls === 'fruit_vegetable' && COCONUT.test(i.name)) return undefined;
    const fat = i.nutrients.total_fat;
    const sat = i.nutrients.saturated_fat;
    if (UNDER_30_PERCENT_SAT.has(cls) && fat !== undefined && fat > 0 && (sat ?? 0) / fat >= SAT_LIMIT)
      return undefined;
    classes.add(cls);
  }
  if (classes.size < 2) return undefined;
  return [
    {
      cite: P('(6)(g)'),
      text: 'combination of foods of (6)(a)–(f)',
      nutrients: ['saturated_fat', 'total_sugars', 'sodium'],
      keep: KEEP_6,
    },
  ];
}

/** What the exemptions decided. */
export interface FopExemptionDecision {
  /** A full exemption, or the prohibition of (15) (then `prohibited`). */
  readonly full?: FopExemption;
  readonly prohibited?: boolean;
  /** Nutrients exempt, each with its paragraph. */
  readonly nutrients: Partial<Record<FopNutrient, FopExemption>>;
  /** Exemptions lost or not met, and facts not checked, with their paragraph. */
  readonly notes: string[];
}

/** What the exemption decision reads. */
export interface FopExemptionFacts {
  readonly kind?: CfiaFopKind;
  readonly canada?: CanadaInputs;
  readonly ingredients?: readonly ResolvedIngredient[];
  /** Product amounts per serving (unrounded). */
  readonly satPerServing?: number;
  readonly fatPerServing?: number;
  /** % DV of calcium on the greater of serving and reference amount, from the declared amount. */
  readonly calciumPercent?: number;
  /** Reference amount ≤ 30 g or 30 mL. */
  readonly smallReferenceAmount: boolean;
}

const NONE: FopExemptionDecision = Object.freeze({ nutrients: Object.freeze({}), notes: [] });

/**
 * Decides the exemptions of B.01.350(5)–(15) that apply to a product.
 *
 * @example decideFopExemptions({ kind: 'salt', smallReferenceAmount: true }).full?.cite // "FDR B.01.350(5)(h)"
 */
export function decideFopExemptions(facts: FopExemptionFacts): FopExemptionDecision {
  const { canada, kind } = facts;
  if (canada === undefined && kind === undefined && !facts.ingredients?.some((i) => i.canadaClass))
    return NONE;
  const notes: string[] = [];
  const solely = canada?.solelyFor;
  if (solely !== undefined && Object.hasOwn(FOP_PROHIBITED, solely)) {
    return { full: FOP_PROHIBITED[solely]!, prohibited: true, nutrients: {}, notes };
  }
  const use = canada?.use;
  if (use !== undefined && Object.hasOwn(FOP_EXEMPT_USES, use))
    return { full: FOP_EXEMPT_USES[use]!, nutrients: {}, notes };
  const surface = canada?.availableDisplaySurfaceCm2;
  if (surface !== undefined && surface < FOP_SURFACE_LIMITS.full) {
    return { full: { cite: P('(5)(b)'), text: 'available display surface < 15 cm²' }, nutrients: {}, notes };
  }
  if ((kind === 'milk' || kind === 'cream') && canada?.refillableGlass === true) {
    return {
      full: { cite: P('(5)(f)'), text: 'milk or cream in a refillable glass container' },
      nutrients: {},
      notes,
    };
  }
  const byKind = kind === undefined ? undefined : FOP_EXEMPT_KINDS[kind];
  if (byKind !== undefined) return { full: byKind, nutrients: {}, notes };
  const nft = canada?.nftExemption;
  if (nft !== undefined && Object.hasOwn(FOP_EXEMPT_NFT, nft)) {
    const row = FOP_EXEMPT_NFT[nft]!;
    if (canada?.nftRequired === true) {
      notes.push(`${row.cite}: lost, the product must carry a Nutrition Facts table (B.01.401(3)).`);
    } else if (row.maxSurfaceCm2 !== undefined && !(surface !== undefined && surface < row.maxSurfaceCm2)) {
      notes.push(
        `${row.cite}: needs an available display surface under ${row.maxSurfaceCm2} cm² (recipe.canada.availableDisplaySurfaceCm2).`,
      );
    } else {
      return { full: row, nutrients: {}, notes };
    }
  }
  if (surface !== undefined && surface < FOP_SURFACE_LIMITS.nftExempt) {
    if (canada?.supplementedFood === true) {
      const supplemented = supplementedFoodExemption(canada);
      if (supplemented.full !== undefined)
        return { full: supplemented.full, nutrients: {}, notes: [...notes, ...supplemented.notes] };
      notes.push(...supplemented.notes);
    } else if (canada?.nftRequired === true) {
      notes.push(`${P('(13)(h)')}: lost, the product must carry a Nutrition Facts table.`);
    } else {
      return {
        full: { cite: P('(13)(h)'), text: 'available display surface < 100 cm²' },
        nutrients: {},
        notes,
      };
    }
  }
  const rows = kind === undefined ? combinationOf6(facts.ingredients) : FOP_NUTRIENT_EXEMPTIONS[kind];
  if (rows === undefined) return notes.length === 0 ? NONE : { nutrients: {}, notes };
  const nutrients: Partial<Record<FopNutrient, FopExemption>> = {};
  for (const r of rows) {
    if (r.productUnder30PercentSat && facts.fatPerServing !== undefined && facts.fatPerServing > 0) {
      if ((facts.satPerServing ?? 0) / facts.fatPerServing >= SAT_LIMIT) {
        notes.push(`${r.cite}: not met, 30 % or more of the fat is saturated.`);
        continue;
      }
    }
    let calciumCite: string | undefined;
    if (r.calcium) {
      const percent = facts.calciumPercent ?? 0;
      for (const c of FOP_CALCIUM_CONDITION) {
        if (c.smallReferenceAmount !== undefined && c.smallReferenceAmount !== facts.smallReferenceAmount)
          continue;
        if (percent >= c.minPercent - 1e-9) {
          calciumCite = c.smallReferenceAmount === undefined ? (r.calciumAuthorization ?? c.cite) : c.cite;
          break;
        }
      }
      if (calciumCite === undefined) {
        notes.push(
          `${r.cite}: not met, calcium ${round1(percent)} % DV is under the condition of (12) and of the marketing authorization SOR/2024-89 (5 %).`,
        );
        continue;
      }
    }
    const keep = r.keep;
    const sugarsOf9 = keep === KEEP_9;
    for (const n of r.nutrients) {
      const lostBy =
        keep === undefined
          ? undefined
          : facts.ingredients?.find((i) => !ingredientKeeps(i, n, keep, sugarsOf9));
      if (lostBy !== undefined && keep !== undefined) {
        notes.push(
          `${r.cite}: lost for ${n} by "${lostBy.name}" (not an ingredient of ${keep.cite}; set ingredient.canadaClass for plain foods).`,
        );
        continue;
      }
      nutrients[n] ??= {
        cite: calciumCite === undefined ? r.cite : `${r.cite}; ${calciumCite}`,
        text: r.text,
      };
    }
  }
  return { nutrients, notes };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
