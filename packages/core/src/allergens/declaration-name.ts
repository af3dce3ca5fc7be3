/**
 * The printed names of one allergen item under one regulation (English, French, Chinese) and the
 * word used for it in the ingredient statement's parenthesis.
 *
 * @module
 */
import type { IngredientItem } from './analyze-ingredient';
import type { KeyRule, RegulationProfile } from './regulation-profiles';
import { SPECIES, type Species } from './species';

/** Names of one declared allergen. */
export interface DeclarationName {
  readonly en: string;
  readonly fr: string;
  readonly zh: string;
  /** Word for the ingredient list: "milk", "almonds", "goat milk". */
  readonly inList: string;
  /** Chinese word for a Chinese ingredient list. */
  readonly inListZh: string;
  /** Stems that show a name already names it. */
  readonly stems: readonly string[];
  /** True when the category is printed because no species is known. */
  readonly generic: boolean;
}

/**
 * Names an item under a regulation.
 *
 * @param item - the allergen (key, optional species)
 * @param profile - the regulation
 * @returns the names, or undefined when the key does not count under the regulation
 * @example declarationName({ key: 'tree_nuts', species: 'Almonds' }, FDA).en // 'Almonds'
 */
export function declarationName(
  item: IngredientItem,
  profile: RegulationProfile,
): DeclarationName | undefined {
  const rule: KeyRule | undefined = profile.rules[item.key];
  if (!rule) return undefined;
  const generic = {
    en: rule.en,
    fr: rule.fr ?? rule.en,
    zh: rule.zh ?? rule.en,
    inList: rule.inList ?? rule.en.toLowerCase(),
    inListZh: rule.zh ?? rule.en.toLowerCase(),
    stems: rule.stems,
  };
  if (!item.species) return { ...generic, generic: true };
  const s: Species = SPECIES[item.species];
  // Category-level formats (China, EU fish) still accept the species word as naming the allergen.
  if (!rule.bySpecies) return { ...generic, stems: [...s.stems, ...rule.stems], generic: false };
  const en = (profile.id === 'eu' ? s.eu : undefined) ?? item.species;
  const zh = s.zh ?? generic.zh;
  return {
    en,
    fr: s.fr,
    zh,
    inList: en.toLowerCase(),
    inListZh: zh,
    stems: [...s.stems, ...rule.stems],
    generic: false,
  };
}
