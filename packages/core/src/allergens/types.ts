/**
 * Input and output shapes of allergen detection.
 *
 * @module
 */
import type { AllergenResult } from '../label/types';

/** The part of a recipe ingredient that allergen detection reads. */
export interface AllergenIngredient {
  readonly name: string;
  readonly weightGrams: number;
  /** Explicit allergens (e.g. ["milk"], ["almond"], ["Tree nuts"]), merged with what the name reveals. */
  readonly allergens?: readonly string[];
  /** Canada: a sugars-based ingredient (FDR B.01.001), grouped after "Sugars"; detected from the name when absent. */
  readonly sugarsBased?: boolean;
}

/** The allergen result of one recipe under one regulation. */
export interface AllergenDetection extends AllergenResult {
  /** Questions for the user: ambiguous terms, missing species, unknown explicit allergens. */
  readonly warnings: readonly string[];
  /** Per input ingredient (input order): the allergen keys it brings, in the regulation's order. */
  readonly perIngredient: readonly (readonly string[])[];
  /** The names printed after "Contains:", in order (e.g. ["Wheat", "Milk", "Almonds"]). */
  readonly names: readonly string[];
  /**
   * The statement in the format's second language, when it prints one: Canada's French
   * "Contient : Lait, Blé." (B.01.010.1, bilingual labels) and China's "含有小麦、乳成分。"
   * (GB 7718-2025 D.2.2). Absent for FDA and EU, and "" when nothing was detected.
   */
  readonly altDeclaration?: string;
}

/** A range of the ingredient statement to emphasise (bold), as UTF-16 offsets, end exclusive. */
export interface EmphasisRange {
  readonly start: number;
  readonly end: number;
}

/** The ingredient statement with the ranges a renderer must emphasise. */
export interface IngredientStatementParts {
  readonly text: string;
  /** Allergen words to print in bold; filled for EU (mandatory) and China (GB 7718-2025 D.2.1), else empty. */
  readonly emphasis: readonly EmphasisRange[];
}
