/**
 * The label engine: resolved recipe + regulation → label result (api.md §4).
 * Pipeline (regulations-us.md §3): totals → per serving → declared amounts → %DV →
 * allergens → ingredient statement → claims. Nothing intermediate is rounded.
 *
 * @module
 */
import { buildIngredientStatement, detectAllergens } from '../allergens';
import { weightOrder } from '../allergens/detect-allergens';
import { explainAllergens } from '../allergens/explain-allergens';
import {
  NUTRIENT_SLOT,
  NUTRIENTS,
  type NutrientKey,
  type NutrientUnit,
  type NutrientValues,
} from '../nutrients/catalog';
import { type NutrientSlots, orZero, slotOf, slotsOf, valuesOf } from '../nutrients/nutrient-slots';
import type { ResolvedIngredient, ResolvedRecipe } from '../recipe/resolved-recipe';
import { scaleSlots, sumIngredients } from '../recipe/totals';
import { derivedKeysOf, type EngineClaimInput, type EngineColumn } from '../regulations/_lib/engine-amounts';
import {
  appliesColumnOption,
  type LabelRowSpec,
  type PackagePlan,
  type Regulation,
} from '../regulations/regulation';
import {
  fvnlIssue,
  hsrProductIssue,
  type LabelIssue,
  physicalLimitIssues,
  servingIssue,
} from './check-content';
import { type BasisWord, type ColumnField, EXTRA_COLUMN_KINDS } from './columns';
import { hsrInputOf } from './health-star-input';
import type {
  AllergenResult,
  ColumnCell,
  LabelLanguage,
  LabelLayoutName,
  LabelNutrient,
  LabelPanel,
  LabelPopulation,
  LabelResult,
  ValueExplanation,
} from './types';

export type { LabelIssue } from './check-content';

const COLUMN_CITATION = '21 CFR 101.9(b)(6), (b)(12)(i), (h)(4)';

/** A label, or the reasons the recipe cannot be labelled. */
export type LabelOutcome =
  | { readonly ok: true; readonly value: LabelResult }
  | { readonly ok: false; readonly issues: readonly LabelIssue[] };

/** Options of {@link generateLabel}. */
export interface GenerateOptions {
  /**
   * Adds `explain` to every row and column (api.md §14): the exact amount, the rule and citation,
   * the step taken and, for a %, the reference value. Off by default: the label is then unchanged.
   */
  readonly explain?: boolean;
  /**
   * The population whose daily values and label rules apply (api.md §12; FDA 101.9(c)(8)(i)).
   * `general` or absent: the format's own. A population the format does not have is a caller error
   * (the API refuses it with 40001 before).
   */
  readonly population?: LabelPopulation;
  /** The language(s) the label prints (api.md §12; FDA 101.15(c)); absent: the format's own. */
  readonly language?: LabelLanguage;
  /**
   * The columns of api.md §12, for formats with a package plan (FDA): `dual` asks for per container
   * beside per serving (101.9(b)(12)(i)), or per RACC beside a single-serving container ((b)(6));
   * `auto` applies (b)(12)(i); `single` or absent: per serving only. A single-serving container is
   * one serving whatever is asked ((b)(6)).
   */
  readonly columns?: 'auto' | 'single' | 'dual';
  /** What the directions add, for an "As Prepared" column (FDA 101.9(h)(4)). */
  readonly prepared?: PreparedAdditions;
  /**
   * The display (api.md §12; FDA 101.9(d)(11), (j)(13)(ii)(A), (f)); `simplified` may refuse the label
   * (`layout_not_allowed`). Absent: the format's own, and `label.layout` is not said.
   */
  readonly layout?: LabelLayoutName;
  /**
   * The package's available label surface in square inches (api.md §12; FDA 101.9(j)(13)(ii)): above
   * 40, the tabular displays take the type of (d)(11) and `linear` is refused (`layout_not_allowed`);
   * at 40 or less, `columns: "auto"` keeps one column (exempt, 101.9(b)(12)(i)(A)). Absent: the
   * small-package route is assumed for the displays, and no exemption for the columns.
   */
  readonly labelSurfaceSquareInches?: number;
  /**
   * Mexico: the principal display surface in cm² (api.md §12; NOM-051 4.5.3.4.2): at 40 or less the seals
   * are printed as one seal with their number (`frontOfPack.presentation`). Absent: one seal each.
   */
  readonly principalDisplaySurfaceCm2?: number;
  /** The voluntary rows to print (api.md §12); absent: every voluntary row with data. */
  readonly voluntary?: readonly NutrientKey[];
}

