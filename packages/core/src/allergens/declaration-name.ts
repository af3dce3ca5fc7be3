/**
 * The printed names of one allergen item under one regulation (English, French, Chinese) and the
 * word used for it in the ingredient statement's parenthesis.
 *
 * @module
 */
import { ALLERGEN_KEYS, type AllergenKey } from './allergen-keys';
import type { IngredientItem } from './analyze-ingredient';
import type { AllergenProfile, KeyRule } from './profile';
import { SPECIES, type Species, type SpeciesId } from './species';

/** Names of one declared allergen. */
export interface DeclarationName {
  readonly key: AllergenKey;
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

function compute(
  key: AllergenKey,
  species: SpeciesId | undefined,
  profile: AllergenProfile,
): DeclarationName | undefined {
  const rule: KeyRule | undefined = profile.rules[key];
  if (!rule) return undefined;
  const generic = {
    key,
    en: rule.en,
    fr: rule.fr ?? rule.en,
    zh: rule.zh ?? rule.en,
    inList: rule.inList ?? rule.en.toLowerCase(),
    inListZh: rule.zh ?? rule.en.toLowerCase(),
    stems: rule.stems,
  };
  if (!species) return { ...generic, generic: true };
  const s: Species = SPECIES[species];
  // Category-level formats (China, EU fish) still accept the species word as naming the allergen.
  if (!rule.bySpecies) return { ...generic, stems: [...s.stems, ...rule.stems], generic: false };
  const en = profile.speciesNames?.[species] ?? (profile.euSpeciesNames ? s.eu : undefined) ?? species;
  const zh = s.zh ?? generic.zh;
  return {
    key,
    en,
    fr: s.fr,
    zh,
    inList: en.toLowerCase(),
    inListZh: zh,
    stems: [...s.stems, ...rule.stems],
    generic: false,
  };
}

type NameTable = ReadonlyMap<string, DeclarationName>;

/** Every name of a profile (keyed "key" or "key|species"). */
function tableOf(profile: AllergenProfile): NameTable {
  const table = new Map<string, DeclarationName>();
  for (const key of ALLERGEN_KEYS) {
    const dn = compute(key, undefined, profile);
    if (dn) table.set(key, dn);
  }
  for (const id of Object.keys(SPECIES) as SpeciesId[]) {
    const dn = compute(SPECIES[id].key, id, profile);
    if (dn) table.set(`${SPECIES[id].key}|${id}`, dn);
  }
  return table;
}

/** The name tables of the profiles seen, computed once per profile. */
const TABLES = new WeakMap<AllergenProfile, NameTable>();

/**
 * Names an item under a regulation.
 *
 * @param item - the allergen (key, optional species)
 * @param profile - the regulation
 * @returns the names, or undefined when the key does not count under the regulation
 * @example declarationName({ key: 'tree_nuts', species: 'Almonds' }, fda.allergens)?.en // 'Almonds'
 */
export function declarationName(item: IngredientItem, profile: AllergenProfile): DeclarationName | undefined {
  let table = TABLES.get(profile);
  if (table === undefined) {
    table = tableOf(profile);
    TABLES.set(profile, table);
  }
  return table.get(item.species ? `${item.key}|${item.species}` : item.key);
}
