/**
 * The shape of the allergen lexicon and the small builders its data files use.
 * A row maps one or more ingredient terms to allergens (declared), ambiguities (a question for the
 * user) or nothing at all (a false friend, which blocks shorter terms inside it).
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import type { DerivativeClass } from './profile';
import { SPECIES, type SpeciesId } from './species';

/** An allergen that a term declares. */
export interface AllergenRef {
  readonly key: AllergenKey;
  readonly species?: SpeciesId;
  /** The derivative class of the term, when some formats exempt it (profile `exempts`). */
  readonly exemptAs?: DerivativeClass;
}

/** An allergen a term may or may not bring: the user must confirm it. */
export interface Ambiguity {
  readonly keys: readonly AllergenKey[];
  /** Shown in the warning: "tree nuts (pine nut, cashew or walnut)". */
  readonly hint: string;
  readonly exemptAs?: DerivativeClass;
}

/** One lexicon row: terms and what they bring. No allergens and no ambiguities = false friend. */
export interface LexiconRow {
  readonly terms: readonly string[];
  readonly allergens: readonly AllergenRef[];
  readonly ambiguous: readonly Ambiguity[];
  /** Spec section the row comes from. */
  readonly cite: string;
}

type Effect = AllergenRef | Ambiguity;

/** Declares an allergen category without a species. */
export const key = (k: AllergenKey, exemptAs?: DerivativeClass): AllergenRef =>
  exemptAs ? { key: k, exemptAs } : { key: k };

/** Declares a species (its category comes from the species table). */
export const species = (id: SpeciesId, exemptAs?: DerivativeClass): AllergenRef =>
  exemptAs ? { key: SPECIES[id].key, species: id, exemptAs } : { key: SPECIES[id].key, species: id };

/** Marks an ambiguous term ("amb." in the spec). */
export const amb = (
  keys: AllergenKey | readonly AllergenKey[],
  hint: string,
  exemptAs?: DerivativeClass,
): Ambiguity => {
  const list = typeof keys === 'string' ? [keys] : keys;
  return exemptAs ? { keys: list, hint, exemptAs } : { keys: list, hint };
};

/** A data line: comma-separated terms, then the effects (none for a false friend). */
export type RowSpec = readonly [terms: string, ...effects: Effect[]];

/**
 * Builds lexicon rows from compact data lines.
 *
 * @param cite - the spec section the lines come from
 * @param lines - `['whey, sweet whey', key('milk')]`
 * @returns the rows
 */
export function rows(cite: string, lines: readonly RowSpec[]): LexiconRow[] {
  return lines.map(([terms, ...effects]) => ({
    terms: terms
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t.length > 0),
    allergens: effects.filter((e): e is AllergenRef => 'key' in e),
    ambiguous: effects.filter((e): e is Ambiguity => 'hint' in e),
    cite,
  }));
}
