import { describe, expect, test } from 'vitest';
import { REGULATIONS, type RegulationId } from '../regulations';
import { detectAllergens as detectWith } from './detect-allergens';
import type { AllergenIngredient } from './types';

/** The engine takes the format's allergen profile; these tests name formats by id. */
const detectAllergens = (ings: readonly AllergenIngredient[], id: RegulationId) =>
  detectWith(ings, REGULATIONS[id].allergens);

const one = (name: string, reg: RegulationId, allergens?: readonly string[]) =>
  detectAllergens([allergens ? { name, weightGrams: 10, allergens } : { name, weightGrams: 10 }], reg);

const mixed: AllergenIngredient[] = [
  { name: 'Whole milk', weightGrams: 100 },
  { name: 'Wheat flour', weightGrams: 50 },
  { name: 'Dijon mustard', weightGrams: 10 },
  { name: 'Sodium metabisulphite', weightGrams: 0.1 },
];

describe('detectAllergens (Canada, B.01.010.1–.4)', () => {
  test('declares mustard and sulphites, in English and French', () => {
    const d = detectAllergens(mixed, 'cfia');
    expect(d.detected).toEqual(['milk', 'wheat', 'mustard', 'sulphites']);
    expect(d.declaration).toBe('Contains: Milk, Wheat, Mustard, Sulphites.');
    expect(d.altDeclaration).toBe('Contient : Lait, Blé, Moutarde, Sulfites.');
  });

  test('FDA drops mustard and sulphites from the same recipe', () => {
    const d = detectAllergens(mixed, 'fda');
    expect(d.detected).toEqual(['milk', 'wheat']);
    expect(d.declaration).toBe('Contains: Milk, Wheat.');
    expect(d.altDeclaration).toBeUndefined();
  });

  test.each([
    ['Barley malt', 'gluten', 'Contains: Barley.'],
    ['Rolled oats', 'gluten', 'Contains: Oats.'],
    ['Rye flour', 'gluten', 'Contains: Rye.'],
    ['Triticale', 'wheat', 'Contains: Triticale.'],
    ['Scallops', 'molluscs', 'Contains: Scallop.'],
    ['Oyster sauce', 'molluscs', 'Contains: Oyster.'],
    ['Pine nuts', 'tree_nuts', 'Contains: Pine Nuts.'],
    ['Shrimp', 'crustacean_shellfish', 'Contains: Shrimp.'],
    ['Mustard seeds', 'mustard', 'Contains: Mustard.'],
    ['Sulfur dioxide', 'sulphites', 'Contains: Sulphites.'],
    ['E220', 'sulphites', 'Contains: Sulphites.'],
  ])('for %s', (name, key, declaration) => {
    const d = one(name, 'cfia');
    expect(d.detected).toEqual([key]);
    expect(d.declaration).toBe(declaration);
  });

  test('celery and lupin are not Canadian priority allergens', () => {
    expect(one('Celery', 'cfia').detected).toEqual([]);
    expect(one('Lupin flour', 'cfia').detected).toEqual([]);
  });

  test('a gluten source without its cereal asks for it', () => {
    const d = one('Gluten', 'cfia');
    expect(d.detected).toEqual(['gluten']);
    expect(d.warnings.some((w) => w.includes('does not name the cereal'))).toBe(true);
  });

  test('crustaceans need their common name: a plain explicit "crustaceans" asks for it', () => {
    const d = one('Bisque base', 'cfia', ['crustaceans']);
    expect(d.declaration).toBe('Contains: Crustaceans.');
    expect(d.warnings[0]).toContain('does not name the species');
  });
});

