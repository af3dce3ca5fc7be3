/**
 * Labels per second for one 10-ingredient recipe in every registered format, each as a ratio to FDA's.
 * Run: npx tsx --conditions=@nutrilabel/source packages/core/bench/formats-bench.ts
 *
 * Method: a warm-up of every format, then SLICES rounds in which every format in turn generates
 * labels for SLICE_MS (interleaved, so that load from elsewhere on the machine hits all formats
 * alike), until each format has run for at least MIN_MS in total. Labels/s is each format's
 * median slice rate, per second of this process's CPU time (process.cpuUsage), so that other
 * processes on a shared machine distort the figures less. Target: every format within 20 % of FDA;
 * FDA's two-column labels (api.md §12: per serving and per container, as packaged and as prepared)
 * within 35 % of its single-column label.
 */
import {
  type GenerateOptions,
  generateLabel,
  getRegulation,
  REGULATION_IDS,
  type Regulation,
} from '../src/index';
import { GRANOLA_BARS as recipe } from '../test/fixtures';
import { labelsPerCpuSecond, median } from './cpu-slices';

/** One thing timed: a format, or FDA with label options. */
interface Contender {
  readonly id: string;
  readonly format: Regulation;
  readonly options?: GenerateOptions;
  /** The lowest ratio to single-column FDA that passes. */
  readonly target: number;
}

/** What the directions add to the granola bars for an as-prepared column (101.9(h)(4)): milk, per package. */
const MILK = {
  name: 'Milk',
  weightGrams: 240,
  nutrients: {
    energy_kcal: 61,
    total_fat: 3.3,
    saturated_fat: 1.9,
    protein: 3.2,
    calcium: 113,
    potassium: 132,
  },
};

const CONTENDERS: readonly Contender[] = [
  ...REGULATION_IDS.map((id) => ({ id, format: getRegulation(id)!, target: 0.8 })),
  { id: 'fda dual', format: getRegulation('fda')!, options: { columns: 'dual' }, target: 0.65 },
  {
    id: 'fda prep',
    format: getRegulation('fda')!,
    options: { prepared: { ingredients: [MILK] } },
    target: 0.65,
  },
];

const MIN_MS = 1500;
const SLICE_MS = 50;
const WARM_UP = 2000;

if (import.meta.url === `file://${process.argv[1]}`) main();

function main(): void {
  for (const { format, options } of CONTENDERS) {
    for (let i = 0; i < WARM_UP; i++) generateLabel(recipe, format, options);
  }
  const rates = new Map<string, number[]>(CONTENDERS.map(({ id }) => [id, []]));
  for (let round = 0; round * SLICE_MS < MIN_MS; round++) {
    for (const { id, format, options } of CONTENDERS)
      rates.get(id)!.push(labelsPerCpuSecond(recipe, format, SLICE_MS, options));
  }
  const rate = (id: string) => median(rates.get(id)!);
  const fda = rate('fda');
  console.log(
    `10-ingredient recipe, ${rates.get('fda')!.length} interleaved slices of ${SLICE_MS} ms per format (median)`,
  );
  console.log('format   labels/s (CPU)   ratio to FDA');
  for (const { id, target } of CONTENDERS) {
    const ratio = rate(id) / fda;
    const verdict = ratio >= target ? 'ok' : `below ${Math.round(target * 100)} % of FDA`;
    console.log(
      `${id.padEnd(8)} ${rate(id).toFixed(0).padStart(8)}   ${ratio.toFixed(2)}  ${id === 'fda' ? '' : verdict}`,
    );
  }
}
