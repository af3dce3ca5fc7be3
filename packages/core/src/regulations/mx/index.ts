/**
 * The Mexican label (NOM-051-SCFI/SSA1-2010 as modified in the DOF of 27 March 2020), assembled from
 * the tables of this folder: the nutrition declaration in Spanish per 100 g (100 ml for liquids) and
 * per portion (energy in kcal and kJ, trans fat in mg, sodium in mg, added sugars) with the energy of
 * the whole container, the allergens after "Contiene:", the ingredient list after "Ingredientes:",
 * and the warning seals of the phase in force (`mx-warning-seals`). Figures and what could not be
 * verified: docs/regulations/mx.md.
 *
 * @module
 */
import { nearest } from '../../rounding/rounding-rule';
import { deriveInPlace } from '../_lib/engine-amounts';
import { formatAmount } from '../_lib/format-amount';
import { gramsServingSize, metricServing, servingsWithRule } from '../_lib/servings';
import type { LocalizedStatements, Regulation, StatementInput } from '../regulation';
import { MX_ALLERGENS } from './allergen-profile';
import { declareMx, explainMx, mxDisplay } from './declare';
import { deriveMxInto, MX_DERIVED_KEYS } from './derive';
import { evaluateMxClaims } from './evaluate-claims';
import { MX_ROWS } from './label-rows';
import { layoutMx } from './layout';

/** The heads of the statements below the declaration, as the engine builds them and as the NOM prints them. */
const MX_STATEMENT_HEADS = {
  ingredients: { from: 'Ingredients: ', to: 'Ingredientes: ' },
  contains: { from: 'Contains: ', to: 'Contiene: ' },
} as const;

const retitled = (text: string, head: { readonly from: string; readonly to: string }): string =>
  text.startsWith(head.from) ? `${head.to}${text.slice(head.from.length)}` : text;

/** The statements in Spanish: the allergen names of the profile are already Spanish. */
function mxStatements(input: StatementInput): LocalizedStatements {
  return {
    ingredientStatement: retitled(input.ingredientStatement, MX_STATEMENT_HEADS.ingredients),
    declaration: retitled(input.detection.declaration, MX_STATEMENT_HEADS.contains),
  };
}

/** The Mexican label format. */
export const mx: Regulation = {
  id: 'mx',
  name: 'Mexico (NOM-051)',
  aliases: ['mexico'],
  // The modification of NOM-051-SCFI/SSA1-2010 published in the DOF on 2020-03-27.
  ruleset: '2020-03-27',
  script: 'latin',
  // The principal display surface decides how the seals are printed (NOM-051 4.5.3.4.2, api.md §12).
  options: ['principalDisplaySurfaceCm2'],
  title: 'Declaración nutrimental',
  rows: MX_ROWS,
  allergens: MX_ALLERGENS,
  layout: layoutMx,
  // Per 100 g (100 ml) and per portion; energy also per the whole container (NOM-051 4.5.2.4 as
  // modified in 2020 ◐, docs/regulations/mx.md §4): every row gets the cell, the panel prints energy's.
  basis: ['100g', 'serving', 'container'],
  derive: deriveInPlace((values) => deriveMxInto(values, values), MX_DERIVED_KEYS),
  declare: (key, amount) => declareMx(key, amount),
  display: mxDisplay,
  percent: () => null,
  explainValue: (key, amount) => explainMx(key, amount),
  // No percentage column: nothing to explain.
  explainPercent: () => null,
  servingSize(facts) {
    const metric = metricServing(facts.servingSizeGrams, facts.form, facts.densityGPerMl);
    const quantity = `${formatAmount(metric.amount)} ${metric.unit === 'mL' ? 'ml' : 'g'}`;
    return {
      servingSize: gramsServingSize(facts.servingSizeGrams),
      servingSizeText: facts.householdMeasure ? `${facts.householdMeasure}, ${quantity}` : quantity,
    };
  },
  // Portions per container: nearest whole portion (✖ no rule read), "aprox." when rounded.
  servingsPerContainer(servings) {
    const printed = servingsWithRule(servings, {
      tiers: [],
      otherwise: nearest(1),
      cite: 'NOM-051 4.5.2.4 ✖',
    });
    return typeof printed === 'number' ? printed : printed.replace(/^about /, 'aprox. ');
  },
  claims: evaluateMxClaims,
  statements: mxStatements,
};