describe('detectAllergens (EU, 1169/2011 Annex II)', () => {
  test.each([
    ['Celeriac', 'celery', 'Contains: Celery.'],
    ['Celery salt', 'celery', 'Contains: Celery.'],
    ['Lupin flour', 'lupin', 'Contains: Lupin.'],
    ['Mussels', 'molluscs', 'Contains: Molluscs.'],
    ['Squid ink', 'molluscs', 'Contains: Molluscs.'],
    ['Oats', 'gluten', 'Contains: Oats.'],
    ['Malt extract', 'gluten', 'Contains: Barley.'],
    ['Eggs', 'egg', 'Contains: Eggs.'],
    ['Tofu', 'soy', 'Contains: Soybeans.'],
    ['Pecans', 'tree_nuts', 'Contains: Pecan nuts.'],
    ['Goat milk', 'milk', 'Contains: Milk.'],
    ['Cod', 'fish', 'Contains: Fish.'],
    ['Prawns', 'crustacean_shellfish', 'Contains: Crustaceans.'],
    ['Moutarde de Dijon', 'mustard', 'Contains: Mustard.'],
    ['Sellerie', 'celery', 'Contains: Celery.'],
    ['Dinkel', 'wheat', 'Contains: Wheat.'],
    ['Graines de sésame', 'sesame', 'Contains: Sesame.'],
    ['Schwefeldioxid', 'sulphites', 'Contains: Sulphites.'],
  ])('for %s', (name, key, declaration) => {
    const d = one(name, 'eu');
    expect(d.detected).toEqual([key]);
    expect(d.declaration).toBe(declaration);
  });

  test('pine nuts are not Annex II nuts (declared in Canada and the US)', () => {
    expect(one('Pine nuts', 'eu').detected).toEqual([]);
    expect(one('Pine nuts', 'fda').detected).toEqual(['tree_nuts']);
  });

  test('Annex II exemptions: wheat maltodextrin, wheat glucose syrup, refined soybean oil', () => {
    expect(one('Wheat maltodextrin', 'eu').detected).toEqual([]);
    expect(one('Wheat glucose syrup', 'eu').detected).toEqual([]);
    expect(one('Fully refined soybean oil', 'eu').detected).toEqual([]);
    expect(one('Lactitol', 'eu').detected).toEqual([]);
    expect(one('Wheat maltodextrin', 'fda').detected).toEqual(['wheat']);
    expect(one('Glucose syrup', 'eu').warnings).toEqual([]);
  });

  test('oats labelled gluten-free still count as a gluten cereal (§4.3 note)', () => {
    expect(one('Gluten-free oats', 'eu').detected).toEqual(['gluten']);
  });

  test('the order follows the ingredient list, ties by Annex II order', () => {
    const d = detectAllergens(
      [
        { name: 'Celery', weightGrams: 30 },
        { name: 'Egg noodles', weightGrams: 60, allergens: ['wheat'] },
      ],
      'eu',
    );
    expect(d.detected).toEqual(['wheat', 'egg', 'celery']);
    expect(d.declaration).toBe('Contains: Wheat, Eggs, Celery.');
  });
});

