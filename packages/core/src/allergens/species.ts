/**
 * Species (or kind) names that a declaration must print instead of the category: the nut, the
 * fish, the crustacean or mollusc, a non-cow milk or non-chicken egg, the gluten cereal.
 *
 * Sources: regulations-us.md §8.1 (species for fish/crustaceans/tree nuts; "Goat Milk", "Duck Egg"),
 * §8.2 (the 12 tree nuts, FDA Ed. 5, Jan 2025); regulations-intl.md §1.7 (CA: common names, cereal
 * names), §2.6 (EU Annex II item 8 nut names; no pine nut).
 *
 * @module
 */
import type { AllergenKey } from './allergen-keys';

/** One species: its category key and its names. */
export interface Species {
  readonly key: AllergenKey;
  /** French name for Canada's "Contient" statement. */
  readonly fr: string;
  /** EU Annex II name where it differs from the US one (item 8: "Pecan nuts"...). */
  readonly eu?: string;
  /** Chinese name where China names the species (gluten cereals only; GB 7718 a)). */
  readonly zh?: string;
  /** Lowercase stems that show an ingredient name already names it ("almond" in "Almond flour"). */
  readonly stems: readonly string[];
}

const sp = (
  key: AllergenKey,
  fr: string,
  stems: readonly string[],
  extra: Partial<Species> = {},
): Species => ({
  key,
  fr,
  stems,
  ...extra,
});

const nut = (fr: string, stems: readonly string[], eu?: string): Species =>
  sp('tree_nuts', fr, stems, eu ? { eu } : {});
const fish = (fr: string, stems: readonly string[]): Species => sp('fish', fr, stems);
const crust = (fr: string, stems: readonly string[]): Species => sp('crustacean_shellfish', fr, stems);
const moll = (fr: string, stems: readonly string[]): Species => sp('molluscs', fr, stems);

