/**
 * A one-line progress bar on stderr for long runs: `[#######.............] 350/1000 labels`.
 * Redrawn with a carriage return at most once per percent.
 *
 * @module
 */

/** Where the bar is drawn. */
export interface BarStream {
  write(text: string): unknown;
}

/** A progress bar; `tick()` per item, `done()` at the end. */
export interface ProgressBar {
  tick(): void;
  done(): void;
}

const WIDTH = 30;

/**
 * A bar over `total` items.
 *
 * @example const bar = createProgressBar(process.stderr, 1000, 'labels'); bar.tick(); bar.done();
 */
export function createProgressBar(stream: BarStream, total: number, noun: string): ProgressBar {
  let count = 0;
  let drawnPercent = -1;
  const draw = () => {
    const filled = total === 0 ? WIDTH : Math.round((count / total) * WIDTH);
    stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${count}/${total} ${noun}`);
  };
  return {
    tick() {
      count++;
      const percent = total === 0 ? 100 : Math.floor((count / total) * 100);
      if (percent !== drawnPercent) {
        drawnPercent = percent;
        draw();
      }
    },
    done() {
      if (drawnPercent < 100) draw();
      stream.write('\n');
    },
  };
}

/** A bar that draws nothing. */
export const NO_PROGRESS: ProgressBar = { tick() {}, done() {} };
