import { describe, expect, test } from 'vitest';
import { csvRows, oats, run, runProcess, tempDir } from './helpers';

// The oats recipe: a 50 g serving of 2,000 g at 400 kcal, 10 g fat and 60 g carbohydrate per
// 100 g → 200 kcal (FDA: >50 kcal to the nearest 10), fat 5 g (≥5 g: nearest 1 g) and
// 5/78 = 6 % DV, carbohydrate 30 g and 30/275 = 11 % DV; 2,000/50 = 40 servings.

describe('nutrilabel label <file>', () => {
  test('a bare recipe file → JSON label (default format)', async () => {
    const dir = tempDir({ 'porridge.json': JSON.stringify(oats()) });
    const { code, stdout, stderr } = await run(['label', 'porridge.json'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.label.regulation).toBe('fda');
    expect(result.label.servingsPerContainer).toBe(40);
    const rows = new Map(result.label.nutrients.map((n: { key: string }) => [n.key, n]));
    expect(rows.get('energy_kcal')).toMatchObject({ display: '200' });
    expect(rows.get('total_fat')).toMatchObject({ display: '5g', dailyValue: 6 });
    expect(rows.get('total_carbohydrate')).toMatchObject({ display: '30g', dailyValue: 11 });
  });

  test('--explain: each value names its rule, citation and step (api.md §14)', async () => {
    const dir = tempDir({ 'porridge.json': JSON.stringify(oats()) });
    const plain = JSON.parse((await run(['label', 'porridge.json'], { cwd: dir })).stdout);
    expect(plain.label.nutrients[0].explain).toBeUndefined();
    const { code, stdout } = await run(['label', 'porridge.json', '--explain', '-r', 'eu'], { cwd: dir });
    expect(code).toBe(0);
    const rows = JSON.parse(stdout).label.nutrients as {
      explain: { rule: string };
      per100: { explain: { rule: string } };
    }[];
    for (const row of rows) {
      expect(row.explain.rule).toBeTruthy();
      expect(row.per100.explain.rule).toBeTruthy();
    }
  });

  test('{ recipe, regulation } → the file chooses; --regulation overrides it', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify({ recipe: oats(), regulation: 'US' }) });
    const own = await run(['label', 'p.json', '--format', 'csv'], { cwd: dir });
    expect(own.code).toBe(0);
    const rows = csvRows(own.stdout);
    expect(rows[0]).toEqual(['Nutrient', 'Value', 'Unit', '%DV']);
    expect(rows).toContainEqual(['Calories', '200', 'kcal', '-']);
    expect(rows).toContainEqual(['Total Fat', '5', 'g', '6%']);

    const unknown = await run(['label', 'p.json', '--regulation', 'mars'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown regulation "mars"\. Allowed: fda, cfia, eu, china/);
  });

  test('stdin when no file is given (in-process and through a real pipe)', async () => {
    const inProcess = await run(['label', '-f', 'csv'], { stdin: JSON.stringify(oats()) });
    expect(inProcess.code).toBe(0);
    expect(csvRows(inProcess.stdout)).toContainEqual(['Total Carbohydrate', '30', 'g', '11%']);

    const piped = runProcess(['label', '--format', 'csv'], { stdin: JSON.stringify({ recipe: oats() }) });
    expect(piped.stderr).toBe('');
    expect(piped.code).toBe(0);
    expect(csvRows(piped.stdout)).toContainEqual(['Calories', '200', 'kcal', '-']);
  });

  test('no input on an interactive terminal is a usage error, not a hang', async () => {
    const { code, stderr } = await run(['label'], { stdinIsTTY: true });
    expect(code).toBe(2);
    expect(stderr).toMatch(/Give a recipe file/);
  });

  test('a missing file: exit 1 and the file named (real process)', () => {
    const { code, stdout, stderr } = runProcess(['label', 'no-such-recipe.json']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('nutrilabel: no-such-recipe.json: no such file or directory.\n');
  });

  test('invalid JSON: exit 1 naming the file', async () => {
    const dir = tempDir({ 'broken.json': '{"name": "Pie",' });
    const { code, stdout, stderr } = await run(['label', 'broken.json'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^nutrilabel: broken\.json: not valid JSON \(/);
  });

  test('validation issues: exit 1 listing every path', async () => {
    const bad = { recipe: { name: 'Pie', servingSizeGrams: 0, ingredients: [{ name: 'Flour' }] } };
    const dir = tempDir({ 'bad.json': JSON.stringify(bad) });
    const { code, stderr } = runProcess(['label', `${dir}/bad.json`]);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([
      `nutrilabel: ${dir}/bad.json: the recipe is invalid.`,
      '  recipe.servingSizeGrams: Invalid value: Expected >0 but received 0',
      '  recipe.ingredients.0.weightGrams: weightGrams (or amount and unit) is required',
      '',
    ]);
  });

  test('missing fields read "required"', async () => {
    const { code, stderr } = await run(['label', '-'], { stdin: '{"name":"Pie"}' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'nutrilabel: stdin: the recipe is invalid.\n  servingSizeGrams: required\n  ingredients: required\n',
    );
  });

  test('content the engine rejects: exit 1 with the field', async () => {
    const recipe = { ...oats(), servingSizeGrams: 5000 };
    const { code, stderr } = await run(['label', '-'], { stdin: JSON.stringify(recipe) });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /stdin: the recipe cannot be labelled\.\n {2}servingSizeGrams: serving size 5000 g/,
    );
  });

  test('unknown options and formats are usage errors (exit 2)', async () => {
    expect((await run(['label', 'x.json', '--colour'])).code).toBe(2);
    const format = await run(['label', 'x.json', '--format', 'pdf']);
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/Unknown format "pdf"\. Allowed: json, csv, svg, html\./);
    expect((await run(['print'])).code).toBe(2);
  });

  test('--format svg|html renders with core when it has a renderer, else says it is not available', async () => {
    const core = (await import('@nutrilabel/core')) as Record<string, unknown>;
    for (const [format, fn, start] of [
      ['svg', 'renderLabelSvg', '<svg'],
      ['html', 'renderLabelHtml', '<'],
    ] as const) {
      const { code, stdout, stderr } = await run(['label', '-', '--format', format], {
        stdin: JSON.stringify(oats()),
      });
      if (typeof core[fn] === 'function') {
        expect(code).toBe(0);
        expect(stdout.startsWith(start)).toBe(true);
        expect(stdout).toContain('Nutrition Facts');
      } else {
        expect(code).toBe(2);
        expect(stderr).toContain(`--format ${format} is not available`);
      }
    }
  });

  test('--output writes the file; --version and --help print to stdout', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(oats()) });
    const { code, stdout } = await run(['label', 'p.json', '-f', 'csv', '-o', 'label.csv'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(`${dir}/label.csv`, 'utf8')).toContain('Calories,200,kcal,-\r\n');
    expect((await run(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await run(['--help'])).stdout).toContain('Usage: nutrilabel label');
  });
});

describe('foods from the ingredient database', () => {
  test('a foodId is resolved through @nutrilabel/foods (loaded lazily); an unknown one is named', async () => {
    const recipe = {
      name: 'Buttered',
      servingSizeGrams: 14,
      ingredients: [{ name: 'Butter', foodId: 'golden:butter-salted', weightGrams: 14 }],
    };
    const ok = await run(['label', '-'], { stdin: JSON.stringify(recipe) });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const fat = JSON.parse(ok.stdout).label.nutrients.find((n: { key: string }) => n.key === 'total_fat');
    // Butter is about 81 % fat: 14 g of it carries 11 g of fat (FDA: ≥5 g to the nearest 1 g).
    expect(fat.display).toBe('11g');

    const missing = { ...recipe, ingredients: [{ ...recipe.ingredients[0], foodId: 'golden:no-such-food' }] };
    const bad = await run(['label', '-'], { stdin: JSON.stringify(missing) });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('ingredients.0.foodId');
  });
});
