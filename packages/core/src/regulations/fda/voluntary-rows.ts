/**
 * Which voluntary rows an FDA label prints (api.md §12 `options.voluntary`). The mandatory rows of
 * 101.9(c) always print; a voluntary row prints when asked for, or when a claim the label carries
 * makes it mandatory (the table below), with a warning saying so. Verification marks in
 * docs/spec/regulations-us.md §1.
 *
 * @module
 */
import type { LabelResult } from '../../label/types';
import { NUTRIENTS, type NutrientKey } from '../../nutrients/catalog';
import type { LabelRowSpec } from '../regulation';

/** A voluntary row that a claim about one of `claimsAbout` makes mandatory. */
interface ClaimMandate {
  readonly claimsAbout: readonly NutrientKey[];
  readonly cite: string;
}

const FATTY_ACID_OR_CHOLESTEROL: readonly NutrientKey[] = [
  'saturated_fat',
  'trans_fat',
  'polyunsaturated_fat',
  'monounsaturated_fat',
  'cholesterol',
];

/** Rows made mandatory by a claim about other nutrients (101.9(c)(2)(iii), (iv), (c)(6)(iv)). */
const CLAIM_MANDATES: Readonly<Partial<Record<NutrientKey, ClaimMandate>>> = {
  polyunsaturated_fat: { claimsAbout: FATTY_ACID_OR_CHOLESTEROL, cite: '21 CFR 101.9(c)(2)(iii)' },
  monounsaturated_fat: { claimsAbout: FATTY_ACID_OR_CHOLESTEROL, cite: '21 CFR 101.9(c)(2)(iv)' },
  soluble_fiber: { claimsAbout: ['soluble_fiber'], cite: '21 CFR 101.9(c)(6)(i)(A)' },
  insoluble_fiber: { claimsAbout: ['insoluble_fiber'], cite: '21 CFR 101.9(c)(6)(i)(B)' },
  sugar_alcohols: {
    claimsAbout: ['sugar_alcohols', 'total_sugars', 'added_sugars'],
    cite: '21 CFR 101.9(c)(6)(iv)',
  },
};

/** Any other voluntary row (the vitamins and minerals of (c)(8)(iv)) is mandatory when claimed itself. */
const OWN_CLAIM_CITE = '21 CFR 101.9(c)(8)(ii)';

/** The mandate of a voluntary row. */
export function claimMandateOf(key: NutrientKey): ClaimMandate {
  return CLAIM_MANDATES[key] ?? { claimsAbout: [key], cite: OWN_CLAIM_CITE };
}

const lower = (key: NutrientKey): string =>
  NUTRIENTS[key].name.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

/**
 * The label with the voluntary rows of `chosen` (and those a claim makes mandatory), the mandatory
 * rows always. `rows` are the format's rows; `omittedByPopulation` the rows its population leaves off.
 *
 * @example selectVoluntary(result, FDA_ROWS, ['vitamin_c'], new Set()).label.nutrients // mandatory rows + Vitamin C
 */
export function selectVoluntary(
  result: LabelResult,
  rows: readonly LabelRowSpec[],
  chosen: readonly NutrientKey[],
  omittedByPopulation: ReadonlySet<NutrientKey>,
): LabelResult {
  const mandatory = new Set(rows.filter((r) => r.mandatory).map((r) => r.key));
  const asked = new Set(chosen);
  const claimed = new Set(result.claims.map((c) => c.nutrient));
  const warnings = [...result.warnings];
  const nutrients = result.label.nutrients.filter((n) => {
    if (mandatory.has(n.key) || asked.has(n.key)) return true;
    const mandate = claimMandateOf(n.key);
    const claim = mandate.claimsAbout.find((k) => claimed.has(k));
    if (claim === undefined) return false;
    warnings.push(
      `${NUTRIENTS[n.key].name} is printed although options.voluntary leaves it out: the label's claim about ${lower(claim)} makes it mandatory (${mandate.cite}).`,
    );
    return true;
  });
  const printed = new Set(nutrients.map((n) => n.key));
  for (const key of chosen) {
    if (printed.has(key) || mandatory.has(key)) continue;
    warnings.push(
      omittedByPopulation.has(key)
        ? `${NUTRIENTS[key].name} is not printed: this population's label declares none (21 CFR 101.9(j)(5)(i)).`
        : `${NUTRIENTS[key].name} is not printed: no ingredient gives its amount.`,
    );
  }
  return { ...result, label: { ...result.label, nutrients }, warnings };
}
