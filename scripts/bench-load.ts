/**
 * `pnpm bench:load`: autocannon against the real server, as `pnpm start` runs it (apps/api/src/server.ts:
 * its logger at `info`, limiter, key cache, webhook worker, retention and metrics), next to the platform's
 * baselines measured in the same run (apps/api/bench/load/baselines.ts, another process):
 *
 * - POST /label against plain `node:http` reading and parsing the same body;
 * - every read (search, a recipe, the recipe list, a page of 50 at the start and deep inside an account of
 *   20,000 recipes) against a bare Hono GET of a small JSON object.
 *
 * - writes (POST /recipes with a fresh Idempotency-Key each, PUT /ingredients/:id), without a goal ratio:
 *   "no slower than before" is shown by running the same bench against the earlier code (`--server-root`).
 *
 *   pnpm bench:load [--rounds 3] [--duration 3] [--connections 32] [--store pglite|postgres] [--redis]
 *                   [--log-level info] [--only search,recipes] [--server-root ../other-checkout] [--port 40200] [--write]
 *
 * `--store postgres` needs DATABASE_URL (a server where the bench may create and drop a scratch database);
 * `--redis` passes REDIS_URL to the server (limits and key revocations in Redis). The machine may be shared,
 * so targets are measured in interleaved rounds and each ratio is the median of the per-round ratios.
 *
 * Goals are judged on **server CPU time per request** (the baseline's µs ÷ the target's µs, median of the
 * rounds), not on requests/s: on this 2-core machine the load generator and the baselines share the cores
 * with the server and with whatever else runs, so a baseline's requests/s is capped by the client and
 * the machine's load, not by the baseline (docs/performance.md, "Bench harness"). Requests/s and their
 * ratio stay in the table.
 *
 * `--only` keeps the targets whose name contains one of the words (the baselines always run);
 * `--server-root` runs the API server of another checkout (same store layout) for A/B runs;
 * `--write` replaces the section of this store between the bench:load markers of docs/performance.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchRecipe } from '../packages/store/bench/bench-recipe';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--conditions=@nutrilabel/source', '--import', 'tsx'];

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    store: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
    only: { type: 'string' },
    'server-root': { type: 'string' },
    port: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});

interface Target {
  readonly name: string;
  /** The process that serves it, for its CPU time per request. */
  readonly pid: number | undefined;
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** Sends a fresh `Idempotency-Key` with each request (a repeated key would be replayed, not written). */
  readonly uniqueIdempotencyKey?: boolean;
  /** The baseline this target is compared with, and the goal of the ratio (issue goals, docs/performance.md). */
  readonly baseline?: string;
  readonly goal?: number;
}

const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const cleanup of cleanups) cleanup();
});

await main();

