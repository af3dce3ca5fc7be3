/**
 * Which FDA columns a package needs (api.md §12 `options.columns`): 21 CFR 101.9(b)(12)(i) asks for a
 * second column per container when the package holds at least 200 % and at most 300 % of the RACC of
 * its category and more than one serving; (b)(12)(i)(A)–(C) exempt, among others, a label that already
 * carries an as-prepared column, and (A) "products allowed the tabular/linear small-package formats"
 * (regulations-us.md §4.3): a package whose available label surface is within the small-package surface
 * of (j)(13)(ii). A package under 200 % is a single-serving container ((b)(6)).
 * Marks: docs/spec/regulations-us.md §4.3 (◐ S7).
 *
 * @module
 */
import { SMALL_PACKAGE_SURFACE, withinSmallPackageSurface } from './layouts/label-surface';
import { raccFor } from './racc';

/** The dual-column band of (b)(12)(i), in % of the RACC, both edges included. */
export const DUAL_COLUMN_BAND = { fromPercent: 200, toPercent: 300, cite: '21 CFR 101.9(b)(12)(i)' } as const;

/**
 * The exemptions from the band the engine can tell from the request. (A) turns on being allowed the
 * small-package displays, not on using one: a surface said and within {@link SMALL_PACKAGE_SURFACE}
 * exempts whatever display is drawn. Absent surface: not exempt (the package is not known to qualify).
 */
export const DUAL_COLUMN_EXEMPTIONS = {
  smallPackage: { cite: '21 CFR 101.9(b)(12)(i)(A)', surface: SMALL_PACKAGE_SURFACE },
  asPrepared: { cite: `${DUAL_COLUMN_BAND.cite}(A)–(C)` },
} as const;

/** What decides the columns of a package. */
export interface PackageFacts {
  /** The RACC category key (`recipe.category`). */
  readonly category?: string;
  readonly packageGrams: number;
  readonly servingGrams: number;
  /** The label carries an as-prepared column (exempt, (b)(12)(i)). */
  readonly asPrepared?: boolean;
  /** The package's available label surface in in² (`options.labelSurfaceSquareInches`); absent: not said. */
  readonly labelSurfaceSquareInches?: number | undefined;
}

/** The columns `auto` picks, and why. */
export interface ColumnDecision {
  readonly columns: 'single' | 'dual';
  /** The package in % of the RACC, when the category has a RACC in grams. */
  readonly percentOfRacc?: number;
  readonly reason: string;
  /** The exemption that kept a package of the band to one column. */
  readonly exemption?: keyof typeof DUAL_COLUMN_EXEMPTIONS;
}

/**
 * `auto`: dual when the package holds 200–300 % of the RACC (edges included) and more than one serving,
 * unless exempt; single otherwise (also when the category or its RACC in grams is unknown).
 *
 * @example autoColumns({ category: 'cookies', packageGrams: 75, servingGrams: 30 }).columns // 'dual' (250 %)
 */
export function autoColumns(facts: PackageFacts): ColumnDecision {
  const racc = facts.category === undefined ? undefined : raccFor(facts.category)?.grams;
  if (racc === undefined || racc <= 0) {
    return { columns: 'single', reason: 'no RACC in grams for the category: (b)(12)(i) cannot be tested' };
  }
  const percentOfRacc = (facts.packageGrams / racc) * 100;
  // Within binary noise of an edge counts as on it (both edges are included).
  const inBand =
    percentOfRacc >= DUAL_COLUMN_BAND.fromPercent - 1e-9 &&
    percentOfRacc <= DUAL_COLUMN_BAND.toPercent + 1e-9;
  if (!inBand) {
    return {
      columns: 'single',
      percentOfRacc,
      reason: `the package is ${round1(percentOfRacc)} % of the RACC, outside 200–300 % (${DUAL_COLUMN_BAND.cite})`,
    };
  }
  if (facts.packageGrams <= facts.servingGrams * (1 + 1e-9)) {
    return { columns: 'single', percentOfRacc, reason: 'the package is one serving' };
  }
  const surface = facts.labelSurfaceSquareInches;
  if (surface !== undefined && withinSmallPackageSurface(surface)) {
    const { cite, surface: limit } = DUAL_COLUMN_EXEMPTIONS.smallPackage;
    return {
      columns: 'single',
      percentOfRacc,
      reason: `${surface} in² of label surface allow the small-package displays (${limit.value} in² or less, ${limit.cite}): exempt from the per-container column (${cite})`,
      exemption: 'smallPackage',
    };
  }
  if (facts.asPrepared === true) {
    return {
      columns: 'single',
      percentOfRacc,
      reason: `an as-prepared column is exempt from the per-container column (${DUAL_COLUMN_EXEMPTIONS.asPrepared.cite})`,
      exemption: 'asPrepared',
    };
  }
  return {
    columns: 'dual',
    percentOfRacc,
    reason: `the package is ${round1(percentOfRacc)} % of the RACC: per serving and per container (${DUAL_COLUMN_BAND.cite})`,
  };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