/** The additions of the directions to one package (api.md §12 `options.prepared`), resolved. */
export interface PreparedAdditions {
  readonly ingredients: readonly ResolvedIngredient[];
  /** Weight of the food as prepared ÷ weight of package and additions (default 1). */
  readonly yieldFactor?: number | undefined;
}

/**
 * Generates the label of a resolved recipe under one regulation.
 *
 * @example
 * const outcome = generateLabel(recipe, fda);
 * if (outcome.ok) console.log(outcome.value.label.nutrients[0].display); // "230"
 */
export function generateLabel(
  recipe: ResolvedRecipe,
  regulation: Regulation,
  options?: GenerateOptions,
): LabelOutcome {
  const population = options?.population;
  const language = options?.language;
  if (
    (population !== undefined && population !== 'general') ||
    (language !== undefined && language !== 'en')
  ) {
    const variant = regulation.withOptions?.({
      ...(population === undefined ? {} : { population }),
      ...(language === undefined ? {} : { language }),
    });
    if (variant === undefined)
      throw new RangeError(`${regulation.id} has no population ${population} or language ${language}`);
    regulation = variant;
  }
  const prepared = options?.prepared;
  const columnsAsked = options?.columns ?? 'single';
  if (columnsAsked === 'dual' && !appliesColumnOption(regulation, 'dual'))
    throw new RangeError(`${regulation.id} takes no dual columns`);
  if (prepared !== undefined && !appliesColumnOption(regulation, 'prepared'))
    throw new RangeError(`${regulation.id} takes no as-prepared column`);
  const explain = options?.explain === true && regulation.explainValue !== undefined;
  const issues = physicalLimitIssues(recipe);
  if (prepared !== undefined) {
    for (const issue of physicalLimitIssues({ ...recipe, ingredients: prepared.ingredients }))
      issues.push({ ...issue, path: `options.prepared.${issue.path}` });
  }
  const fvnl = fvnlIssue(recipe);
  if (fvnl) issues.push(fvnl);
  const product = hsrProductIssue(recipe);
  if (product) issues.push(product);
  if (issues.length > 0) return { ok: false, issues };

  const batch = sumIngredients(recipe.ingredients);
  const finishedWeightGrams = batch.rawWeightGrams * (recipe.yieldFactor ?? 1);
  const givenServing = recipe.servingSizeGrams;
  const tooLarge = servingIssue(givenServing, finishedWeightGrams);
  if (tooLarge) return { ok: false, issues: [tooLarge] };
  const packageGrams = (recipe.servingsPerContainer ?? finishedWeightGrams / givenServing) * givenServing;

  const form = recipe.form ?? 'solid';
  const warnings: string[] = [];
  // The package may make the serving (a single-serving container) and decide the columns.
  const packagePlan = regulation.packagePlan?.({
    category: recipe.category,
    packageGrams,
    servingGrams: givenServing,
    columns: columnsAsked,
    asPrepared: prepared !== undefined,
    labelSurfaceSquareInches: options?.labelSurfaceSquareInches,
    canada: recipe.canada,
  });
  if (packagePlan?.refusals !== undefined && packagePlan.refusals.length > 0)
    return {
      ok: false,
      issues: packagePlan.refusals.map((r) => ({ code: 'column_not_allowed', ...r })),
    };
  if (packagePlan !== undefined) {
    // Only some displays draw two columns (api.md §12; FDA 101.9(e)(6)): the others refuse such a label.
    const layout = options?.layout;
    const columned = regulation.columnedLayouts;
    if (
      layout !== undefined &&
      layout !== 'vertical' &&
      packagePlan.basis.length > 1 &&
      columned?.displays[layout] === undefined
    )
      return {
        ok: false,
        issues: [
          {
            code: 'layout_not_allowed',
            path: 'options.layout',
            message: `The ${layout} display is drawn with one column only; this label has ${packagePlan.basis.join(', ')} (${COLUMN_CITATION}). ${columned === undefined ? '' : `The displays of two columns are ${Object.keys(columned.displays).join(' and ')} (${columned.cite}). `}Ask for one of them, or columns "single" where the package allows it.`,
          },
        ],
      };
    regulation = withBasis(regulation, packagePlan.basis);
    warnings.push(...packagePlan.warnings);
  }
  const serving = packagePlan?.servingGrams ?? givenServing;
  const servings =
    serving === givenServing ? (recipe.servingsPerContainer ?? finishedWeightGrams / serving) : 1;
  const householdMeasure = serving === givenServing ? recipe.householdMeasure : packagePlan?.householdMeasure;
  // Columns are computed in slot arrays and handed to the format as objects; rows read the arrays.
  // Per serving and per 100 g are always computed (claims read both); the format's basis asks for
  // the printed columns (label/columns.ts).
  const plan = planOf(regulation);
  const servingColumn = column(batch.sums, serving / finishedWeightGrams, regulation, plan);
  const per100gColumn = column(batch.sums, 100 / finishedWeightGrams, regulation, plan);
  const perServing = servingColumn.values;
  const per100g = per100gColumn.values;
  const columnFacts = { servingGrams: serving, packageGrams, raccGrams: packagePlan?.raccGrams };
  const { kinds, fields, per100Index } = plan;
  const printed: Column[] = [];
  for (const kind of kinds) {
    const grams = kind.grams(columnFacts);
    const amounts =
      kind.asPrepared === true
        ? column(
            preparedPackage(batch.sums, packageGrams / finishedWeightGrams, prepared),
            grams / packageGrams,
            regulation,
            plan,
          )
        : grams === 100
          ? per100gColumn
          : column(batch.sums, grams / finishedWeightGrams, regulation, plan);
    printed.push(kind.perVolume ? perVolume(amounts, recipe, warnings) : amounts);
  }
  // The per-100 amounts every column is judged against: the printed per-100 column, else per 100 g.
  const per100OrPerGram = per100Index < 0 ? per100gColumn : printed[per100Index]!;
  const servingContext: EngineColumn = {
    column: 'serving',
    values: perServing,
    per100: per100OrPerGram.values,
    slots: servingColumn.slots,
    per100Slots: per100OrPerGram.slots,
  };
  const extras: EngineColumn[] = [];
  for (let i = 0; i < printed.length; i++) {
    extras.push({
      column: kinds[i]!.id,
      values: printed[i]!.values,
      per100: per100OrPerGram.values,
      slots: printed[i]!.slots,
      per100Slots: per100OrPerGram.slots,
    });
  }

  const review = regulation.reviewRows?.({
    perServing: servingColumn.slots,
    per100: per100OrPerGram.slots,
    form,
    servings,
    vitaminAReFromRae: batch.vitaminAReFromRae,
  });
  const omit = review?.omit;
  if (review?.warnings !== undefined) warnings.push(...review.warnings);

  const nutrients: LabelNutrient[] = [];
  const asPrepared = extras.find((extra) => extra.column === 'prepared');
  const rows = regulation.rows;
  const slots = rowSlots(rows);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const slot = slots[i]!;
    const given = servingColumn.slots[slot]!;
    const missing = Number.isNaN(given);
    if (missing && !row.mandatory) continue;
    if (omit?.has(row.key) === true && !row.mandatory) continue;
    if (missing) {
      warnings.push(`No ingredient gives ${row.name} data; it is declared as 0.`);
      // The additions alone may give it: the as-prepared column then shows theirs only.
      if (asPrepared !== undefined && !Number.isNaN(asPrepared.slots[slot]!))
        warnings.push(
          `The ${row.name} of the as-prepared column comes from the additions alone: the food as packaged gives no ${row.name} data${regulation.preparedColumnCite === undefined ? '' : ` (${regulation.preparedColumnCite})`}.`,
        );
    }
    const amount = missing ? 0 : given;
    const built = buildRow(regulation, row, slot, amount, servingContext, extras, fields);
    nutrients.push(
      explain ? explainRow(regulation, built, slot, amount, servingContext, extras, fields) : built,
    );
  }
  if (batch.energyDerivedFor.length > 0) {
    warnings.push(
      `Energy of ${batch.energyDerivedFor.join(', ')} was computed from protein, carbohydrate and fat with the general factors 4, 4 and 9 kcal/g because no energy value was given.`,
    );
  }

  const allergenIngredients = recipe.ingredients;
  const allergens = detectAllergens(allergenIngredients, regulation.allergens);
  warnings.push(...allergens.warnings);

  const claimInput: EngineClaimInput = {
    perServing,
    per100g,
    servingSizeGrams: serving,
    ...(recipe.category === undefined ? {} : { category: recipe.category }),
    form,
    ingredientNames: recipe.ingredients.map((i) => i.name),
    ingredients: recipe.ingredients,
    packageGrams,
    ...(options?.principalDisplaySurfaceCm2 === undefined
      ? {}
      : { principalDisplaySurfaceCm2: options.principalDisplaySurfaceCm2 }),
    ...(recipe.canada === undefined ? {} : { canada: recipe.canada }),
    ...hsrInputOf(recipe),
    amounts: { perServing: servingColumn.slots, per100g: per100gColumn.slots },
    ...(recipe.densityGPerMl === undefined ? {} : { densityGPerMl: recipe.densityGPerMl }),
    explain,
  };
  const claimOutput = regulation.claims(claimInput);
  warnings.push(...claimOutput.warnings);
  const frontOfPack = claimOutput.frontOfPack ?? regulation.frontOfPack?.(nutrients, claimInput);

  const size = regulation.servingSize({
    servingSizeGrams: serving,
    servings: finishedWeightGrams / serving,
    form,
    ...(householdMeasure === undefined ? {} : { householdMeasure }),
    ...(recipe.densityGPerMl === undefined ? {} : { densityGPerMl: recipe.densityGPerMl }),
  });

  const englishStatement = buildIngredientStatement(allergenIngredients, allergens, regulation.allergens, {
    sugarsPerServingGrams: perServing.total_sugars,
  });
  const localized = regulation.statements?.({
    ingredients: allergenIngredients,
    detection: allergens,
    ingredientStatement: englishStatement,
  });
  const ingredientStatement = localized?.ingredientStatement ?? englishStatement;
  const altDeclaration = localized === undefined ? allergens.altDeclaration : localized.altDeclaration;
  const allergenResult: AllergenResult = {
    detected: allergens.detected,
    declaration: localized?.declaration ?? allergens.declaration,
    ...(altDeclaration === undefined ? {} : { altDeclaration }),
    sources: allergens.sources,
  };
  const value: LabelResult = {
    label: withOptionsSaid(
      {
        regulation: regulation.id,
        title: regulation.title,
        ...size,
        servingsPerContainer: regulation.servingsPerContainer(servings),
        // A liquid's per-100 column is per 100 ml.
        basis:
          printed.length > 0
            ? regulation.basis.map((b) => (b === '100g' && form === 'liquid' ? '100ml' : b))
            : ['serving'],
        ...columnSizes(regulation, packagePlan, prepared, {
          serving,
          packageGrams,
          servings,
          form,
          householdMeasure,
          densityGPerMl: recipe.densityGPerMl,
        }),
        nutrients,
      },
      population,
      language,
    ),
    ingredientStatement,
    allergens: explain
      ? {
          ...allergenResult,
          explain: explainAllergens(
            allergenIngredients,
            regulation.allergens,
            weightOrder(allergenIngredients),
          ),
        }
      : allergenResult,
    claims: explain
      ? (regulation.explainClaims?.(claimOutput.claims, claimInput) ?? claimOutput.claims)
      : claimOutput.claims,
    healthClaims: claimOutput.healthClaims,
    structureFunctionClaims: claimOutput.structureFunctionClaims,
    warnings,
    ...(frontOfPack === undefined ? {} : { frontOfPack }),
    ...(localized?.altIngredientStatement === undefined
      ? {}
      : { altIngredientStatement: localized.altIngredientStatement }),
  };
  if (
    options?.layout === undefined &&
    options?.voluntary === undefined &&
    options?.labelSurfaceSquareInches === undefined
  )
    return { ok: true, value };
  if (regulation.arrange === undefined)
    throw new RangeError(`${regulation.id} has no layouts or voluntary rows to choose`);
  return regulation.arrange(value, {
    ...(options.layout === undefined ? {} : { layout: options.layout }),
    ...(options.labelSurfaceSquareInches === undefined
      ? {}
      : { labelSurfaceSquareInches: options.labelSurfaceSquareInches }),
    ...(options.voluntary === undefined ? {} : { voluntary: options.voluntary }),
  });
}

