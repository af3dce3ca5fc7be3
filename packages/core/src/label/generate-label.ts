/**
 * The label engine: resolved recipe + regulation → label result (api.md §4).
 * Pipeline (regulations-us.md §3): totals → per serving → declared amounts → %DV →
 * allergens → ingredient statement → claims. Nothing intermediate is rounded.
 *
 * @module
 */
import { buildIngredientStatement, detectAllergens } from '../allergens';
import { blankNutrientValues, NUTRIENTS, type NutrientKey, type NutrientValues } from '../nutrients/catalog';
import { checkPhysicalLimits } from '../recipe/physical-limits';
import type { ResolvedRecipe } from '../recipe/resolved-recipe';
import { computeTotals, scaleTotals } from '../recipe/totals';
import type { ColumnContext, LabelRowSpec, Regulation } from '../regulations/regulation';
import type { LabelNutrient, LabelResult } from './types';

/** Why a recipe cannot be labelled although its shape is valid (HTTP 422, api.md §1). */
export interface LabelIssue {
  readonly code: 'physical_limit' | 'serving_exceeds_batch';
  /** Dotted path below the recipe, e.g. "ingredients.2.nutrients.total_fat". */
  readonly path: string;
  readonly message: string;
}

/** A label, or the reasons the recipe cannot be labelled. */
export type LabelOutcome =
  | { readonly ok: true; readonly value: LabelResult }
  | { readonly ok: false; readonly issues: readonly LabelIssue[] };

/**
 * Generates the label of a resolved recipe under one regulation.
 *
 * @example
 * const outcome = generateLabel(recipe, fda);
 * if (outcome.ok) console.log(outcome.value.label.nutrients[0].display); // "230"
 */
export function generateLabel(recipe: ResolvedRecipe, regulation: Regulation): LabelOutcome {
  const issues = validateContent(recipe);
  if (issues.length > 0) return { ok: false, issues };

  const totals = computeTotals(recipe.ingredients, recipe.yieldFactor ?? 1);
  const serving = recipe.servingSizeGrams;
  if (serving > totals.finishedWeightGrams * (1 + 1e-9)) {
    return {
      ok: false,
      issues: [
        {
          code: 'serving_exceeds_batch',
          path: 'servingSizeGrams',
          message: `serving size ${serving} g is larger than the finished batch (${round2(totals.finishedWeightGrams)} g)`,
        },
      ],
    };
  }

  const form = recipe.form ?? 'solid';
  const warnings: string[] = [];
  const derive = regulation.derive;
  const perServing = derive ? derive(scaleTotals(totals, serving)) : scaleTotals(totals, serving);
  const per100g = derive ? derive(scaleTotals(totals, 100)) : scaleTotals(totals, 100);
  const per100Column = regulation.basis.includes('100g') || regulation.basis.includes('100ml');
  const per100 = per100Column ? per100Basis(per100g, recipe, warnings) : undefined;
  const servingContext: ColumnContext = { column: 'serving', values: perServing, per100: per100 ?? per100g };
  const per100Context: ColumnContext | undefined = per100 && { column: '100', values: per100, per100 };

  const nutrients: LabelNutrient[] = [];
  for (const row of regulation.rows) {
    const given = perServing[row.key];
    if (given === undefined && !row.mandatory) continue;
    if (given === undefined) {
      warnings.push(`No ingredient gives ${row.name} data; it is declared as 0.`);
    }
    nutrients.push(buildRow(regulation, row, given ?? 0, servingContext, per100Context));
  }
  if (totals.energyDerivedFor.length > 0) {
    warnings.push(
      `Energy of ${totals.energyDerivedFor.join(', ')} was computed from protein, carbohydrate and fat with the general factors 4, 4 and 9 kcal/g because no energy value was given.`,
    );
  }

  const allergenIngredients = recipe.ingredients;
  const allergens = detectAllergens(allergenIngredients, regulation.allergens);
  warnings.push(...allergens.warnings);

  const claimOutput = regulation.claims({
    perServing,
    per100g,
    servingSizeGrams: serving,
    ...(recipe.category === undefined ? {} : { category: recipe.category }),
    form,
    ingredientNames: recipe.ingredients.map((i) => i.name),
    ...(recipe.densityGPerMl === undefined ? {} : { densityGPerMl: recipe.densityGPerMl }),
  });
  warnings.push(...claimOutput.warnings);

  const size = regulation.servingSize({
    servingSizeGrams: serving,
    servings: totals.finishedWeightGrams / serving,
    form,
    ...(recipe.householdMeasure === undefined ? {} : { householdMeasure: recipe.householdMeasure }),
    ...(recipe.densityGPerMl === undefined ? {} : { densityGPerMl: recipe.densityGPerMl }),
  });
  const servings = recipe.servingsPerContainer ?? totals.finishedWeightGrams / serving;

  return {
    ok: true,
    value: {
      label: {
        regulation: regulation.id,
        title: regulation.title,
        ...size,
        servingsPerContainer: regulation.servingsPerContainer(servings),
        // A liquid's per-100 column is per 100 ml.
        basis: per100Column
          ? regulation.basis.map((b) => (b === '100g' && form === 'liquid' ? '100ml' : b))
          : ['serving'],
        nutrients,
      },
      ingredientStatement: buildIngredientStatement(allergenIngredients, allergens, regulation.allergens),
      allergens: {
        detected: allergens.detected,
        declaration: allergens.declaration,
        ...(allergens.altDeclaration === undefined ? {} : { altDeclaration: allergens.altDeclaration }),
        sources: allergens.sources,
      },
      claims: claimOutput.claims,
      healthClaims: claimOutput.healthClaims,
      structureFunctionClaims: claimOutput.structureFunctionClaims,
      warnings,
    },
  };
}

