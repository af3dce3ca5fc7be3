/**
 * Spanish (Mexican) words for the allergen categories, so that a Mexican recipe written in Spanish
 * declares its allergens (NOM-051 4.2.2.2.4 list; docs/regulations/mx.md §5). Domain knowledge of
 * ingredient names (cross-checkable against Open Food Facts taxonomies/allergens.txt, `es:` entries);
 * the words that look like an allergen but are none ("nuez moscada", "leche de coco") have no key.
 *
 * @module
 */
import { key, type LexiconRow, rows, species } from './lexicon-row';

/** Spanish rows, Latin script. */
export const LEXICON_ES: readonly LexiconRow[] = rows('docs/regulations/mx.md §5 Spanish names', [
  [
    'trigo, harina de trigo, sémola de trigo, salvado de trigo, germen de trigo, gluten de trigo, trigo integral, harina integral de trigo',
    key('wheat'),
  ],
  ['cebada, malta de cebada, extracto de malta', species('Barley')],
  ['centeno, harina de centeno', species('Rye')],
  ['avena, hojuelas de avena, salvado de avena', species('Oats')],
  [
    'leche, leche entera, leche descremada, leche en polvo, queso, crema, crema ácida, mantequilla, suero de leche, lactosa, caseína, caseinato, yogur, requesón, lácteo',
    key('milk'),
  ],
  ['leche de coco, leche de almendra, leche de soya, leche de avena'],
  ['huevo, huevo entero, clara de huevo, yema de huevo, huevo en polvo, albúmina de huevo', key('egg')],
  ['pescado, harina de pescado, salsa de pescado', key('fish')],
  ['atún', species('Tuna')],
  ['bacalao', species('Cod')],
  ['crustáceo, camarón, langosta, cangrejo, jaiba, langostino', key('crustacean_shellfish')],
  ['cacahuate, maní, crema de cacahuate, mantequilla de cacahuate', key('peanuts')],
  ['soja, frijol de soya, proteína de soya, salsa de soya, lecitina de soya', key('soy')],
  ['aceite de soya'],
  ['almendra', species('Almonds')],
  ['avellana', species('Hazelnuts')],
  ['nuez de la india', species('Cashews')],
  ['pistache', species('Pistachios')],
  ['nuez pecana, nuez encarcelada', species('Pecans')],
  ['nuez de castilla', species('Walnuts')],
  ['nuez de macadamia', species('Macadamia Nuts')],
  ['nuez, nueces, nueces de árbol', key('tree_nuts')],
  ['nuez moscada'],
  ['sulfito, dióxido de azufre, metabisulfito de sodio, bisulfito de sodio', key('sulphites')],
]);