/**
 * The sizes the extra columns are given for: the RACC of a (b)(6) per-RACC column, and the serving of
 * the food as prepared, (package + additions) × yield ÷ servings (101.9(h)(4)).
 */
function columnSizes(
  regulation: Regulation,
  packagePlan: PackagePlan | undefined,
  prepared: PreparedAdditions | undefined,
  facts: {
    serving: number;
    packageGrams: number;
    servings: number;
    form: 'solid' | 'liquid';
    householdMeasure: string | undefined;
    densityGPerMl: number | undefined;
  },
): { raccServing?: string; preparedServingSize?: string; preparedServingSizeText?: string } {
  const sizeOf = (grams: number) =>
    regulation.servingSize({ servingSizeGrams: grams, servings: 1, form: facts.form }).servingSize;
  const racc = packagePlan?.raccGrams;
  const added = prepared?.ingredients.reduce((sum, i) => sum + i.weightGrams, 0);
  if (prepared === undefined || added === undefined)
    return racc === undefined ? {} : { raccServing: sizeOf(racc) };
  const preparedGrams =
    ((facts.packageGrams + added) * (prepared.yieldFactor ?? 1)) / (facts.packageGrams / facts.serving);
  const text = regulation.preparedServingText?.({
    servingSizeGrams: preparedGrams,
    servings: 1,
    form: facts.form,
    ...(facts.householdMeasure === undefined ? {} : { householdMeasure: facts.householdMeasure }),
    ...(facts.densityGPerMl === undefined ? {} : { densityGPerMl: facts.densityGPerMl }),
  });
  return {
    ...(racc === undefined ? {} : { raccServing: sizeOf(racc) }),
    preparedServingSize: sizeOf(preparedGrams),
    ...(text === undefined ? {} : { preparedServingSizeText: text }),
  };
}

