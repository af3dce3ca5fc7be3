/**
 * Type sizes and rule weights of the FDA reduced displays (api.md §12 `options.layout`), in layout
 * units (one unit is one point in the PDF). Sizes are the minimums of 21 CFR 101.9(d)(1)(iii), (d)(2)
 * and (d)(3): one set for the tabular and linear displays for small packages ((j)(13)(ii)(A)(1), (2)),
 * one for the tabular displays of (d)(11) and (e)(6)(ii) on a package the small-package route does not
 * reach (label-surface.ts decides which); weights are those of FDA's Appendix B sample labels ("The New
 * Nutrition Facts Label — Examples of Different Label Formats"). Verification marks in
 * docs/spec/regulations-us.md §1.2.
 *
 * @module
 */

/** One size or weight and the paragraph or document it comes from. */
export interface Spec {
  readonly value: number;
  readonly cite: string;
}

const spec = (value: number, cite: string): Spec => ({ value, cite });

/** The type sizes a tabular or linear display is drawn in. */
export interface DisplayType {
  /** "Nutrition Facts": no smaller than all other print except the calories figure ((d)(2)). */
  readonly title: Spec;
  /** "N servings per container" / "Servings: N". */
  readonly servings: Spec;
  /** "Serving size …". */
  readonly servingSize: Spec;
  /** The word "Calories". */
  readonly caloriesWord: Spec;
  /** The calories figure. */
  readonly caloriesFigure: Spec;
  /** Nutrient names, amounts and %DV, and the column headings. */
  readonly row: Spec;
  /** The %DV footnote. */
  readonly footnote: Spec;
}

/** The tabular and linear displays for small packages, (j)(13)(ii)(A)(1) and (2). */
export const SMALL_PACKAGE_TYPE: DisplayType = {
  title: spec(16, '21 CFR 101.9(d)(2)'),
  servings: spec(9, '21 CFR 101.9(d)(3)(i)'),
  servingSize: spec(9, '21 CFR 101.9(d)(3)(ii)'),
  caloriesWord: spec(10, '21 CFR 101.9(d)(1)(iii)'),
  caloriesFigure: spec(14, '21 CFR 101.9(d)(1)(iii)'),
  row: spec(8, '21 CFR 101.9(d)(1)(iii)'),
  footnote: spec(6, '21 CFR 101.9(d)(1)(iii)'),
};

/**
 * The tabular displays of (d)(11) and (e)(6)(ii) outside the small-package route: the 9 pt servings and
 * 14 pt calories figure name only (j)(13)(ii)(A)(1) and (2), so these keep 10 pt ((d)(3)(i)) and 22 pt
 * ((d)(1)(iii)); "Calories" 10 pt and serving size 9 pt name (d)(11) and (e)(6)(ii) too.
 */
export const STANDARD_TABULAR_TYPE: DisplayType = {
  title: spec(16, '21 CFR 101.9(d)(2)'),
  servings: spec(10, '21 CFR 101.9(d)(3)(i)'),
  servingSize: spec(9, '21 CFR 101.9(d)(3)(ii)'),
  caloriesWord: spec(10, '21 CFR 101.9(d)(1)(iii)'),
  caloriesFigure: spec(22, '21 CFR 101.9(d)(1)(iii)'),
  row: spec(8, '21 CFR 101.9(d)(1)(iii)'),
  footnote: spec(6, '21 CFR 101.9(d)(1)(iii)'),
};

const SAMPLES = 'FDA, Examples of Different Label Formats (Appendix B to part 101)';

/** Rule weights of the sample labels. */
export const SAMPLE_RULES = {
  /** "All labels enclosed by ½ point box rule within 3 point of text measure". */
  box: spec(0.5, SAMPLES),
  boxInset: spec(3, SAMPLES),
  /** "7 pt rule": the heavy bars between groups. */
  heavy: spec(7, SAMPLES),
  /** "3 pt rule": the bar under the calories and the column headings. */
  medium: spec(3, SAMPLES),
  /** "¼ pt rule centered between nutrients": the hairline of 101.9(d)(1)(iv). */
  hairline: spec(0.25, '21 CFR 101.9(d)(1)(iv)'),
  /**
   * The vertical lines between the columns of a display of two columns: "the columns shall be
   * separated by vertical lines" ((e)(3), (e)(6)). Neither paragraph nor the samples read give a
   * weight, so the hairline's.
   */
  columnLine: spec(0.25, '21 CFR 101.9(e)(3), (e)(6)'),
} as const;
