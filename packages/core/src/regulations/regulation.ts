/**
 * The `Regulation` interface: everything that differs between label formats, as data
 * plus the few functions that differ. The label engine (label/generate-label.ts) is
 * generic over it, the way date-fns is generic over a locale.
 *
 * @module
 */
import type { AllergenDetection } from '../allergens';
import type { AllergenProfile } from '../allergens/profile';
import type { BasisWord, ColumnId } from '../label/columns';
import type { LabelOutcome } from '../label/generate-label';
import type {
  FrontOfPack,
  HealthClaim,
  LabelLayoutName,
  LabelNutrient,
  LabelResult,
  NutrientClaim,
  PercentExplanation,
  RegulationId,
  StructureFunctionClaim,
  ValueExplanation,
} from '../label/types';
import type { NutrientKey, NutrientUnit, NutrientValues } from '../nutrients/catalog';
import type { ResolvedIngredient } from '../recipe/resolved-recipe';
import type { LabelLayout } from '../render/layout';
import type { Rounded } from '../rounding/rounding-rule';
import type { CanadaInputs, HsrInputs } from '../schemas/recipe';

/** One row of a label format, in print order. */
export interface LabelRowSpec {
  readonly key: NutrientKey;
  readonly name: string;
  readonly altName?: string;
  readonly indent: 0 | 1 | 2;
  /** Printed even when no ingredient gives the nutrient (then as 0, with a warning). */
  readonly mandatory: boolean;
  /** Unit printed on the label when it differs from the catalog unit (e.g. energy shown without unit). */
  readonly unit?: NutrientUnit;
  /** The unit as printed where the format names it apart (China: "微克视黄醇当量(μgRE)" for vitamin A). */
  readonly unitText?: string | undefined;
}

/** What the claim evaluators of a format receive. */
export interface ClaimInput {
  readonly perServing: NutrientValues;
  readonly per100g: NutrientValues;
  readonly servingSizeGrams: number;
  readonly category?: string;
  readonly form: 'solid' | 'liquid';
  readonly ingredientNames: readonly string[];
  /** g/ml of a liquid, when given: formats that judge claims per 100 ml convert with it (1 assumed when absent). */
  readonly densityGPerMl?: number;
  /** The ingredients with their weights and nutrients per 100 g (formats whose rules read ingredients). */
  readonly ingredients?: readonly ResolvedIngredient[];
  /** Grams in the package, when known (serving-size rules). */
  readonly packageGrams?: number;
  /** Mexico: the principal display surface in cm² (`options.principalDisplaySurfaceCm2`), when given. */
  readonly principalDisplaySurfaceCm2?: number;
  /** Canada's product facts the recipe cannot tell (api.md §3 `recipe.canada`). */
  readonly canada?: CanadaInputs;
  /**
   * Australia and New Zealand: the recipe's Health Star Rating fields as given (api.md §13), when any
   * is; the format decides whether they make a rating.
   */
  readonly hsr?: HsrInputs;
  /** With `explain` (api.md §14): formats with a front-of-pack scheme add its explanation. */
  readonly explain?: boolean;
}

/** What the claim evaluators of a format return. */
export interface ClaimOutput {
  readonly claims: readonly NutrientClaim[];
  readonly healthClaims: readonly HealthClaim[];
  readonly structureFunctionClaims: readonly StructureFunctionClaim[];
  readonly warnings: readonly string[];
  /** The format's front-of-pack scheme and what it shows (api.md §13), where the format has one. */
  readonly frontOfPack?: FrontOfPack;
}

/** What a format's {@link Regulation.reviewRows} sees of a label before its rows are built. */
export interface RowFacts {
  /** Unrounded amounts per serving by catalog slot (NaN: no data), after `derive`. */
  readonly perServing: readonly number[];
  /** Unrounded amounts per 100 g, or per 100 ml for liquids, by slot. */
  readonly per100: readonly number[];
  readonly form: 'solid' | 'liquid';
  /** Servings in the package, unrounded: at most 1 is a single-portion package. */
  readonly servings: number;
  /** Ingredients whose vitamin A RE was taken from their RAE (no `vitamin_a_re` given). */
  readonly vitaminAReFromRae: readonly string[];
}