describe('detectAllergens (China, GB 7718-2025 4.12)', () => {
  test.each([
    ['花生', 'peanuts'],
    ['花生酱', 'peanuts'],
    ['小麦粉', 'wheat'],
    ['面粉', 'wheat'],
    ['黑麦粉', 'gluten'],
    ['燕麦片', 'gluten'],
    ['虾仁', 'crustacean_shellfish'],
    ['螃蟹', 'crustacean_shellfish'],
    ['鳕鱼', 'fish'],
    ['鱼露', 'fish'],
    ['鸡蛋', 'egg'],
    ['蛋黄粉', 'egg'],
    ['大豆分离蛋白', 'soy'],
    ['豆腐', 'soy'],
    ['乳清粉', 'milk'],
    ['全脂乳粉', 'milk'],
    ['黄油', 'milk'],
    ['腰果', 'tree_nuts'],
    ['松子', 'tree_nuts'],
    ['核桃仁', 'tree_nuts'],
  ])('for %s', (name, key) => {
    expect(one(name, 'china').detected).toEqual([key]);
  });

  test('Chinese terms match inside longer names (no word boundaries)', () => {
    expect(one('进口小麦粉（高筋）', 'china').detected).toEqual(['wheat']);
    expect(one('烤花生碎粒', 'china').detected).toEqual(['peanuts']);
  });

  test.each([
    ['鱿鱼', 'squid is a mollusc, not a fish'],
    ['墨鱼丸', 'cuttlefish'],
    ['章鱼', 'octopus'],
    ['鲍鱼', 'abalone'],
    ['甲鱼', 'soft-shell turtle'],
    ['鱼腥草', 'fish mint'],
    ['花生四烯酸', 'arachidonic acid'],
    ['椰奶粉', 'coconut milk powder'],
    ['可可脂', 'cocoa butter'],
    ['乳糖醇', 'lactitol'],
    ['乳酸钙', 'calcium lactate'],
    ['荞麦粉', 'buckwheat'],
    ['绿豆粉', 'mung bean flour'],
    ['蟹味菇', 'a mushroom'],
    ['荸荠', 'water chestnut'],
    ['肉豆蔻', 'nutmeg'],
    ['精炼大豆油', 'D.4 refined soybean oil'],
    ['精炼花生油', 'D.4 refined peanut oil'],
    ['大豆磷脂', 'D.4 phospholipids'],
    ['小麦淀粉', 'D.4 cereal starch'],
    ['鱼明胶', 'D.4 fish gelatin'],
    ['芝麻', 'sesame is not a GB 7718 category'],
    ['芥末', 'mustard is not a GB 7718 category'],
    ['Celery', 'celery is not a GB 7718 category'],
    ['Sulphur dioxide', 'sulphites are not a GB 7718 category'],
    ['Mussels', 'molluscs are not a GB 7718 category'],
  ])('%s is not declared (%s)', (name) => {
    expect(one(name, 'china').detected).toEqual([]);
  });

  test('the D.4 exemptions are China-only: FDA still declares soy for 大豆磷脂', () => {
    expect(one('大豆磷脂', 'fda').detected).toEqual(['soy']);
  });

  test('declares in English and in Chinese (D.2.2)', () => {
    const d = detectAllergens(
      [
        { name: '小麦粉', weightGrams: 100 },
        { name: '黄油', weightGrams: 50 },
        { name: '鸡蛋', weightGrams: 40 },
        { name: 'Almonds', weightGrams: 20 },
        { name: '白砂糖', weightGrams: 60 },
      ],
      'china',
    );
    expect(d.detected).toEqual(['wheat', 'milk', 'egg', 'tree_nuts']);
    expect(d.declaration).toBe('Contains: Wheat, Milk, Eggs, Tree nuts.');
    expect(d.altDeclaration).toBe('含有小麦、乳成分、蛋类、坚果。');
  });

  test('an empty recipe has empty statements', () => {
    const d = detectAllergens([], 'china');
    expect(d.declaration).toBe('');
    expect(d.altDeclaration).toBe('');
  });
});

describe('detectAllergens (§4.3 exemptions and false friends, every format)', () => {
  const REGS: readonly RegulationId[] = ['fda', 'cfia', 'eu', 'china'];
  test.each([
    'Buckwheat',
    'Quinoa',
    'Amaranth',
    'Millet',
    'Sorghum',
    'Rice',
    'Corn',
    'Maize flour',
    'Teff',
    'Cocoa butter',
    'Cream of tartar',
    'Coconut milk',
    'Calcium lactate',
    'Sodium lactate',
    'Lactic acid',
    'Nutmeg',
    'Water chestnut',
    'Tiger nut',
    'Chufa',
    'Shea butter',
    'Lactitol',
    'Fully refined soybean oil',
    'Dextrose',
  ])('%s is declared nowhere', (name) => {
    for (const reg of REGS) expect(one(name, reg).detected).toEqual([]);
  });

  test('Canada lists each source once: wheat and barley, not "gluten"', () => {
    const d = detectAllergens(
      [
        { name: 'Wheat flour', weightGrams: 100 },
        { name: 'Barley malt syrup', weightGrams: 10 },
        { name: 'Malt extract', weightGrams: 5 },
      ],
      'cfia',
    );
    expect(d.detected).toEqual(['wheat', 'gluten']);
    expect(d.declaration).toBe('Contains: Wheat, Barley.');
    expect(d.altDeclaration).toBe('Contient : Blé, Orge.');
  });
});
