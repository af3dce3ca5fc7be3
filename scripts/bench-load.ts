/**
 * `pnpm bench:load`: autocannon against the real server (the Node listener of @hono/node-server
 * on loopback), next to a bare Hono app that parses the same body and answers `{code:0}`,
 * measured in the same run. The servers run in a child process (apps/api/test/hardening/load-server.ts,
 * where the API's dependencies resolve), autocannon in this one, so the load generator does not
 * share the server's event loop.
 *
 *   pnpm bench:load [--rounds 5] [--duration 4] [--connections 10] [--store pglite|memory] [--redis] [--write]
 *
 * The machine may be shared, so targets are measured in interleaved rounds (bare, label, search,
 * recipes, bare, label, …) and each figure is the median over rounds; the label/bare ratio is the
 * median of the per-round ratios.
 *
 * `--write` replaces the figures between the bench:load markers of docs/performance.md.
 * The key is on the internal `unlimited` plan so the limiter counts but never stops the load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    store: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});

const SERVER = path.join(ROOT, 'apps/api/test/hardening/load-server.ts');

await runBench();

interface Figures {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** Parent: start the child, load each target, report. */
async function runBench(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=@nutrilabel/source', '--import', 'tsx', SERVER, ...passThrough()],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const ready = await firstLine(child);
  const { apiPort, barePort, bareNodePort, key, labelBody, limiter } = JSON.parse(ready) as {
    apiPort: number;
    barePort: number;
    bareNodePort: number;
    key: string;
    labelBody: string;
    limiter: string;
  };
  const loadBefore = os.loadavg()[0]?.toFixed(1) ?? '?';
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const json = { 'content-type': 'application/json' };
  const api = (p: string) => `http://127.0.0.1:${apiPort}/api/v1${p}`;

  const targets = [
    {
      name: 'bare Hono: POST /label (parse, {code:0})',
      url: `http://127.0.0.1:${barePort}/label`,
      method: 'POST' as const,
      headers: json,
      body: labelBody,
    },
    {
      name: 'POST /label (FDA, 10 ingredients)',
      url: api('/label'),
      method: 'POST' as const,
      headers: { ...json, 'x-api-key': key },
      body: labelBody,
    },
    {
      name: 'bare Hono reading the Node stream itself (reference)',
      url: `http://127.0.0.1:${bareNodePort}/label`,
      method: 'POST' as const,
      headers: json,
      body: labelBody,
    },
    {
      name: 'GET /ingredients/search?q=milk',
      url: api('/ingredients/search?q=milk'),
      method: 'GET' as const,
      headers: { 'x-api-key': key },
    },
    {
      name: 'GET /recipes (50 recipes)',
      url: api('/recipes'),
      method: 'GET' as const,
      headers: { 'x-api-key': key },
    },
  ];

  const rounds = Number(args.rounds);
  const samples = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  const ratios: number[] = [];
  try {
    for (const target of targets) await autocannon({ ...target, connections, duration: 1 }); // warm-up
    for (let round = 1; round <= rounds; round++) {
      const rps: number[] = [];
      for (const target of targets) {
        const result = await autocannon({ ...target, connections, duration });
        samples.get(target.name)?.push({
          name: target.name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
        rps.push(result.requests.average);
        process.stderr.write(
          `  round ${round}: ${target.name}: ${Math.round(result.requests.average)} req/s\n`,
        );
      }
      ratios.push((rps[1] as number) / (rps[0] as number));
    }
  } finally {
    child.kill('SIGTERM');
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  const figures: Figures[] = targets.map((t) => {
    const runs = samples.get(t.name) ?? [];
    return {
      name: t.name,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    };
  });
  const bare = figures[0] as Figures;
  const ratio = median(ratios);
  const table = [
    '| Target | Requests/s | p50 ms | p99 ms | non-2xx | vs bare |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${Math.round(f.rps).toLocaleString('en-US')} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} | ${Math.round((f.rps / bare.rps) * 100)} % |`,
    ),
  ].join('\n');
  const summary =
    `${table}\n\n` +
    `Run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? '?'}), ` +
    `store ${args.store}, limiter ${limiter}, ${connections} connections, ${rounds} interleaved rounds of ${duration} s per target after a 1 s warm-up ` +
    `(medians), logging at info to /dev/null, load average before the run ${loadBefore}.\n` +
    `Per-round POST /label ÷ bare: ${ratios.map((r) => `${Math.round(r * 100)} %`).join(', ')}.\n` +
    `POST /label reaches ${(ratio * 100).toFixed(0)} % of the bare app (target ≥ 70 %): ${ratio >= 0.7 ? 'met' : 'NOT met'}.\n`;
  process.stdout.write(`\n${summary}`);
  if (args.write) writeDocs(summary);
  const failed = figures.some((f) => f.non2xx + f.errors > 0);
  process.exit(failed ? 1 : 0);
}

function passThrough(): string[] {
  return ['--store', String(args.store), ...(args.redis ? ['--redis'] : [])];
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolve(buffered.slice(0, newline));
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
}

/** Replaces the text between the bench:load markers of docs/performance.md. */
function writeDocs(summary: string): void {
  const file = path.join(ROOT, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:load:start -->';
  const end = '<!-- bench:load:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${summary}${text.slice(to)}`);
}
