/**
 * Golden Mexican labels. Every expected value was worked by hand from docs/regulations/mx.md (the
 * clause and its mark beside each): §4 the declaration (energy 4/4/9 kcal and 17/17/37 kJ per g,
 * available carbohydrate = total − fibre, the rounding table), §2 the warning profile of the phase
 * in force (phase 2 on the label's date, 2026-11-25), §3 the legends, §5 the allergens. Ingredient
 * amounts are per 100 g; one-ingredient products of 100 g make the per-100 column the ingredient.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { labelToCsv, type Recipe } from '../../src/index';
import { mx } from '../../src/regulations/mx';
import { layoutMx } from '../../src/regulations/mx/layout';
import { MX_PHASES, mxPhaseOn, mxWarningSeals } from '../../src/regulations/mx/warning-seals';
import { MX_GALLETAS } from '../fixtures';
import { label, panel, panel100 } from './helpers';

type Ingredient = Recipe['ingredients'][number];

/** The seals (and legends) a label shows. */
const seals = (recipe: Recipe) => {
  const fop = label(recipe, mx).frontOfPack!;
  return [...fop.items.map((i) => i.text), ...(fop.legends ?? []).map((l) => l.text)];
};

/** A 100 g (or 100 ml) product of one ingredient. */
const one = (ingredient: Omit<Ingredient, 'weightGrams'>, extra: Partial<Recipe> = {}): Recipe => ({
  name: ingredient.name,
  servingSizeGrams: 100,
  ingredients: [{ ...ingredient, weightGrams: 100 }],
  ...extra,
});

beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('golden Mexican labels (phase 2, 2026-11-25)', () => {
  test('1. galletas (30 g): the Spanish declaration, four seals, the statements', () => {
    // The cookies of the shared fixture without their sweetener (the legends are golden no. 11's).
    const result = label(
      { ...MX_GALLETAS, ingredients: MX_GALLETAS.ingredients.filter((i) => i.name !== 'Sucralosa') },
      mx,
    );
    expect(result.label).toMatchObject({ regulation: 'mx', title: 'Declaración nutrimental' }); // §4
    // §4 per 100 g and per portion, energy also per container.
    expect(result.label.basis).toEqual(['100g', 'serving', 'container']);
    // Per 100 g (the batch is 100 g): protein 6 + 0.18 = 6.18; fat 0.6 + 16.2 = 16.8; saturated
    // 0.12 + 10.2 = 10.32; trans 0.66 g; carbohydrate 45.6 + 20 + 0.02 − fibre 1.62 = 64.0;
    // sugars 0.18 + 20 + 0.02 = 20.2; added 20; sodium 1.2 + 2.2 = 3.4 mg.
    // §4 energy: 4×6.18 + 9×16.8 + 4×64 = 431.92 kcal; 17×6.18 + 37×16.8 + 17×64 = 1814.66 kJ.
    expect(panel100(result)).toEqual([
      ['Contenido energético', '432 kcal', null], // §4 whole kcal
      ['Contenido energético', '1815 kJ', null], // §4 whole kJ
      ['Proteínas', '6.2 g', null], // §4 0.1 g
      ['Grasas totales', '16.8 g', null],
      ['Grasas saturadas', '10.3 g', null],
      ['Grasas trans', '660 mg', null], // §4 trans fat in mg
      ['Hidratos de carbono disponibles', '64 g', null],
      ['Azúcares', '20.2 g', null],
      ['Azúcares añadidos', '20 g', null],
      ['Fibra dietética', '1.6 g', null],
      ['Sodio', '3 mg', null], // §4 sodium in whole mg
    ]);
    // Per 30 g portion (× 0.3): 129.576 kcal, 544.398 kJ, 1.854, 5.04, 3.096 g, 198 mg, 19.2, 6.06,
    // 6, 0.486 g, 1.02 mg.
    expect(panel(result).map((r) => r[1])).toEqual([
      '130 kcal',
      '544 kJ',
      '1.9 g',
      '5 g',
      '3.1 g',
      '198 mg',
      '19.2 g',
      '6.1 g',
      '6 g',
      '0.5 g',
      '1 mg',
    ]);
    // §2 phase 2: 431.92 ≥ 275 kcal; free sugars 20 g × 4 = 80 kcal = 18.5 % ≥ 10 %; saturated
    // 10.32 × 9 = 92.88 kcal = 21.5 % ≥ 10 %; trans 0.66 × 9 = 5.94 kcal = 1.38 % ≥ 1 %; no salt added.
    expect(result.frontOfPack).toMatchObject({
      scheme: 'mx-warning-seals',
      phase: { number: 2, from: '2023-10-01', to: '2027-12-31' },
    });
    expect(result.frontOfPack?.items.map((i) => i.text)).toEqual([
      'EXCESO CALORÍAS',
      'EXCESO AZÚCARES',
      'EXCESO GRASAS SATURADAS',
      'EXCESO GRASAS TRANS',
    ]);
    // §5: "Contiene:" with the Spanish names; the ingredient list in weight order (ties keep input order).
    expect(result.allergens.declaration).toBe('Contiene: Trigo, Leche.');
    expect(result.ingredientStatement).toBe('Ingredientes: Harina de trigo, Azúcar, Mantequilla (leche).');
    expect(result.label.servingsPerContainer).toBe('aprox. 3'); // 100/30 = 3.33 → 3
  });

  test('2. sugars at 10 % of energy: a seal at the threshold, none just under (§2)', () => {
    // 4×8 + 9×2 + 4×80 = 370 kcal. Honey adds sugars (§2 "added" by name).
    const cereal = (sugars: number) =>
      one({
        name: 'Cereal con miel',
        nutrients: { protein: 8, total_fat: 2, total_carbohydrate: 80, total_sugars: sugars },
      });
    // 9.25 × 4 = 37 kcal = 10.0 % of 370 → seal; 9.2 × 4 = 36.8 = 9.95 % → none. 370 ≥ 275 → calories.
    expect(seals(cereal(9.25))).toEqual(['EXCESO CALORÍAS', 'EXCESO AZÚCARES']);
    expect(seals(cereal(9.2))).toEqual(['EXCESO CALORÍAS']);
  });

  test('3. saturated fat at 10 % of energy, with lard added (§2)', () => {
    // 9×10 + 4×90 = 450 kcal; 5 g × 9 = 45 = 10.0 % → seal; 4.9 × 9 = 44.1 = 9.8 % → none.
    const cookie = (saturated: number) =>
      one({
        name: 'Galleta con manteca',
        nutrients: { total_fat: 10, saturated_fat: saturated, total_carbohydrate: 90 },
      });
    expect(seals(cookie(5))).toEqual(['EXCESO CALORÍAS', 'EXCESO GRASAS SATURADAS']);
    expect(seals(cookie(4.9))).toEqual(['EXCESO CALORÍAS']);
  });

  test('4. trans fat at 1 % of energy (§2), declared in mg (§4)', () => {
    // 450 kcal as above; 0.5 g × 9 = 4.5 kcal = 1.0 % → seal; 0.49 × 9 = 4.41 = 0.98 % → none.
    const bar = (trans: number) =>
      one({
        name: 'Barra con aceite vegetal',
        nutrients: { total_fat: 10, saturated_fat: 1, trans_fat: trans, total_carbohydrate: 90 },
      });
    expect(seals(bar(0.5))).toEqual(['EXCESO CALORÍAS', 'EXCESO GRASAS TRANS']);
    expect(seals(bar(0.49))).toEqual(['EXCESO CALORÍAS']);
    expect(label(bar(0.49), mx).label.nutrients.find((n) => n.key === 'trans_fat')?.per100?.display).toBe(
      '490 mg',
    );
  });

  test('5. sodium: ≥ 300 mg in phase 2, ≥ 350 mg in phase 1, ≥ 1 mg/kcal or ≥ 300 mg in phase 3 (§2)', () => {
    // 4×10 + 4×50 = 240 kcal, salt added ("sal"), no sugars or fats added.
    const tostada = (sodium: number) =>
      one({ name: 'Tostada con sal', nutrients: { protein: 10, total_carbohydrate: 50, sodium } });
    expect(seals(tostada(300))).toEqual(['EXCESO SODIO']);
    expect(seals(tostada(299))).toEqual([]);
    const per100 = { energyKcal: 240, totalSugars: 0, saturatedFat: 0, transFat: 0, sodiumMg: 300 };
    const ingredients = [{ name: 'Tostada con sal', weightGrams: 100, nutrients: {} }];
    const on = (date: string, sodiumMg: number) =>
      mxWarningSeals({ form: 'solid', per100: { ...per100, sodiumMg }, ingredients, phase: mxPhaseOn(date) })
        .items.length;
    expect(on('2022-06-01', 300)).toBe(0); // phase 1: 300 < 350
    expect(on('2022-06-01', 350)).toBe(1);
    expect(on('2028-01-01', 240)).toBe(1); // phase 3: 240 mg / 240 kcal = 1 mg/kcal
    expect(on('2028-01-01', 239)).toBe(0);
    // Phase 3 "o ≥ 300 mg" (◐): at 400 kcal, 300 mg is 0.75 mg/kcal but ≥ 300 mg → seal; 299 mg → none.
    const at400 = (sodiumMg: number) =>
      mxWarningSeals({
        form: 'solid',
        per100: { ...per100, energyKcal: 400, sodiumMg },
        ingredients,
        phase: mxPhaseOn('2028-01-01'),
      }).items.some((i) => i.key === 'sodium');
    expect([at400(300), at400(299)]).toEqual([true, false]);
  });

  test('5b. phase 3 judges every seal, added or not; phases 1 and 2 only what was added (§2)', () => {
    // Whole milk powder, nothing added: 4×26 + 9×27 + 4×38 = 499 kcal; saturated 17 × 9 = 153 kcal = 30.7 %.
    const per100 = { energyKcal: 499, totalSugars: 38, saturatedFat: 17, transFat: 0, sodiumMg: 370 };
    const ingredients = [
      { name: 'Leche entera en polvo', weightGrams: 100, nutrients: { total_sugars: 38 } },
    ];
    const on = (date: string) =>
      mxWarningSeals({ form: 'solid', per100, ingredients, phase: mxPhaseOn(date) }).items.map((i) => i.text);
    expect(on('2026-11-25')).toEqual([]); // phase 2: no sugars, fats or sodium added
    // Phase 3: 499 ≥ 275 kcal; sugars of an ingredient that adds none are not free sugars (0 %);
    // saturated 30.7 % ≥ 10 %; sodium 370 ≥ 300 mg.
    expect(on('2028-01-01')).toEqual(['EXCESO CALORÍAS', 'EXCESO GRASAS SATURADAS', 'EXCESO SODIO']);
  });

  test('6. calories of a solid: ≥ 275 kcal per 100 g when sugars were added (§2)', () => {
    // 4 × 68.75 = 275 kcal → seal; 4 × 68.7 = 274.8 → none. No sugars in it, so no sugars seal.
    const bread = (carbohydrate: number) =>
      one({ name: 'Pan', added: ['sugars'], nutrients: { total_carbohydrate: carbohydrate } });
    expect(seals(bread(68.75))).toEqual(['EXCESO CALORÍAS']);
    expect(seals(bread(68.7))).toEqual([]);
  });

  test('7. a sweetened drink: ≥ 8 kcal from free sugars per 100 ml in phase 2 (§2)', () => {
    // 2 g sugars × 4 = 8 kcal ≥ 8 → calories; sugars 8/8 kcal = 100 % → sugars. 1.9 g → 7.6 < 8.
    const drink = (sugars: number) =>
      one(
        { name: 'Refresco con azúcar', nutrients: { total_carbohydrate: sugars, total_sugars: sugars } },
        { form: 'liquid' },
      );
    expect(seals(drink(2))).toEqual(['EXCESO CALORÍAS', 'EXCESO AZÚCARES']);
    expect(seals(drink(1.9))).toEqual(['EXCESO AZÚCARES']);
    expect(label(drink(2), mx).label.basis).toEqual(['100ml', 'serving', 'container']);
    // Phase 1 asked ≥ 10 kcal from free sugars: 8 kcal would have carried no calories seal.
    expect(mxPhaseOn('2021-01-01').profile.liquidFreeSugarsKcal).toBe(10);
  });

  test('8. a drink without calories: sodium ≥ 45 mg per 100 ml (§2)', () => {
    const water = (sodium: number) =>
      one({ name: 'Agua mineral con sal', nutrients: { sodium } }, { form: 'liquid' });
    expect(seals(water(45))).toEqual(['EXCESO SODIO']);
    expect(seals(water(44))).toEqual([]);
  });

  test('9. no sugars, fats or sodium added: no seal whatever the amounts (§2)', () => {
    // Orange juice: 4×0.7 + 4×10.4 = 44.4 kcal; its sugars are all its own.
    const juice = label(
      one(
        { name: 'Jugo de naranja', nutrients: { protein: 0.7, total_carbohydrate: 10.4, total_sugars: 8.4 } },
        { form: 'liquid' },
      ),
      mx,
    );
    expect(juice.frontOfPack?.items).toEqual([]);
    expect(juice.frontOfPack?.text).toBe('');
    // Walnuts: 4×15 + 9×65 + 4×7 = 673 kcal, 6 g saturated = 8 %: nothing added, nothing sealed.
    expect(
      seals(
        one({
          name: 'Nueces',
          nutrients: {
            protein: 15,
            total_fat: 65,
            saturated_fat: 6,
            total_carbohydrate: 14,
            dietary_fiber: 7,
          },
        }),
      ),
    ).toEqual([]);
  });

  test('10. the `added` flag overrides the name either way (api.md §13)', () => {
    const oil = { total_fat: 100, saturated_fat: 14 }; // 900 kcal, 126/900 = 14 % saturated
    expect(seals(one({ name: 'Aceite de oliva', nutrients: oil }))).toEqual([
      'EXCESO CALORÍAS',
      'EXCESO GRASAS SATURADAS',
    ]);
    expect(seals(one({ name: 'Aceite de oliva', added: [], nutrients: oil }))).toEqual([]);
    expect(seals(one({ name: 'Salsa', added: ['sodium'], nutrients: { sodium: 500 } }))).toEqual([
      'EXCESO SODIO',
    ]);
  });

  test('11. the legends: sweeteners and caffeine, below the seals (§3)', () => {
    const drink: Recipe = {
      name: 'Bebida energética',
      servingSizeGrams: 250,
      form: 'liquid',
      ingredients: [
        { name: 'Agua', weightGrams: 249.5, nutrients: {} },
        { name: 'Sucralosa', weightGrams: 0.3, nutrients: {} },
        { name: 'Cafeína', weightGrams: 0.2, nutrients: {} },
      ],
    };
    expect(seals(drink)).toEqual([
      'CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS',
      'CONTIENE CAFEÍNA - EVITAR EN NIÑOS',
    ]);
    expect(label(drink, mx).warnings.some((w) => w.includes('NOM-051 4.1.5'))).toBe(true);
  });

  test('13. allergens from Spanish names: "Contiene:" in Spanish, false friends left out (§5)', () => {
    const result = label(
      {
        name: 'Pastel',
        servingSizeGrams: 50,
        ingredients: [
          { name: 'Harina de trigo', weightGrams: 40, nutrients: {} },
          { name: 'Leche entera', weightGrams: 30, nutrients: {} },
          { name: 'Cacahuate tostado', weightGrams: 20, nutrients: {} },
          { name: 'Leche de coco', weightGrams: 8, nutrients: {} },
          { name: 'Nuez moscada', weightGrams: 2, nutrients: {} },
        ],
      },
      mx,
    );
    expect(result.allergens.detected).toEqual(['wheat', 'milk', 'peanuts']);
    expect(result.allergens.declaration).toBe('Contiene: Trigo, Leche, Cacahuate.');
    expect(result.ingredientStatement).toBe(
      'Ingredientes: Harina de trigo, Leche entera, Cacahuate tostado, Leche de coco, Nuez moscada.',
    );
  });

  test('12. the CSV export is the per-100 declaration in Spanish', () => {
    const csv = labelToCsv(
      label(one({ name: 'Pan', nutrients: { protein: 10, total_carbohydrate: 50 } }), mx),
    );
    // 4×10 + 4×50 = 240 kcal; 17×60 = 1020 kJ.
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Contenido energético,240,kcal,-', // no %VNR column (§4)
      'Contenido energético,1020,kJ,-',
    ]);
  });

  test('14. energy per container (§4 ◐): the whole package, rounded on its own amount', () => {
    const cookies = {
      ...MX_GALLETAS,
      ingredients: MX_GALLETAS.ingredients.filter((i) => i.name !== 'Sucralosa'),
    };
    const container = (result: ReturnType<typeof label>, key: string) =>
      result.label.nutrients.find((n) => n.key === key)?.perContainer?.display;
    // 10 portions of 30 g = 300 g: 431.92 × 3 = 1295.76 → 1296 kcal; 1814.66 × 3 = 5443.98 → 5444 kJ
    // (ten rounded portions of 130 kcal would make 1300: the package is declared on its own amount).
    const box = label({ ...cookies, servingsPerContainer: 10 }, mx);
    expect([container(box, 'energy_kcal'), container(box, 'energy_kj')]).toEqual(['1296 kcal', '5444 kJ']);
    // Every row carries the cell (the panel prints energy's only): protein 6.18 × 3 = 18.54 → 18.5 g.
    expect(container(box, 'protein')).toBe('18.5 g');
    const footnotes = layoutMx(box)
      .blocks.filter((b) => b.kind === 'text')
      .map((b) => b.spans.map((s) => s.text).join(''));
    expect(footnotes).toEqual([
      'Contenido energético por envase: 1296 kcal (5444 kJ)',
      'Porciones por envase: 10',
    ]);
    // No servingsPerContainer: the package is the finished batch, 100 g → 432 kcal, 1815 kJ.
    const batch = label(cookies, mx);
    expect([container(batch, 'energy_kcal'), container(batch, 'energy_kj')]).toEqual(['432 kcal', '1815 kJ']);
    // A 355 g can of one portion, 1.04 g/ml: 2 g sugars per 100 g = 8 kcal and 34 kJ per 100 g.
    // Per 100 ml 8 × 1.04 = 8.32 → 8 kcal; the can by weight: 8 × 3.55 = 28.4 → 28 kcal, 34 × 3.55 = 120.7 → 121 kJ.
    const can = label(
      {
        name: 'Refresco con azúcar',
        servingSizeGrams: 355,
        servingsPerContainer: 1,
        form: 'liquid',
        densityGPerMl: 1.04,
        ingredients: [
          {
            name: 'Refresco con azúcar',
            weightGrams: 355,
            nutrients: { total_carbohydrate: 2, total_sugars: 2 },
          },
        ],
      },
      mx,
    );
    expect(can.label.nutrients[0]?.per100?.display).toBe('8 kcal');
    // With explain, the container cell says its rule in the row's own unit (§4 whole kcal, whole mg of sodium).
    const explained = label({ ...cookies, servingsPerContainer: 10 }, mx, { explain: true }).label.nutrients;
    const step = (key: string) => explained.find((n) => n.key === key)?.perContainer?.explain?.step;
    expect([step('energy_kcal'), step('energy_kj'), step('sodium'), step('trans_fat')]).toEqual([
      'any amount: nearest 1 kcal',
      'any amount: nearest 1 kJ',
      'any amount: nearest 1 mg',
      'any amount: nearest 1 mg',
    ]);
    expect([container(can, 'energy_kcal'), container(can, 'energy_kj')]).toEqual(['28 kcal', '121 kJ']);
  });
});

describe('the phases (§1)', () => {
  test('the table is contiguous and the date picks the phase', () => {
    for (let i = 1; i < MX_PHASES.length; i++) {
      const day = new Date(`${MX_PHASES[i - 1]!.to}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      expect(MX_PHASES[i]!.from).toBe(day.toISOString().slice(0, 10));
    }
    expect(mxPhaseOn('2023-09-30').number).toBe(1);
    expect(mxPhaseOn('2023-10-01').number).toBe(2);
    expect(mxPhaseOn('2027-12-31').number).toBe(2);
    expect(mxPhaseOn('2028-01-01').number).toBe(3);
  });
});
