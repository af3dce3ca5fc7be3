/**
 * A fixed workload for instruction counts: WARM labels of the formats bench's recipe in one format,
 * then COUNT more, nothing timed. Run it under `valgrind --tool=callgrind` twice, with COUNT = n and
 * COUNT = 2n: the difference of the two totals is the cost of n labels after the same warm-up,
 * start-up and compilation cancelled out. Instruction counts do not move with the machine's load,
 * so two versions of the engine can be compared on a busy machine (docs/performance.md).
 *
 * Usage: node --single-threaded fixed-labels.js <format> <warm> <count> (bundled first, so that
 * the transpiler does not run under valgrind).
 */
import { generateLabel, resolveRegulation } from '../src/index';
import { GRANOLA_BARS as recipe } from '../test/fixtures';

const [id = 'fda', warm = '2000', count = '2000'] = process.argv.slice(2);
const format = resolveRegulation(id);
if (format === undefined) throw new Error(`unknown format ${id}`);
let chars = 0;
for (let i = 0; i < Number(warm) + Number(count); i++) {
  const label = generateLabel(recipe, format);
  if (!label.ok) throw new Error(`${id}: the recipe did not label`);
  chars += label.value.ingredientStatement.length;
}
console.log(`${id}: ${chars} characters of ingredient statements`);
