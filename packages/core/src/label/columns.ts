/**
 * The columns a label can print, as one table: per serving (always, the row's own fields), per
 * container, per RACC, as prepared, and per 100 g / 100 ml. A new kind of column is one entry here, a
 * `LabelNutrient` field for its cells, and the `basis` word a format lists to ask for it.
 *
 * @module
 */

/** What the engine needs to place a column's amounts. */
export interface ColumnFacts {
  /** Grams in one serving. */
  readonly servingGrams: number;
  /** Grams in the package: servings per container × serving (the finished batch when not given). */
  readonly packageGrams: number;
  /** Grams in the RACC of the recipe's category, when it has one (FDA 101.9(b)(6)'s optional column). */
  readonly raccGrams?: number | undefined;
}

/** The words of `label.basis`, each naming one printed column. */
export type BasisWord = 'serving' | 'container' | 'racc' | 'prepared' | '100g' | '100ml';

/** The `LabelNutrient` properties that hold a column's cells. */
export type ColumnField = 'per100' | 'perContainer' | 'perRacc' | 'prepared';

/** One kind of column. */
export interface ColumnKind {
  /** The `LabelNutrient` property its cells go to; the serving column fills the row's own fields. */
  readonly field?: ColumnField;
  /** The `Regulation.basis` words that ask for it. */
  readonly bases: readonly BasisWord[];
  /**
   * Grams the column's amounts are given for: of the finished food, or for `prepared` of the food as
   * packaged (the additions of the directions are then added in proportion).
   */
  grams(facts: ColumnFacts): number;
  /** `prepared`: the amounts are of the package plus what the directions add (101.9(h)(4)). */
  readonly asPrepared?: boolean;
  /** For a liquid with a density, the amounts are per the same number of ml instead. */
  readonly perVolume: boolean;
}

/** Every kind of column, in print order after the serving column. */
export const COLUMN_KINDS = {
  serving: { bases: ['serving'], grams: (facts) => facts.servingGrams, perVolume: false },
  // FDA 101.9(b)(12)(i): the whole package beside the serving, declared on its own amount.
  container: {
    field: 'perContainer',
    bases: ['container'],
    grams: (facts) => facts.packageGrams,
    perVolume: false,
  },
  // FDA 101.9(b)(6): a single-serving container of more than 150 % and less than 200 % of the RACC
  // may add a column per the amount closest to the RACC.
  racc: {
    field: 'perRacc',
    bases: ['racc'],
    grams: (facts) => facts.raccGrams ?? facts.servingGrams,
    perVolume: false,
  },
  // FDA 101.9(h)(4): per serving of the food as prepared, (package + additions) ÷ servings.
  prepared: {
    field: 'prepared',
    bases: ['prepared'],
    grams: (facts) => facts.servingGrams,
    asPrepared: true,
    perVolume: false,
  },
  '100': { field: 'per100', bases: ['100g', '100ml'], grams: () => 100, perVolume: true },
} as const satisfies Record<string, ColumnKind>;

/** The id of a kind of column, as formats see it in `ColumnContext.column`. */
export type ColumnId = keyof typeof COLUMN_KINDS;

/** The kinds besides the serving column, with their ids. */
export const EXTRA_COLUMN_KINDS: readonly (ColumnKind & {
  readonly id: ColumnId;
  readonly field: ColumnField;
})[] = (Object.keys(COLUMN_KINDS) as ColumnId[]).flatMap((id) => {
  const kind: ColumnKind = COLUMN_KINDS[id];
  return kind.field === undefined ? [] : [{ ...kind, id, field: kind.field }];
});
