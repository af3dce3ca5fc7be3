/**
 * Labels per second for one 10-ingredient recipe in every registered format, each as a ratio to FDA's.
 * Run: npx tsx --conditions=@nutrilabel/source packages/core/bench/formats-bench.ts
 *
 * Method: a warm-up of every format, then SLICES rounds in which every format in turn generates
 * labels for SLICE_MS (interleaved, so that load from elsewhere on the machine hits all formats
 * alike), until each format has run for at least MIN_MS in total. Labels/s is each format's
 * median slice rate, per second of this process's CPU time (process.cpuUsage), so that other
 * processes on a shared machine distort the figures less. Target: every format within 20 % of FDA.
 */
import { generateLabel, getRegulation, REGULATION_IDS } from '../src/index';
import { GRANOLA_BARS as recipe } from '../test/fixtures';
import { labelsPerCpuSecond, median } from './cpu-slices';

const MIN_MS = 1500;
const SLICE_MS = 50;
const WARM_UP = 2000;

if (import.meta.url === `file://${process.argv[1]}`) main();

function main(): void {
  for (const id of REGULATION_IDS) {
    const format = getRegulation(id)!;
    for (let i = 0; i < WARM_UP; i++) generateLabel(recipe, format);
  }
  const rates = new Map<string, number[]>(REGULATION_IDS.map((id) => [id, []]));
  for (let round = 0; round * SLICE_MS < MIN_MS; round++) {
    for (const id of REGULATION_IDS)
      rates.get(id)!.push(labelsPerCpuSecond(recipe, getRegulation(id)!, SLICE_MS));
  }
  const rate = (id: string) => median(rates.get(id)!);
  const fda = rate('fda');
  console.log(
    `10-ingredient recipe, ${rates.get('fda')!.length} interleaved slices of ${SLICE_MS} ms per format (median)`,
  );
  console.log('format   labels/s (CPU)   ratio to FDA');
  for (const id of REGULATION_IDS) {
    const ratio = rate(id) / fda;
    const verdict = ratio >= 0.8 ? 'ok' : 'below 80 % of FDA';
    console.log(
      `${id.padEnd(8)} ${rate(id).toFixed(0).padStart(8)}   ${ratio.toFixed(2)}  ${id === 'fda' ? '' : verdict}`,
    );
  }
}
