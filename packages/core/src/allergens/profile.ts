/**
 * The shape of a format's allergen profile (`Regulation.allergens`): which allergen keys it declares,
 * in which order, how each is named, and the few ways formats differ in how they declare them. The
 * profiles themselves live in each format's folder (`regulations/<format>/allergen-profile.ts`).
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import type { SpeciesId } from './species';

/** How one allergen key is named and declared under one regulation. */
export interface KeyRule {
  /** Name in the English "Contains" statement. */
  readonly en: string;
  /** French name (Canada's "Contient"). */
  readonly fr?: string;
  /** Chinese name (China's "含有"). */
  readonly zh?: string;
  /** Word used in the ingredient statement's parenthesis ("Whey (milk)"); default: `en` lowercased. */
  readonly inList?: string;
  /** Lowercase stems showing that an ingredient name already names the allergen. */
  readonly stems: readonly string[];
  /** Print the species name (from the species table) instead of the category when known. */
  readonly bySpecies: boolean;
  /** Warn when no species is known: the declaration must name it. */
  readonly speciesRequired: boolean;
  /** Species that do not count under this regulation (EU: pine nuts are not Annex II nuts). */
  readonly excludeSpecies?: readonly SpeciesId[];
  readonly cite: string;
}

/**
 * Classes of allergen derivatives that some regulations exempt from declaration; the lexicon tags
 * a term with its class and each profile lists the classes it exempts.
 * - `annexII`: the derivatives of the Reg. (EU) 1169/2011 Annex II footnotes (wheat-based glucose
 *   syrups and maltodextrins, barley glucose syrups, soybean tocopherols and phytosterols), which
 *   GB 7718-2025 D.4 exempts too;
 * - `gbD4`: further derivatives exempted by GB 7718-2025 D.4 only (wheat starch, fish gelatin, soy
 *   lecithin and peptides, dextrin).
 */
export type DerivativeClass = 'annexII' | 'gbD4';

/** One format's allergen rules. */
export interface AllergenProfile {
  /** Keys declared, in the statutory order (used to order keys brought by the same ingredient). */
  readonly order: readonly AllergenKey[];
  readonly rules: Readonly<Partial<Record<AllergenKey, KeyRule>>>;
  /** The ingredient list must emphasise allergen words (EU Art 21; China D.2.1). */
  readonly emphasis: boolean;
  /** Second-language "Contains" statement; `zh` also lists all-Chinese ingredient names in Chinese. */
  readonly alt?: 'fr' | 'zh';
  /** Derivative classes the format exempts from declaration. */
  readonly exempts: readonly DerivativeClass[];
  /** Species print under their EU Annex II name where the species table has one (item 8 nuts). */
  readonly euSpeciesNames: boolean;
  /** Keys that bring others with them (ANZ PEAL: wheat is declared with "gluten"). */
  readonly alsoDeclares?: Readonly<Partial<Record<AllergenKey, readonly AllergenKey[]>>>;
  /** Species printed under a name of the format's own (ANZ PEAL: "almond", "Brazil nut"); wins over `euSpeciesNames`. */
  readonly speciesNames?: Readonly<Partial<Record<SpeciesId, string>>>;
  /** Sugars-based ingredients are grouped after "Sugars" in the ingredient list (Canada B.01.008.3). */
  readonly groupsSugars: boolean;
}

/** The stems every format accepts for a key (formats may add their own). */
export const STEMS = {
  milk: ['milk', 'dairy', '乳', '奶'],
  egg: ['egg', '蛋'],
  fish: ['fish', '鱼'],
  crustacean_shellfish: ['crustacean', 'shellfish', '虾', '蟹'],
  tree_nuts: ['tree nut', '坚果'],
  wheat: ['wheat', '小麦'],
  peanuts: ['peanut', '花生'],
  soy: ['soy', '大豆', '黄豆'],
  sesame: ['sesame', '芝麻'],
  gluten: ['gluten', '麸质'],
  molluscs: ['mollusc', 'mollusk'],
  mustard: ['mustard'],
  celery: ['celery', 'celeriac'],
  lupin: ['lupin'],
  sulphites: ['sulphite', 'sulfite'],
} as const satisfies Record<AllergenKey, readonly string[]>;

/** A key rule with the common stems, no species naming unless `extra` says so. */
export const keyRule = (
  k: AllergenKey,
  en: string,
  cite: string,
  extra: Partial<Omit<KeyRule, 'en' | 'cite'>> = {},
): KeyRule => ({ en, cite, stems: STEMS[k], bySpecies: false, speciesRequired: false, ...extra });
