/**
 * Mexico's front-of-pack warning system (`mx-warning-seals`, api.md §13): the octagons "EXCESO …" of
 * NOM-051-SCFI/SSA1-2010 as modified on 27 March 2020 (4.5.3.4, Table 6 and the transitory phases),
 * decided on the nutrient profile of the phase in force on the label's date, and the precautionary
 * legends on sweeteners and caffeine. Figures and marks: docs/regulations/mx.md §2–§3.
 *
 * - Amounts per 100 g (solids) or per 100 ml (liquids), unrounded.
 * - Sugars, saturated fat and trans fat are judged as shares of the product's energy: free sugars ×
 *   4 kcal/g, saturated and trans fat × 9 kcal/g, over the total kcal.
 * - In phases 1 and 2 a nutrient is judged only when the product had what makes it critical added:
 *   sugars (calories, sugars), fats (calories, saturated fat, trans fat), sodium (sodium); from phase
 *   3 every seal is judged, added or not (◐ mx.md §2). Free sugars are the sugars of the ingredients
 *   that add sugars plus any `added_sugars` other ingredients declare.
 * - "≥" holds to a billionth: a recipe summing to exactly the threshold gets the seal.
 * - With a principal display surface, the presentation of 4.5.3.4.2: one seal with the number of seals
 *   on small surfaces (`MX_SEAL_PRESENTATIONS`), one seal each otherwise; and the place of 4.5.3.4.6: the
 *   upper right corner, or anywhere on surfaces under 60 cm² (`MX_SEAL_PLACEMENTS`).
 *
 * @module
 */
import type {
  FrontOfPack,
  FrontOfPackItem,
  FrontOfPackLegend,
  FrontOfPackPhase,
  FrontOfPackPresentation,
} from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import type { ResolvedIngredient } from '../../recipe/resolved-recipe';
import { type AddedKind, addedOf } from './added-ingredients';

/** The instrument the seals come from. */
export const MX_SEALS_CITE = 'NOM-051-SCFI/SSA1-2010 (mod. DOF 2020-03-27) 4.5.3.4';

/** The nutrients a seal is given for (each is judged by its own rule in `mxWarningSeals`). */
type SealKey = Extract<
  NutrientKey,
  'energy_kcal' | 'total_sugars' | 'saturated_fat' | 'trans_fat' | 'sodium'
>;

/** One seal: its key, its words, what the claims rule calls its nutrient, and what must have been added. */
export interface SealSpec {
  readonly key: SealKey;
  readonly text: string;
  /** The nutrient as the sealed-claims warning names it (NOM-051 (mod. 2020) "6.3" ◐, mx.md §6). */
  readonly nutrientName: string;
  readonly needs: readonly AddedKind[];
}

/**
 * The seals in the NOM's order (4.5.3.4.1, Table 6). The "needs" mapping is the second transitory
 * provision's a)–c) as one source quotes it verbatim (✖ until a second, mx.md §2).
 */
export const MX_SEALS: readonly SealSpec[] = [
  {
    key: 'energy_kcal',
    text: 'EXCESO CALORÍAS',
    nutrientName: 'energy (calories)',
    needs: ['sugars', 'fats'],
  },
  { key: 'total_sugars', text: 'EXCESO AZÚCARES', nutrientName: 'sugars', needs: ['sugars'] },
  { key: 'saturated_fat', text: 'EXCESO GRASAS SATURADAS', nutrientName: 'saturated fat', needs: ['fats'] },
  { key: 'trans_fat', text: 'EXCESO GRASAS TRANS', nutrientName: 'trans fat', needs: ['fats'] },
  { key: 'sodium', text: 'EXCESO SODIO', nutrientName: 'sodium', needs: ['sodium'] },
];

/** The legends (4.5.3.4 ✖ paragraph and punctuation unverified), printed below the seals. */
export const MX_LEGENDS: readonly (FrontOfPackLegend & { readonly needs: AddedKind })[] = [
  { key: 'sweeteners', text: 'CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS', needs: 'sweeteners' },
  { key: 'caffeine', text: 'CONTIENE CAFEÍNA - EVITAR EN NIÑOS', needs: 'caffeine' },
];