/**
 * The nutrients of one package as prepared: the package's share of the batch (`packageShare`) plus what
 * the directions add. A nutrient neither gives stays unknown.
 */
function preparedPackage(
  batchSums: NutrientSlots,
  packageShare: number,
  prepared: PreparedAdditions | undefined,
): NutrientSlots {
  if (prepared === undefined) throw new RangeError('an as-prepared column needs options.prepared');
  const slots = scaleSlots(batchSums, packageShare);
  const added = sumIngredients(prepared.ingredients).sums;
  for (let i = 0; i < slots.length; i++) {
    const a = slots[i]!;
    const b = added[i]!;
    slots[i] = Number.isNaN(a) && Number.isNaN(b) ? Number.NaN : orZero(a) + orZero(b);
  }
  return slots;
}

/** The format with the printed columns of its package plan (one object per format and basis). */
const BASIS_VARIANTS = new WeakMap<Regulation, Map<string, Regulation>>();

function withBasis(regulation: Regulation, basis: readonly BasisWord[]): Regulation {
  if (sameWords(regulation.basis, basis)) return regulation;
  const key = basis.join(',');
  let variants = BASIS_VARIANTS.get(regulation);
  if (variants === undefined) {
    variants = new Map();
    BASIS_VARIANTS.set(regulation, variants);
  }
  let variant = variants.get(key);
  if (variant === undefined) {
    variant = { ...regulation, basis };
    variants.set(key, variant);
  }
  return variant;
}

