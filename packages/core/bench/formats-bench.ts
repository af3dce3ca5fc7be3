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
import { generateLabel, getRegulation, REGULATION_IDS, type ResolvedRecipe } from '../src/index';
import { labelsPerCpuSecond, median } from './cpu-slices';

const MIN_MS = 1500;
const SLICE_MS = 50;
const WARM_UP = 2000;

/** The benchmark recipe (exported for profiling scripts). */
export const recipe: ResolvedRecipe = {
  name: 'Granola bars',
  servingSizeGrams: 40,
  householdMeasure: '1 bar',
  yieldFactor: 0.92,
  ingredients: [
    {
      name: 'Rolled oats',
      weightGrams: 300,
      nutrients: {
        energy_kcal: 379,
        protein: 13.2,
        total_fat: 6.5,
        saturated_fat: 1.1,
        total_carbohydrate: 67.7,
        dietary_fiber: 10.1,
        total_sugars: 1,
        sodium: 6,
        iron: 4.3,
        potassium: 362,
        calcium: 52,
      },
    },
    {
      name: 'Honey',
      weightGrams: 120,
      nutrients: {
        energy_kcal: 304,
        total_carbohydrate: 82.4,
        total_sugars: 82.1,
        protein: 0.3,
        sodium: 4,
        potassium: 52,
      },
    },
    {
      name: 'Almonds',
      weightGrams: 80,
      nutrients: {
        energy_kcal: 579,
        protein: 21.2,
        total_fat: 49.9,
        saturated_fat: 3.8,
        total_carbohydrate: 21.6,
        dietary_fiber: 12.5,
        total_sugars: 4.4,
        calcium: 269,
        iron: 3.7,
        potassium: 733,
        vitamin_e: 25.6,
      },
    },
    {
      name: 'Butter',
      weightGrams: 60,
      nutrients: {
        energy_kcal: 717,
        total_fat: 81,
        saturated_fat: 51,
        trans_fat: 3.3,
        cholesterol: 215,
        sodium: 11,
        protein: 0.9,
        calcium: 24,
      },
    },
    {
      name: 'Brown sugar',
      weightGrams: 50,
      nutrients: {
        energy_kcal: 380,
        total_carbohydrate: 98.1,
        total_sugars: 97,
        added_sugars: 97,
        calcium: 83,
        sodium: 28,
      },
    },
    {
      name: 'Raisins',
      weightGrams: 60,
      nutrients: {
        energy_kcal: 299,
        total_carbohydrate: 79.2,
        dietary_fiber: 3.7,
        total_sugars: 59.2,
        protein: 3.1,
        potassium: 749,
        iron: 1.9,
      },
    },
    {
      name: 'Wheat flour',
      weightGrams: 40,
      nutrients: {
        energy_kcal: 364,
        protein: 10.3,
        total_fat: 1,
        total_carbohydrate: 76.3,
        dietary_fiber: 2.7,
        sodium: 2,
        iron: 4.6,
      },
    },
    {
      name: 'Skim milk powder',
      weightGrams: 20,
      nutrients: {
        energy_kcal: 362,
        protein: 36.2,
        total_fat: 0.8,
        total_carbohydrate: 52,
        total_sugars: 52,
        calcium: 1257,
        sodium: 535,
        potassium: 1794,
        vitamin_d: 0.2,
      },
    },
    { name: 'Salt', weightGrams: 2, nutrients: { sodium: 38758 } },
    {
      name: 'Sunflower seeds',
      weightGrams: 30,
      nutrients: {
        energy_kcal: 584,
        protein: 20.8,
        total_fat: 51.5,
        saturated_fat: 4.5,
        polyunsaturated_fat: 23.1,
        total_carbohydrate: 20,
        dietary_fiber: 8.6,
        magnesium: 325,
        vitamin_e: 35.2,
      },
    },
  ],
};

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
