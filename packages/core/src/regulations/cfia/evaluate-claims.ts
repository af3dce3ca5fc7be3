/**
 * The CFIA claim evaluator: content claims (per serving of stated size and per reference amount
 * when the category gives one, B.01.503(1); the strongest per nutrient, none about a "High in"
 * nutrient, B.01.503(1.1)), the front-of-package "High in" decision (`frontOfPack`: product class
 * and basis from the category's reference amount, exemptions of B.01.350(5)–(15)), the serving-size
 * checks of B.01.002A, disease-risk-reduction claims and nutrient function claims.
 *
 * @module
 */
import type { HealthClaim, NutrientClaim, StructureFunctionClaim } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { emptySlots, slotOf } from '../../nutrients/nutrient-slots';
import {
  type Amounts,
  compare,
  conditionsHold,
  evaluateClaimRules,
  explainClaims,
  measure,
} from '../_lib/claim-rules';
import { per100gSlotsOf, servingSlotsOf } from '../_lib/engine-amounts';
import { strongestPerNutrient } from '../_lib/strongest-claims';
import type { ClaimInput, ClaimOutput } from '../regulation';
import { CFIA_MACRO_CLAIM_RULES, CFIA_VITAMIN_MINERAL_CLAIM_RULES } from './content-claims';
import { CFIA_DAILY_VALUES } from './daily-values';
import { declareCfia } from './declare';
import { decideFopExemptions } from './fop-exemptions';
import {
  cfiaFrontOfPack,
  cfiaFrontOfPackage,
  explainFrontOfPack,
  FOP_NUTRIENTS,
  FOP_THRESHOLDS,
} from './front-of-package';
import {
  CFIA_FUNCTION_CLAIM_MIN_PERCENT,
  CFIA_FUNCTION_CLAIMS,
  CFIA_HEALTH_CLAIM_CAVEAT,
  CFIA_HEALTH_CLAIM_RULES,
  type CfiaHealthRequirement,
} from './health-claims';
import {
  type CfiaReferenceAmount,
  cfiaCategoryRow,
  referenceAmountGrams,
  referenceAmountText,
} from './reference-amounts';

const BASIS_WARNING =
  'Canadian claims were evaluated per serving of stated size only: the Table of Permitted Nutrient Content ' +
  'Statements and Claims (B.01.503(1)) also tests them per reference amount (and per 50 g when it is ≤ 30 g), ' +
  'which needs the category (recipe.category) — check before use.';

/**
 * "Low" claims also tested per 50 g when the reference amount is ≤ 30 g or 30 mL: item 12 (low in
 * fat) ✔ as the CFIA's claim examples quote it ("… and, if the reference amount is 30 g or 30 mL
 * or less, per 50 g"); items 2 and 32 ✖ (regulations-intl.md §1.5). Whether the Table applies the
 * rule to other claims (e.g. low in cholesterol) could not be read; they are tested without it.
 */
export const CFIA_PER_50G_CLAIMS: ReadonlySet<string> = new Set([
  'low_in_energy',
  'low_in_fat',
  'low_in_sodium',
]);

/** Claims whose subject is a "High in" nutrient may not appear (B.01.503(1.1)); only "reduced" claims could. */
const FOP_CLAIM_NUTRIENT: Readonly<Record<string, NutrientKey>> = {
  saturated_fat: 'saturated_fat',
  total_sugars: 'total_sugars',
  sodium: 'sodium',
};

/** Each vitamin/mineral a content claim may name, with its DV, once (the rules list three grades each). */
const VITAMIN_MINERAL_DVS: readonly { readonly slot: number; readonly dv: number }[] = [
  ...new Set(CFIA_VITAMIN_MINERAL_CLAIM_RULES.map((r) => r.nutrient)),
].flatMap((k) => {
  const dv = CFIA_DAILY_VALUES[k]?.amount;
  return dv === undefined ? [] : [{ slot: slotOf(k), dv }];
});

/** Highest %DV among those vitamins and minerals (a missing one counts as 0; NaN never wins). */
function maxVitaminMineralPercent(amounts: Amounts): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const { slot, dv } of VITAMIN_MINERAL_DVS) {
    const x = amounts[slot]!;
    const p = Number.isNaN(x) ? 0 : (x / dv) * 100;
    if (p > max) max = p;
  }
  return max;
}