/** kcal per gram used for the energy shares. */
export const MX_ENERGY_SHARE_FACTORS = { sugars: 4, fat: 9 } as const;

/** One phase's profile, per 100 g / 100 ml. */
export interface MxProfile {
  /** Solids: kcal per 100 g at or over which "EXCESO CALORÍAS". */
  readonly solidKcal: number;
  /** Liquids: kcal per 100 ml, or kcal from free sugars per 100 ml, at or over which "EXCESO CALORÍAS". */
  readonly liquidKcal: number;
  readonly liquidFreeSugarsKcal: number;
  /** % of energy from free sugars, saturated fat, trans fat. */
  readonly sugarsPercentEnergy: number;
  readonly saturatedPercentEnergy: number;
  readonly transPercentEnergy: number;
  /** Sodium: mg per 100 g/ml (absent: not a criterion in this phase). */
  readonly sodiumMg?: number;
  /** Sodium: mg per kcal (absent: not a criterion in this phase). */
  readonly sodiumMgPerKcal?: number;
  /** Beverages without calories: mg sodium per 100 ml. */
  readonly noCalorieDrinkSodiumMg: number;
  /** Seals are judged only where what makes the nutrient critical was added (`SealSpec.needs`). */
  readonly onlyWhatWasAdded: boolean;
}

/** A phase: its dates, its profile, and where both come from. */
export interface MxPhase extends FrontOfPackPhase {
  readonly profile: MxProfile;
}

/** Below this many kcal per 100 ml a beverage counts as "without calories" (✖ definition unverified). */
export const MX_NO_CALORIE_DRINK_KCAL = 5;

/**
 * The phases (transitory provisions of the 2020 modification; phase 2 extended and phase 3 moved to
 * 2028-01-01 by the acuerdo in the DOF of 31 July 2025 ◐). Figures: docs/regulations/mx.md §2.
 */
export const MX_PHASES: readonly MxPhase[] = [
  {
    number: 1,
    from: '2020-10-01',
    to: '2023-09-30',
    citation: 'NOM-051 (mod. 2020) transitory provisions, first phase',
    profile: {
      solidKcal: 275,
      liquidKcal: 70,
      liquidFreeSugarsKcal: 10,
      sugarsPercentEnergy: 10,
      saturatedPercentEnergy: 10,
      transPercentEnergy: 1,
      sodiumMg: 350,
      noCalorieDrinkSodiumMg: 45,
      onlyWhatWasAdded: true,
    },
  },
  {
    number: 2,
    from: '2023-10-01',
    to: '2027-12-31',
    citation: 'NOM-051 (mod. 2020) transitory provisions, second phase; Acuerdo DOF 2025-07-31',
    profile: {
      solidKcal: 275,
      liquidKcal: 70,
      liquidFreeSugarsKcal: 8,
      sugarsPercentEnergy: 10,
      saturatedPercentEnergy: 10,
      transPercentEnergy: 1,
      sodiumMg: 300,
      noCalorieDrinkSodiumMg: 45,
      onlyWhatWasAdded: true,
    },
  },
  {
    number: 3,
    from: '2028-01-01',
    citation: 'NOM-051 (mod. 2020) 4.5.3.4 Table 6; Acuerdo DOF 2025-07-31',
    profile: {
      solidKcal: 275,
      liquidKcal: 70,
      liquidFreeSugarsKcal: 8,
      sugarsPercentEnergy: 10,
      saturatedPercentEnergy: 10,
      transPercentEnergy: 1,
      // "≥ 1 mg de sodio por kcal o ≥ 300 mg" ◐ (mx.md §2; MX-TUV gives the per-kcal criterion only).
      sodiumMgPerKcal: 1,
      sodiumMg: 300,
      noCalorieDrinkSodiumMg: 45,
      onlyWhatWasAdded: false,
    },
  },
];

/**
 * The phase in force on a date (yyyy-mm-dd); before the first phase, the first.
 *
 * @example mxPhaseOn('2026-11-25').number // 2
 */
