/**
 * The repository is whole: no script, test, source or CI file reaches a path outside it (the
 * hand-over folder beside the first checkout, an absolute path of one machine). A clone alone must
 * build, run and pass its tests; `.ci/run` proves that on a real clone, this test names the line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders that hold no code of ours: dependencies, build output, data written at run time. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.turbo',
  'data',
  'coverage',
  'test-artifacts',
]);
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json|sh|ya?ml|html)$|^run$|^Dockerfile$/;

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) codeFiles(join(dir, entry.name), out);
    } else if (CODE_FILE.test(entry.name) && entry.name !== 'pnpm-lock.yaml') {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** Places in one file's text that point outside the repository, as `line: text`. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (/(?:^|[^\w.])(?:\.\.\/)+shared\b|\/work\/shared\b|\bshared\/(?:data|spec|seed)\b/.test(line)) {
      found.push(`${i + 1}: ${line.trim()}`);
      return;
    }
    // A relative path literal that climbs above the repository root from this file's folder.
    for (const m of line.matchAll(/['"`]((?:\.\.\/)+[^'"`]*)['"`]/g)) {
      const target = resolve(dirname(file), m[1]!);
      if (relative(root, target).startsWith(`..${sep}`) || relative(root, target) === '..') {
        found.push(`${i + 1}: ${line.trim()}`);
      }
    }
  });
  return found;
}

describe('the repository is self-contained', () => {
  test('no code, test, script or CI file reaches outside the repository', () => {
    // This file's own samples climb on purpose (relative to a fictitious file), so it is not scanned.
    const files = codeFiles(root).filter((f) => f !== fileURLToPath(import.meta.url));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) =>
      outsideReferences(f, readFileSync(f, 'utf8')).map((hit) => `${relative(root, f)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  test('the check catches the forms that broke clones before', () => {
    const here = join(root, 'packages/foods/test/x.ts');
    // The hand-over folder's name is assembled, so this file names no outside path itself.
    const handOver = ['..', 'shared'].join('/');
    expect(outsideReferences(here, `resolve(here, '../../../${handOver}/data/usda')`)).toHaveLength(1);
    expect(outsideReferences(here, "const d = '../../../../elsewhere';")).toHaveLength(1);
    expect(outsideReferences(here, `readFileSync('/work/${handOver.slice(3)}/spec/api.md')`)).toHaveLength(1);
    expect(outsideReferences(here, "resolve(here, '../data/usda')")).toEqual([]);
    expect(outsideReferences(here, "import { x } from '../../core/src/index';")).toEqual([]);
  });
});