/** Rows a format leaves off although an ingredient gives them, and why. */
export interface RowReview {
  readonly omit?: ReadonlySet<NutrientKey>;
  readonly warnings?: readonly string[];
}

/** The per-serving facts a format needs to build its header. */
export interface ServingFacts {
  readonly servingSizeGrams: number;
  /** Servings per container before any rounding. */
  readonly servings: number;
  readonly householdMeasure?: string;
  readonly form: 'solid' | 'liquid';
  /** g/ml of a liquid, when given (formats that print the serving in ml). */
  readonly densityGPerMl?: number;
}

/**
 * The unrounded amounts of the column being declared, for formats whose declaration of one
 * row depends on other rows or on the per-100 column (CFIA "free of" zero rules and the
 * saturated + trans %DV, China energy from declared values and zero limits judged per 100 g).
 */
export interface ColumnContext {
  /** Which kind of column is being declared (label/columns.ts). */
  readonly column: ColumnId;
  /** Unrounded amounts of this column (after `derive`). */
  readonly values: NutrientValues;
  /** Unrounded amounts per 100 g, or per 100 ml for liquids (after `derive`). */
  readonly per100: NutrientValues;
}

/** What decides the serving and the columns of a package (FDA 101.9(b)(6), (b)(12), (h)(4)). */
export interface PackageFacts {
  /** The RACC category key (`recipe.category`). */
  readonly category?: string | undefined;
  /** Grams in the package: servings per container × serving (the finished batch when not given). */
  readonly packageGrams: number;
  readonly servingGrams: number;
  /** `options.columns` (api.md §12). */
  readonly columns: 'auto' | 'single' | 'dual';
  /** The label carries an as-prepared column (`options.prepared`). */
  readonly asPrepared: boolean;
  /** The package's available label surface in in² (`options.labelSurfaceSquareInches`, FDA 101.9(b)(12)(i)(A)). */
  readonly labelSurfaceSquareInches?: number | undefined;
  /** Canada: facts of the product the recipe cannot tell (`recipe.canada`). */
  readonly canada?: CanadaInputs | undefined;
}

/** The serving and the columns a package gets. */
export interface PackagePlan {
  /** Grams in the serving the label is made for (the whole container of a single-serving container). */
  readonly servingGrams: number;
  /** The household measure of that serving, when the plan changed the serving. */
  readonly householdMeasure?: string;
  /** The printed columns, in print order. */
  readonly basis: readonly BasisWord[];
  /** Grams in the RACC when a `racc` column is printed. */
  readonly raccGrams?: number;
  /** Why the serving or the columns are not what the recipe or the request said, with the paragraph. */
  readonly warnings: readonly string[];
  /** Why a column asked for may not be printed for this food (the label is then refused), with the paragraph. */
  readonly refusals?: readonly { readonly path: string; readonly message: string }[];
}

/** The column options of api.md §12 a package plan may apply: `columns: "dual"` and `prepared`. */
export type ColumnOption = 'dual' | 'prepared';

/** The label options of api.md §12 a format may take (what the web app offers per format). */
export type LabelOptionName =
  | 'columns'
  | 'layout'
  | 'labelSurfaceSquareInches'
  | 'principalDisplaySurfaceCm2'
  | 'population'
  | 'language'
  | 'voluntary'
  | 'prepared';

/**
 * A regulatory label format: everything about it in one object, registered once in
 * `regulations/index.ts` (ids, aliases, lists and layouts are derived from that registry).
 */
