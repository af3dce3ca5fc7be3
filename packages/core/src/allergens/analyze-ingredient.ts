/**
 * What one ingredient brings under one regulation: the lexicon hits of its name, the allergens
 * that count (with species), the unresolved ambiguities, and explicit words that name nothing.
 * Shared by detection and by the ingredient statement.
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import { type LexiconHit, matchTerms } from './lexicon';
import type { AllergenRef, Ambiguity } from './lexicon-row';
import { resolveAllergenRefs } from './normalize-allergen';
import type { AllergenProfile } from './profile';
import type { SpeciesId } from './species';

/** One allergen an ingredient brings. `hit` is absent for an explicit allergen. */
export interface IngredientItem {
  readonly key: AllergenKey;
  readonly species?: SpeciesId;
  readonly hit?: LexiconHit;
}

/** The analysis of one ingredient. */
export interface IngredientAnalysis {
  /** The folded name the hits point into. */
  readonly folded: string;
  readonly hits: readonly LexiconHit[];
  /** Allergens that count under the regulation, name hits first, then explicit ones. */
  readonly items: readonly IngredientItem[];
  readonly questions: readonly Ambiguity[];
  /** Explicit allergen words that name no allergen. */
  readonly unknown: readonly string[];
}

function counts(ref: AllergenRef, profile: AllergenProfile): boolean {
  const rule = profile.rules[ref.key];
  if (!rule) return false;
  if (ref.exemptAs !== undefined && profile.exempts.includes(ref.exemptAs)) return false;
  return !(ref.species && rule.excludeSpecies?.includes(ref.species));
}

function push(items: IngredientItem[], ref: AllergenRef, hit: LexiconHit | undefined): void {
  for (const i of items) if (i.key === ref.key && i.species === ref.species) return;
  if (hit) items.push(ref.species ? { key: ref.key, species: ref.species, hit } : { key: ref.key, hit });
  else items.push(ref.species ? { key: ref.key, species: ref.species } : { key: ref.key });
}

/**
 * Analyses one ingredient name (already folded) plus its explicit allergens.
 *
 * @param folded - the ingredient name passed through `fold`
 * @param explicit - the ingredient's `allergens` field
 * @param profile - the regulation's rules
 * @returns hits, counted allergens, open questions and unknown explicit words
 */
export function analyzeIngredient(
  folded: string,
  explicit: readonly string[] | undefined,
  profile: AllergenProfile,
): IngredientAnalysis {
  const hits = matchTerms(folded);
  const items: IngredientItem[] = [];
  const ambiguities: Ambiguity[] = [];
  for (const hit of hits) {
    for (const ref of hit.row.allergens) if (counts(ref, profile)) push(items, ref, hit);
    for (const a of hit.row.ambiguous) ambiguities.push(a);
  }
  const explicitKeys: AllergenKey[] = [];
  const unknown: string[] = [];
  if (explicit) {
    for (const term of explicit) {
      const refs = resolveAllergenRefs(term);
      if (refs.length === 0) unknown.push(term);
      for (const ref of refs) {
        explicitKeys.push(ref.key);
        // An explicit word is the user's own declaration: derivative exemptions do not apply.
        const plain: AllergenRef = ref.species ? { key: ref.key, species: ref.species } : { key: ref.key };
        if (counts(plain, profile)) push(items, plain, undefined);
      }
    }
  }
  const questions =
    ambiguities.length === 0
      ? ambiguities
      : ambiguities.filter(
          (a) =>
            !(a.exemptAs !== undefined && profile.exempts.includes(a.exemptAs)) &&
            a.keys.some((k) => profile.rules[k] !== undefined) &&
            !a.keys.some((k) => explicitKeys.includes(k) || items.some((i) => i.key === k)),
        );
  return { folded, hits, items, questions, unknown };
}
