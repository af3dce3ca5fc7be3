/**
 * English, French and German terms for the categories outside the US big 9: gluten cereals,
 * mustard, celery, lupin, molluscs, sulphites, and FR/DE words for sesame and pine nuts.
 * Source: docs/spec/regulations-intl.md §4.1 (domain knowledge, cross-checkable against
 * Open Food Facts taxonomies/allergens.txt) and §4.3 (exemptions: EU Annex II 1(a)–(d) ✔,
 * GB 7718-2025 D.4 ✔).
 *
 * @module
 */
import { amb, key, type LexiconRow, rows, species } from './lexicon-row';

const W = key('wheat');

/** Gluten cereals other than common wheat (CA gluten source, EU item 1, CN a)). */
const GLUTEN = rows('regulations-intl.md §4.1 Gluten cereals', [
  [
    "barley, pearl barley, barley flour, barley malt, malt, malted barley, malt extract, malt flour, malt vinegar, malt syrup, brewer's yeast, beer, ale, stout, lager, orge, extrait de malt, gerste, gerstenmalz, malzextrakt",
    species('Barley'),
  ],
  ['barley glucose syrup', species('Barley', 'annexII')],
  ['rye, rye flour, pumpernickel, seigle, roggen', species('Rye')],
  [
    "oat, oat flour, oatmeal, rolled oat, oat bran, oat fibre, oat fiber, avoine, son d'avoine, flocons d'avoine, hafer, haferflocken, haferkleie",
    species('Oats'),
  ],
  [
    'épeautre, blé, farine de blé, blé khorasan, engrain, amidonnier, semoule de blé dur, boulgour, gluten de blé, weizen, weizenmehl, dinkel, grünkern, hartweizengrieß, weizengluten',
    W,
  ],
  ['quinoa, amaranth, millet, sorghum, teff, rice, corn, maize, maltol, maltose, isomalt'],
]);

/** Mustard (CA food allergen, EU item 10). */
const MUSTARD = rows('regulations-intl.md §4.1 Mustard', [
  [
    'mustard, mustard seed, yellow mustard seed, brown mustard seed, black mustard seed, mustard flour, mustard powder, ground mustard, mustard oil, mustard bran, dijon mustard, wholegrain mustard, whole grain mustard, english mustard, mustard sauce, moutarde, graines de moutarde, farine de moutarde, moutarde de dijon, senf, senfsaat, senfkörner, senfmehl, senföl',
    key('mustard'),
  ],
  ['mustard greens', amb('mustard', 'mustard (mustard greens: confirm whether seeds are used)')],
]);

/** Celery (EU item 9). */
const CELERY = rows('regulations-intl.md §4.1 Celery', [
  [
    'celery, celeriac, celery root, celery seed, celery salt, celery powder, celery leaf, celery juice, celery extract, celery stalk, céleri, céleri-rave, graines de céleri, sel de céleri, sellerie, knollensellerie, staudensellerie, selleriesalz, selleriesamen',
    key('celery'),
  ],
]);

/** Lupin (EU item 13). */
const LUPIN = rows('regulations-intl.md §4.1 Lupin', [
  [
    'lupin, lupine, lupin flour, lupin protein, lupin seed, lupin bean, lupini, lupin fibre, farine de lupin, lupinenmehl, lupineneiweiß',
    key('lupin'),
  ],
]);

/** Molluscs (CA food allergen, EU item 14; not US, not CN). */
const MOLLUSCS = rows('regulations-intl.md §4.1 Molluscs', [
  ['mollusc, mollusk, mollusque, weichtiere', key('molluscs')],
  ['clam, razor clam, clam juice, palourde, venusmuschel', species('Clam')],
  ['geoduck', species('Geoduck')],
  ['cockle, coque', species('Cockle')],
  ['mussel, moule, muschel, miesmuschel', species('Mussel')],
  ["oyster, oyster sauce, oyster extract, huître, sauce d'huître, auster", species('Oyster')],
  ['scallop, pétoncle, coquille saint-jacques, jakobsmuschel', species('Scallop')],
  ['abalone, ormeau', species('Abalone')],
  ['whelk, bulot', species('Whelk')],
  ['periwinkle, winkle, bigorneau', species('Periwinkle')],
  ['conch', species('Conch')],
  ['limpet', species('Limpet')],
  ['snail, escargot, schnecke', species('Snail')],
  ['squid, calamari, squid ink, calmar, encornet, kalmar', species('Squid')],
  ['octopus, poulpe, pieuvre, krake', species('Octopus')],
  ['cuttlefish, cuttlefish ink, seiche, sepia, tintenfisch', species('Cuttlefish')],
]);

/** Sulphites (CA ≥ 10 ppm, EU item 12 > 10 mg/kg as SO₂): the E-number, the name, or "sulphites". */
const SULPHITES = rows('regulations-intl.md §4.1 Sulphites, §1.7', [
  [
    'sulphite, sulfite, sulphiting agent, sulfiting agent, sulphur dioxide, sulfur dioxide, e220, e 220, sodium sulphite, sodium sulfite, e221, e 221, sodium bisulphite, sodium bisulfite, sodium hydrogen sulphite, sodium hydrogen sulfite, e222, e 222, sodium metabisulphite, sodium metabisulfite, e223, e 223, potassium metabisulphite, potassium metabisulfite, e224, e 224, potassium sulphite, potassium sulfite, e225, e 225, calcium sulphite, calcium sulfite, e226, e 226, calcium bisulphite, calcium bisulfite, calcium hydrogen sulphite, calcium hydrogen sulfite, e227, e 227, potassium bisulphite, potassium bisulfite, potassium hydrogen sulphite, potassium hydrogen sulfite, e228, e 228, sulphurous acid, sulfurous acid, sodium dithionite, disulphite, disulfite, pyrosulphite, pyrosulfite',
    key('sulphites'),
  ],
  [
    'anhydride sulfureux, dioxyde de soufre, sulfite de sodium, bisulfite de sodium, métabisulfite de sodium, métabisulfite de potassium, agent de sulfitage, schwefeldioxid, schweflige säure, natriumsulfit, natriumhydrogensulfit, natriummetabisulfit, kaliummetabisulfit, disulfit',
    key('sulphites'),
  ],
]);

/** FR/DE words for sesame and pine nuts (§4.1 last rows). */
const OTHER = rows('regulations-intl.md §4.1 Sesame, Pine nut', [
  ['sesam, sesamsaat, graines de sésame', key('sesame')],
  ['pignon, noix de pin, pinienkern', species('Pine Nuts')],
]);

/** All non-US rows in Latin script. */
export const LEXICON_INTL: readonly LexiconRow[] = [
  ...GLUTEN,
  ...MUSTARD,
  ...CELERY,
  ...LUPIN,
  ...MOLLUSCS,
  ...SULPHITES,
  ...OTHER,
];