function buildRow(
  regulation: Regulation,
  row: LabelRowSpec,
  amount: number,
  context: ColumnContext,
  context100?: ColumnContext,
): LabelNutrient {
  const unit = row.unit ?? NUTRIENTS[row.key].unit;
  const declared = regulation.declare(row.key, amount, context);
  const value = declared.value;
  const display = regulation.display(row, declared, unit);
  const dailyValue = regulation.percent(row.key, amount, declared, context);
  const { key, name, altName, indent } = row;
  // One literal per shape rather than conditional spreads: a spread inside a literal builds the
  // row property by property, which costs more than the rest of the row.
  if (context100 === undefined) {
    return altName === undefined
      ? { key, name, unit, amount, value, display, dailyValue, indent }
      : { key, name, altName, unit, amount, value, display, dailyValue, indent };
  }
  const amount100 = context100.values[key] ?? 0;
  const declared100 = regulation.declare(key, amount100, context100);
  const per100 = {
    value: declared100.value,
    display: regulation.display(row, declared100, unit),
    dailyValue: regulation.percent(key, amount100, declared100, context100),
  };
  return altName === undefined
    ? { key, name, unit, amount, value, display, dailyValue, indent, per100 }
    : { key, name, altName, unit, amount, value, display, dailyValue, indent, per100 };
}

/** Per 100 g, or per 100 ml for liquids (converted with the recipe's density). */
function per100Basis(per100g: NutrientValues, recipe: ResolvedRecipe, warnings: string[]): NutrientValues {
  if (recipe.form !== 'liquid') return per100g;
  const density = recipe.densityGPerMl;
  if (density === undefined) {
    warnings.push('No densityGPerMl given for a liquid: per 100 ml values assume 1 g/ml.');
    return per100g;
  }
  const per100ml = blankNutrientValues();
  for (const key in per100g) {
    const value = per100g[key as NutrientKey];
    if (value !== undefined) per100ml[key as NutrientKey] = value * density;
  }
  return per100ml;
}

function validateContent(recipe: ResolvedRecipe): LabelIssue[] {
  const issues: LabelIssue[] = [];
  recipe.ingredients.forEach((ingredient, index) => {
    for (const issue of checkPhysicalLimits(ingredient.nutrients)) {
      issues.push({
        code: 'physical_limit',
        path: `ingredients.${index}.${issue.field}`,
        message: issue.message,
      });
    }
  });
  return issues;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