export interface Regulation {
  readonly id: RegulationId;
  /** Display name, e.g. "FDA (United States)". */
  readonly name: string;
  /** Other names clients may send for it (lower case, api.md §4), e.g. `us`. */
  readonly aliases: readonly string[];
  /** The date (yyyy-mm-dd) of the ruleset the format implements (`provenance.rulesets`). */
  readonly ruleset: string;
  /**
   * The writing system the label prints in: PDF and PNG embed a Latin font only (Liberation Sans), so a
   * `han` label renders as SVG and HTML, never as PDF or PNG (api.md §12).
   */
  readonly script: 'latin' | 'han';
  /** The label options of api.md §12 the format takes. */
  readonly options: readonly LabelOptionName[];
  readonly title: string;
  readonly rows: readonly LabelRowSpec[];
  /** Which allergens it declares, in which order and words. */
  readonly allergens: AllergenProfile;
  /** Which columns the label prints. */
  readonly basis: readonly BasisWord[];
  /** How `/label/render` lays the label out. */
  layout(result: LabelResult): LabelLayout;
  /**
   * Optional: format-specific amounts derived from a column's unrounded amounts before rows are
   * built and claims evaluated (e.g. EU Annex XIV energy and available carbohydrate). Must be
   * linear in the amounts (the engine scales its result to 100 ml for liquids). The engine passes
   * a fresh object per column, which `derive` may fill in place and return (`_lib/engine-amounts.ts`
   * `deriveInPlace` says which keys it sets); column objects are not modified afterwards (formats may
   * cache per column object).
   */
  derive?(values: NutrientValues): NutrientValues;
  /** Declared amount for a nutrient (the regulation's rounding); `context` is the whole column. */
  declare(key: NutrientKey, amount: number, context?: ColumnContext): Rounded;
  /** The printed string of a declared amount. */
  display(row: LabelRowSpec, declared: Rounded, unit: NutrientUnit): string;
  /** %DV / %RI / NRV% for an unrounded amount, rounded per the format; null where none is shown. */
  percent(key: NutrientKey, amount: number, declared: Rounded, context?: ColumnContext): number | null;
  /**
   * With `explain` (api.md §14): the rule, citation and step that `declare` took for this amount, read
   * from the same rule table entry. Without it the engine explains nothing for the format's rows.
   */
  explainValue?(
    key: NutrientKey,
    amount: number,
    declared: Rounded,
    context?: ColumnContext,
  ): Omit<ValueExplanation, 'dailyValue'>;
  /** With `explain`: how `percent` computed the %; null where it printed none. */
  explainPercent?(
    key: NutrientKey,
    amount: number,
    declared: Rounded,
    context?: ColumnContext,
  ): PercentExplanation | null;
  /**
   * With `explain`: the claims of `claims(input)` with `explain` on each (threshold, basis, amount),
   * read from the same claim rule tables.
   */
  explainClaims?(claims: readonly NutrientClaim[], input: ClaimInput): readonly NutrientClaim[];
  /** The serving-size string shown beside the household measure, e.g. "55g". */
  servingSize(facts: ServingFacts): { readonly servingSize: string; readonly servingSizeText?: string };
  servingsPerContainer(servings: number): number | string;
  claims(input: ClaimInput): ClaimOutput;
  /**
   * Optional: a front-of-pack element that prints the declared rows (the UK traffic light), built
   * after the rows from them and the claim input; used when `claims` returned none.
   */
  frontOfPack?(rows: readonly LabelNutrient[], input: ClaimInput): FrontOfPack | undefined;
  /**
   * Optional, once per label before its rows are built: rows the regulation keeps off the label
   * although data exists (EU vitamins below a significant amount, a Canadian fatty-acid group
   * without all its members), and warnings on how rows are declared.
   */
  reviewRows?(facts: RowFacts): RowReview | undefined;
  /** The population whose daily values the format uses, where it is not the general one (api.md §12). */
  readonly population?: string;
  /** The language the format prints in, where it is not its own (api.md §12 `options.language`). */
  readonly language?: string;
  /**
   * Formats with populations or languages (FDA 101.9(c)(8)(i), 101.15(c)): the same format for the
   * population and language asked (api.md §12), or undefined when it has no such population or language.
   */
  withOptions?(options: {
    readonly population?: string;
    readonly language?: string;
    /** FDA 101.9(b)(12)(i): `dual` adds the per-container column. */
    readonly columns?: 'single' | 'dual';
  }): Regulation | undefined;
  /**
   * Formats with displays or voluntary rows to choose (FDA 101.9(c), (d)(11), (j)(13), (f)): the finished
   * label with the voluntary rows asked for and the display applied, or why the display is not allowed.
   */
  arrange?(result: LabelResult, choice: LabelArrangement): LabelOutcome;
  /**
   * Formats whose package decides the serving and the columns (FDA 101.9(b)(6), (b)(12)(i), (h)(4)).
   * Without it a format prints its own `basis` and takes neither `columns: "dual"` nor `prepared`.
   */
  packagePlan?(facts: PackageFacts): PackagePlan;
  /**
   * The displays (api.md §12 `options.layout`) that draw a label of two or more columns, each with the
   * paragraph showing it (FDA 101.9(e)(6)); another display asked for such a label is refused
   * (`layout_not_allowed`). Absent: the format's own panel only.
   */
  readonly columnedLayouts?: ColumnedLayouts;
  /**
   * Optional: the heading of the as-prepared column, from the serving as prepared and the household
   * measure of the serving of stated size (CFIA B.01.406(5)(a)(i) "about … prepared").
   */
  preparedServingText?(facts: ServingFacts): string;
  /**
   * With a package plan, the column options it applies (FDA both; CFIA `prepared`, FDR B.01.406(5)).
   * An option left out is refused (api.md §12, 40001).
   */
  readonly columnOptions?: readonly ColumnOption[];
  /**
   * With `prepared` among {@link columnOptions}: the paragraph of the as-prepared column, named in the
   * label's warnings about it (FDA 101.9(h)(4), CFIA B.01.406(5)).
   */
  readonly preparedColumnCite?: string;
  /** A format printing another language: its ingredient and "Contains" statements from the English ones. */
  readonly statements?: ((input: StatementInput) => LocalizedStatements) | undefined;
}

