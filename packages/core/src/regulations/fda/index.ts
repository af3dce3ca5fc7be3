/**
 * The US FDA Nutrition Facts format (21 CFR 101.9, 2016 rule), assembled from its tables, for
 * each population of api.md §12 (its daily values and the rows its label leaves off).
 *
 * @module
 */
import { NUTRIENTS } from '../../nutrients/catalog';
import { applyRoundingRule, explainRoundingRule, type Rounded } from '../../rounding/rounding-rule';
import { explained, explainedAs } from '../_lib/explained';
import { formatAmount } from '../_lib/format-amount';
import type { Regulation } from '../regulation';
import { FDA_ALLERGENS } from './allergen-profile';
import { evaluateFdaClaims } from './claims';
import { FDA_ROWS } from './label-rows';
import { layoutFda } from './layout';
import { FDA_POPULATION_RULES, type FdaPopulation } from './populations';
import { explainPercentWith, FDA_SERVING_WEIGHT, fdaServingsPerContainer, percentWith } from './presentation';
import { fdaRoundingWith } from './rounding-rules';

const NO_ROUNDING: Rounded = { value: 0, lessThan: false };
const AS_IS = { kind: 'asIs' } as const;

function fdaFor(population: FdaPopulation): Regulation {
  const rules = FDA_POPULATION_RULES[population];
  const rounding = fdaRoundingWith(rules.dailyValues);
  const omitted = new Set(rules.omit);
  const regulation: Regulation = {
    id: 'fda',
    name: 'FDA (United States)',
    aliases: ['us', 'usa'],
    // 21 CFR 101.9 as amended by the 2016 Nutrition Facts final rule (81 FR 33742, 2016-05-27).
    ruleset: '2016-05-27',
    options: ['columns', 'layout', 'population', 'language', 'voluntary', 'prepared'],
    title: 'Nutrition Facts',
    rows: omitted.size === 0 ? FDA_ROWS : FDA_ROWS.filter((row) => !omitted.has(row.key)),
    allergens: FDA_ALLERGENS,
    layout: layoutFda,
    basis: ['serving'],
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
    forPopulation: (p) => FDA_BY_POPULATION[p as FdaPopulation],
  };
  if (population === 'general') return regulation;
  return { ...regulation, population, reviewRows: () => populationReview(population) };
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

const FDA_BY_POPULATION = {} as Record<FdaPopulation, Regulation>;
for (const p of ['general', 'children_1_3', 'infants_7_12m'] as const) FDA_BY_POPULATION[p] = fdaFor(p);

/** The FDA label format (adults and children 4 years and older). */
export const fda: Regulation = FDA_BY_POPULATION.general;
