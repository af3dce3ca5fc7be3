/**
 * The US FDA Nutrition Facts format (21 CFR 101.9, 2016 rule), assembled from its tables, for
 * each population of api.md §12 (its daily values and the rows its label leaves off).
 *
 * @module
 */

import { buildIngredientStatement } from '../../allergens';
import type { AllergenProfile } from '../../allergens/profile';
import { NUTRIENTS } from '../../nutrients/catalog';
import { applyRoundingRule, explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { explained, explainedAs } from '../_lib/explained';
import { formatAmount } from '../_lib/format-amount';
import type { LabelRowSpec, Regulation, StatementInput } from '../regulation';
import { FDA_ALLERGENS } from './allergen-profile';
import { arrangeFda } from './arrange';
import { evaluateFdaClaims } from './claims';
import { FDA_ROWS } from './label-rows';
import { layoutFdaDisplay } from './layouts';
import { FDA_COLUMNED_LAYOUTS } from './layouts/columned-displays';
import { fdaPackagePlan } from './package-plan';
import { FDA_POPULATION_RULES, FDA_POPULATIONS, type FdaPopulation } from './populations';
import { explainPercentWith, FDA_SERVING_WEIGHT, fdaServingsPerContainer, percentWith } from './presentation';
import { fdaRoundingWith } from './rounding-rules';
import { ENGLISH_WORDS, FDA_SPANISH_NAMES, SPANISH_WORDS, STATEMENT_HEADS, spanishAllergen } from './spanish';

const NO_ROUNDING: Rounded = { value: 0, lessThan: false };
const AS_IS = { kind: 'asIs' } as const;

/** The languages of api.md §12 `options.language` (101.15(c)). */
export type FdaLanguage = 'en' | 'es' | 'en-es';
const LANGUAGES: readonly FdaLanguage[] = ['en', 'es', 'en-es'];

const TITLES: Readonly<Record<FdaLanguage, string>> = {
  en: ENGLISH_WORDS.title,
  es: SPANISH_WORDS.title,
  'en-es': `${ENGLISH_WORDS.title} / ${SPANISH_WORDS.title}`,
};

/** The rows named in `language`: Spanish names, or the English name with the Spanish beside it. */
function rowsIn(rows: readonly LabelRowSpec[], language: FdaLanguage): readonly LabelRowSpec[] {
  if (language === 'en') return rows;
  return rows.map((row) => {
    const es = FDA_SPANISH_NAMES[row.key] ?? row.name;
    return language === 'es' ? { ...row, name: es } : { ...row, altName: es };
  });
}

/** The Spanish ingredient-statement words for the allergen parentheses ("Harina (trigo)"). */
const FDA_ALLERGENS_ES: AllergenProfile = {
  ...FDA_ALLERGENS,
  rules: Object.fromEntries(
    Object.entries(FDA_ALLERGENS.rules).map(([key, rule]) => [
      key,
      { ...rule, inList: spanishAllergen(rule.en).toLowerCase() },
    ]),
  ),
};

/** The statements below the panel in Spanish (101.15(c)): "Ingredientes: …", "Contiene: …". */
function spanishStatements(input: StatementInput): { ingredients: string; contains: string } {
  const built = buildIngredientStatement(input.ingredients, input.detection, FDA_ALLERGENS_ES);
  const ingredients =
    built === ''
      ? ''
      : `${STATEMENT_HEADS.es.ingredients}${built.slice(STATEMENT_HEADS.en.ingredients.length)}`;
  const names = input.detection.names.map(spanishAllergen);
  const contains = names.length === 0 ? '' : `${STATEMENT_HEADS.es.contains}${names.join(', ')}.`;
  return { ingredients, contains };
}

function fdaFor(population: FdaPopulation, language: FdaLanguage, dual: boolean): Regulation {
  const rules = FDA_POPULATION_RULES[population];
  const rounding = fdaRoundingWith(rules.dailyValues);
  const omitted = new Set(rules.omit);
  const regulation: Regulation = {
    id: 'fda',
    name: 'FDA (United States)',
    aliases: ['us', 'usa'],
    // 21 CFR 101.9 as amended by the 2016 Nutrition Facts final rule (81 FR 33742, 2016-05-27).
    ruleset: '2016-05-27',
    script: 'latin',
    options: [
      'columns',
      'layout',
      'labelSurfaceSquareInches',
      'population',
      'language',
      'voluntary',
      'prepared',
    ],
    title: TITLES[language],
    rows: rowsIn(omitted.size === 0 ? FDA_ROWS : FDA_ROWS.filter((row) => !omitted.has(row.key)), language),
    allergens: FDA_ALLERGENS,
    // Two or more columns (101.9(b)(12), (b)(6), (h)(4)) in the vertical or the tabular display only.
    layout: layoutFdaDisplay,
    columnedLayouts: FDA_COLUMNED_LAYOUTS,
    packagePlan: fdaPackagePlan,
    columnOptions: ['dual', 'prepared'],
    // The as-prepared column: the package plus what the directions add.
    preparedColumnCite: '21 CFR 101.9(h)(4)',
    // 101.9(b)(12)(i): per serving and per container.
    basis: dual ? ['serving', 'container'] : ['serving'],
    declare(key, amount) {
      const rule = rounding[key];
      return rule ? applyRoundingRule(amount, rule) : { ...NO_ROUNDING, value: amount };
    },
    display(row, declared, unit) {
      // Calories print as a bare number (101.9(d)(5)); "less than" prints as "<".
      const suffix = row.key === 'energy_kcal' ? '' : unit;
      return `${declared.lessThan ? '<' : ''}${formatAmount(declared.value)}${suffix}`;
    },
    percent: percentWith(rules.dailyValues),
    explainValue(key, amount) {
      const rule = rounding[key];
      if (!rule) return explainedAs(amount, '21 CFR 101.9(c)', 'printed as computed', AS_IS);
      return explained(
        amount,
        explainRoundingRule(amount, rule, key === 'energy_kcal' ? '' : NUTRIENTS[key].unit),
      );
    },
    explainPercent: explainPercentWith(rules.dailyValues),
    servingSize({ servingSizeGrams, householdMeasure }) {
      const grams = applyRoundingRule(servingSizeGrams, FDA_SERVING_WEIGHT).value;
      const servingSize = `${grams}g`;
      return householdMeasure
        ? { servingSize, servingSizeText: `${householdMeasure} (${servingSize})` }
        : { servingSize };
    },
    servingsPerContainer: fdaServingsPerContainer,
    claims: (input) => evaluateFdaClaims(input),
    arrange: (result, choice) => arrangeFda(result, choice, regulation.rows, omitted),
    withOptions: (options) =>
      variantOf(
        options.population ?? population,
        options.language ?? language,
        options.columns === undefined ? dual : options.columns === 'dual',
      ),
  };
  const localized: Regulation =
    language === 'en' ? regulation : { ...regulation, language, statements: statementsIn(language) };
  if (population === 'general') return localized;
  const review = populationReview(population);
  return { ...localized, population, reviewRows: () => review };
}

/** The statements of a Spanish or bilingual label, from the English ones the engine built. */
function statementsIn(language: FdaLanguage): Regulation['statements'] {
  return (input) => {
    const es = spanishStatements(input);
    if (language === 'es') return { ingredientStatement: es.ingredients, declaration: es.contains };
    return {
      ingredientStatement: input.ingredientStatement,
      declaration: input.detection.declaration,
      altIngredientStatement: es.ingredients,
      altDeclaration: es.contains,
    };
  };
}

/** The warnings a population's label carries (computed once: they depend on the population alone). */
function populationReview(population: FdaPopulation) {
  const rules = FDA_POPULATION_RULES[population];
  const warnings: string[] = [];
  if (rules.omit.length > 0) {
    warnings.push(
      `A food for ${POPULATION_WORDS[population]} declares no ${rules.omit.map((k) => NUTRIENTS[k].name.toLowerCase()).join(', ')} (${rules.omitCite}).`,
    );
  }
  if (rules.proteinPercentRequired) {
    warnings.push(
      `A food for ${POPULATION_WORDS[population]} must declare protein as a %DV of its corrected amount (21 CFR 101.9(c)(7)(i)); the recipe gives no protein quality, so the %DV is left blank.`,
    );
  }
  return { warnings };
}

const POPULATION_WORDS: Readonly<Record<FdaPopulation, string>> = {
  general: 'adults and children 4 years and older',
  children_1_3: 'children 1 through 3 years',
  infants_7_12m: 'infants through 12 months',
};

/** Every variant, made once: population × language. */
const VARIANTS = new Map<string, Regulation>();

function variantOf(population: string, language: string, dual = false): Regulation | undefined {
  if (!FDA_POPULATIONS.includes(population as FdaPopulation)) return undefined;
  if (!LANGUAGES.includes(language as FdaLanguage)) return undefined;
  const key = `${population}:${language}:${dual}`;
  let variant = VARIANTS.get(key);
  if (variant === undefined) {
    variant = fdaFor(population as FdaPopulation, language as FdaLanguage, dual);
    VARIANTS.set(key, variant);
  }
  return variant;
}

/** The FDA label format (adults and children 4 years and older, in English). */
export const fda: Regulation = variantOf('general', 'en')!;
