/** The recipe of the load and store-size benches: `n` ingredients with inline nutrients per 100 g. */
export function benchRecipe(n: number) {
  return {
    name: 'Bench granola',
    servingSizeGrams: 55,
    ingredients: Array.from({ length: n }, (_, i) => ({
      name: `Ingredient ${i + 1}`,
      weightGrams: 50 + i * 10,
      nutrients: {
        energy_kcal: 120 + i * 30,
        total_fat: 2 + i,
        saturated_fat: 0.5 + i / 4,
        cholesterol: i * 3,
        sodium: 5 + i * 20,
        total_carbohydrate: 10 + i * 5,
        dietary_fiber: 1 + i / 2,
        total_sugars: 2 + i,
        added_sugars: i,
        protein: 3 + i,
      },
    })),
  };
}
