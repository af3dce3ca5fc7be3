/**
 * Builds and packs @nutrilabel/core as npm would publish it, and installs the tarball into a
 * throw-away consumer project: the tarball extracted to node_modules/@nutrilabel/core, its
 * dependencies (valibot, papaparse) symlinked from the workspace's pnpm store (no network).
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const REPO = resolve(here, '../../../..');
/** packages/core. */
export const CORE = resolve(here, '../..');

/** The packed core installed in a consumer project. */
export interface PackedCore {
  readonly tarball: string;
  /** The consumer project (has node_modules/@nutrilabel/core). */
  readonly project: string;
  /** node_modules/@nutrilabel/core inside it. */
  readonly installed: string;
  /** File names inside the tarball. */
  readonly files: readonly string[];
}

/** `pnpm --filter @nutrilabel/core build`, `pnpm pack`, then the install described above. */
export function buildPackAndInstall(): PackedCore {
  execFileSync('pnpm', ['--filter', '@nutrilabel/core', 'build'], { cwd: REPO, stdio: 'pipe' });
  const root = mkdtempSync(join(tmpdir(), 'nutrilabel-core-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', root], { cwd: CORE, stdio: 'pipe' });
  const name = readdirSync(root).find((file) => file.endsWith('.tgz'));
  if (!name) throw new Error(`pnpm pack wrote no tarball into ${root}`);
  const tarball = join(root, name);
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');

  const project = join(root, 'consumer');
  const installed = join(project, 'node_modules', '@nutrilabel', 'core');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  for (const dependency of ['valibot', 'papaparse']) {
    symlinkSync(
      realpathSync(join(CORE, 'node_modules', dependency)),
      join(project, 'node_modules', dependency),
    );
  }
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true }\n');
  return { tarball, project, installed, files };
}

/** Runs `node` with `args` in `cwd`; stdout, or a thrown error carrying stderr. */
export function node(args: readonly string[], cwd: string): string {
  return execFileSync(process.execPath, [...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '' },
  });
}

/** Minimal typing of the esbuild API this test uses. */
export interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { contents: Uint8Array; text: string }[] }>;
  transform(code: string, options: Record<string, unknown>): Promise<{ code: string }>;
}

/** esbuild, resolved through tsup (its dependency) since the core does not depend on it. */
export function loadEsbuild(): Esbuild {
  const fromRoot = createRequire(join(REPO, 'package.json'));
  const fromTsup = createRequire(realpathSync(fromRoot.resolve('tsup/package.json')));
  return fromTsup('esbuild') as Esbuild;
}

/** The TypeScript compiler's CLI script of the workspace. */
export const TSC = (): string => createRequire(join(REPO, 'package.json')).resolve('typescript/bin/tsc');