/** Whether two bases list the same words in the same order (compared without joining them). */
function sameWords(a: readonly BasisWord[], b: readonly BasisWord[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The panel with the population and language the request named (api.md §12); the plain panel otherwise. */
function withOptionsSaid(
  panel: LabelPanel,
  population: LabelPopulation | undefined,
  language: LabelLanguage | undefined,
): LabelPanel {
  if (population === undefined && language === undefined) return panel;
  return {
    ...panel,
    ...(population === undefined ? {} : { population }),
    ...(language === undefined ? {} : { language }),
  };
}

function buildRow(
  regulation: Regulation,
  row: LabelRowSpec,
  slot: number,
  amount: number,
  context: EngineColumn,
  extras: readonly EngineColumn[],
  fields: readonly ColumnField[],
): LabelNutrient {
  const unit = row.unit ?? NUTRIENTS[row.key].unit;
  const declared = regulation.declare(row.key, amount, context);
  const value = declared.value;
  const display = regulation.display(row, declared, unit);
  const dailyValue = regulation.percent(row.key, amount, declared, context);
  const { key, name, altName, indent } = row;
  // One literal per shape rather than conditional spreads: a spread inside a literal builds the
  // row property by property, which costs more than the rest of the row.
  if (extras.length === 0) {
    return altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent };
  }
  if (extras.length === 1 && fields[0] === 'per100') {
    const per100 = cellOf(regulation, row, unit, slot, extras[0]!);
    return altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent, per100 }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent, per100 };
  }
  const built: Record<string, unknown> =
    altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent };
  for (let i = 0; i < extras.length; i++) built[fields[i]!] = cellOf(regulation, row, unit, slot, extras[i]!);
  return built as unknown as LabelNutrient;
}

