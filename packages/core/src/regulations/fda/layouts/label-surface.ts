/**
 * The package's available label surface (api.md §12 `options.labelSurfaceSquareInches`) and what it
 * decides: 21 CFR 101.9(j)(13)(ii) lets "packages that have a total surface area available to bear
 * labeling of 40 or less square inches" use the tabular and linear displays for small packages, in the
 * smaller type of (d)(1)(iii) and (d)(3); above that the tabular display is the one of (d)(11) (or
 * (e)(6)(ii) with two columns) in the larger type, and the linear display, which only (j)(13)(ii)(A)
 * allows, is refused. Without a surface the small-package route is assumed, as before the option
 * existed. At 12–40 in² (j)(13)(ii)(A) also asks that the package cannot take a vertical or tabular
 * display; the engine cannot see the package's shape and takes the display asked for as that
 * statement. Verification marks in docs/spec/regulations-us.md §1.2.
 *
 * @module
 */
import type { LabelIssue } from '../../../label/check-content';
import type { LabelLayoutName } from '../../../label/types';
import { type DisplayType, SMALL_PACKAGE_TYPE, type Spec, STANDARD_TABULAR_TYPE } from './display-specs';

/** The largest available label surface, in square inches, of a package the small-package route reaches. */
export const SMALL_PACKAGE_SURFACE: Spec = { value: 40, cite: '21 CFR 101.9(j)(13)(ii)' };

/** The paragraph that alone allows the linear display. */
const LINEAR_DISPLAY_CITE = '21 CFR 101.9(j)(13)(ii)(A)';

/** Whether a package of this available label surface (in²) may take the small-package displays. */
export const withinSmallPackageSurface = (surface: number): boolean => surface <= SMALL_PACKAGE_SURFACE.value;

/** The same where the surface may be unsaid: absent, the small-package route is assumed. */
const isSmallPackage = (surface: number | undefined): boolean =>
  surface === undefined || withinSmallPackageSurface(surface);

/**
 * The type of a tabular display (one column or two) on a package of this surface.
 *
 * @example tabularTypeOf(60).caloriesFigure.value // 22
 */
export const tabularTypeOf = (surface: number | undefined): DisplayType =>
  isSmallPackage(surface) ? SMALL_PACKAGE_TYPE : STANDARD_TABULAR_TYPE;

/**
 * Why the linear display may not be drawn on a package of this surface, or `undefined` where it may.
 *
 * @example surfaceRefusal('linear', 60)?.path // 'options.layout'
 */
export function surfaceRefusal(
  layout: LabelLayoutName | undefined,
  surface: number | undefined,
): LabelIssue | undefined {
  if (layout !== 'linear' || isSmallPackage(surface)) return undefined;
  return {
    code: 'layout_not_allowed',
    path: 'options.layout',
    message: `The linear display is allowed only on a package with ${SMALL_PACKAGE_SURFACE.value} square inches or less available to bear labeling (${LINEAR_DISPLAY_CITE}); this one has ${surface}. Ask for the tabular display ((d)(11)) or the vertical one.`,
  };
}
