import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GOLDEN_SOURCE } from '../data/golden.source';
import { loadFoodDatabase, readShippedDataset } from '../src/index';

const data = readShippedDataset();
const db = loadFoodDatabase();
const shippedFile = fileURLToPath(new URL('../data/foods.json.gz', import.meta.url));

describe('shipped dataset', () => {
  test('more than 13,000 USDA foods (SR28 8,789 + FNDDS 2021-2023 5,431) and at least 300 golden', () => {
    expect(db.size.usda).toBe(8789 + 5431);
    expect(db.size.usda).toBeGreaterThan(13_000);
    expect(db.size.golden).toBeGreaterThanOrEqual(300);
    expect(db.size.golden).toBe(GOLDEN_SOURCE.length);
  });

  test('ids are unique and well-formed', () => {
    const ids = [...data.usda.map((r) => r[0]), ...data.golden.map((g) => g.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^(usda:sr-\d{5}|usda:fndds-\d{8}|golden:[a-z0-9]+(-[a-z0-9]+)*)$/);
  });

  test('the file is well under 10 MB', () => {
    expect(readFileSync(shippedFile).length).toBeLessThan(5_000_000);
  });

  test('every food has a name, a category and energy', () => {
    for (const id of ['usda:sr-01001', 'usda:fndds-11111000', 'golden:butter-salted']) {
      const f = db.get(id)!;
      expect(f.name.length).toBeGreaterThan(0);
      expect(f.category.length).toBeGreaterThan(0);
      expect(f.nutrients.energy_kcal).toBeGreaterThan(0);
    }
    const missingEnergy = data.usda.filter((r) => r[3][0] === null || r[3][0] === undefined);
    expect(missingEnergy).toEqual([]);
  });

  test('a rebuild from the raw files is byte-identical to the shipped file (deterministic, current)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foods-'));
    try {
      const out = join(dir, 'foods.json.gz');
      const script = fileURLToPath(new URL('../scripts/build-dataset.ts', import.meta.url));
      execFileSync(
        process.execPath,
        ['--conditions=@nutrilabel/source', '--import', 'tsx', script, '--out', out],
        { stdio: 'pipe' },
      );
      expect(readFileSync(out).equals(readFileSync(shippedFile))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('USDA allergens (core lexicon on the description, at load time)', () => {
  test('the description names the allergen', () => {
    expect(db.get('usda:sr-01001')!.allergens).toEqual(['milk']);
    expect(db.get('usda:sr-01123')!.allergens).toEqual(['egg']);
    expect(db.get('usda:sr-20081')!.allergens).toEqual(['wheat']);
    expect(db.get('usda:sr-16098')!.allergens).toEqual(['peanuts']);
    expect(db.get('usda:sr-12166')!.allergens).toEqual(['sesame']);
    expect(db.get('usda:sr-15270')!.allergens).toEqual(['crustacean_shellfish']);
  });

  test('false friends stay clear: coconut milk, eggplant, nutmeg, scallops', () => {
    expect(db.get('usda:sr-12118')!.allergens).toEqual([]);
    expect(db.get('usda:sr-11209')!.allergens).toEqual([]);
    expect(db.get('usda:sr-02025')!.allergens).toEqual([]);
    expect(db.get('usda:sr-15172')!.allergens).toEqual([]);
  });
});

describe('golden set', () => {
  test('each golden food carries its SR row nutrients', () => {
    for (const g of data.golden) {
      const food = db.get(g.id)!;
      const source = db.get(g.sourceId)!;
      expect(source).toBeDefined();
      const { added_sugars: _a, ...rest } = food.nutrients;
      const { added_sugars: _b, ...sourceRest } = source.nutrients;
      expect(rest).toEqual(sourceRest);
    }
  });

  test('densities come from SR cup weights: butter 227 g/cup, flour 125 g/cup, brown sugar packed 220 g/cup', () => {
    expect(db.get('golden:butter-salted')!.densityGPerMl).toBeCloseTo(227 / 236.588, 3);
    expect(db.get('golden:flour-all-purpose')!.densityGPerMl).toBeCloseTo(125 / 236.588, 3);
    expect(db.get('golden:sugar-brown')!.densityGPerMl).toBeCloseTo(220 / 236.588, 3);
    expect(db.get('golden:milk-whole')!.densityGPerMl).toBeCloseTo(244 / 236.588, 3);
  });

  test('pure sweeteners count all their sugars as added; other foods get none from SR', () => {
    const sugar = db.get('golden:sugar-granulated')!.nutrients;
    expect(sugar.added_sugars).toBe(99.8);
    expect(sugar.added_sugars).toBe(sugar.total_sugars);
    expect(db.get('golden:honey')!.nutrients.added_sugars).toBe(82.12);
    expect(db.get('golden:apple')!.nutrients.added_sugars).toBeUndefined();
  });

  test('allergens were set by hand: butter → milk, peanut butter → peanuts, coconut milk → none', () => {
    expect(db.get('golden:butter-salted')!.allergens).toEqual(['milk']);
    expect(db.get('golden:peanut-butter')!.allergens).toEqual(['peanuts']);
    expect(db.get('golden:coconut-milk')!.allergens).toEqual([]);
    expect(db.get('golden:soy-sauce')!.allergens).toEqual(['soy', 'wheat']);
    expect(db.get('golden:shrimp')!.allergens).toEqual(['crustacean_shellfish']);
    expect(db.get('golden:scallops')!.allergens).toEqual([]);
  });

  test('golden ids, aliases and allergen keys are tidy', () => {
    const allergenKeys = new Set([
      'milk',
      'egg',
      'fish',
      'crustacean_shellfish',
      'tree_nuts',
      'wheat',
      'peanuts',
      'soy',
      'sesame',
    ]);
    for (const g of GOLDEN_SOURCE) {
      expect(g.ndb).toMatch(/^\d{5}$/);
      expect(g.aliases.length).toBeGreaterThan(0);
      for (const a of g.aliases) expect(a).toBe(a.toLowerCase().trim());
      for (const a of g.allergens) expect(allergenKeys.has(a)).toBe(true);
    }
  });

  test('get returns copies and undefined for unknown ids', () => {
    expect(db.get('golden:nope')).toBeUndefined();
    expect(db.get('usda:sr-99999')).toBeUndefined();
    const a = db.get('golden:butter-salted')!;
    a.name = 'changed';
    expect(db.get('golden:butter-salted')!.name).toBe('Butter, salted');
  });
});
