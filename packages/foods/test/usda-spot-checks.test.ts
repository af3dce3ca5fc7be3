import { describe, expect, test } from 'vitest';
import { loadFoodDatabase } from '../src/index';
import { fnddsRow, srNutrients } from './usda-raw';

const db = loadFoodDatabase();

/** SR28 foods across food groups; values are compared with NUT_DATA read straight from the raw file. */
const SR = [
  '01001',
  '01077',
  '01123',
  '01009',
  '04053',
  '05062',
  '09003',
  '09040',
  '11090',
  '11124',
  '12061',
  '13023',
  '15076',
  '16098',
  '19335',
  '20081',
  '20444',
  '02047',
  '18069',
  '14003',
];
/** FNDDS 2021-2023 food codes, compared with the raw nutrient-values CSV. */
const FNDDS = ['11111000', '21500100', '53105270', '58106230', '92410310', '75101000'];

describe('USDA values match the raw files (per 100 g)', () => {
  test.each(SR)('SR28 %s: energy 208, protein 203, fat 204, sodium 307', (ndb) => {
    const raw = srNutrients(ndb);
    const food = db.get(`usda:sr-${ndb}`);
    expect(food).toBeDefined();
    expect(food!.nutrients.energy_kcal).toBe(raw.get('208'));
    expect(food!.nutrients.protein).toBe(raw.get('203'));
    expect(food!.nutrients.total_fat).toBe(raw.get('204'));
    expect(food!.nutrients.sodium).toBe(raw.get('307'));
  });

  test.each(FNDDS)('FNDDS %s: energy, protein, fat, sodium', (code) => {
    const raw = fnddsRow(code);
    const food = db.get(`usda:fndds-${code}`);
    expect(food).toBeDefined();
    expect(food!.name).toBe(raw['Main food description']);
    expect(food!.nutrients.energy_kcal).toBe(Number(raw['Energy (kcal)']));
    expect(food!.nutrients.protein).toBe(Number(raw['Protein (g)']));
    expect(food!.nutrients.total_fat).toBe(Number(raw['Total Fat (g)']));
    expect(food!.nutrients.sodium).toBe(Number(raw['Sodium (mg)']));
  });

  test('the README spot-check table (values typed by hand from the data README)', () => {
    const milk = db.get('usda:sr-01077')!;
    expect(milk.nutrients).toMatchObject({
      energy_kcal: 61,
      protein: 3.15,
      total_fat: 3.25,
      calcium: 113,
      sodium: 43,
      potassium: 132,
      vitamin_d: 1.3,
    });
    expect(milk.portions).toContainEqual({ name: '1 cup', grams: 244 });
    const egg = db.get('usda:sr-01123')!;
    expect(egg.nutrients).toMatchObject({
      energy_kcal: 143,
      protein: 12.56,
      total_fat: 9.51,
      saturated_fat: 3.126,
      trans_fat: 0.038,
      cholesterol: 372,
      sodium: 142,
    });
    expect(egg.portions).toContainEqual({ name: '1 large', grams: 50 });
    const flour = db.get('usda:sr-20081')!;
    expect(flour.nutrients).toMatchObject({
      energy_kcal: 364,
      total_carbohydrate: 76.31,
      dietary_fiber: 2.7,
      iron: 4.64,
    });
    const butter = db.get('usda:sr-01001')!;
    expect(butter.nutrients).toMatchObject({
      energy_kcal: 717,
      total_fat: 81.11,
      saturated_fat: 51.368,
      trans_fat: 3.278,
      cholesterol: 215,
    });
    expect(butter.portions).toContainEqual({ name: '1 tbsp', grams: 14.2 });
    expect(db.get('usda:sr-09040')!.nutrients).toMatchObject({
      energy_kcal: 89,
      potassium: 358,
      total_sugars: 12.23,
    });
    expect(db.get('usda:fndds-11111000')!.nutrients).toMatchObject({
      energy_kcal: 61,
      protein: 3.27,
      total_fat: 3.2,
      sodium: 38,
      vitamin_d: 1.1,
    });
    expect(db.get('usda:fndds-21500100')!.nutrients).toMatchObject({
      energy_kcal: 261,
      protein: 25.55,
      total_fat: 16.82,
      sodium: 381,
    });
  });
});

describe('unit conversions and derived values', () => {
  test('vitamin D from IU where SR has no µg value: 16613 has 10 IU → 0.25 mcg', () => {
    const raw = srNutrients('16613');
    expect(raw.get('328')).toBeUndefined();
    expect(raw.get('324')).toBe(10);
    expect(db.get('usda:sr-16613')!.nutrients.vitamin_d).toBe(0.25);
  });

  test('vitamin A is RAE (320), folate is DFE (435), energy kJ is SR 268', () => {
    const raw = srNutrients('11124');
    const carrots = db.get('usda:sr-11124')!.nutrients;
    expect(carrots.vitamin_a).toBe(raw.get('320'));
    expect(carrots.folate).toBe(raw.get('435'));
    expect(carrots.energy_kj).toBe(raw.get('268'));
  });

  test('FNDDS kJ = round(kcal × 4.184): whole milk 61 kcal → 255 kJ', () => {
    expect(db.get('usda:fndds-11111000')!.nutrients.energy_kj).toBe(255);
  });

  test('FNDDS added sugars from FPED 2017-2018: white sugar 23.76 tsp eq × 4.2 g = 99.792 g', () => {
    expect(db.get('usda:fndds-91101010')!.nutrients.added_sugars).toBe(99.792);
  });

  test('FPED added sugars are capped at the 2021-2023 total sugars: cola 2.37 × 4.2 = 9.954 > 9.94 → 9.94', () => {
    const cola = db.get('usda:fndds-92410310')!.nutrients;
    expect(cola.total_sugars).toBe(9.94);
    expect(cola.added_sugars).toBe(9.94);
  });

  test('no data stays absent, never zero: SR has no added sugars, FNDDS has no trans fat', () => {
    expect(db.get('usda:sr-01001')!.nutrients.added_sugars).toBeUndefined();
    expect(db.get('usda:fndds-11111000')!.nutrients.trans_fat).toBeUndefined();
  });
});