/** One row's cell in an extra column, declared on that column's own unrounded amount. */
function cellOf(
  regulation: Regulation,
  row: LabelRowSpec,
  unit: NutrientUnit,
  slot: number,
  context: EngineColumn,
): ColumnCell {
  const amount = orZero(context.slots[slot]!);
  const declared = regulation.declare(row.key, amount, context);
  return {
    value: declared.value,
    display: regulation.display(row, declared, unit),
    dailyValue: regulation.percent(row.key, amount, declared, context),
  };
}

/** The row with `explain` on each column, read from the rules that `declare` and `percent` used. */
function explainRow(
  regulation: Regulation,
  built: LabelNutrient,
  slot: number,
  amount: number,
  context: EngineColumn,
  extras: readonly EngineColumn[],
  fields: readonly ColumnField[],
): LabelNutrient {
  const { key, name, altName, unit, value, display, dailyValue, indent } = built;
  const explain = explainColumn(regulation, key, amount, context);
  // One literal per common shape, as in buildRow.
  if (extras.length === 0) {
    return altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent, explain }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent, explain };
  }
  const column = built.per100;
  if (extras.length === 1 && fields[0] === 'per100' && column !== undefined) {
    const per100 = {
      value: column.value,
      display: column.display,
      dailyValue: column.dailyValue,
      explain: explainColumn(regulation, key, orZero(extras[0]!.slots[slot]!), extras[0]!),
    };
    return altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent, per100, explain }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent, per100, explain };
  }
  const explained: Record<string, unknown> =
    altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent };
  for (let i = 0; i < extras.length; i++) {
    const cell = built[fields[i]!];
    if (cell === undefined) continue;
    explained[fields[i]!] = {
      value: cell.value,
      display: cell.display,
      dailyValue: cell.dailyValue,
      explain: explainColumn(regulation, key, orZero(extras[i]!.slots[slot]!), extras[i]!),
    };
  }
  explained.explain = explain;
  return explained as unknown as LabelNutrient;
}

