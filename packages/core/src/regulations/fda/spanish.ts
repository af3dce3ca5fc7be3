/**
 * Spanish words of the FDA label (api.md §12 `options.language`: `es`, `en-es`). 21 CFR 101.15(c)(1):
 * a label that carries any foreign language carries every required statement in it too, so a
 * bilingual label has the panel, the ingredient statement and the "Contains" statement in both;
 * (c)(2) lets a food sold in Puerto Rico carry them in Spanish. The names follow FDA's Spanish
 * Nutrition Facts models (the FDA's Spanish consumer pages on the 2016 label); verification marks
 * in docs/spec/regulations-us.md §1.1.
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';

/** Nutrient names in Spanish, for every FDA row. */
export const FDA_SPANISH_NAMES: Readonly<Partial<Record<NutrientKey, string>>> = {
  energy_kcal: 'Calorías',
  total_fat: 'Grasa Total',
  saturated_fat: 'Grasa Saturada',
  trans_fat: 'Grasa Trans',
  polyunsaturated_fat: 'Grasa Poliinsaturada',
  monounsaturated_fat: 'Grasa Monoinsaturada',
  cholesterol: 'Colesterol',
  sodium: 'Sodio',
  total_carbohydrate: 'Carbohidrato Total',
  dietary_fiber: 'Fibra Dietética',
  soluble_fiber: 'Fibra Soluble',
  insoluble_fiber: 'Fibra Insoluble',
  total_sugars: 'Azúcares Totales',
  added_sugars: 'Azúcares Añadidos',
  sugar_alcohols: 'Alcohol de Azúcar',
  protein: 'Proteínas',
  vitamin_d: 'Vitamina D',
  calcium: 'Calcio',
  iron: 'Hierro',
  potassium: 'Potasio',
  vitamin_a: 'Vitamina A',
  vitamin_c: 'Vitamina C',
  vitamin_e: 'Vitamina E',
  vitamin_k: 'Vitamina K',
  thiamin: 'Tiamina',
  riboflavin: 'Riboflavina',
  niacin: 'Niacina',
  vitamin_b6: 'Vitamina B6',
  folate: 'Folato',
  vitamin_b12: 'Vitamina B12',
  biotin: 'Biotina',
  pantothenic_acid: 'Ácido Pantoténico',
  phosphorus: 'Fósforo',
  iodine: 'Yodo',
  magnesium: 'Magnesio',
  zinc: 'Zinc',
  selenium: 'Selenio',
  copper: 'Cobre',
  manganese: 'Manganeso',
  chromium: 'Cromo',
  molybdenum: 'Molibdeno',
  chloride: 'Cloruro',
  choline: 'Colina',
};

/** The panel's fixed words in each language the FDA format prints. */
export interface PanelWords {
  readonly title: string;
  readonly servings: (servings: number | string) => string;
  readonly servingSize: string;
  readonly amountPerServing: string;
  readonly dailyValue: string;
  readonly includesAddedSugars: (amount: string) => string;
  /** The (d)(9) footnote for a reference diet of `calories` ("2,000"). */
  readonly footnote: (calories: string) => string;
}

/** "about 2.5" (fdaServingsPerContainer) → its number and whether it was rounded. */
const aboutOf = (servings: number | string): { readonly about: boolean; readonly n: string } =>
  typeof servings === 'string' && servings.startsWith('about ')
    ? { about: true, n: servings.slice('about '.length) }
    : { about: false, n: String(servings) };

export const ENGLISH_WORDS: PanelWords = {
  title: 'Nutrition Facts',
  servings: (s) => `${s} ${s === 1 ? 'serving' : 'servings'} per container`,
  servingSize: 'Serving size',
  amountPerServing: 'Amount per serving',
  dailyValue: '% Daily Value',
  includesAddedSugars: (amount) => `Includes ${amount} Added Sugars`,
  footnote: (calories) =>
    `The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. ${calories} calories a day is used for general nutrition advice.`,
};

export const SPANISH_WORDS: PanelWords = {
  title: 'Datos de Nutrición',
  servings: (s) => {
    const { about, n } = aboutOf(s);
    return `${about ? 'aprox. ' : ''}${n} ${n === '1' ? 'porción' : 'porciones'} por envase`;
  },
  servingSize: 'Tamaño por porción',
  amountPerServing: 'Cantidad por porción',
  dailyValue: '% Valor Diario',
  includesAddedSugars: (amount) => `Incluye ${amount} de azúcares añadidos`,
  footnote: (calories) =>
    `El % Valor Diario (VD) le indica cuánto un nutriente en una porción de alimento contribuye a una dieta diaria. Se utilizan ${calories} calorías al día para recomendaciones generales de nutrición.`,
};

/** Heads of the statements below the panel. */
export const STATEMENT_HEADS = {
  en: { ingredients: 'Ingredients: ', contains: 'Contains: ' },
  es: { ingredients: 'Ingredientes: ', contains: 'Contiene: ' },
} as const;

/**
 * Spanish names of the allergens the FDA statement prints (FD&C Act §201(qq) categories and the
 * species of the species table that FDA requires named), by their English printed name.
 */
export const SPANISH_ALLERGEN_NAMES: Readonly<Record<string, string>> = {
  Milk: 'Leche',
  'Goat Milk': 'Leche de cabra',
  'Sheep Milk': 'Leche de oveja',
  Egg: 'Huevo',
  'Duck Egg': 'Huevo de pato',
  Fish: 'Pescado',
  'Crustacean Shellfish': 'Mariscos crustáceos',
  'Tree Nuts': 'Nueces de árbol',
  Wheat: 'Trigo',
  Peanuts: 'Maní',
  Soy: 'Soya',
  Sesame: 'Ajonjolí',
  Almonds: 'Almendras',
  'Brazil Nuts': 'Nueces de Brasil',
  Cashews: 'Anacardos',
  Hazelnuts: 'Avellanas',
  'Macadamia Nuts': 'Nueces de macadamia',
  Pecans: 'Pacanas',
  'Pine Nuts': 'Piñones',
  Pistachios: 'Pistachos',
  Walnuts: 'Nueces',
  'Black Walnuts': 'Nueces negras',
  Coconut: 'Coco',
  Anchovy: 'Anchoa',
  Cod: 'Bacalao',
  Salmon: 'Salmón',
  Tuna: 'Atún',
  Tilapia: 'Tilapia',
  Trout: 'Trucha',
  Sardine: 'Sardina',
  Mackerel: 'Caballa',
  Halibut: 'Halibut',
  Pollock: 'Abadejo',
  Catfish: 'Bagre',
  Shrimp: 'Camarón',
  Prawn: 'Langostino',
  Crab: 'Cangrejo',
  Lobster: 'Langosta',
  Crawfish: 'Cangrejo de río',
};

/** The Spanish of an English allergen name, or the English name when the table has none. */
export const spanishAllergen = (english: string): string => SPANISH_ALLERGEN_NAMES[english] ?? english;