/**
 * The vitamin/mineral rules grouped by nutrient (table order kept), each with its single
 * "%DV ≥ min" threshold and its claim, so that a label tests only the nutrients it has.
 * Null when a rule does not have that shape (then the generic evaluator runs).
 */
const VITAMIN_MINERAL_GROUPS = groupVitaminMineralRules();

function groupVitaminMineralRules():
  | {
      readonly key: NutrientKey;
      readonly slot: number;
      readonly dv: number;
      readonly grades: { min: number; claim: NutrientClaim }[];
    }[]
  | null {
  const groups: {
    key: NutrientKey;
    slot: number;
    dv: number;
    grades: { min: number; claim: NutrientClaim }[];
  }[] = [];
  const ids = new Set<string>();
  for (const r of CFIA_VITAMIN_MINERAL_CLAIM_RULES) {
    const c = r.solid?.[0]?.[0];
    const dv = CFIA_DAILY_VALUES[r.nutrient]?.amount;
    if (
      c === undefined ||
      dv === undefined ||
      ids.has(r.id) ||
      r.solid?.length !== 1 ||
      r.solid[0]?.length !== 1 ||
      r.liquid?.length !== 1 ||
      r.liquid[0] !== r.solid[0] ||
      c.op !== 'ge' ||
      measure(c.metric, { [r.nutrient]: 7 }) !== (7 / dv) * 100
    ) {
      return null;
    }
    ids.add(r.id);
    let group = groups[groups.length - 1];
    if (group?.key !== r.nutrient) {
      if (groups.some((g) => g.key === r.nutrient)) return null;
      group = { key: r.nutrient, slot: slotOf(r.nutrient), dv, grades: [] };
      groups.push(group);
    }
    const claim: NutrientClaim = {
      id: r.id,
      text: r.text,
      nutrient: r.nutrient,
      basis: 'serving',
      ...(r.conditions === undefined ? {} : { conditions: r.conditions }),
    };
    group.grades.push({ min: c.value, claim: Object.freeze(claim) });
  }
  return groups;
}

/** Vitamin/mineral content claims held per serving: same result as `evaluateClaimRules` on the table. */
function vitaminMineralClaims(amounts: Amounts, form: 'solid' | 'liquid'): NutrientClaim[] {
  if (VITAMIN_MINERAL_GROUPS === null)
    return evaluateClaimRules(CFIA_VITAMIN_MINERAL_CLAIM_RULES, amounts, form, 'serving');
  const claims: NutrientClaim[] = [];
  for (const g of VITAMIN_MINERAL_GROUPS) {
    const x = amounts[g.slot]!;
    if (Number.isNaN(x)) continue;
    const p = (x / g.dv) * 100;
    if (!Number.isFinite(p)) continue;
    for (const grade of g.grades) if (compare(p, 'ge', grade.min)) claims.push(grade.claim);
  }
  return claims;
}

/** Function claims with their DVs, precomputed. */
const FUNCTION_CLAIMS = CFIA_FUNCTION_CLAIMS.map((f) => ({
  dv: CFIA_DAILY_VALUES[f.nutrient]?.amount,
  id: `function_${f.nutrient}`,
  text: f.text,
  nutrient: f.nutrient,
}));

/** Amounts of the evaluation in progress (evaluation is synchronous: one at a time). */
const SERVING_AMOUNTS = emptySlots();
const SCALED_AMOUNTS = emptySlots();

/** The reference amount a label is judged on, from the category's row of the Table. */
interface CfiaBasis {
  readonly row?: CfiaReferenceAmount;
  /** Reference amount in grams; undefined when the category has no Canadian row. */
  readonly referenceAmountGrams?: number;
  readonly smallReferenceAmount?: boolean;
  readonly mainDish: boolean;
}

const NO_CATEGORY =
  'No category (recipe.category): the reference amount of the Table of Reference Amounts is unknown, so the ' +
  '"High in" symbol was decided on the serving of stated size, not on the greater of it and the reference ' +
  'amount (FDR B.01.350(2)), and the product class on the serving (B.01.350(1) table).';