/** {@link Regulation.columnedLayouts}: the displays of two columns and the paragraphs that list them. */
export interface ColumnedLayouts {
  readonly displays: Readonly<Partial<Record<LabelLayoutName, string>>>;
  /** The paragraphs that show every display of two columns, named in a refusal. */
  readonly cite: string;
}

/**
 * Whether a format applies `columns: "dual"` or `prepared` (api.md §12): it has a package plan that
 * lists the option.
 *
 * @example appliesColumnOption(cfia, 'dual') // false
 */
export function appliesColumnOption(format: Regulation, option: ColumnOption): boolean {
  return format.packagePlan !== undefined && format.columnOptions?.includes(option) === true;
}

/**
 * What {@link Regulation.arrange} applies (api.md §12 `options.layout`, `options.labelSurfaceSquareInches`,
 * `options.voluntary`).
 */
export interface LabelArrangement {
  readonly layout?: LabelLayoutName;
  /** The package's available label surface in square inches (FDA 101.9(j)(13)(ii)); absent: not said. */
  readonly labelSurfaceSquareInches?: number;
  /** The voluntary rows to print; absent: every voluntary row with data. */
  readonly voluntary?: readonly NutrientKey[];
}

/** What {@link Regulation.statements} starts from. */
export interface StatementInput {
  readonly ingredients: readonly ResolvedIngredient[];
  readonly detection: AllergenDetection;
  /** The English ingredient statement the engine built. */
  readonly ingredientStatement: string;
}

/** The statements of a label in its language(s). */
export interface LocalizedStatements {
  readonly ingredientStatement: string;
  readonly declaration: string;
  /** The second language's statements of a bilingual label. */
  readonly altIngredientStatement?: string;
  readonly altDeclaration?: string;
}

/** A label row as built by the engine (re-exported for format modules). */
export type { LabelNutrient };
