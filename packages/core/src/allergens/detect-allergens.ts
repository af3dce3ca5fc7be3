/**
 * Allergen detection for a recipe under one regulation: lexicon matches on ingredient names plus
 * explicit allergens, declared in the order of first appearance in the ingredient list.
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';
import { analyzeIngredient, type IngredientAnalysis } from './analyze-ingredient';
import { type DeclarationName, declarationName } from './declaration-name';
import { fold } from './fold';
import { REGULATION_PROFILES, type RegulationProfile } from './regulation-profiles';
import type { AllergenDetection, AllergenIngredient, AllergenRegulation } from './types';

/** How the "name the species" warning speaks about each key that needs one. */
const SPECIES_WORDING: Readonly<
  Partial<Record<AllergenKey, readonly [what: string, noun: string, example: string]>>
> = {
  fish: ['fish', 'species', 'anchovy'],
  crustacean_shellfish: ['crustacean shellfish', 'species', 'shrimp'],
  molluscs: ['molluscs', 'species', 'oyster'],
  tree_nuts: ['tree nuts', 'nut', 'almond'],
  gluten: ['a gluten cereal', 'cereal', 'barley'],
};

/**
 * Indices of the ingredients by descending weight, ties in input order (the ingredient list order,
 * 21 CFR 101.4(a)(1); B.01.008; Art 18(1) 1169/2011; GB 7718 4.1.3.1.2).
 *
 * @param ingredients - the recipe's ingredients
 * @returns input indices, heaviest first
 */
export function weightOrder(ingredients: readonly AllergenIngredient[]): number[] {
  const n = ingredients.length;
  const weights = new Array<number>(n);
  const order = new Array<number>(n);
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const g = ingredients[i]!.weightGrams;
    weights[i] = Number.isFinite(g) ? g : 0;
    order[i] = i;
    if (i > 0 && weights[i]! > weights[i - 1]!) sorted = false;
  }
  // Recipes usually list ingredients heaviest first already: skip the sort then.
  return sorted ? order : order.sort((a, b) => weights[b]! - weights[a]! || a - b);
}

/**
 * A detection that remembers its per-ingredient analyses (in a private field: invisible to JSON,
 * spreads and equality), so the ingredient statement need not match the names again.
 */
class Detection implements AllergenDetection {
  readonly detected: readonly string[];
  readonly declaration: string;
  readonly sources: Readonly<Record<string, readonly string[]>>;
  readonly warnings: readonly string[];
  readonly perIngredient: readonly (readonly string[])[];
  readonly names: readonly string[];
  declare readonly altDeclaration?: string;
  readonly #ingredients: readonly AllergenIngredient[];
  readonly #regulation: AllergenRegulation;
  readonly #analyses: readonly IngredientAnalysis[];

  constructor(
    fields: AllergenDetection,
    ingredients: readonly AllergenIngredient[],
    regulation: AllergenRegulation,
    analyses: readonly IngredientAnalysis[],
  ) {
    this.detected = fields.detected;
    this.declaration = fields.declaration;
    this.sources = fields.sources;
    this.warnings = fields.warnings;
    this.perIngredient = fields.perIngredient;
    this.names = fields.names;
    if (fields.altDeclaration !== undefined) {
      (this as { altDeclaration?: string }).altDeclaration = fields.altDeclaration;
    }
    this.#ingredients = ingredients;
    this.#regulation = regulation;
    this.#analyses = analyses;
  }

