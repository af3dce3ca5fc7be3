import { describe, expect, test } from 'vitest';
import { csvRows, oats, run, tempDir } from './helpers';

/** FDA mandatory rows (21 CFR 101.9(c)): 15 per label. */
const FDA_ROWS = 15;

describe('nutrilabel label <directory>', () => {
  test('every *.json in name order → one CSV with a leading Recipe column', async () => {
    const dir = tempDir({
      'b-muesli.json': JSON.stringify({ recipe: oats('Muesli', 100) }),
      'a-porridge.json': JSON.stringify(oats('Porridge', 50)),
      'notes.txt': 'not a recipe',
    });
    const { code, stdout, stderr } = await run(['label', '.'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = csvRows(stdout);
    expect(rows[0]).toEqual(['Recipe', 'Nutrient', 'Value', 'Unit', '%DV']);
    expect(rows).toHaveLength(1 + 2 * FDA_ROWS);
    expect(rows.slice(1, 1 + FDA_ROWS).every((r) => r[0] === 'Porridge')).toBe(true);
    expect(rows.slice(1 + FDA_ROWS).every((r) => r[0] === 'Muesli')).toBe(true);
    // 100 g of the oats: 400 kcal, 10 g fat (10/78 = 13 %), 60 g carbohydrate (60/275 = 22 %).
    expect(rows).toContainEqual(['Porridge', 'Calories', '200', 'kcal', '-']);
    expect(rows).toContainEqual(['Muesli', 'Calories', '400', 'kcal', '-']);
    expect(rows).toContainEqual(['Muesli', 'Total Fat', '10', 'g', '13%']);
    expect(rows).toContainEqual(['Muesli', 'Total Carbohydrate', '60', 'g', '22%']);
  });

  test('--format json gives an array with each source', async () => {
    const dir = tempDir({ 'a.json': JSON.stringify(oats('A')), 'b.json': JSON.stringify(oats('B')) });
    const { code, stdout } = await run(['label', dir, '-f', 'json']);
    expect(code).toBe(0);
    const items = JSON.parse(stdout) as { name: string; source: string; label: { servingSize: string } }[];
    expect(items.map((i) => i.name)).toEqual(['A', 'B']);
    expect(items[0]?.source).toBe(`${dir}/a.json`);
    expect(items[1]?.label.servingSize).toBe('50g');
  });

  test('bad files: exit 1 naming each bad file and field, nothing on stdout', async () => {
    const dir = tempDir({
      'a.json': JSON.stringify(oats('A')),
      'b.json': '{ nope',
      'c.json': JSON.stringify({ ...oats('C'), servingSizeGrams: 'big' }),
    });
    const { code, stdout, stderr } = await run(['label', 'recipes'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/recipes: no such file or directory/);

    const real = await run(['label', dir]);
    expect(real.code).toBe(1);
    expect(real.stdout).toBe('');
    expect(real.stderr).toContain(`nutrilabel: ${dir}: 2 of 3 files are invalid.`);
    expect(real.stderr).toContain(`${dir}/b.json: not valid JSON`);
    expect(real.stderr).toContain(`${dir}/c.json: the recipe is invalid.`);
    expect(real.stderr).toContain('servingSizeGrams: Invalid type: Expected number but received "big"');
  });

  test('svg/html need one recipe', async () => {
    const dir = tempDir({ 'a.json': JSON.stringify(oats('A')) });
    const { code, stderr } = await run(['label', dir, '-f', 'svg']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/renders one label/);
  });

  test('an empty directory is an error', async () => {
    const { code, stderr } = await run(['label', tempDir()]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/no \.json recipe files/);
  });
});

describe('nutrilabel label <file.csv>', () => {
  // Toast: bread 100 g (250 kcal, 3 g fat, 500 mg sodium per 100 g) + butter 10 g (700 kcal,
  // 81 g fat, 600 mg sodium), serving 55 g of 110 g → ½ of the totals: 160 kcal; fat 5.55 g →
  // 6 g (≥5 g: nearest 1 g); sodium 280 mg (>140 mg: nearest 10 mg), 280/2300 = 12 %.
  // Tea: 200 g at 1 kcal per 100 g, one 200 g serving → 2 kcal → "0" (<5 kcal).
  const CSV = [
    'recipe,name,weightGrams,servingSizeGrams,energy_kcal,total_fat,sodium',
    'Toast,Bread,100,55,250,3,500',
    'Tea,Tea,200,200,1,,',
    'Toast,Butter,10,,700,81,600',
  ].join('\n');

  test('rows grouped by recipe (first appearance order) → one CSV of all labels', async () => {
    const dir = tempDir({ 'recipes.csv': CSV });
    const { code, stdout, stderr } = await run(['label', 'recipes.csv'], { cwd: dir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = csvRows(stdout);
    expect(rows).toHaveLength(1 + 2 * FDA_ROWS);
    expect(rows[1]?.[0]).toBe('Toast');
    expect(rows[1 + FDA_ROWS]?.[0]).toBe('Tea');
    expect(rows).toContainEqual(['Toast', 'Calories', '160', 'kcal', '-']);
    expect(rows.find((r) => r[0] === 'Toast' && r[1] === 'Total Fat')?.[2]).toBe('6');
    expect(rows).toContainEqual(['Toast', 'Sodium', '280', 'mg', '12%']);
    expect(rows).toContainEqual(['Tea', 'Calories', '0', 'kcal', '-']);
  });

  test('bad cells and columns are reported with their line and column; nothing is written', async () => {
    const dir = tempDir({
      'bad.csv': [
        'recipe,name,weightGrams,servingSizeGrams,energy_kcal,totl_fat',
        'Toast,Bread,1OO,55,250,',
      ].join('\n'),
      'bad2.csv': [
        'recipe,name,weightGrams,servingSizeGrams,energy_kcal',
        'Toast,Bread,100,55,250',
        'Toast,Butter,,60,700',
        'Jam,Jam,50,,250',
      ].join('\n'),
    });
    const columns = await run(['label', 'bad.csv'], { cwd: dir });
    expect(columns.code).toBe(1);
    expect(columns.stdout).toBe('');
    expect(columns.stderr).toContain('unknown column "totl_fat"');

    const cells = await run(['label', 'bad2.csv'], { cwd: dir });
    expect(cells.code).toBe(1);
    expect(cells.stderr.split('\n')).toEqual([
      'nutrilabel: bad2.csv: cannot read the ingredient CSV.',
      '  line 3, column servingSizeGrams: 60 differs from 55 given earlier for "Toast"',
      '',
    ]);

    const dir2 = tempDir({
      'c.csv': ['recipe,name,weightGrams,servingSizeGrams', 'Toast,Bread,x,55', 'Jam,Jam,50,'].join('\n'),
    });
    const number = await run(['label', 'c.csv'], { cwd: dir2 });
    expect(number.stderr).toContain('line 2, column weightGrams: "x" is not a number');

    const dir3 = tempDir({
      'd.csv': ['recipe,name,weightGrams,servingSizeGrams', 'Toast,Bread,,55', 'Jam,Jam,50,'].join('\n'),
    });
    const schema = await run(['label', 'd.csv'], { cwd: dir3 });
    expect(schema.code).toBe(1);
    expect(schema.stderr).toContain(
      'line 2 (recipe "Toast"): weightGrams: weightGrams (or amount and unit) is required',
    );
    expect(schema.stderr).toContain('recipe "Jam": servingSizeGrams is required on at least one of its rows');
  });
});

describe('progress bar', () => {
  const many = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `r${String(i).padStart(3, '0')}.json`,
        JSON.stringify(oats(`R${i}`)),
      ]),
    );

  test('--progress draws on stderr and ends with the count; stdout stays clean CSV', async () => {
    const dir = tempDir(many(3));
    const { code, stdout, stderr } = await run(['label', dir, '--progress']);
    expect(code).toBe(0);
    expect(stderr.endsWith('\r[##############################] 3/3 labels\n')).toBe(true);
    expect(stdout.startsWith('Recipe,Nutrient')).toBe(true);
  });

  test('off when stderr is not a TTY; on for long runs when it is; --no-progress wins', async () => {
    const dir = tempDir(many(25));
    expect((await run(['label', dir])).stderr).toBe('');
    expect((await run(['label', dir], { stderrIsTTY: true })).stderr).toContain('25/25 labels');
    expect((await run(['label', dir, '--no-progress'], { stderrIsTTY: true })).stderr).toBe('');
    const short = tempDir(many(3));
    expect((await run(['label', short], { stderrIsTTY: true })).stderr).toBe('');
  });
});
