/**
 * The shape of a generated label (api.md §4). Every regulation produces this shape.
 *
 * @module
 */
import type { NutrientKey, NutrientUnit } from '../nutrients/catalog';
import type { RegulationId } from '../regulations';
import type { HsrCategory, HsrProduct } from '../regulations/anz/health-star-tables';
import type { StepTaken } from '../rounding/rounding-rule';
import type { BasisWord } from './columns';

/** The regulatory formats the engine produces (the keys of the registry, `regulations/index.ts`). */
export type { RegulationId, StepTaken };

/**
 * How a %DV / %RI / NRV% was computed (api.md §14): `amountUsed / reference × 100`, then the step.
 */
export interface PercentExplanation {
  /** The daily value, reference intake or NRV, in the row's unit. */
  readonly reference: number;
  /** Where the reference value comes from. */
  readonly referenceSource?: string;
  /** Whether the % was computed from the exact (`unrounded`) or the declared (`rounded`) amount. */
  readonly from: 'unrounded' | 'rounded';
  /** The amount divided by `reference` (CFIA saturated fat: declared saturated + trans). */
  readonly amountUsed: number;
  /** `amountUsed / reference × 100` before rounding; the step is applied to it. */
  readonly percent: number;
  readonly rule: string;
  readonly step: string;
  readonly how: StepTaken;
}

/** Why one column of a row prints what it prints (api.md §14). */
export interface ValueExplanation {
  /** The exact amount of this column before rounding. */
  readonly amount: number;
  /** The rule and its citation, e.g. "21 CFR 101.9(c)(2)". */
  readonly rule: string;
  /** The step taken in words, e.g. "0.5 to < 5 g: nearest 0.5 g". */
  readonly step: string;
  /** The number the step was applied to when it is not `amount` (China energy: Σ declared value × factor). */
  readonly appliedTo?: number;
  /** The same step as data: applying it to `appliedTo ?? amount` gives the declared value. */
  readonly how: StepTaken;
  /** The % of this column, where one is printed. */
  readonly dailyValue?: PercentExplanation;
}

/** A declared (rounded) amount and the exact string printed for it. */
export interface DeclaredAmount {
  /** Declared value after the regulation's rounding; for a "less than" declaration, the bound (e.g. 1 for "<1g"). */
  readonly value: number;
  /** Exactly what the printed label shows, e.g. "8g", "<1g", "0mg", "230". */
  readonly display: string;
  /** True when the label says "less than" (`value` is then the bound). */
  readonly lessThan: boolean;
}

/** A row's amount in a column besides the serving one (label/columns.ts). */
export interface ColumnCell {
  readonly value: number | null;
  readonly display: string;
  readonly dailyValue: number | null;
  /** With `explain`: why this column prints what it prints. */
  readonly explain?: ValueExplanation;
}

/** One nutrient row of a label. */
export interface LabelNutrient {
  readonly key: NutrientKey;
  readonly name: string;
  /** Second-language or English name where the format prints another language (CFIA French, China English). */
  readonly altName?: string;
  readonly unit: NutrientUnit;
  /** Exact per-serving amount before rounding. */
  readonly amount: number;
  /** Declared per-serving value, rounded per the regulation; null where the row shows no amount. */
  readonly value: number | null;
  readonly display: string;
  /** %DV / %RI / NRV%, rounded per the regulation; null where the format shows none. */
  readonly dailyValue: number | null;
  readonly indent: 0 | 1 | 2;
  /** EU/China: the per-100 g (or 100 ml) column. */
  readonly per100?: ColumnCell;
  /** FDA dual columns (101.9(b)(12)(i)): the whole package, rounded on its own amount. */
  readonly perContainer?: ColumnCell;
  /** FDA 101.9(b)(6): per the RACC beside a single-serving container's column, rounded on its own amount. */
  readonly perRacc?: ColumnCell;
  /** FDA 101.9(h)(4): per serving of the food as prepared, rounded on its own amount. */
  readonly prepared?: ColumnCell;
  /** With `explain` (api.md §14): why the (per-serving) value and % print what they print. */
  readonly explain?: ValueExplanation;
}

