/**
 * `pnpm test`'s last step: every vitest project, in two processes at once. The integration files run one
 * at a time (they start servers, kill them and time real answers) and spend most of their time waiting on
 * those processes, so they run beside the unit, HTTP and browser files instead of after them: one vitest
 * would queue them behind the others. The integration run's output is printed once the other run is done,
 * so the two logs do not interleave; both results are merged into `.vitest-results.json` (read by `.ci/run`).
 * Extra arguments go to both runs (e.g. `-t name`).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);

/** Runs vitest on some projects; resolves with its exit code and, when captured, its output. */
function run(projects, resultsFile, capture) {
  const args = [VITEST, 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push(`--outputFile.json=${resultsFile}`, ...extra);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const RUNS = [
  { projects: ['integration'], file: '.vitest-results.integration.json', capture: true },
  { projects: ['unit', 'http', 'browser'], file: '.vitest-results.others.json', capture: false },
];
for (const { file } of RUNS) rmSync(path.join(ROOT, file), { force: true });

const [integration, others] = await Promise.all(RUNS.map((r) => run(r.projects, r.file, r.capture)));
process.stdout.write('\n── integration (ran beside the run above) ──\n');
process.stdout.write(Buffer.concat(integration.output));

/** The two json reports as one, as a single vitest run would have written it. */
const merged = {
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTotalTests: 0,
  success: true,
  testResults: [],
};
for (const { file } of RUNS) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  } catch {
    merged.success = false; // a run that wrote no report failed before its tests
    continue;
  }
  for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTotalTests'])
    merged[key] += report[key] ?? 0;
  merged.success &&= report.success !== false;
  merged.testResults.push(...report.testResults);
}
writeFileSync(path.join(ROOT, '.vitest-results.json'), JSON.stringify(merged));
process.stdout.write(
  `\nTotal: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed` +
    (merged.numPendingTests ? `, ${merged.numPendingTests} skipped` : '') +
    '\n',
);
process.exit(integration.code !== 0 || others.code !== 0 || !merged.success ? 1 : 0);
