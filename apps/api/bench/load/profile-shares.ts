/**
 * Reads a `.cpuprofile` of the server under load (`ab.ts --profile dir`, or `node --cpu-prof`) and prints
 * where its on-CPU time went: by package or source file (self time), and the share of samples whose stack
 * holds a frame of the request log, pino or sonic-boom (docs/performance.md, "Logging's share"). Idle
 * samples are left out; so are the first and last half second around the window.
 *
 *   node apps/api/bench/load/profile-shares.ts <file.cpuprofile> [--last 10]   (seconds before the end)
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const { values: args, positionals } = parseArgs({
  options: { last: { type: 'string', default: '10' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-shares.ts <file.cpuprofile> [--last 10]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** The package (pnpm store directory) or the repository path a frame's code comes from. */
const origin = (node: ProfileNode): string => {
  const { url, functionName } = node.callFrame;
  if (url.startsWith('node:')) return 'node:*';
  const fromPackage = /node_modules\/\.pnpm\/([^/]+)\//.exec(url);
  if (fromPackage?.[1]) return fromPackage[1];
  const inRepository = /\/(apps|packages)\/(.*)$/.exec(url);
  return inRepository ? `${inRepository[1]}/${inRepository[2]}` : url || functionName;
};
const LOGGING = /logging\/(request-log|create-logger)|sonic-boom|pino/;

let time = profile.startTime;
const times = profile.timeDeltas.map((delta) => (time += delta));
const end = times.at(-1) ?? profile.startTime;
const from = end - Number(args.last) * 1e6 - 0.5e6;
const to = end - 0.5e6;

const self = new Map<string, number>();
let total = 0;
let logging = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const at = times[i] as number;
  if (at < from || at > to) continue;
  const leaf = byId.get(profile.samples[i] as number);
  if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
  const weight = (times[i + 1] ?? at) - at;
  total += weight;
  self.set(origin(leaf), (self.get(origin(leaf)) ?? 0) + weight);
  for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
    if (LOGGING.test(byId.get(id)?.callFrame.url ?? '')) {
      logging += weight;
      break;
    }
  }
}

const percent = (part: number) => `${((100 * part) / total).toFixed(1)} %`.padStart(7);
console.log(`on-CPU samples over the last ${args.last} s, self time by origin:`);
for (const [name, weight] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${percent(weight)}  ${name}`);
}
console.log(
  `\nthe request log (a frame of request-log, create-logger, pino or sonic-boom on the stack): ${percent(logging)}`,
);
