/**
 * Canada's front-of-package "High in" nutrition symbol (FDR B.01.350–B.01.358 ✔; thresholds
 * docs/spec/regulations-intl.md §1.4): saturated fat, sugars and sodium tested per serving of
 * stated size or reference amount, whichever is greater, against a % of the DV that depends on
 * the product class. Amounts are rounded as on the Nutrition Facts table before the % is taken
 * (CA-FOP recommendation ◐, its lasagna example). Saturated fat alone is tested (not sat + trans).
 *
 * Not modelled: the exemptions of B.01.350(5)–(13) (fruit and vegetables, plain milk, cheese,
 * fats and oils, sweetening agents, …) — the caller is told to check them.
 *
 * @module
 */
import type { FrontOfPack, FrontOfPackItem } from '../../label/types';
import type { NutrientKey, NutrientValues } from '../../nutrients/catalog';
import { declareCfia } from './declare';

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

/** Product classes and their thresholds (% DV), B.01.350(1)(b)–(d) ✔. */
export const FOP_THRESHOLDS = {
  /** Main dish with a reference amount ≥ 200 g. */
  mainDish: { percent: 30, minReferenceAmount: 200 },
  /** Reference amount ≤ 30 g or 30 ml. */
  small: { percent: 10, maxReferenceAmount: 30 },
  /** Everything else (RA > 30 g, not a main dish). */
  other: { percent: 15 },
} as const;

/** What the front-of-package test decided. */
export interface FrontOfPackage {
  /** Nutrients the symbol must show ("High in"), in the symbol's order. */
  readonly highIn: readonly ('saturated_fat' | 'total_sugars' | 'sodium')[];
  readonly thresholdPercent: number;
  /** Grams the amounts were taken on: max(serving, reference amount). */
  readonly basisGrams: number;
  /** % DV of each tested nutrient on that basis (from the rounded amount); absent when there is no data. */
  readonly percents: Readonly<Partial<Record<'saturated_fat' | 'total_sugars' | 'sodium', number>>>;
  /** The symbol's text, "High in Sat fat, Sodium / Élevé en Gras sat., Sodium", or "" when none. */
  readonly text: string;
}

/** Options of the test. */
export interface FrontOfPackageOptions {
  readonly servingSizeGrams: number;
  /** Canadian reference amount (Schedule M); the serving is used when absent. */
  readonly referenceAmountGrams?: number;
  readonly mainDish?: boolean;
}

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
  const ra = options.referenceAmountGrams ?? options.servingSizeGrams;
  const basisGrams = Math.max(options.servingSizeGrams, ra);
  const scale = options.servingSizeGrams > 0 ? basisGrams / options.servingSizeGrams : 1;
  const thresholdPercent =
    options.mainDish && ra >= FOP_THRESHOLDS.mainDish.minReferenceAmount
      ? FOP_THRESHOLDS.mainDish.percent
      : ra <= FOP_THRESHOLDS.small.maxReferenceAmount
        ? FOP_THRESHOLDS.small.percent
        : FOP_THRESHOLDS.other.percent;
  const percents: Partial<Record<'saturated_fat' | 'total_sugars' | 'sodium', number>> = {};
  const bars: (typeof FOP_NUTRIENTS)[number][] = [];
  for (const n of FOP_NUTRIENTS) {
    const raw = perServing[n.key];
    if (raw === undefined) continue;
    const declared = declareCfia(n.key, raw * scale, { [n.key]: raw * scale }).value;
    const percent = (declared / n.dv) * 100;
    percents[n.key] = percent;
    if (percent >= thresholdPercent - 1e-9) bars.push(n);
  }
  const text =
    bars.length === 0
      ? ''
      : `High in ${bars.map((b) => b.en).join(', ')} / Élevé en ${bars.map((b) => b.fr).join(', ')}`;
  return { highIn: bars.map((b) => b.key), thresholdPercent, basisGrams, percents, text };
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
    return amount === undefined ? [] : [{ key: n.key, amount, high: decision.highIn.includes(n.key) }];
  });
  return {
    ...cfiaFrontOfPack(decision),
    explain: {
      rule: NO_SYMBOL.citation,
      threshold: decision.thresholdPercent,
      basisGrams: decision.basisGrams,
      tested,
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
