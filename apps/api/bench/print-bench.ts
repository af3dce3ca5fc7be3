/**
 * Print-ready output (api.md §12): CPU milliseconds to draw one FDA label as a PDF and as a PNG
 * (scale 2), after warm-up, median of interleaved slices (CPU time, so other processes' load on a
 * shared machine does not count). Target: PDF under 20 ms.
 */
import { fda, generateLabel, renderLabelSvg, resolveRecipe } from '@nutrilabel/core';
import { svgToPdf, svgToPng } from '../src/print/print-label';

const resolved = resolveRecipe({
  name: 'Oat-honey granola bar',
  servingSizeGrams: 40,
  servingsPerContainer: 17,
  householdMeasure: '1 bar',
  ingredients: [
    {
      name: 'Rolled oats',
      weightGrams: 400,
      nutrients: {
        energy_kcal: 379,
        total_fat: 6.5,
        saturated_fat: 1.1,
        sodium: 6,
        total_carbohydrate: 67.7,
        dietary_fiber: 10.1,
        total_sugars: 1,
        protein: 13.2,
        calcium: 52,
        iron: 4.3,
        potassium: 362,
      },
    },
    {
      name: 'Honey',
      weightGrams: 150,
      nutrients: {
        energy_kcal: 304,
        total_carbohydrate: 82.4,
        total_sugars: 82.1,
        added_sugars: 82.1,
        sodium: 4,
        potassium: 52,
      },
    },
    {
      name: 'Almonds',
      weightGrams: 100,
      nutrients: {
        energy_kcal: 579,
        total_fat: 49.9,
        saturated_fat: 3.8,
        sodium: 1,
        total_carbohydrate: 21.6,
        dietary_fiber: 12.5,
        total_sugars: 4.4,
        protein: 21.2,
        calcium: 269,
        iron: 3.7,
        potassium: 733,
      },
    },
    {
      name: 'Canola oil',
      weightGrams: 50,
      nutrients: { energy_kcal: 884, total_fat: 100, saturated_fat: 7.4, trans_fat: 0.4 },
    },
    { name: 'Salt', weightGrams: 3, nutrients: { sodium: 38758 } },
  ],
});
if (!resolved.ok) throw new Error('the bench recipe did not resolve');
const outcome = generateLabel(resolved.recipe, fda);
if (!outcome.ok) throw new Error('the bench recipe did not label');
const svg = renderLabelSvg(outcome.value);

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** CPU ms per call over a slice of `count` calls. */
async function slice(run: () => unknown, count: number): Promise<number> {
  const start = cpuMs();
  for (let i = 0; i < count; i++) await run();
  return (cpuMs() - start) / count;
}

const pdf = () => svgToPdf(svg);
const png = () => svgToPng(svg, 2);
for (let i = 0; i < 40; i++) {
  await pdf();
  png();
}
const pdfMs: number[] = [];
const pngMs: number[] = [];
for (let round = 0; round < 15; round++) {
  pdfMs.push(await slice(pdf, 10));
  pngMs.push(await slice(png, 10));
}
const pdfMedian = median(pdfMs);
const size = (await pdf()).length;
console.log(`| Output | CPU ms per label (median of 15 slices) | Bytes |`);
console.log(`| --- | --- | --- |`);
console.log(`| PDF (vector, fonts embedded) | ${pdfMedian.toFixed(1)} (target < 20) | ${size} |`);
console.log(`| PNG (scale 2) | ${median(pngMs).toFixed(1)} | ${png().length} |`);
if (pdfMedian >= 20) {
  console.error(`PDF render over target: ${pdfMedian.toFixed(1)} ms ≥ 20 ms`);
  process.exitCode = 1;
}