/** The nutrition panel part of a label. */
export interface LabelPanel {
  readonly regulation: RegulationId;
  readonly title: string;
  /** Seed format: number of grams followed by g, e.g. "55g". */
  readonly servingSize: string;
  readonly servingSizeText?: string;
  readonly servingsPerContainer: number | string;
  /** The printed columns in print order (api.md §12). */
  readonly basis: readonly BasisWord[];
  /** The grams of the `racc` column (FDA 101.9(b)(6)), present when it is printed, e.g. "240g". */
  readonly raccServing?: string;
  /** The serving of the food as prepared (FDA 101.9(h)(4)), present with a `prepared` column, e.g. "71g". */
  readonly preparedServingSize?: string;
  /** The heading of the `prepared` column, where the format prints one (CFIA B.01.406(5)(a)(i) "about 1 cup prepared"). */
  readonly preparedServingSizeText?: string;
  readonly nutrients: readonly LabelNutrient[];
  /** The population applied (api.md §12), present when the request named one. */
  readonly population?: LabelPopulation;
  /** The language(s) printed (api.md §12), present when the request named one. */
  readonly language?: LabelLanguage;
  /** The display drawn (api.md §12 `options.layout`), present when the request named one. */
  readonly layout?: LabelLayoutName;
  /**
   * The package's available label surface in square inches (api.md §12 `options.labelSurfaceSquareInches`),
   * present when the request gave one: the tabular displays are drawn in the type it calls for.
   */
  readonly labelSurfaceSquareInches?: number;
  /**
   * The simplified format's statement (FDA 101.9(f)(4)), e.g. "Not a significant source of saturated fat,
   * trans fat, …": the listed nutrients of 101.9(f) present in insignificant amounts and left off.
   */
  readonly notSignificantSource?: string;
}

/** The displays of api.md §12 `options.layout` (FDA 101.9(d), (d)(11), (j)(13)(ii)(A), (f)). */
export type LabelLayoutName = 'vertical' | 'tabular' | 'linear' | 'simplified';

/** The languages of api.md §12 `options.language` (FDA 101.15(c)). */
export type LabelLanguage = 'en' | 'es' | 'en-es';

/** The populations of api.md §12 `options.population`. */
export type LabelPopulation = 'general' | 'children_1_3' | 'infants_7_12m';

/** Where a claim's nutrient amounts were taken from. */
export type ClaimBasis = 'racc' | 'serving' | '100g' | '100ml';

/** A nutrient content claim, e.g. "Low fat". */
export interface NutrientClaim {
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
  readonly basis: ClaimBasis;
  /** Statements the claim must carry, e.g. "See nutrition information for sodium content." */
  readonly conditions?: readonly string[];
  /** With `explain` (api.md §14): the rule, and each threshold with the amount it was decided on. */
  readonly explain?: ClaimExplanation;
}

/** Why a claim holds: its rule and, on its basis, every condition of the alternative that held. */
export interface ClaimExplanation {
  readonly rule: string;
  readonly basis: ClaimBasis;
  readonly conditions: readonly {
    /** What was measured, e.g. "total_fat", "% energy from protein". */
    readonly measure: string;
    readonly op: '<' | '≤' | '≥' | '>';
    readonly threshold: number;
    /** The exact amount on the basis (unrounded). */
    readonly amount: number;
  }[];
}

/** Why a front-of-pack scheme shows what it shows: the threshold, the basis and each amount tested. */
export interface FrontOfPackExplanation {
  readonly rule: string;
  /** The threshold, in % of the daily value. */
  readonly threshold: number;
  /** Grams the amounts were taken on, e.g. max(serving, reference amount). */
  readonly basisGrams: number;
  readonly tested: readonly {
    readonly key: NutrientKey;
    /** % of the daily value on the basis (from the declared amount). */
    readonly amount: number;
    readonly high: boolean;
    /** At or over the threshold but exempt, with the paragraph that exempts it. */
    readonly exempt?: { readonly cite: string; readonly text: string };
  }[];
  /** The exemption (or prohibition) that takes the whole scheme away, when one applies. */
  readonly exemptAll?: { readonly cite: string; readonly text: string };
}