async function main(): Promise<void> {
  const storeName = args.store;
  const { storeTarget, env } = prepareStore(storeName);
  process.stderr.write(`seeding ${storeName} (60 + 20,000 recipes)…\n`);
  const seed = JSON.parse(
    await firstLine(spawnTsx('apps/api/bench/load/seed.ts', [storeTarget], process.env)),
  ) as {
    smallKey: string;
    largeKey: string;
    recipeId: string;
    deepCursor: string;
    writerKey: string;
    writerIngredientId: string;
  };
  const atRest = storeTarget.startsWith('postgres') ? '' : storeSize(storeTarget);
  const portBase = args.port === undefined ? undefined : Number(args.port);
  const port = portBase ?? (await freePort());
  const redisEnv = args.redis ? { REDIS_URL: requireEnv('REDIS_URL') } : {};
  const serverEnv: NodeJS.ProcessEnv = {
    ...withoutServiceUrls(process.env),
    ...env,
    ...redisEnv,
    PORT: String(port),
    LOG_LEVEL: args['log-level'],
  };
  const serverRoot = args['server-root'] ? path.resolve(args['server-root']) : ROOT;
  const server = spawnTsx(
    path.join(serverRoot, 'apps/api/src/server.ts'),
    [],
    serverEnv,
    'ignore',
    serverRoot,
  );
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, server);
  const baselineProcess = spawnTsx(
    'apps/api/bench/load/baselines.ts',
    portBase === undefined ? [] : [String(portBase + 1), String(portBase + 2)],
    process.env,
  );
  const baselines = JSON.parse(await firstLine(baselineProcess)) as {
    nodeHttpPort: number;
    honoPort: number;
  };

  const json = { 'content-type': 'application/json' };
  const api = (p: string) => `http://127.0.0.1:${port}/api/v1${p}`;
  const small = { 'x-api-key': seed.smallKey };
  const large = { 'x-api-key': seed.largeKey };
  const labelBody = JSON.stringify({ recipe: benchRecipe(10), regulation: 'fda' });
  const POST_BASE = 'plain node:http: POST, parse the body, {code:0}';
  const GET_BASE = 'bare Hono GET, small JSON';
  const targets: Target[] = [
    {
      name: POST_BASE,
      pid: baselineProcess.pid,
      url: `http://127.0.0.1:${baselines.nodeHttpPort}/label`,
      method: 'POST',
      headers: json,
      body: labelBody,
    },
    {
      name: 'bare Hono: POST, c.req.json(), {code:0}',
      pid: baselineProcess.pid,
      url: `http://127.0.0.1:${baselines.honoPort}/label`,
      method: 'POST',
      headers: json,
      body: labelBody,
      baseline: POST_BASE,
    },
    {
      name: 'POST /label (FDA, 10 ingredients)',
      pid: server.pid,
      url: api('/label'),
      method: 'POST',
      headers: { ...json, ...small },
      body: labelBody,
      baseline: POST_BASE,
      goal: 0.45,
    },
    {
      name: GET_BASE,
      pid: baselineProcess.pid,
      url: `http://127.0.0.1:${baselines.honoPort}/small`,
      method: 'GET',
      headers: {},
    },
    {
      name: 'GET /ingredients/search?q=cheddar',
      pid: server.pid,
      url: api('/ingredients/search?q=cheddar'),
      method: 'GET',
      headers: small,
      baseline: GET_BASE,
      goal: 0.25,
    },
    {
      name: 'GET /ingredients/search?q=ch',
      pid: server.pid,
      url: api('/ingredients/search?q=ch'),
      method: 'GET',
      headers: small,
      baseline: GET_BASE,
      goal: 0.25,
    },
    {
      name: 'GET /recipes/:id',
      pid: server.pid,
      url: api(`/recipes/${seed.recipeId}`),
      method: 'GET',
      headers: small,
      baseline: GET_BASE,
      goal: 0.25,
    },
    {
      name: 'GET /recipes (60 recipes)',
      pid: server.pid,
      url: api('/recipes'),
      method: 'GET',
      headers: small,
      baseline: GET_BASE,
      goal: 0.15,
    },
    {
      name: 'GET /recipes?limit=50, 20,000 recipes, first page',
      pid: server.pid,
      url: api('/recipes?limit=50'),
      method: 'GET',
      headers: large,
      baseline: GET_BASE,
      goal: 0.15,
    },
    {
      name: 'GET /recipes?limit=50, 20,000 recipes, page 200',
      pid: server.pid,
      url: api(`/recipes?limit=50&cursor=${encodeURIComponent(seed.deepCursor)}`),
      method: 'GET',
      headers: large,
      baseline: GET_BASE,
      goal: 0.15,
    },
    {
      name: 'POST /recipes (create, 10 ingredients, Idempotency-Key)',
      pid: server.pid,
      url: api('/recipes'),
      method: 'POST',
      headers: { ...json, 'x-api-key': seed.writerKey },
      body: JSON.stringify({ name: 'Bench write', regulation: 'fda', recipe: benchRecipe(10) }),
      uniqueIdempotencyKey: true,
      baseline: POST_BASE,
    },
    {
      name: 'PUT /ingredients/:id',
      pid: server.pid,
      url: api(`/ingredients/${seed.writerIngredientId}`),
      method: 'PUT',
      headers: { ...json, 'x-api-key': seed.writerKey },
      body: JSON.stringify({
        name: 'Bench oat blend',
        nutrients: { energy_kcal: 380, total_fat: 7, protein: 13, sodium: 6 },
      }),
      baseline: POST_BASE,
    },
  ].filter(
    (t) =>
      !args.only ||
      t.name === POST_BASE ||
      t.name === GET_BASE ||
      args.only.split(',').some((word) => t.name.includes(word)),
  );

  const rounds = Number(args.rounds);
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const loadBefore = os.loadavg()[0]?.toFixed(1) ?? '?';
  const rps = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const ratios = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const p99 = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const cpuUs = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const cpuRatios = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const clientCores = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  let failures = 0;
  for (const target of targets) await autocannon(cannonOptions(target, connections, 1)); // warm-up
  for (let round = 1; round <= rounds; round++) {
    const thisRound = new Map<string, number>();
    const thisRoundCpu = new Map<string, number>();
    for (const target of targets) {
      const cpuBefore = cpuMs(target.pid);
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const result = await autocannon(cannonOptions(target, connections, duration));
      const client = process.cpuUsage(clientBefore);
      clientCores
        .get(target.name)
        ?.push((client.user + client.system) / 1000 / (performance.now() - started));
      const served = result.requests.total;
      if (served > 0) {
        const us = ((cpuMs(target.pid) - cpuBefore) * 1000) / served;
        cpuUs.get(target.name)?.push(us);
        thisRoundCpu.set(target.name, us);
      }
      failures += result.non2xx + result.errors;
      thisRound.set(target.name, result.requests.average);
      rps.get(target.name)?.push(result.requests.average);
      p99.get(target.name)?.push(result.latency.p99);
      process.stderr.write(
        `  round ${round}: ${target.name}: ${Math.round(result.requests.average)} req/s, ${Math.round(thisRoundCpu.get(target.name) ?? 0)} µs CPU/request\n`,
      );
    }
    for (const target of targets) {
      const base = target.baseline ? thisRound.get(target.baseline) : undefined;
      if (base) ratios.get(target.name)?.push((thisRound.get(target.name) ?? 0) / base);
      const baseCpu = target.baseline ? thisRoundCpu.get(target.baseline) : undefined;
      const cpu = thisRoundCpu.get(target.name);
      if (baseCpu && cpu) cpuRatios.get(target.name)?.push(baseCpu / cpu);
    }
  }

  const rows = targets.map((t) => {
    const ratio = t.baseline ? median(ratios.get(t.name) ?? []) : 1;
    const cpuRatio = t.baseline ? median(cpuRatios.get(t.name) ?? []) : 1;
    // Judged on the CPU ratio: the requests/s of a fast baseline is capped by the client and the machine.
    const verdict =
      t.goal === undefined ? '' : cpuRatio >= t.goal ? `≥ ${t.goal} met` : `≥ ${t.goal} NOT met`;
    const cpu = Math.round(median(cpuUs.get(t.name) ?? []));
    const cores = median(clientCores.get(t.name) ?? []).toFixed(2);
    return `| ${t.name} | ${Math.round(median(rps.get(t.name) ?? [])).toLocaleString('en-US')} | ${median(p99.get(t.name) ?? [])} | ${ratio.toFixed(2)} | ${cores} | ${cpu} | ${cpuRatio.toFixed(2)} | ${verdict} |`;
  });
  const summary = [
    '| Target | Requests/s | p99 ms | vs its baseline, requests/s | load generator, cores | server CPU µs/request | vs its baseline, CPU (judged) | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `Run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? '?'}), ` +
      `store ${storeName}, limiter ${args.redis ? 'Redis' : 'memory'}, ${connections} connections, ${rounds} interleaved rounds of ${duration} s per target after a 1 s warm-up ` +
      `(medians; each ratio is the median of the per-round ratios), the server logging at ${args['log-level']} to /dev/null, load average before the run ${loadBefore}. ` +
      `Ratios of POST and PUT targets are to plain node:http, of GET targets to the bare Hono GET. ` +
      `The CPU column is the serving process's user + system time per answered request (/proc); its ratio (the baseline's µs ÷ the target's µs, median of the per-round ratios) is what the goal is judged on, ` +
      `since the load generator (one autocannon process, its CPU in cores beside) and the machine's other load cap a fast baseline's requests/s.` +
      (serverRoot === ROOT ? '' : ` Server code: ${serverRoot}.`) +
      (atRest ? ` ${atRest}` : ''),
    '',
  ].join('\n');
  process.stdout.write(`\n${summary}`);
  if (args.write) writeDocs(storeName, summary);
  if (failures > 0) process.stderr.write(`${failures} requests failed or were not 2xx\n`);
  // The children's pipes would keep this process alive: the exit handler stops them and cleans up.
  process.exit(failures > 0 ? 1 : 0);
}

