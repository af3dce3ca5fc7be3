/**
 * Timing shared by the in-process format benches: labels per CPU second over short slices, taken in
 * interleaved rounds and summarised by their median, so load from elsewhere on a shared machine falls
 * on every contender alike.
 */
import { generateLabel, type Regulation, type ResolvedRecipe } from '../src/index';

type LabelOptions = Parameters<typeof generateLabel>[2];

/** Milliseconds of CPU this process has used: unlike wall time, not inflated by other processes' load. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Labels per CPU second of one slice of about `sliceMs`. */
export function labelsPerCpuSecond(
  recipe: ResolvedRecipe,
  format: Regulation,
  sliceMs: number,
  options?: LabelOptions,
): number {
  let count = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < sliceMs) {
    for (let i = 0; i < 20; i++) {
      if (!generateLabel(recipe, format, options).ok)
        throw new Error(`${format.id}: the recipe did not label`);
    }
    count += 20;
    elapsed = cpuMs() - start;
  }
  return (count / elapsed) * 1000;
}

/** The median of some figures. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