/** An authorized health claim. */
export interface HealthClaim {
  readonly id: string;
  readonly text: string;
  readonly nutrients: readonly NutrientKey[];
  /** The regulation clause, e.g. "21 CFR 101.74". */
  readonly citation?: string;
}

/** A structure/function statement. */
export interface StructureFunctionClaim {
  readonly id: string;
  readonly text: string;
  readonly nutrient: NutrientKey;
}

/** Allergens found in a recipe and the statement to print. */
export interface AllergenResult {
  /** Allergen keys (e.g. "wheat", "milk", "tree_nuts"), in declaration order. */
  readonly detected: readonly string[];
  /** "Contains: Wheat, Milk." or "" when nothing was detected. */
  readonly declaration: string;
  /** The statement in the format's second language: CFIA French ("Contient : Lait, Blé."), China ("含有小麦、乳成分。"). */
  readonly altDeclaration?: string;
  /** For each detected allergen, the ingredient names that brought it. */
  readonly sources: Readonly<Record<string, readonly string[]>>;
  /** With `explain` (api.md §14): each allergen with the ingredient and the word that brought it. */
  readonly explain?: readonly AllergenExplanation[];
}

/** Why an allergen is declared: the ingredient, and the word of its name (or of its `allergens`) that named it. */
export interface AllergenExplanation {
  readonly allergen: string;
  readonly ingredient: string;
  readonly word: string;
  /** `name`: the lexicon matched `word` in the ingredient's name; `allergens`: its `allergens` field said so. */
  readonly from: 'name' | 'allergens';
}

/** A front-of-pack level: green, amber and red on the UK traffic light. */
export type FrontOfPackLevel = 'low' | 'medium' | 'high';

/** One element of a front-of-pack scheme, e.g. the "Sodium" bar of Canada's "High in" symbol. */
export interface FrontOfPackItem {
  readonly key: NutrientKey;
  readonly text: string;
  /** The text in the format's second language (CFIA French). */
  readonly altText?: string;
  /** The level shown; absent where the scheme gives the item no colour (UK energy). */
  readonly level?: FrontOfPackLevel;
  /** UK traffic light: the amount per 100 g/ml as declared, and its colour by the per-100 criteria. */
  readonly per100?: { readonly display: string; readonly level?: FrontOfPackLevel };
  /**
   * UK traffic light: the amount per portion as declared, its % of the reference intake, and
   * `high` when the portion criterion alone turns the item red.
   */
  readonly perPortion?: {
    readonly display: string;
    readonly percentRi: number | null;
    readonly high?: boolean;
  };
}

/** A precautionary legend of the Mexican front of pack (NOM-051 4.5.3.4). */
export interface FrontOfPackLegend {
  readonly key: 'sweeteners' | 'caffeine';
  readonly text: string;
}

/** The phase of a front-of-pack profile in force on a date. */
export interface FrontOfPackPhase {
  readonly number: number;
  /** First day (yyyy-mm-dd) of the phase. */
  readonly from: string;
  /** Last day (yyyy-mm-dd) of the phase; absent for the last phase. */
  readonly to?: string;
  readonly citation: string;
}

/** One component of a Health Star Rating: its amount per 100 g/mL, its points and the table row it fell in. */
export interface HealthStarComponent {
  readonly key:
    | 'energy_kj'
    | 'saturated_fat'
    | 'total_sugars'
    | 'sodium'
    | 'protein'
    | 'dietary_fiber'
    | 'fvnl';
  readonly kind: 'baseline' | 'modifying';
  /** The amount scored (kJ, g, mg or %), to 0.01. */
  readonly amount: number;
  readonly points: number;
  /** The row, e.g. "> 1005 kJ" or "≤ 335 kJ". */
  readonly row: string;
  /** False where the points do not count (protein under S5—5(2)). */
  readonly counted: boolean;
  readonly cite: string;
}

