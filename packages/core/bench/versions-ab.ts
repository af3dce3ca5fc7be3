/**
 * This engine against the engine of another git revision, both in one process: each is bundled
 * with esbuild, then they label the same recipe in interleaved CPU-time slices, the order
 * alternating each round, and the median of the per-round ratios (this / that) is reported per
 * format. Load from elsewhere on the machine then falls on both alike, which separate processes
 * run minutes apart cannot promise (docs/performance.md: ±20 % between processes on a busy machine).
 *
 * Run: pnpm bench:ab <revision> [rounds]   (e.g. pnpm bench:ab main~20 30)
 * A control: pnpm bench:ab HEAD compares the committed engine with itself (should be ≈ 1).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { GRANOLA_BARS as recipe } from '../test/fixtures';
import { median } from './cpu-slices';

const CORE = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(CORE, '../..');

interface Engine {
  generateLabel(recipe: unknown, format: unknown): { ok: boolean };
  /** Older revisions look formats up with `getRegulation`; both take an id. */
  resolveRegulation?(id: string): unknown;
  getRegulation?(id: string): unknown;
}

/** Bundles `packages/core/src/index.ts` of a directory into one ES module and imports it. */
async function bundle(coreDir: string, outDir: string, name: string): Promise<Engine> {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [path.join(coreDir, 'src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    // A scratch checkout has no node_modules: its dependencies resolve from this package's.
    nodePaths: [path.join(CORE, 'node_modules')],
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(outfile).href)) as Engine;
}

/** The working tree's engine, and the engine of `revision` checked out into a scratch directory. */
async function engines(revision: string, scratch: string): Promise<{ now: Engine; before: Engine }> {
  const checkout = path.join(scratch, 'checkout');
  execFileSync('git', ['-C', REPO, 'worktree', 'add', '--detach', '--quiet', checkout, revision]);
  try {
    return {
      now: await bundle(CORE, scratch, 'now'),
      before: await bundle(path.join(checkout, 'packages/core'), scratch, 'before'),
    };
  } finally {
    execFileSync('git', ['-C', REPO, 'worktree', 'remove', '--force', checkout]);
  }
}

const formatOf = (engine: Engine, id: string): unknown =>
  engine.resolveRegulation?.(id) ?? engine.getRegulation?.(id);

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Labels per CPU second over one slice of about `sliceMs`. */
function rate(engine: Engine, format: unknown, sliceMs: number): number {
  let count = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < sliceMs) {
    for (let i = 0; i < 20; i++) {
      if (!engine.generateLabel(recipe, format).ok) throw new Error('the recipe did not label');
    }
    count += 20;
    elapsed = cpuMs() - start;
  }
  return (count / elapsed) * 1000;
}

const [revision, roundsArg = '25'] = process.argv.slice(2);
if (revision === undefined) {
  console.error('usage: pnpm bench:ab <revision> [rounds]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg);
const SLICE_MS = 40;
const FORMATS = ['fda', 'cfia', 'eu', 'china', 'uk', 'anz', 'mx'];

const scratch = mkdtempSync(path.join(tmpdir(), 'nutrilabel-ab-'));
try {
  const { now, before } = await engines(revision, scratch);
  const rows = [];
  for (const id of FORMATS) {
    const formatNow = formatOf(now, id);
    const formatBefore = formatOf(before, id);
    if (formatNow === undefined || formatBefore === undefined) continue; // not in both revisions
    for (let i = 0; i < 2000; i++) {
      now.generateLabel(recipe, formatNow);
      before.generateLabel(recipe, formatBefore);
    }
    const ratios: number[] = [];
    const nowRates: number[] = [];
    const beforeRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // This engine first in even rounds, second in odd ones.
      const nowFirst = round % 2 === 0;
      const nowEarly = nowFirst ? rate(now, formatNow, SLICE_MS) : undefined;
      const beforeRate = rate(before, formatBefore, SLICE_MS);
      const nowRate = nowEarly ?? rate(now, formatNow, SLICE_MS);
      nowRates.push(nowRate);
      beforeRates.push(beforeRate);
      ratios.push(nowRate / beforeRate);
    }
    const sorted = [...ratios].sort((x, y) => x - y);
    rows.push({
      format: id,
      'now labels/CPU s': Math.round(median(nowRates)),
      [`${revision} labels/CPU s`]: Math.round(median(beforeRates)),
      'now / before (median)': +median(ratios).toFixed(3),
      quartiles: `${sorted[Math.floor(ROUNDS / 4)]!.toFixed(2)}–${sorted[Math.floor((3 * ROUNDS) / 4)]!.toFixed(2)}`,
    });
  }
  console.table(rows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
