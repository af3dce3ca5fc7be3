/**
 * The label options of api.md §12 on the command line (`--layout`, `--label-surface`, `--display-surface`, `--voluntary`,
 * `--population`, `--language`, `--columns`), validated by the API's own schema and applied by the engine.
 */
import { describe, expect, test } from 'vitest';
import { MX_GALLETAS } from '../../core/test/fixtures';
import { oats, run, tempDir } from './helpers';

// The oats recipe of single-recipe.test.ts: 200 kcal, fat 5 g, carbohydrate 30 g per 50 g serving, no
// other data, so the twelve other listed nutrients of 101.9(f) declare 0 and the simplified format applies.
const withVitamins = () => {
  const recipe = oats();
  recipe.ingredients[0]!.nutrients = { ...recipe.ingredients[0]!.nutrients, ...{ vitamin_c: 4, folate: 20 } };
  return recipe;
};

describe('nutrilabel label --layout/--voluntary/--population/--language', () => {
  test('--layout tabular --format svg draws the tabular display', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(oats()) });
    const { code, stdout } = await run(['label', 'p.json', '--layout', 'tabular', '--format', 'svg'], {
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Total Carb.'); // 101.9(j)(13)(ii)(B)
    expect(stdout).toContain('Amount/serving');
  });

  test('--label-surface 60: the tabular calories figure in 22 pt ((d)(1)(iii)); bad or foreign: named', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(oats()) });
    const args = ['label', 'p.json', '--layout', 'tabular', '--format', 'svg'];
    const large = await run([...args, '--label-surface', '60'], { cwd: dir });
    expect(large.code).toBe(0);
    expect(large.stdout).toMatch(/font-size="22" text-anchor="end"><tspan font-weight="700">200</);
    const small = await run([...args, '--label-surface', '40'], { cwd: dir });
    expect(small.stdout).toMatch(/font-size="14" text-anchor="end"><tspan font-weight="700">200</);
    const bad = await run([...args, '--label-surface', 'big'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--label-surface:');
    const eu = await run(['label', 'p.json', '-r', 'eu', '--label-surface', '60'], { cwd: dir });
    expect(eu.code).toBe(1);
    expect(eu.stderr).toContain('--label-surface: a label surface is not available for eu');
  });

  test('--display-surface 40 on mx: one octagon with the number of seals (NOM-051 4.5.3.4.2); 40.1: one each; foreign: named', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify({ recipe: MX_GALLETAS, regulation: 'mx' }) });
    const small = await run(['label', 'p.json', '--display-surface', '40'], { cwd: dir });
    expect(small.code).toBe(0);
    // Golden Mexican label no. 1: four seals (docs/regulations/mx.md §2).
    expect(JSON.parse(small.stdout).frontOfPack.presentation).toMatchObject({ kind: 'count' });
    const svg = await run(['label', 'p.json', '--display-surface', '40', '--format', 'svg'], { cwd: dir });
    expect(svg.stdout).toContain('data-seal-count="4"');
    const large = await run(['label', 'p.json', '--display-surface', '40.1'], { cwd: dir });
    expect(JSON.parse(large.stdout).frontOfPack.presentation).toMatchObject({ kind: 'individual' });
    const fda = await run(['label', 'p.json', '-r', 'fda', '--display-surface', '40'], { cwd: dir });
    expect(fda.code).toBe(1);
    expect(fda.stderr).toContain('--display-surface: a principal display surface is not available for fda');
  });

  test('--layout simplified and --voluntary in the JSON label', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(withVitamins()) });
    const { code, stdout, stderr } = await run(
      ['label', 'p.json', '--layout', 'simplified', '--voluntary', 'folate'],
      { cwd: dir },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { label } = JSON.parse(stdout);
    expect(label.layout).toBe('simplified');
    const keys = label.nutrients.map((n: { key: string }) => n.key);
    expect(keys).toEqual(['energy_kcal', 'total_fat', 'sodium', 'total_carbohydrate', 'protein', 'folate']);
    expect(label.notSignificantSource).toMatch(
      /^Not a significant source of saturated fat, trans fat, cholesterol/,
    );
  });

  test('--population and --language as in the API', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(oats()) });
    const { code, stdout } = await run(
      ['label', 'p.json', '--population', 'children_1_3', '--language', 'es'],
      {
        cwd: dir,
      },
    );
    expect(code).toBe(0);
    const { label } = JSON.parse(stdout);
    expect([label.title, label.population, label.language]).toEqual([
      'Datos de Nutrición',
      'children_1_3',
      'es',
    ]);
  });

  test('bad values name their flag (exit 2); options the format lacks name theirs (exit 1)', async () => {
    const dir = tempDir({ 'p.json': JSON.stringify(oats()) });
    const bad = await run(['label', 'p.json', '--layout', 'sideways', '--voluntary', 'folate,nope'], {
      cwd: dir,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--layout:');
    expect(bad.stderr).toContain('--voluntary[1]:');
    const eu = await run(['label', 'p.json', '-r', 'eu', '--layout', 'tabular', '--language', 'es'], {
      cwd: dir,
    });
    expect(eu.code).toBe(1);
    expect(eu.stderr).toContain('--layout: tabular is not available for eu');
    expect(eu.stderr).toContain('--language: es is not available for eu');
    const ca = await run(['label', 'p.json', '-r', 'ca', '--columns', 'dual'], { cwd: dir });
    expect(ca.code).toBe(1);
    expect(ca.stderr).toContain('--columns: dual is not available for cfia');
  });
});