/** Reads the category's Canadian row; warns (citing B.01.350(2)) when there is none. */
function cfiaBasis(input: ClaimInput, warnings: string[]): CfiaBasis {
  const category = input.category;
  const legacyMainDish = category === 'main_dish';
  const found = cfiaCategoryRow(category);
  if (found === undefined) {
    warnings.push(
      category === undefined
        ? NO_CATEGORY
        : `Category "${category}" has no row of Canada's Table of Reference Amounts in this engine: the "High in" ` +
            'symbol was decided on the serving of stated size, not on the greater of it and the reference amount ' +
            '(FDR B.01.350(2)), and the product class on the serving; give a ca_ category key (api.md §3).',
    );
    return { mainDish: legacyMainDish || input.canada?.mainDish === true };
  }
  const { row } = found;
  const ra = referenceAmountGrams(row, input.densityGPerMl);
  const mainDish = input.canada?.mainDish ?? row.combinationDish === true;
  if (ra === undefined) {
    warnings.push(
      `The reference amount of "${found.key}" was not read from the Table of Reference Amounts: amounts were taken on the serving of stated size (FDR B.01.350(2)).`,
    );
    return { row, mainDish };
  }
  if (row.mark === 'unverified') {
    warnings.push(
      `The reference amount of "${found.key}" (${referenceAmountText(row)}) was read from secondary material, not the Table of Reference Amounts itself: check it.`,
    );
  }
  if (row.grams === undefined && input.densityGPerMl === undefined) {
    // A row in mL is compared with a serving in grams: without the density, at 1 g/mL.
    warnings.push(
      `The reference amount of "${found.key}" is ${referenceAmountText(row)} and no densityGPerMl was given: it was taken as ${round1(ra)} g (1 g/mL) for the basis of the "High in" symbol and the claims (FDR B.01.350(2)); give the density.`,
    );
  }
  servingSizeCheck(input, found.key, row, ra, warnings);
  return {
    row,
    referenceAmountGrams: ra,
    smallReferenceAmount: (row.grams ?? row.ml ?? 0) <= FOP_THRESHOLDS.small.maxReferenceAmount,
    mainDish,
  };
}

/**
 * Canada's serving-size rules against the row: a package of less than 200 % of the reference
 * amount is one serving (B.01.002A(1)(b)(ii) ✔); otherwise the serving follows column 3A of the
 * Table (B.01.002A(1)(c)). Where an official document quotes the row's column 3A (`column3A`),
 * that criterion is checked; elsewhere column 3A is not stored, and a serving outside half to
 * twice the reference amount is reported for checking (an engine screen, not a figure of the Table).
 */
function servingSizeCheck(
  input: ClaimInput,
  key: string,
  row: CfiaReferenceAmount,
  ra: number,
  warnings: string[],
): void {
  const serving = input.servingSizeGrams;
  const pack = input.packageGrams;
  const ref = referenceAmountText(row);
  if (pack !== undefined && pack < 2 * ra - 1e-9 && serving < pack - 1e-6) {
    warnings.push(
      `The package (${round1(pack)} g) holds less than 200 % of the reference amount of "${key}" (${ref}): its serving of stated size is the whole package (FDR B.01.002A(1)(b)(ii)), not ${round1(serving)} g.`,
    );
    return;
  }
  if (row.assessOnReferenceAmount === true || (pack !== undefined && serving >= pack - 1e-6)) return;
  if (row.column3A?.metric === 'reference_amount') {
    // Declared to the nearest 1 g (B.01.401 table, item 1): the declared serving must read as the RA.
    if (Math.round(serving) !== Math.round(ra)) {
      warnings.push(
        `The serving of stated size (${round1(serving)} g) of "${key}" must be declared as the reference amount ` +
          `(${ref}) after the household measure closest to it (FDR B.01.002A(1)(c); ${row.column3A.cite}).`,
      );
    }
    return;
  }
  if (serving < ra * SERVING_SCREEN.min || serving > ra * SERVING_SCREEN.max) {
    warnings.push(
      `The serving of stated size (${round1(serving)} g) is far from the reference amount of "${key}" (${ref}); ` +
        'it must follow column 3A of the Table of Reference Amounts (FDR B.01.002A(1)(c)): check it.',
    );
  }
}