  static analysesOf(
    d: AllergenDetection,
    ingredients: readonly AllergenIngredient[],
    regulation: AllergenRegulation,
  ): readonly IngredientAnalysis[] | undefined {
    if (!(d instanceof Detection) || d.#ingredients !== ingredients || d.#regulation !== regulation)
      return undefined;
    return d.#analyses;
  }
}

/**
 * The per-ingredient analyses made by `detectAllergens`, when `detection` was made from these very
 * ingredients (same array) under this regulation; undefined otherwise.
 *
 * @param detection - a result of `detectAllergens`
 * @param ingredients - the ingredients the caller pairs it with
 * @param regulation - the regulation the caller pairs it with
 * @returns the analyses in input order, or undefined
 */
export function analysesOf(
  detection: AllergenDetection,
  ingredients: readonly AllergenIngredient[],
  regulation: AllergenRegulation,
): readonly IngredientAnalysis[] | undefined {
  return Detection.analysesOf(detection, ingredients, regulation);
}

function orderIndex(profile: RegulationProfile, key: AllergenKey): number {
  return profile.order.indexOf(key);
}

function warningsOf(name: string, a: IngredientAnalysis, profile: RegulationProfile, out: string[]): void {
  for (const q of a.questions) {
    out.push(`Ingredient "${name}" may contain ${q.hint}: add the allergen explicitly to declare it.`);
  }
  for (const item of a.items) {
    const rule = profile.rules[item.key];
    if (!rule?.speciesRequired || item.species) continue;
    if (a.items.some((o) => o.key === item.key && o.species)) continue;
    const [what, noun, example] = SPECIES_WORDING[item.key] ?? [item.key, 'species', ''];
    out.push(
      `Ingredient "${name}" contains ${what} but does not name the ${noun}: add it explicitly (e.g. "${example}") so that the declaration names it.`,
    );
  }
  for (const term of a.unknown) {
    out.push(`Ingredient "${name}": "${term}" is not a known allergen and was ignored.`);
  }
}

/**
 * Detects the allergens of a recipe and builds the "Contains" statement of a regulation.
 *
 * Keys come from the shared lexicon (whole words, singular/plural, accent-insensitive, longest
 * phrase first, false friends blocked; Chinese terms as substrings) and from each ingredient's
 * explicit `allergens`. Only the keys the regulation lists count (FDA: big 9; CFIA: + molluscs,
 * mustard, gluten sources, sulphites; EU: Annex II; China: GB 7718 a)–h)). Ambiguous terms
 * ("nuts", "lecithin", "pesto") are not declared: they add a warning. Names follow the order of
 * first appearance in the ingredient list (descending weight), ties in the regulation's order.
 * Sulphites are declared when named: the 10 ppm threshold cannot be checked from names.
 *
 * @param ingredients - name, weight and optional explicit allergens of each ingredient
 * @param regulation - the label format
 * @returns detected keys, "Contains: …." (or ""), sources, warnings, per-ingredient keys
 * @see FD&C Act §403(w)(1); FDR B.01.010.1; Reg. (EU) 1169/2011 Annex II; GB 7718-2025 4.12
 * @example
 * detectAllergens([{ name: 'Flour', weightGrams: 200 }, { name: 'Butter', weightGrams: 100 }], 'fda')
 * // → detected ['wheat', 'milk'], declaration 'Contains: Wheat, Milk.'
 */
export function detectAllergens(
  ingredients: readonly AllergenIngredient[],
  regulation: AllergenRegulation,
): AllergenDetection {
  const profile = REGULATION_PROFILES[regulation];
  const analyses = ingredients.map((ing) => analyzeIngredient(fold(ing.name), ing.allergens, profile));
  const perIngredient = analyses.map((a) => {
    const keys: AllergenKey[] = [];
    for (const item of a.items) if (!keys.includes(item.key)) keys.push(item.key);
    return keys.sort((x, y) => orderIndex(profile, x) - orderIndex(profile, y));
  });

  const detected: AllergenKey[] = [];
  const sources: Record<string, string[]> = {};
  const names: DeclarationName[] = [];
  const warnings: string[] = [];
  for (const idx of weightOrder(ingredients)) {
    const a = analyses[idx]!;
    const name = ingredients[idx]!.name.trim();
    warningsOf(name, a, profile, warnings);
    const items =
      a.items.length > 1
        ? [...a.items].sort((x, y) => orderIndex(profile, x.key) - orderIndex(profile, y.key))
        : a.items;
    for (const item of items) {
      if (!detected.includes(item.key)) detected.push(item.key);
      const list = sources[item.key] ?? [];
      if (!list.includes(name)) list.push(name);
      sources[item.key] = list;
      const dn = declarationName(item, profile);
      if (dn && !names.some((n) => n.en === dn.en)) names.push(dn);
    }
  }
  // A category printed only for want of a species gives way to the species named elsewhere.
  const printed = names.filter(
    (n) =>
      !(
        n.generic &&
        profile.rules[n.key]?.speciesRequired &&
        names.some((o) => o.key === n.key && !o.generic)
      ),
  );

  const en = printed.map((n) => n.en);
  const result: AllergenDetection = {
    detected,
    declaration: en.length > 0 ? `Contains: ${en.join(', ')}.` : '',
    sources,
    warnings: warnings.filter((x, i) => warnings.indexOf(x) === i),
    perIngredient,
    names: en,
  };
  let altDeclaration: string | undefined;
  if (profile.alt === 'fr') {
    const fr = [...new Set(printed.map((n) => n.fr))];
    altDeclaration = fr.length > 0 ? `Contient : ${fr.join(', ')}.` : '';
  } else if (profile.alt === 'zh') {
    const zh = [...new Set(printed.map((n) => n.zh))];
    altDeclaration = zh.length > 0 ? `含有${zh.join('、')}。` : '';
  }
  const fields = altDeclaration === undefined ? result : { ...result, altDeclaration };
  return new Detection(fields, ingredients, regulation, analyses);
}
