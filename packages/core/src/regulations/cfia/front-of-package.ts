/**
 * Canada's front-of-package "High in" nutrition symbol (FDR B.01.350–B.01.358 ✔; thresholds
 * docs/spec/regulations-intl.md §1.4): saturated fat, sugars and sodium tested per serving of
 * stated size or reference amount, whichever is greater, against a % of the DV that depends on
 * the product class. Amounts are rounded as on the Nutrition Facts table before the % is taken
 * (CA-FOP recommendation ◐, its lasagna example). Saturated fat alone is tested (not sat + trans).
 *
 * The product class comes from the reference amount of the Table of Reference Amounts
 * (reference-amounts.ts), or from the serving where B.01.350(4) says so; the exemptions of
 * B.01.350(5)–(15) are decided in fop-exemptions.ts and passed in.
 *
 * @module
 */
import type { FrontOfPack, FrontOfPackItem } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { declareCfia } from './declare';
import type { FopExemption, FopExemptionDecision, FopNutrient } from './fop-exemptions';

/** The three nutrients of the symbol, in the symbol's order, with their bar texts. */
export const FOP_NUTRIENTS = [
  { key: 'saturated_fat', dv: 20, en: 'Sat fat', fr: 'Gras sat.' },
  { key: 'total_sugars', dv: 100, en: 'Sugars', fr: 'Sucres' },
  { key: 'sodium', dv: 2300, en: 'Sodium', fr: 'Sodium' },
] as const satisfies readonly { key: NutrientKey; dv: number; en: string; fr: string }[];

/**
 * The version of the symbol by the nutrients it shows and the principal display surface
 * (B.01.352 table ✔): versions 1–7 above 30 cm², 1 and 8–13 at or under 30 cm²; each in the
 * formats EH/FH, EV/FV, BH and BV of B.01.351. Keys list the nutrients in the symbol's order.
 */
export const CFIA_SYMBOL_VERSIONS: Readonly<
  Record<string, { readonly over30cm2: number; readonly upTo30cm2: number }>
> = {
  'saturated_fat,total_sugars,sodium': { over30cm2: 1, upTo30cm2: 1 },
  'saturated_fat,total_sugars': { over30cm2: 2, upTo30cm2: 8 },
  'total_sugars,sodium': { over30cm2: 3, upTo30cm2: 9 },
  'saturated_fat,sodium': { over30cm2: 4, upTo30cm2: 10 },
  saturated_fat: { over30cm2: 5, upTo30cm2: 11 },
  total_sugars: { over30cm2: 6, upTo30cm2: 12 },
  sodium: { over30cm2: 7, upTo30cm2: 13 },
};

/** Product classes and their thresholds (% DV), B.01.350(1) table, columns 2–4 ✔. */
export const FOP_THRESHOLDS = {
  /** Column 4: main dish with a reference amount ≥ 200 g. */
  mainDish: { percent: 30, minReferenceAmount: 200 },
  /** Column 3: reference amount ≤ 30 g or 30 mL. */
  small: { percent: 10, maxReferenceAmount: 30 },
  /** Column 2: everything else (RA > 30 g or 30 mL, not a main dish of column 4). */
  other: { percent: 15 },
} as const;

/** The product class of the B.01.350(1) table. */
export type FopProductClass = 'small' | 'main_dish' | 'other';

/** What the front-of-package test decided. */
export interface FrontOfPackage {
  /** Nutrients the symbol must show ("High in"), in the symbol's order. */
  readonly highIn: readonly FopNutrient[];
  readonly thresholdPercent: number;
  readonly productClass: FopProductClass;
  /** Grams the amounts were taken on: max(serving, reference amount), or as B.01.350(3) / the 2025 policy say. */
  readonly basisGrams: number;
  /** % DV of each tested nutrient on that basis (from the rounded amount); absent when there is no data. */
  readonly percents: Readonly<Partial<Record<FopNutrient, number>>>;
  /** The symbol's text, "High in Sat fat, Sodium / Élevé en Gras sat., Sodium", or "" when none. */
  readonly text: string;
  /** The exemption that took the whole symbol away (or the prohibition of (15)), if any. */
  readonly fullExemption?: FopExemption | undefined;
  /** Nutrients that were at or over the threshold but are exempt, with their paragraph. */
  readonly exempt: Readonly<Partial<Record<FopNutrient, FopExemption>>>;
}

/** Options of the test. */
export interface FrontOfPackageOptions {
  readonly servingSizeGrams: number;
  /** Reference amount of the Table of Reference Amounts, in grams; the serving is used when absent. */
  readonly referenceAmountGrams?: number | undefined;
  /** The reference amount is ≤ 30 g or 30 mL (default: referenceAmountGrams ≤ 30). */
  readonly smallReferenceAmount?: boolean | undefined;
  /** A main dish (B.01.001); column 4 applies when its reference amount is ≥ 200 g. */
  readonly mainDish?: boolean;
  /** B.01.350(3)–(4): the reference amount refers only to the prepared food: serving basis and class. */
  readonly preparedOnly?: boolean;
  /** Interim policy 2025-03-06 (dense cereals, item C.4): amounts on the reference amount only. */
  readonly assessOnReferenceAmount?: boolean;
  /** Exemptions decided by fop-exemptions.ts. */
  readonly exemptions?: FopExemptionDecision | undefined;
}