/** The serving-size screen: half to twice the reference amount (engine heuristic, not from the Table). */
export const SERVING_SCREEN = { min: 0.5, max: 2 } as const;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The symbol's decision: product class and basis from the row, exemptions from recipe and row. */
function decideSymbol(input: ClaimInput, basis: CfiaBasis, warnings: string[]) {
  const v = input.perServing;
  const serving = input.servingSizeGrams;
  const row = basis.row;
  const ra = basis.referenceAmountGrams;
  const basisGrams =
    row?.preparedOnly === true
      ? serving
      : row?.assessOnReferenceAmount === true && ra !== undefined
        ? ra
        : Math.max(serving, ra ?? serving);
  let calciumPercent: number | undefined;
  if (row?.fop === 'cheese' || row?.fop === 'yogurt') {
    const ca = v.calcium;
    const dv = CFIA_DAILY_VALUES.calcium?.amount;
    if (ca !== undefined && dv !== undefined && serving > 0) {
      calciumPercent = (declareCfia('calcium', (ca * basisGrams) / serving, v).value / dv) * 100;
    }
  }
  // Nothing to decide without a kind of food or product facts: no object built on the common path.
  const exemptions =
    row?.fop === undefined &&
    input.canada === undefined &&
    !input.ingredients?.some((i) => i.canadaClass !== undefined)
      ? undefined
      : decideFopExemptions({
          ...(row?.fop === undefined ? {} : { kind: row.fop }),
          ...(input.canada === undefined ? {} : { canada: input.canada }),
          ...(input.ingredients === undefined ? {} : { ingredients: input.ingredients }),
          ...(v.saturated_fat === undefined ? {} : { satPerServing: v.saturated_fat }),
          ...(v.total_fat === undefined ? {} : { fatPerServing: v.total_fat }),
          ...(calciumPercent === undefined ? {} : { calciumPercent }),
          smallReferenceAmount:
            basis.smallReferenceAmount ?? serving <= FOP_THRESHOLDS.small.maxReferenceAmount,
        });
  if (exemptions !== undefined) for (const n of exemptions.notes) warnings.push(n);
  if (input.canada?.solelyFor === 'children_1_to_4_years') {
    warnings.push(
      'A product solely for children 1 to 4 years takes the thresholds of columns 5–7 of the B.01.350 table ' +
        "(main dish from 170 g) against the children's Daily Values, which the engine does not have: decided with the adult values.",
    );
  }
  const fop = cfiaFrontOfPackage(v, {
    servingSizeGrams: serving,
    referenceAmountGrams: ra,
    smallReferenceAmount: basis.smallReferenceAmount,
    mainDish: basis.mainDish,
    preparedOnly: row?.preparedOnly === true,
    assessOnReferenceAmount: row?.assessOnReferenceAmount === true,
    exemptions,
  });
  if (fop.highIn.length > 0) {
    warnings.push(
      `Front-of-package nutrition symbol required (FDR B.01.350; see frontOfPack): threshold ` +
        `${fop.thresholdPercent} % DV per ${round1(fop.basisGrams)} g.`,
    );
  }
  if (fop.fullExemption !== undefined) {
    warnings.push(
      exemptions?.prohibited === true
        ? `No front-of-package nutrition symbol may appear (${fop.fullExemption.cite}: ${fop.fullExemption.text}).`
        : `Exempt from the front-of-package nutrition symbol (${fop.fullExemption.cite}: ${fop.fullExemption.text}).`,
    );
  } else {
    for (const n of FOP_NUTRIENTS) {
      const e = fop.exempt[n.key];
      if (e !== undefined)
        warnings.push(`${n.en} at or over the "High in" threshold but exempt (${e.cite}: ${e.text}).`);
    }
  }
  return fop;
}

/**
 * Macronutrient content claims: per serving of stated size and, where the category gives a
 * reference amount, per reference amount too (B.01.503(1), TNCC column 2), plus per 50 g for the
 * "low" claims of {@link CFIA_PER_50G_CLAIMS} when the reference amount is ≤ 30 g or 30 mL.
 */
