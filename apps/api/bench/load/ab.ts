/**
 * A/B of two checkouts' servers on the same data: each target is loaded on one server then the other, in
 * alternating order, round after round; prints each server's CPU µs per request (user + system, /proc)
 * and the median of the per-round ratios B/A. For "is this change cheaper", where requests/s on a shared
 * machine say little.
 *
 *   node --conditions=@nutrilabel/source --import tsx apps/api/bench/load/ab.ts --a ../main-checkout [--b .]
 *        [--rounds 6] [--duration 3] [--port 40200] [--only recipes] [--profile dir] [--postgres URL] [--baseline]
 *
 * Both servers run as `pnpm start` runs them (apps/api/src/server.ts, info log into /dev/null) on copies
 * of one PGlite store seeded here: 60 recipes of 10 ingredients, a custom ingredient, and a second
 * account with 2,000 recipes for pages of 50 (first and twentieth), and a writer account for the write
 * targets (a recipe created with a fresh Idempotency-Key each, a custom ingredient replaced with PUT).
 * POST /label sends the body of `pnpm bench:load` (10 ingredients, FDA).
 * `--postgres URL` seeds that (scratch) database instead and runs both servers on it (read through, no
 * cache, so they may share it). `--profile dir` runs server B under
 * `node --cpu-prof` and writes its profile there when the run ends. `--baseline` also loads plain
 * `node:http` (apps/api/bench/load/baselines.ts) with POST /label's body in every round, so the ratio
 * its goal is judged on can be read off the same rounds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPgliteStore, openPostgresStore } from '@nutrilabel/store';
import autocannon from 'autocannon';
import { benchRecipe } from '../../../../packages/store/bench/bench-recipe';
import { seedAccounts } from './seed-accounts';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: '.' },
    rounds: { type: 'string', default: '6' },
    duration: { type: 'string', default: '3' },
    port: { type: 'string', default: '40200' },
    only: { type: 'string' },
    profile: { type: 'string' },
    postgres: { type: 'string' },
    baseline: { type: 'boolean', default: false },
  },
});
if (!args.a) throw new Error('--a <checkout> is required');
const roots = { A: path.resolve(args.a), B: path.resolve(args.b) };
const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-ab-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const store = args.postgres
  ? await openPostgresStore(args.postgres)
  : await openPgliteStore(path.join(dir, 'A', 'pglite'));
const { smallKey, recipeId, ingredientId, largeKey, deepCursor, writerKey, writerIngredientId } =
  await seedAccounts(store, { largeRecipes: 2000, deepPage: 20 });
await store.close();
if (!args.postgres) cpSync(path.join(dir, 'A'), path.join(dir, 'B'), { recursive: true });

const ports = { A: Number(args.port), B: Number(args.port) + 1 };
const pids: Record<'A' | 'B', number | undefined> = { A: undefined, B: undefined };
for (const side of ['A', 'B'] as const) {
  const child = spawn(
    process.execPath,
    [
      ...(side === 'B' && args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []),
      '--conditions=@nutrilabel/source',
      '--import',
      'tsx',
      path.join(roots[side], 'apps/api/src/server.ts'),
    ],
    {
      cwd: roots[side],
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: path.join(dir, side),
        PORT: String(ports[side]),
        LOG_LEVEL: 'info',
        ...(args.postgres ? { DATABASE_URL: args.postgres } : {}),
      },
    },
  );
  children.push(child);
  pids[side] = child.pid;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${ports[side]}/healthz`)).ok) break;
    } catch {
      if (i > 300) throw new Error(`server ${side} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

let baselinePid: number | undefined;
let baselinePort = 0;
if (args.baseline) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(roots.B, 'apps/api/bench/load/baselines.ts'),
      String(Number(args.port) + 2),
      '0',
    ],
    { cwd: roots.B, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  baselinePid = child.pid;
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  baselinePort = (JSON.parse(line.toString()) as { nodeHttpPort: number }).nodeHttpPort;
}

const targets = [
  {
    name: 'POST /label (FDA, 10 ingredients)',
    path: '/label',
    key: smallKey,
    method: 'POST' as const,
    body: JSON.stringify({ recipe: benchRecipe(10), regulation: 'fda' }),
  },
  { name: 'GET /recipes/:id', path: `/recipes/${recipeId}`, key: smallKey },
  { name: 'GET /recipes (60)', path: '/recipes', key: smallKey },
  { name: 'GET /recipes?limit=50 first', path: '/recipes?limit=50', key: largeKey },
  {
    name: 'GET /recipes?limit=50 page 20',
    path: `/recipes?limit=50&cursor=${encodeURIComponent(deepCursor ?? '')}`,
    key: largeKey,
  },
  { name: 'GET /ingredients/search?q=cheddar', path: '/ingredients/search?q=cheddar', key: smallKey },
  { name: 'GET /ingredients/search?q=ch', path: '/ingredients/search?q=ch', key: smallKey },
  { name: 'GET /ingredients/:id (local)', path: `/ingredients/local:${ingredientId}`, key: smallKey },
  {
    name: 'POST /recipes (Idempotency-Key)',
    path: '/recipes',
    key: writerKey,
    method: 'POST' as const,
    body: JSON.stringify({ name: 'Bench write', regulation: 'fda', recipe: benchRecipe(10) }),
    uniqueKey: true,
  },
  {
    name: 'PUT /ingredients/:id',
    path: `/ingredients/${writerIngredientId}`,
    key: writerKey,
    method: 'PUT' as const,
    body: JSON.stringify({ name: 'Oat blend', nutrients: { energy_kcal: 380, protein: 13 } }),
  },
].filter((t) => !args.only || args.only.split(',').some((w) => t.name.includes(w)));

const cpuMs = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
type Side = 'A' | 'B' | 'plain node:http';
const run = async (side: Side, target: (typeof targets)[number], duration: number) => {
  const pid = side === 'plain node:http' ? baselinePid : pids[side];
  const before = cpuMs(pid);
  let sent = 0;
  const result = await autocannon({
    url:
      side === 'plain node:http'
        ? `http://127.0.0.1:${baselinePort}/label`
        : `http://127.0.0.1:${ports[side]}/api/v1${target.path}`,
    method: 'method' in target ? target.method : 'GET',
    headers: { 'x-api-key': target.key, ...('body' in target ? { 'content-type': 'application/json' } : {}) },
    ...('body' in target ? { body: target.body } : {}),
    ...('uniqueKey' in target
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': `ab-${side}-${Date.now()}-${sent++}` },
              }),
            },
          ],
        }
      : {}),
    connections: 32,
    duration,
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${side} ${target.name}: failures`);
  return ((cpuMs(pid) - before) * 1000) / result.requests.total;
};
const withBaseline = (target: (typeof targets)[number]) => args.baseline && target.path === '/label';

const us = new Map<string, { A: number[]; B: number[]; ratio: number[]; base: number[] }>();
for (const target of targets) {
  us.set(target.name, { A: [], B: [], ratio: [], base: [] });
  await run('A', target, 1);
  await run('B', target, 1);
}
const rounds = Number(args.rounds);
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    const order = round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const);
    const got: Record<string, number> = {};
    for (const side of order) got[side] = await run(side, target, Number(args.duration));
    const entry = us.get(target.name);
    if (withBaseline(target)) entry?.base.push(await run('plain node:http', target, Number(args.duration)));
    entry?.A.push(got.A ?? 0);
    entry?.B.push(got.B ?? 0);
    entry?.ratio.push((got.B ?? 0) / (got.A ?? 1));
    process.stderr.write(
      `round ${round + 1} ${target.name}: A ${got.A?.toFixed(0)} B ${got.B?.toFixed(0)}\n`,
    );
  }
}
process.stdout.write(
  `| Target | A CPU µs/request | B CPU µs/request | B/A (median of rounds, min–max) |\n| --- | ---: | ---: | ---: |\n`,
);
for (const [name, { A, B, ratio, base }] of us) {
  process.stdout.write(
    `| ${name} | ${median(A).toFixed(0)} | ${median(B).toFixed(0)} | ${median(ratio).toFixed(2)} (${Math.min(...ratio).toFixed(2)}–${Math.max(...ratio).toFixed(2)}) |\n`,
  );
  if (base.length > 0) {
    // The goal's ratio: plain node:http's CPU per request over the target's, in the same rounds.
    process.stdout.write(
      `| plain node:http, same body | ${median(base).toFixed(0)} | A ${(median(base) / median(A)).toFixed(2)}, B ${(median(base) / median(B)).toFixed(2)} of it | |\n`,
    );
  }
}
process.stdout.write(
  `A: ${roots.A}; B: ${roots.B}; ${rounds} rounds of ${args.duration} s; load average ${os.loadavg()[0]?.toFixed(1)}\n`,
);
process.exit(0);
