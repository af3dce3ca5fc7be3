/**
 * Spanish and bilingual FDA labels (api.md §12 `options.language`; 21 CFR 101.15(c)): the panel's
 * names and headings, the ingredient statement and the "Contains" statement in Spanish (`es`) or in
 * English and Spanish (`en-es`). Amounts are those of the English label: the language changes words only.
 */
import { describe, expect, test } from 'vitest';
import { fda, generateLabel, type LabelResult, renderLabelSvg, resolveRecipe } from '../../src/index';
import type { LabelLanguage } from '../../src/label/types';

function label(language?: LabelLanguage): LabelResult {
  const resolved = resolveRecipe({
    name: 'Almond shortbread',
    servingSizeGrams: 40,
    ingredients: [
      {
        name: 'Flour',
        weightGrams: 200,
        nutrients: { energy_kcal: 364, total_fat: 1, total_carbohydrate: 76, protein: 10 },
      },
      {
        name: 'Butter',
        weightGrams: 100,
        nutrients: { energy_kcal: 717, total_fat: 81, saturated_fat: 51, cholesterol: 215 },
      },
      { name: 'Almonds', weightGrams: 50, nutrients: { energy_kcal: 579, total_fat: 49.9, protein: 21.2 } },
      {
        name: 'Sugar',
        weightGrams: 50,
        nutrients: { energy_kcal: 387, total_carbohydrate: 100, total_sugars: 100, added_sugars: 100 },
      },
    ],
  });
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.issues));
  const outcome = generateLabel(resolved.recipe, fda, language === undefined ? undefined : { language });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.value;
}

describe('FDA labels in Spanish, 101.15(c)', () => {
  test('es: Spanish title, names, statements; the same amounts as in English', () => {
    const en = label();
    const es = label('es');
    expect(es.label.title).toBe('Datos de Nutrición');
    expect(es.label.language).toBe('es');
    expect(es.label.nutrients.map((n) => n.name)).toEqual([
      'Calorías',
      'Grasa Total',
      'Grasa Saturada',
      'Grasa Trans',
      'Colesterol',
      'Sodio',
      'Carbohidrato Total',
      'Fibra Dietética',
      'Azúcares Totales',
      'Azúcares Añadidos',
      'Proteínas',
      'Vitamina D',
      'Calcio',
      'Hierro',
      'Potasio',
    ]);
    expect(es.label.nutrients.map((n) => [n.display, n.dailyValue])).toEqual(
      en.label.nutrients.map((n) => [n.display, n.dailyValue]),
    );
    expect(en.ingredientStatement).toBe('Ingredients: Flour (wheat), Butter (milk), Almonds, Sugar.');
    expect(es.ingredientStatement).toBe('Ingredientes: Flour (trigo), Butter (leche), Almonds, Sugar.');
    expect(en.allergens.declaration).toBe('Contains: Wheat, Milk, Almonds.');
    expect(es.allergens.declaration).toBe('Contiene: Trigo, Leche, Almendras.');
    expect(es.altIngredientStatement).toBeUndefined();
  });

  test('en-es: English names with the Spanish beside them, both statements in both languages', () => {
    const result = label('en-es');
    expect(result.label.title).toBe('Nutrition Facts / Datos de Nutrición');
    expect(result.label.nutrients.slice(0, 2).map((n) => [n.name, n.altName])).toEqual([
      ['Calories', 'Calorías'],
      ['Total Fat', 'Grasa Total'],
    ]);
    expect(result.ingredientStatement).toBe('Ingredients: Flour (wheat), Butter (milk), Almonds, Sugar.');
    expect(result.altIngredientStatement).toBe(
      'Ingredientes: Flour (trigo), Butter (leche), Almonds, Sugar.',
    );
    expect(result.allergens.declaration).toBe('Contains: Wheat, Milk, Almonds.');
    expect(result.allergens.altDeclaration).toBe('Contiene: Trigo, Leche, Almendras.');
  });

  test('the rendered panels', async () => {
    const es = renderLabelSvg(label('es'));
    expect(es).toContain('lang="es-US"');
    for (const words of [
      'Tamaño por porción',
      'Cantidad por porción',
      '% Valor Diario*',
      'Contiene:',
      'Ingredientes:',
    ])
      expect(es).toContain(words);
    expect(es).not.toContain('Serving size');
    await expect(es).toMatchFileSnapshot('./__snapshots__/fda-es.svg');
    const enEs = renderLabelSvg(label('en-es'));
    for (const words of [
      'Serving size / Tamaño por porción',
      'Total Fat / Grasa Total',
      'Contains:',
      'Contiene:',
    ])
      expect(enEs).toContain(words);
    await expect(enEs).toMatchFileSnapshot('./__snapshots__/fda-en-es.svg');
  });
});