function macroClaims(
  amounts: Amounts,
  form: 'solid' | 'liquid',
  serving: number,
  basis: CfiaBasis,
): NutrientClaim[] {
  const perServing = evaluateClaimRules(CFIA_MACRO_CLAIM_RULES, amounts, form, 'serving');
  const ra = basis.referenceAmountGrams;
  if (ra === undefined || perServing.length === 0 || !(serving > 0)) return perServing;
  let held = perServing;
  if (Math.abs(ra - serving) > 1e-9) {
    const perRa = idsOf(
      evaluateClaimRules(CFIA_MACRO_CLAIM_RULES, scaleInto(amounts, ra / serving), form, 'racc'),
    );
    held = held.filter((c) => perRa.has(c.id));
  }
  if (basis.smallReferenceAmount === true && held.some((c) => CFIA_PER_50G_CLAIMS.has(c.id))) {
    const per50 = idsOf(
      evaluateClaimRules(CFIA_MACRO_CLAIM_RULES, scaleInto(amounts, 50 / serving), form, 'racc'),
    );
    held = held.filter((c) => !CFIA_PER_50G_CLAIMS.has(c.id) || per50.has(c.id));
  }
  return held.map((c) => ({ ...c, basis: 'racc' as const }));
}

function idsOf(claims: readonly NutrientClaim[]): Set<string> {
  const ids = new Set<string>();
  for (const c of claims) ids.add(c.id);
  return ids;
}

/** The amounts times a factor, in the scratch array (NaN stays NaN). */
function scaleInto(amounts: Amounts, factor: number): Amounts {
  for (let i = 0; i < amounts.length; i++) SCALED_AMOUNTS[i] = amounts[i]! * factor;
  return SCALED_AMOUNTS;
}
const PER_100G_AMOUNTS = emptySlots();

interface RequirementState {
  readonly input: ClaimInput;
  readonly servingAmounts: Amounts;
  /** Per-100 g amounts by slot, loaded on first use. */
  per100gAmounts?: Amounts;
  readonly held: ReadonlySet<string>;
  /** Lazily computed maximum vitamin/mineral %DV (NaN until needed). */
  maxPercent: number;
}

function requirementHolds(req: CfiaHealthRequirement, state: RequirementState, notes: string[]): boolean {
  const { input, held } = state;
  const v = input.perServing;
  switch (req.kind) {
    case 'claim':
      for (const id of req.anyOf) if (held.has(id)) return true;
      return false;
    case 'not_claim':
      return !held.has(req.id);
    case 'limits':
      return conditionsHold(state.servingAmounts, req.limits);
    case 'per100g':
      if (state.per100gAmounts === undefined) state.per100gAmounts = per100gSlotsOf(input, PER_100G_AMOUNTS);
      return conditionsHold(state.per100gAmounts, req.limits);
    case 'vitamin_mineral_percent':
      if (Number.isNaN(state.maxPercent)) state.maxPercent = maxVitaminMineralPercent(state.servingAmounts);
      return state.maxPercent >= req.min;
    case 'not_more_than': {
      const a = v[req.metric];
      const b = v[req.other];
      if (a === undefined || b === undefined) {
        notes.push(
          `${req.metric} must not exceed ${req.other} for the calcium claim; not checked (no data).`,
        );
        return true;
      }
      return a <= b;
    }
  }
}

/**
 * The claims with `explain` (api.md §14), from the same tables. A claim decided per reference amount
 * too (`basis: 'racc'`, see {@link macroClaims}) is explained at each scope it was tested on: per
 * serving, per reference amount, and per 50 g where that applies, each condition naming its scope.
 */