/** Every species, keyed by its US "Contains" name (Title Case, as printed). */
export const SPECIES = {
  // Tree nuts: FDA Ed. 5 list (§8.2); EU names from Annex II item 8; pine nut is not in Annex II.
  Almonds: nut('Amandes', ['almond']),
  'Brazil Nuts': nut('Noix du Brésil', ['brazil nut'], 'Brazil nuts'),
  Cashews: nut('Noix de cajou', ['cashew']),
  Hazelnuts: nut('Noisettes', ['hazelnut', 'filbert']),
  'Macadamia Nuts': nut('Noix de macadamia', ['macadamia'], 'Macadamia nuts'),
  Pecans: nut('Pacanes', ['pecan'], 'Pecan nuts'),
  'Pine Nuts': nut('Pignons', ['pine nut', 'pignon']),
  Pistachios: nut('Pistaches', ['pistachio'], 'Pistachio nuts'),
  Walnuts: nut('Noix', ['walnut']),
  'Black Walnuts': nut('Noix noires', ['black walnut', 'walnut'], 'Walnuts'),
  Heartnuts: nut('Noix en cœur', ['heartnut', 'walnut'], 'Walnuts'),
  // Fish (regulations-us.md §8.4 Fish).
  Anchovy: fish('Anchois', ['anchov']),
  Bass: fish('Bar', ['bass']),
  'Sea Bass': fish('Bar commun', ['sea bass', 'bass']),
  Catfish: fish('Poisson-chat', ['catfish']),
  Cod: fish('Morue', ['cod']),
  Flounder: fish('Flet', ['flounder']),
  Grouper: fish('Mérou', ['grouper']),
  Haddock: fish('Aiglefin', ['haddock']),
  Hake: fish('Merlu', ['hake']),
  Halibut: fish('Flétan', ['halibut']),
  Herring: fish('Hareng', ['herring']),
  Mackerel: fish('Maquereau', ['mackerel']),
  'Mahi-Mahi': fish('Mahi-mahi', ['mahi']),
  Perch: fish('Perche', ['perch']),
  Pike: fish('Brochet', ['pike']),
  Pollock: fish('Goberge', ['pollock', 'pollack']),
  Salmon: fish('Saumon', ['salmon']),
  Sardine: fish('Sardine', ['sardine']),
  Snapper: fish('Vivaneau', ['snapper']),
  Sole: fish('Sole', ['sole']),
  Swordfish: fish('Espadon', ['swordfish']),
  Tilapia: fish('Tilapia', ['tilapia']),
  Trout: fish('Truite', ['trout']),
  Tuna: fish('Thon', ['tuna']),
  Whitefish: fish('Corégone', ['whitefish']),
  Carp: fish('Carpe', ['carp']),
  Eel: fish('Anguille', ['eel']),
  'Orange Roughy': fish('Hoplostète orange', ['roughy']),
  Swai: fish('Swai', ['swai']),
  Basa: fish('Basa', ['basa']),
  Pangasius: fish('Pangasius', ['pangasius']),
  Smelt: fish('Éperlan', ['smelt']),
  Sprat: fish('Sprat', ['sprat']),
  Turbot: fish('Turbot', ['turbot']),
  Monkfish: fish('Baudroie', ['monkfish']),
  Barramundi: fish('Barramundi', ['barramundi']),
  Branzino: fish('Bar européen', ['branzino']),
  Cobia: fish('Cobia', ['cobia']),
  Bonito: fish('Bonite', ['bonito']),
  Whiting: fish('Merlan', ['whiting']),
  Sturgeon: fish('Esturgeon', ['sturgeon']),
  Capelin: fish('Capelan', ['capelin']),
  'Flying Fish': fish('Poisson volant', ['flying fish']),
  // Crustaceans.
  Shrimp: crust('Crevette', ['shrimp']),
  Prawn: crust('Crevette', ['prawn']),
  Crab: crust('Crabe', ['crab']),
  Lobster: crust('Homard', ['lobster']),
  Crawfish: crust('Écrevisse', ['crawfish', 'crayfish', 'crawdad']),
  Langoustine: crust('Langoustine', ['langoustine', 'scampi']),
  Krill: crust('Krill', ['krill']),
  Barnacle: crust('Balane', ['barnacle']),
  // Molluscs (CA: common name, §1.7; EU: category only).
  Clam: moll('Palourde', ['clam']),
  Geoduck: moll('Panope', ['geoduck']),
  Cockle: moll('Coque', ['cockle']),
  Mussel: moll('Moule', ['mussel']),
  Oyster: moll('Huître', ['oyster']),
  Scallop: moll('Pétoncle', ['scallop']),
  Abalone: moll('Ormeau', ['abalone']),
  Whelk: moll('Buccin', ['whelk']),
  Periwinkle: moll('Bigorneau', ['periwinkle', 'winkle']),
  Conch: moll('Conque', ['conch']),
  Limpet: moll('Patelle', ['limpet']),
  Snail: moll('Escargot', ['snail', 'escargot']),
  Squid: moll('Calmar', ['squid', 'calamari']),
  Octopus: moll('Pieuvre', ['octopus']),
  Cuttlefish: moll('Seiche', ['cuttlefish']),
  // Milk of other ruminants, eggs of other fowl (FDA Ed. 5, §8.1).
  'Goat Milk': sp('milk', 'Lait de chèvre', ['goat milk', 'goats milk']),
  'Sheep Milk': sp('milk', 'Lait de brebis', ['sheep milk', 'sheeps milk']),
  'Buffalo Milk': sp('milk', 'Lait de bufflonne', ['buffalo milk']),
  'Duck Egg': sp('egg', 'Œuf de cane', ['duck egg']),
  'Quail Egg': sp('egg', 'Œuf de caille', ['quail egg']),
  'Goose Egg': sp('egg', "Œuf d'oie", ['goose egg']),
  // Gluten cereals named in CA and EU statements; triticale is a wheat allergen in CA (B.01.010.1).
  Barley: sp('gluten', 'Orge', ['barley', 'malt'], { zh: '大麦' }),
  Rye: sp('gluten', 'Seigle', ['rye'], { zh: '黑麦' }),
  Oats: sp('gluten', 'Avoine', ['oat'], { zh: '燕麦' }),
  Triticale: sp('wheat', 'Triticale', ['triticale'], { zh: '小黑麦' }),
} as const satisfies Record<string, Species>;

/** A species id: its US "Contains" name, e.g. "Almonds", "Cod", "Goat Milk". */
export type SpeciesId = keyof typeof SPECIES;

/**
 * Looks a species up by id.
 *
 * @example speciesOf('Almonds').key // 'tree_nuts'
 */
export function speciesOf(id: SpeciesId): Species {
  return SPECIES[id];
}