function explainColumn(
  regulation: Regulation,
  key: NutrientKey,
  amount: number,
  context: EngineColumn,
): ValueExplanation {
  const declared = regulation.declare(key, amount, context);
  const v = regulation.explainValue!(key, amount, declared, context);
  const dailyValue = regulation.explainPercent?.(key, amount, declared, context) ?? null;
  if (dailyValue === null) return v;
  return v.appliedTo === undefined
    ? { amount: v.amount, rule: v.rule, step: v.step, how: v.how, dailyValue }
    : { amount: v.amount, rule: v.rule, step: v.step, appliedTo: v.appliedTo, how: v.how, dailyValue };
}

/** One column's amounts, as slots (read by the rows) and as the object the format reads. */
interface Column {
  readonly slots: NutrientSlots;
  readonly values: NutrientValues;
}

/** The batch sums scaled by `factor`, derived by the format (EU and China compute energy and carbohydrate). */
function column(sums: NutrientSlots, factor: number, regulation: Regulation, plan: Plan): Column {
  const slots = scaleSlots(sums, factor);
  const values = valuesOf(slots);
  if (regulation.derive === undefined) return { slots, values };
  const derived = regulation.derive(values);
  const keys = plan.derivedKeys;
  if (derived !== values || keys === undefined) return { slots: slotsOf(derived, slots), values: derived };
  for (const key of keys) slots[NUTRIENT_SLOT[key]!] = derived[key] ?? Number.NaN;
  return { slots, values: derived };
}

/** A column per grams, or for liquids per as many ml (converted with the recipe's density). */
function perVolume(perGrams: Column, recipe: ResolvedRecipe, warnings: string[]): Column {
  if (recipe.form !== 'liquid') return perGrams;
  const density = recipe.densityGPerMl;
  if (density === undefined) {
    warnings.push('No densityGPerMl given for a liquid: per 100 ml values assume 1 g/ml.');
    return perGrams;
  }
  const slots = scaleSlots(perGrams.slots, density);
  return { slots, values: valuesOf(slots) };
}

type ExtraKind = (typeof EXTRA_COLUMN_KINDS)[number];

/**
 * What the engine reads of a format once: the extra columns its basis asks for, their row fields,
 * where the per-100 one is, and the keys its `derive` sets in place.
 */
interface Plan {
  readonly kinds: readonly ExtraKind[];
  readonly fields: readonly ColumnField[];
  readonly per100Index: number;
  readonly derivedKeys: readonly NutrientKey[] | undefined;
}

const PLANS = new WeakMap<Regulation, Plan>();

function planOf(regulation: Regulation): Plan {
  let plan = PLANS.get(regulation);
  if (plan === undefined) {
    const basis = regulation.basis;
    const kinds = EXTRA_COLUMN_KINDS.filter((kind) => kind.bases.some((b) => basis.includes(b)));
    plan = {
      kinds,
      fields: kinds.map((kind) => kind.field),
      per100Index: kinds.findIndex((kind) => kind.id === '100'),
      derivedKeys: regulation.derive === undefined ? undefined : derivedKeysOf(regulation.derive),
    };
    PLANS.set(regulation, plan);
  }
  return plan;
}

/** The slot of each row's nutrient, per rows table (computed once per table). */
const ROW_SLOTS = new WeakMap<readonly LabelRowSpec[], Int32Array>();

function rowSlots(rows: readonly LabelRowSpec[]): Int32Array {
  let slots = ROW_SLOTS.get(rows);
  if (slots === undefined) {
    slots = Int32Array.from(rows, (row) => slotOf(row.key));
    ROW_SLOTS.set(rows, slots);
  }
  return slots;
}