export function explainCfiaClaims(claims: readonly NutrientClaim[], input: ClaimInput): NutrientClaim[] {
  const amounts = servingSlotsOf(input);
  const explained = explainClaims(claims, CFIA_CLAIM_TABLE, amounts, input.form);
  const serving = input.servingSizeGrams;
  const basis = cfiaBasis(input, []);
  const ra = basis.referenceAmountGrams;
  if (ra === undefined || !(serving > 0)) return explained;
  const scopes: { label: string; factor: number; applies: (id: string) => boolean }[] = [];
  if (Math.abs(ra - serving) > 1e-9) {
    scopes.push({
      label: `per reference amount (${round1(ra)} g)`,
      factor: ra / serving,
      applies: () => true,
    });
  }
  if (basis.smallReferenceAmount === true) {
    scopes.push({ label: 'per 50 g', factor: 50 / serving, applies: (id) => CFIA_PER_50G_CLAIMS.has(id) });
  }
  return explained.map((claim) => {
    if (claim.basis !== 'racc' || claim.explain === undefined) return claim;
    let conditions = claim.explain.conditions.map((c) => ({ ...c, measure: `${c.measure} per serving` }));
    for (const scope of scopes) {
      if (!scope.applies(claim.id)) continue;
      const [scoped] = explainClaims([claim], CFIA_CLAIM_TABLE, scaleInto(amounts, scope.factor), input.form);
      if (scoped?.explain === undefined) continue;
      conditions = conditions.concat(
        scoped.explain.conditions.map((c) => ({ ...c, measure: `${c.measure} ${scope.label}` })),
      );
    }
    return { ...claim, explain: { ...claim.explain, conditions } };
  });
}

const CFIA_CLAIM_TABLE = [...CFIA_MACRO_CLAIM_RULES, ...CFIA_VITAMIN_MINERAL_CLAIM_RULES];

/**
 * Evaluates Canadian claims for a food.
 *
 * @example evaluateCfiaClaims(input).claims.map((c) => c.id) // e.g. ['low_in_fat', 'source_of_fibre']
 */
export function evaluateCfiaClaims(input: ClaimInput): ClaimOutput {
  const warnings: string[] = [];
  const v = input.perServing;
  const serving = input.servingSizeGrams;
  const basis = cfiaBasis(input, warnings);
  const fop = decideSymbol(input, basis, warnings);
  const amounts = servingSlotsOf(input, SERVING_AMOUNTS);
  const macro = macroClaims(amounts, input.form, serving, basis);
  const vm = vitaminMineralClaims(amounts, input.form);
  const all = vm.length === 0 ? macro : macro.concat(vm);
  const held = new Set<string>();
  for (const c of all) held.add(c.id);
  let candidates = all;
  if (fop.highIn.length > 0) {
    const blocked = new Set(fop.highIn.map((k) => FOP_CLAIM_NUTRIENT[k]));
    candidates = all.filter((c) => !blocked.has(c.nutrient));
  }
  // Strongest claim per nutrient ("free" before "low", "excellent" before "good" before "source").
  const claims = strongestPerNutrient(candidates);
  if (claims.length > 0 && basis.referenceAmountGrams === undefined) warnings.push(BASIS_WARNING);
  if (input.form === 'liquid' && input.densityGPerMl === undefined) {
    warnings.push('No densityGPerMl given for a liquid: the serving line in mL assumes 1 g/ml.');
  }

  const healthClaims: HealthClaim[] = [];
  const notes: string[] = [];
  const state: RequirementState = { input, held, servingAmounts: amounts, maxPercent: Number.NaN };
  const pending: string[] = [];
  const seen = new Set<string>();
  for (const rule of CFIA_HEALTH_CLAIM_RULES) {
    if (seen.has(rule.id)) continue;
    pending.length = 0;
    let holds = true;
    for (const r of rule.requires) {
      if (!requirementHolds(r, state, pending)) {
        holds = false;
        break;
      }
    }
    if (!holds) continue;
    for (const n of pending) notes.push(n);
    seen.add(rule.id);
    healthClaims.push({ id: rule.id, text: rule.text, nutrients: rule.nutrients, citation: rule.cite });
  }
  if (healthClaims.length > 0) warnings.push(CFIA_HEALTH_CLAIM_CAVEAT, ...new Set(notes));

  const structureFunctionClaims: StructureFunctionClaim[] = [];
  for (const f of FUNCTION_CLAIMS) {
    if (f.dv === undefined) continue;
    const x = v[f.nutrient];
    if (x !== undefined && (x / f.dv) * 100 >= CFIA_FUNCTION_CLAIM_MIN_PERCENT) {
      structureFunctionClaims.push({ id: f.id, text: f.text, nutrient: f.nutrient });
    }
  }

  const frontOfPack = input.explain === true ? explainFrontOfPack(fop) : cfiaFrontOfPack(fop);
  return { claims, healthClaims, structureFunctionClaims, warnings, frontOfPack };
}
