import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildPackAndInstall, CORE, loadEsbuild, node, type PackedCore, TSC } from './pack-core';

/**
 * Budget for the whole engine bundled for a browser (ESM entry + valibot + papaparse, minified,
 * gzip level 9). About 100 kB with seven regulations (ANZ and Mexico added), five allergen lexicons
 * (Spanish words), claims, renderers with the FDA tabular, linear, simplified and two-column panels,
 * explanations and the FDA populations and Spanish words of api.md §12 (raised from 80 kB when those
 * and the UK came, from 96 kB with ANZ, Mexico and the FDA displays); the foods database (megabytes)
 * or a Node polyfill sneaking in would still blow it.
 */
const BUNDLE_LIMIT_GZIP_BYTES = 112 * 1024;

// The porridge: 500 g of oats at 400 kcal, 10 g fat per 100 g; 50 g serving → 200 kcal
// (FDA: >50 kcal to the nearest 10), fat 5 g (≥5 g: nearest 1 g), 5/78 = 6 % DV; 10 servings.
const RECIPE = {
  name: 'Porridge',
  servingSizeGrams: 50,
  ingredients: [{ name: 'Oats', weightGrams: 500, nutrients: { energy_kcal: 400, total_fat: 10 } }],
};
const EXPECTED = { calories: '200', fat: '5g', fatDv: 6, servings: 10 };
const SECRET = 'whsec_0123456789abcdef';

/** A script body that labels RECIPE and signs a webhook with `core` in scope; prints JSON. */
const LABEL_SCRIPT = `
const recipe = ${JSON.stringify(RECIPE)};
const resolved = core.resolveRecipe(recipe);
const outcome = core.generateLabel(resolved.recipe, core.getRegulation('fda'));
const rows = Object.fromEntries(outcome.value.label.nutrients.map((n) => [n.key, n]));
const signature = await core.signWebhook(${JSON.stringify(SECRET)}, 'body', 1700000000);
const verified = await core.verifyWebhook(${JSON.stringify(SECRET)}, signature, 'body', { now: 1700000000 });
const csv = core.labelToCsv(outcome.value).split('\\r\\n').slice(0, 3);
console.log(JSON.stringify({
  calories: rows.energy_kcal.display, fat: rows.total_fat.display, fatDv: rows.total_fat.dailyValue,
  servings: outcome.value.label.servingsPerContainer, csv, signature, verified: verified.ok,
}));`;

let packed: PackedCore;

beforeAll(() => {
  packed = buildPackAndInstall();
}, 90_000);

describe('the packed @nutrilabel/core', () => {
  test('the tarball holds dist (ESM, CJS, both typings) and the README, no sources or tests', () => {
    const files = packed.files.map((f) => f.replace(/^package\//, ''));
    for (const file of [
      'package.json',
      'README.md',
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md')).toEqual(
      [],
    );
  });

  test('its package.json is publishable: exports without the workspace source condition, no workspace deps', () => {
    const pkg = JSON.parse(readFileSync(join(packed.installed, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@nutrilabel/core');
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.private).toBeUndefined();
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.license).toBe('MIT');
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    });
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['papaparse', 'valibot']);
    expect(JSON.stringify(pkg.dependencies)).not.toContain('workspace:');
  });

  test('imports as ESM and generates a label (Web Crypto signature included)', () => {
    const out = node(
      ['--input-type=module', '-e', `import * as core from '@nutrilabel/core';\n${LABEL_SCRIPT}`],
      packed.project,
    );
    const result = JSON.parse(out);
    expect(result).toMatchObject({ ...EXPECTED, verified: true });
    expect(result.csv).toEqual(['Nutrient,Value,Unit,%DV', 'Calories,200,kcal,-', 'Total Fat,5,g,6%']);
    expect(result.signature).toBe(
      `t=1700000000,v1=${createHmac('sha256', SECRET).update('1700000000.body').digest('hex')}`,
    );
  });

  test('requires as CommonJS and generates the same label', () => {
    const script = `const core = require('@nutrilabel/core');\n(async () => {${LABEL_SCRIPT}\n})();`;
    const result = JSON.parse(node(['-e', script], packed.project));
    expect(result).toMatchObject({ ...EXPECTED, verified: true });
    expect(result.csv[1]).toBe('Calories,200,kcal,-');
  });

  test('the README example runs against the tarball', async () => {
    const readme = readFileSync(join(CORE, 'README.md'), 'utf8');
    const example = /## Example\s+```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const { code } = await loadEsbuild().transform(example!, { loader: 'ts', format: 'esm' });
    writeFileSync(join(packed.project, 'example.mjs'), code);
    const printed = node(['example.mjs'], packed.project);
    expect(printed).toContain("'Calories 200'");
    expect(printed).toContain("'Total Fat 5g'");
  });

  test('TypeScript resolves its types from both entry points (module: nodenext)', () => {
    writeFileSync(
      join(packed.project, 'use.mts'),
      "import { generateLabel, type LabelResult } from '@nutrilabel/core';\nexport const f: typeof generateLabel = generateLabel;\nexport type R = LabelResult['label']['nutrients'][number]['display'];\n",
    );
    writeFileSync(
      join(packed.project, 'use.cts'),
      "import core = require('@nutrilabel/core');\nexport const n: readonly string[] = core.NUTRIENT_KEYS;\n",
    );
    writeFileSync(
      join(packed.project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['use.mts', 'use.cts'],
      }),
    );
    expect(() => node([TSC(), '-p', 'tsconfig.json'], packed.project)).not.toThrow();
  });
});

describe('browser and edge runtimes', () => {
  test(`the ESM entry bundled for a browser is under ${BUNDLE_LIMIT_GZIP_BYTES / 1024} kB gzip, with no node: imports`, async () => {
    const esbuild = loadEsbuild();
    const result = await esbuild.build({
      stdin: { contents: "export * from '@nutrilabel/core';", resolveDir: packed.project, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    const gzip = gzipSync(code, { level: 9 }).length;
    console.log(
      `@nutrilabel/core browser bundle: ${(code.length / 1024).toFixed(1)} kB minified, ${(gzip / 1024).toFixed(1)} kB gzip (limit ${BUNDLE_LIMIT_GZIP_BYTES / 1024} kB)`,
    );
    expect(gzip).toBeLessThan(BUNDLE_LIMIT_GZIP_BYTES);
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
      const text = readFileSync(join(packed.installed, file), 'utf8');
      expect(text).not.toMatch(/from\s*["']node:|require\(["'](node:|fs|path|crypto|buffer)["']\)/);
    }
  });

  test('runs in a bare JavaScript context (no process, require or Buffer): an edge runtime stand-in', async () => {
    const esbuild = loadEsbuild();
    const result = await esbuild.build({
      stdin: { contents: "export * from '@nutrilabel/core';", resolveDir: packed.project, loader: 'js' },
      bundle: true,
      format: 'iife',
      globalName: 'core',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const lines: string[] = [];
    const sandbox = {
      TextEncoder,
      TextDecoder,
      crypto: globalThis.crypto,
      console: { log: (line: string) => lines.push(line) },
    };
    const script = `${result.outputFiles[0]!.text}\n(async () => {
      if (typeof process !== 'undefined' || typeof require !== 'undefined' || typeof Buffer !== 'undefined') throw new Error('not bare');
      ${LABEL_SCRIPT}
    })()`;
    await runInNewContext(script, sandbox, { timeout: 10_000 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ ...EXPECTED, verified: true });
  });
});