/** The store the server runs on: a fresh PGlite directory, or a scratch database on the PostgreSQL server. */
function prepareStore(name: string | undefined): { storeTarget: string; env: NodeJS.ProcessEnv } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-bench-load-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (name === 'pglite') return { storeTarget: path.join(dataDir, 'pglite'), env: { DATA_DIR: dataDir } };
  if (name !== 'postgres') throw new Error(`--store must be pglite or postgres, got ${name}`);
  const server = requireEnv('DATABASE_URL');
  const database = `nl_bench_load_${process.pid}`;
  execFileSync('psql', [server, '-qc', `create database ${database}`]);
  cleanups.push(() =>
    execFileSync('psql', [server, '-qc', `drop database if exists ${database} with (force)`]),
  );
  const url = new URL(server);
  url.pathname = `/${database}`;
  return { storeTarget: url.href, env: { DATA_DIR: dataDir, DATABASE_URL: url.href } };
}

function withoutServiceUrls(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = env;
  return rest;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for this option`);
  return value;
}

/** autocannon's options for a target; a fresh Idempotency-Key per request where the target asks for it. */
function cannonOptions(target: Target, connections: number, duration: number): autocannon.Options {
  const { uniqueIdempotencyKey, ...options } = target;
  if (!uniqueIdempotencyKey) return { ...options, connections, duration };
  let sent = 0;
  const run = `${process.pid}-${Date.now()}`;
  return {
    ...options,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': `bench-${run}-${sent++}` },
        }),
      },
    ],
  };
}

function spawnTsx(
  script: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  stdout: 'pipe' | 'ignore' = 'pipe',
  cwd: string = ROOT,
): ChildProcess {
  const child = spawn(process.execPath, [...TSX, path.resolve(ROOT, script), ...argv], {
    cwd,
    stdio: ['ignore', stdout, 'inherit'],
    env,
  });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolve(buffered.slice(0, newline));
    });
    child.once('exit', (code) => reject(new Error(`a bench process exited (${code}) before it was ready`)));
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy within 60 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The PGlite directory's size after seeding, per recipe, and the share of its write-ahead log. */
function storeSize(dir: string): string {
  const bytes = (at: string): number =>
    readdirSync(at, { withFileTypes: true }).reduce((sum, entry) => {
      const full = path.join(at, entry.name);
      return sum + (entry.isDirectory() ? bytes(full) : entry.isFile() ? statSync(full).size : 0);
    }, 0);
  const total = bytes(dir);
  const wal = bytes(path.join(dir, 'pg_wal'));
  const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
  return `The seeded PGlite directory (20,060 recipes) holds ${mib(total)} MiB, of which ${mib(wal)} MiB write-ahead log: ${Math.round((total - wal) / 20_060).toLocaleString('en-US')} bytes per recipe without the log, the empty store's catalogue and indexes included (per recipe alone: \`packages/store/bench/store-size-bench.ts\`).`;
}

/** User + system CPU time of a process so far, in ms (Linux `/proc/<pid>/stat`, 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Replaces the text between this store's bench:load markers of docs/performance.md. */
function writeDocs(store: string, summary: string): void {
  const file = path.join(ROOT, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:load:${store}:start -->`;
  const end = `<!-- bench:load:${store}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${summary}${text.slice(to)}`);
}