/** The Australian and New Zealand Health Star Rating (voluntary; api.md §13 `anz-health-star`). */
export interface HealthStarRating {
  readonly category: HsrCategory;
  /** 0.5 to 5 in halves. */
  readonly stars: number;
  /** Baseline points less the modifying points counted. */
  readonly score: number;
  readonly baselinePoints: number;
  readonly modifyingPoints: number;
  /** The components scored by the category, baseline first. */
  readonly components: readonly HealthStarComponent[];
  /**
   * The star row the score fell in, e.g. "score ≤ 2 → 3.5 stars (category 2)", or the automatic rating
   * of `product` ("plain water → 5 stars automatically …").
   */
  readonly starsRow: string;
  /** The product kind rated automatically (`recipe.hsrProduct`); the score is then shown, not used. */
  readonly product?: HsrProduct;
  /** The water added per 100 g (100 mL) as sold to rate the food as prepared (`recipe.hsrAddedWater`). */
  readonly addedWater?: number;
  /** Always true: the scheme is voluntary. */
  readonly voluntary: true;
}

/** A front-of-pack scheme and what it shows (api.md §13); `items` empty when nothing is to be shown. */
export interface FrontOfPack {
  readonly scheme: 'ca-high-in' | 'uk-traffic-light' | 'mx-warning-seals' | 'anz-health-star';
  readonly items: readonly FrontOfPackItem[];
  /** Mexico: the precautionary legends printed with the seals (sweeteners, caffeine), in print order. */
  readonly legends?: readonly FrontOfPackLegend[];
  /** Mexico: the phase of the nutrient profile the seals were decided by (chosen by the label's date). */
  readonly phase?: FrontOfPackPhase;
  /**
   * Mexico, when `options.principalDisplaySurfaceCm2` is given: how the seals are printed on that surface
   * (one seal each, or one seal with their number). Absent: one seal each.
   */
  readonly presentation?: FrontOfPackPresentation;
  /** Australia and New Zealand: the Health Star Rating (`items` is empty). */
  readonly rating?: HealthStarRating;
  /** The whole text, e.g. "High in Sat fat, Sodium / Élevé en Gras sat., Sodium"; "" when nothing is shown. */
  readonly text: string;
  /** The regulation that requires it, e.g. "FDR B.01.350". */
  readonly citation: string;
  /** With `explain` (api.md §14): the threshold, basis and amounts the items were decided on. */
  readonly explain?: FrontOfPackExplanation;
}

/** How Mexico's seals are printed on the principal display surface (NOM-051 4.5.3.4.2, api.md §13). */
export interface FrontOfPackPresentation {
  /** `individual`: one octagon per seal; `count`: one octagon with the number of seals (`items.length`). */
  readonly kind: 'individual' | 'count';
  /** The principal display surface the decision was made on, in cm². */
  readonly principalDisplaySurfaceCm2: number;
  readonly citation: string;
  /**
   * Where the seals go on that surface (NOM-051 4.5.3.4.6 ◐): `upper-right`, its upper right corner;
   * `anywhere`, any area of it (surfaces under 60 cm²). The legends go below the seals either way.
   */
  readonly placement: { readonly where: 'upper-right' | 'anywhere'; readonly citation: string };
}

/** The whole result of label generation (api.md §4 `data`). */
export interface LabelResult {
  readonly label: LabelPanel;
  readonly ingredientStatement: string;
  readonly allergens: AllergenResult;
  readonly claims: readonly NutrientClaim[];
  readonly healthClaims: readonly HealthClaim[];
  readonly structureFunctionClaims: readonly StructureFunctionClaim[];
  readonly warnings: readonly string[];
  /** Front-of-pack scheme (api.md §13), where the format has one. */
  readonly frontOfPack?: FrontOfPack;
  /** A bilingual label's ingredient statement in its second language (FDA `en-es`: "Ingredientes: …"). */
  readonly altIngredientStatement?: string;
}
