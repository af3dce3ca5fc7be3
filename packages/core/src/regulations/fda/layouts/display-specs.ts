/**
 * Type sizes and rule weights of the FDA reduced displays (api.md §12 `options.layout`), in layout
 * units (one unit is one point in the PDF). Sizes are the minimums of 21 CFR 101.9(d)(1)(iii) and
 * (d)(3) for the tabular and linear displays for small packages ((j)(13)(ii)(A)(1), (2)), the heading
 * kept larger than every other print ((d)(2)); weights are those of FDA's Appendix B sample labels
 * ("The New Nutrition Facts Label — Examples of Different Label Formats"). Verification marks in
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

/** The small-package tabular and linear displays share these minimums. */
export const SMALL_PACKAGE_TYPE = {
  /** "Nutrition Facts": larger than all other print in the label. */
  title: spec(16, '21 CFR 101.9(d)(2)'),
  /** "N servings per container" / "Servings: N": 9 pt in the small-package displays. */
  servings: spec(9, '21 CFR 101.9(d)(3)(i)'),
  /** "Serving size …": 9 pt in the tabular and linear displays. */
  servingSize: spec(9, '21 CFR 101.9(d)(3)(ii)'),
  /** The word "Calories": 10 pt outside the vertical display. */
  caloriesWord: spec(10, '21 CFR 101.9(d)(1)(iii)'),
  /** The calories figure: 14 pt in the small-package displays. */
  caloriesFigure: spec(14, '21 CFR 101.9(d)(1)(iii)'),
  /** Nutrient names, amounts and %DV, and the column headings: 8 pt. */
  row: spec(8, '21 CFR 101.9(d)(1)(iii)'),
  /** The %DV footnote: 6 pt. */
  footnote: spec(6, '21 CFR 101.9(d)(1)(iii)'),
} as const;

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