export function mxPhaseOn(date: string): MxPhase {
  let found = MX_PHASES[0]!;
  for (const phase of MX_PHASES) if (phase.from <= date) found = phase;
  return found;
}

/** A presentation of the seals for principal display surfaces of at most `upToCm2` cm². */
export interface SealPresentationRule {
  readonly upToCm2: number;
  readonly kind: FrontOfPackPresentation['kind'];
  readonly citation: string;
}

/**
 * Small principal display surfaces carry only one seal, with the number of seals that apply (4.5.3.4.2 ◐
 * mx.md §2: MX-CIDAM 12.2, MX-CODE-C). The first row whose bound holds applies; above every bound, one
 * seal each (4.5.3.4.1). The further rule for surfaces of 5 cm² or less (the seal's features of A.4.5)
 * is not built: those features were not read.
 */
export const MX_SEAL_PRESENTATIONS: readonly SealPresentationRule[] = [
  { upToCm2: 40, kind: 'count', citation: 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.2' },
];

/** Where no row of {@link MX_SEAL_PRESENTATIONS} holds: one seal each. */
export const MX_INDIVIDUAL_SEALS_CITE = 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.1';

/** A place for the seals on principal display surfaces of less than `belowCm2` cm². */
export interface SealPlacementRule {
  readonly belowCm2: number;
  readonly where: FrontOfPackPresentation['placement']['where'];
}

/** The paragraph that places the seals. */
export const MX_SEAL_PLACEMENT_CITE = 'NOM-051 (mod. DOF 2020-03-27) 4.5.3.4.6';

/**
 * The seals go in the upper right corner of the principal display surface; on a surface of less than
 * 60 cm² in any area of it (4.5.3.4.6 ◐ mx.md §2: MX-CIDAM 13.1–13.2 and MX-CODE-C agree, 60 cm² itself
 * not "menor a 60"). The first row whose bound holds applies; above every bound, the upper right corner.
 */
export const MX_SEAL_PLACEMENTS: readonly SealPlacementRule[] = [{ belowCm2: 60, where: 'anywhere' }];

/**
 * How the seals are printed on a principal display surface of `surfaceCm2` cm², and where.
 *
 * @example mxSealPresentation(40).kind // "count"
 * @example mxSealPresentation(40.1).kind // "individual"
 * @example mxSealPresentation(59.9).placement.where // "anywhere"
 * @example mxSealPresentation(60).placement.where // "upper-right"
 */
export function mxSealPresentation(surfaceCm2: number): FrontOfPackPresentation {
  const rule = MX_SEAL_PRESENTATIONS.find((r) => surfaceCm2 <= r.upToCm2);
  const place = MX_SEAL_PLACEMENTS.find((r) => surfaceCm2 < r.belowCm2);
  return {
    kind: rule?.kind ?? 'individual',
    principalDisplaySurfaceCm2: surfaceCm2,
    citation: rule?.citation ?? MX_INDIVIDUAL_SEALS_CITE,
    placement: { where: place?.where ?? 'upper-right', citation: MX_SEAL_PLACEMENT_CITE },
  };
}

/** What the seals are decided on. */
export interface SealInput {
  readonly form: 'solid' | 'liquid';
  /** Unrounded amounts per 100 g (solid) or per 100 ml (liquid): kcal, g, sodium in mg. */
  readonly per100: {
    readonly energyKcal: number;
    readonly totalSugars: number;
    readonly saturatedFat: number;
    readonly transFat: number;
    readonly sodiumMg: number;
  };
  readonly ingredients: readonly ResolvedIngredient[];
  readonly phase: MxPhase;
  /** The principal display surface in cm², when given: it decides `presentation`. */
  readonly principalDisplaySurfaceCm2?: number;
}

/** "At or over" the limit, ignoring binary noise below a billionth. */
const atLeast = (amount: number, limit: number): boolean => amount - limit > -1e-9;
const orZero = (x: number | undefined): number => (x === undefined || Number.isNaN(x) ? 0 : x);

/** The share (0–1) of a product's sugars that are free sugars, and what its ingredients add. */
export function addedFacts(ingredients: readonly ResolvedIngredient[]): {
  readonly added: ReadonlySet<AddedKind>;
  readonly freeSugarsShare: number;
} {
  const added = new Set<AddedKind>();
  let sugars = 0;
  let free = 0;
  for (const ingredient of ingredients) {
    const kinds = addedOf(ingredient);
    for (const kind of kinds) added.add(kind);
    const grams = ingredient.weightGrams / 100;
    const own = orZero(ingredient.nutrients.total_sugars ?? ingredient.nutrients.added_sugars) * grams;
    const declaredAdded = orZero(ingredient.nutrients.added_sugars) * grams;
    sugars += own;
    free += kinds.includes('sugars') ? own : Math.min(declaredAdded, own);
    if (declaredAdded > 0) added.add('sugars');
  }
  return { added, freeSugarsShare: sugars > 0 ? free / sugars : 0 };
}

/**
 * The seals and legends of a product.
 *
 * @example mxWarningSeals({ form: 'solid', per100, ingredients, phase: mxPhaseOn('2026-11-25') }).text
 *   // "EXCESO AZÚCARES, EXCESO GRASAS SATURADAS"
 */
export function mxWarningSeals(input: SealInput): FrontOfPack {
  const { profile } = input.phase;
  const { added, freeSugarsShare } = addedFacts(input.ingredients);
  const p = input.per100;
  const kcal = p.energyKcal;
  const freeSugars = p.totalSugars * freeSugarsShare;
  const share = (grams: number, factor: number): number => (kcal > 0 ? (grams * factor * 100) / kcal : 0);
  const liquid = input.form === 'liquid';
  const noCalorieDrink = liquid && kcal < MX_NO_CALORIE_DRINK_KCAL;
  const exceeds: Readonly<Record<SealKey, boolean>> = {
    energy_kcal: liquid
      ? atLeast(kcal, profile.liquidKcal) ||
        atLeast(freeSugars * MX_ENERGY_SHARE_FACTORS.sugars, profile.liquidFreeSugarsKcal)
      : atLeast(kcal, profile.solidKcal),
    total_sugars:
      kcal > 0 && atLeast(share(freeSugars, MX_ENERGY_SHARE_FACTORS.sugars), profile.sugarsPercentEnergy),
    saturated_fat:
      kcal > 0 && atLeast(share(p.saturatedFat, MX_ENERGY_SHARE_FACTORS.fat), profile.saturatedPercentEnergy),
    trans_fat:
      kcal > 0 && atLeast(share(p.transFat, MX_ENERGY_SHARE_FACTORS.fat), profile.transPercentEnergy),
    sodium: noCalorieDrink
      ? atLeast(p.sodiumMg, profile.noCalorieDrinkSodiumMg)
      : (profile.sodiumMg !== undefined && atLeast(p.sodiumMg, profile.sodiumMg)) ||
        (profile.sodiumMgPerKcal !== undefined &&
          kcal > 0 &&
          atLeast(p.sodiumMg / kcal, profile.sodiumMgPerKcal)),
  };
  const items: FrontOfPackItem[] = [];
  for (const seal of MX_SEALS) {
    if (profile.onlyWhatWasAdded && !seal.needs.some((kind) => added.has(kind))) continue;
    if (exceeds[seal.key]) items.push({ key: seal.key, text: seal.text, level: 'high' });
  }
  const legends: FrontOfPackLegend[] = MX_LEGENDS.filter((l) => added.has(l.needs)).map(({ key, text }) => ({
    key,
    text,
  }));
  const { profile: _profile, ...phase } = input.phase;
  return {
    scheme: 'mx-warning-seals',
    items,
    ...(legends.length > 0 ? { legends } : {}),
    phase,
    ...(input.principalDisplaySurfaceCm2 === undefined
      ? {}
      : { presentation: mxSealPresentation(input.principalDisplaySurfaceCm2) }),
    text: [...items.map((i) => i.text), ...legends.map((l) => l.text)].join(', '),
    citation: MX_SEALS_CITE,
  };
}