/** The threshold and class of a product (B.01.350(1) table, (4)). */
function productClassOf(options: FrontOfPackageOptions, ra: number): FopProductClass {
  const prepared = options.preparedOnly === true;
  const amount = prepared ? options.servingSizeGrams : ra;
  const small =
    prepared || options.smallReferenceAmount === undefined
      ? amount <= FOP_THRESHOLDS.small.maxReferenceAmount
      : options.smallReferenceAmount;
  if (options.mainDish === true && amount >= FOP_THRESHOLDS.mainDish.minReferenceAmount) return 'main_dish';
  return small ? 'small' : 'other';
}

const PERCENT_OF_CLASS: Readonly<Record<FopProductClass, number>> = {
  small: FOP_THRESHOLDS.small.percent,
  main_dish: FOP_THRESHOLDS.mainDish.percent,
  other: FOP_THRESHOLDS.other.percent,
};
const NO_EXEMPTIONS: Readonly<Partial<Record<FopNutrient, FopExemption>>> = Object.freeze({});

/**
 * Decides which "High in" bars the symbol must carry.
 *
 * @param perServing - unrounded amounts per serving of stated size
 * @example
 * cfiaFrontOfPackage({ saturated_fat: 5, sodium: 580 }, { servingSizeGrams: 227, referenceAmountGrams: 300, mainDish: true }).highIn
 * // ['saturated_fat', 'sodium']
 */
export function cfiaFrontOfPackage(
  perServing: NutrientValues,
  options: FrontOfPackageOptions,
): FrontOfPackage {
  const serving = options.servingSizeGrams;
  const ra = options.referenceAmountGrams ?? serving;
  const basisGrams =
    options.preparedOnly === true
      ? serving
      : options.assessOnReferenceAmount === true
        ? ra
        : Math.max(serving, ra);
  const scale = serving > 0 ? basisGrams / serving : 1;
  const productClass = productClassOf(options, ra);
  const thresholdPercent = PERCENT_OF_CLASS[productClass];
  const exemptions = options.exemptions;
  const full = exemptions?.full;
  const percents: Partial<Record<FopNutrient, number>> = {};
  const bars: (typeof FOP_NUTRIENTS)[number][] = [];
  let exempt: Partial<Record<FopNutrient, FopExemption>> | undefined;
  for (const n of FOP_NUTRIENTS) {
    const raw = perServing[n.key];
    if (raw === undefined) continue;
    const declared = declareCfia(n.key, raw * scale, { [n.key]: raw * scale }).value;
    const percent = (declared / n.dv) * 100;
    percents[n.key] = percent;
    if (percent < thresholdPercent - 1e-9) continue;
    const why = full ?? exemptions?.nutrients[n.key];
    if (why !== undefined) {
      exempt ??= {};
      exempt[n.key] = why;
      continue;
    }
    bars.push(n);
  }
  const text =
    bars.length === 0
      ? ''
      : `High in ${bars.map((b) => b.en).join(', ')} / Élevé en ${bars.map((b) => b.fr).join(', ')}`;
  return {
    highIn: bars.map((b) => b.key),
    thresholdPercent,
    productClass,
    basisGrams,
    percents,
    text,
    fullExemption: full,
    exempt: exempt ?? NO_EXEMPTIONS,
  };
}

/** The symbol's bars as api.md §13 `frontOfPack` items, one frozen object per nutrient. */
const ITEMS: ReadonlyMap<string, FrontOfPackItem> = new Map(
  FOP_NUTRIENTS.map((n) => [
    n.key,
    Object.freeze({ key: n.key, text: n.en, altText: n.fr, level: 'high' as const }),
  ]),
);

const NO_SYMBOL: FrontOfPack = Object.freeze({
  scheme: 'ca-high-in',
  items: Object.freeze([]),
  text: '',
  citation: 'FDR B.01.350',
});

/**
 * The decision as the label's `frontOfPack` with `explain` (api.md §14): the threshold, the basis and
 * the % DV of each nutrient tested, from the same decision.
 */
export function explainFrontOfPack(decision: FrontOfPackage): FrontOfPack {
  const tested = FOP_NUTRIENTS.flatMap((n) => {
    const amount = decision.percents[n.key];
    if (amount === undefined) return [];
    const exempt = decision.exempt[n.key];
    const item = { key: n.key, amount, high: decision.highIn.includes(n.key) };
    return [exempt === undefined ? item : { ...item, exempt: { cite: exempt.cite, text: exempt.text } }];
  });
  const all = decision.fullExemption;
  return {
    ...cfiaFrontOfPack(decision),
    explain: {
      rule: NO_SYMBOL.citation,
      threshold: decision.thresholdPercent,
      basisGrams: decision.basisGrams,
      tested,
      ...(all === undefined ? {} : { exemptAll: { cite: all.cite, text: all.text } }),
    },
  };
}

/**
 * The decision as the label's `frontOfPack` (api.md §13): scheme `ca-high-in`, one `high` item per
 * bar in the symbol's order; no items when no symbol is required.
 *
 * @example cfiaFrontOfPack(cfiaFrontOfPackage({ sodium: 580 }, { servingSizeGrams: 100 })).items[0].text // "Sodium"
 */
export function cfiaFrontOfPack(decision: FrontOfPackage): FrontOfPack {
  if (decision.highIn.length === 0) return NO_SYMBOL;
  return {
    scheme: 'ca-high-in',
    items: decision.highIn.map((key) => ITEMS.get(key)!),
    text: decision.text,
    citation: 'FDR B.01.350',
  };
}
