/**
 * Running the CLI in-process with captured streams, and as a real process.
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/run-cli';

const here = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(here, '../../..');
const BIN = resolve(here, '../src/bin.ts');

/** A fresh temp directory with `files` written into it. */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs the CLI in-process. */
export async function run(
  argv: string[],
  options: { cwd?: string; stdin?: string; stdinIsTTY?: boolean; stderrIsTTY?: boolean } = {},
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.stderrIsTTY ?? false },
    stdin: { isTTY: options.stdinIsTTY ?? false, read: async () => options.stdin ?? '' },
    cwd: options.cwd ?? process.cwd(),
  });
  return { code, stdout, stderr };
}

/** Runs `nutrilabel` as a real process (source through tsx, from the repository root), piping `stdin`. */
export function runProcess(argv: string[], options: { stdin?: string } = {}) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@nutrilabel/source', '--import', 'tsx', BIN, ...argv],
    { cwd: REPO, input: options.stdin ?? '', encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A 2,000 g batch of oats at 400 kcal, 10 g fat, 60 g carbohydrate per 100 g; serving 50 g. */
export const oats = (name = 'Porridge', servingSizeGrams = 50) => ({
  name,
  servingSizeGrams,
  ingredients: [
    {
      name: 'Oats',
      weightGrams: 2000,
      nutrients: { energy_kcal: 400, total_fat: 10, total_carbohydrate: 60 },
    },
  ],
});

/** CSV lines (CRLF, no quoted cells in these fixtures) split into cells. */
export const csvRows = (csv: string) =>
  csv
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(','));
