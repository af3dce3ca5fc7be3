/**
 * Retention: deletes what the service no longer needs so that storage stays flat under a steady load:
 * idempotency records past their 24 h (api.md §5) and webhook deliveries that finished (delivered or
 * failed) longer ago than the retention period, with their attempts. Runs on a timer that never
 * overlaps itself; with several instances on one PostgreSQL, one runs it at a time (advisory lock).
 *
 * @module
 */
import type { Store } from '@nutrilabel/store';
import type { Logger } from '../deps';

/** Default time between runs: one hour. */
export const DEFAULT_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Default age after which finished deliveries are deleted: 30 days. */
export const DEFAULT_DELIVERY_RETENTION_DAYS = 30;

/** Options of {@link RetentionTask}. */
export interface RetentionOptions {
  readonly store: Store;
  readonly logger?: Logger;
  /** Time between the end of one run and the start of the next (`RETENTION_INTERVAL_MS`); 0: never. */
  readonly intervalMs: number;
  /** Finished deliveries last updated longer ago than this are deleted (`RETENTION_DELIVERY_DAYS`). */
  readonly deliveryRetentionMs: number;
  /** Delay of the first run after `start()`; default the smaller of the interval and one minute. */
  readonly firstRunDelayMs?: number;
  /** Clock (tests); should be the store's. */
  readonly now?: () => Date;
  /** Told the outcome of every run (metrics). */
  readonly onRun?: (outcome: RetentionOutcome) => void;
}

/** What one run did. */
export type RetentionOutcome =
  | {
      readonly ran: true;
      readonly idempotencyPurged: number;
      readonly deliveriesPurged: number;
      readonly durationMs: number;
    }
  /** Another instance held the lock; nothing was done. */
  | { readonly ran: false };

/**
 * Runs retention now and then.
 *
 * @example
 * const retention = new RetentionTask({ store, logger, intervalMs: 3_600_000, deliveryRetentionMs: 30 * 86_400_000 });
 * retention.start();
 * // … on shutdown:
 * await retention.stop();
 */
export class RetentionTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private readonly now: () => Date;

  constructor(private readonly options: RetentionOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Schedules the runs (nothing when the interval is 0). */
  start(): void {
    if (this.options.intervalMs <= 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule(this.options.firstRunDelayMs ?? Math.min(this.options.intervalMs, 60_000));
  }

  /** Cancels the next run and waits for one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run: purge in one transaction under the lock, then let the database reuse the space. */
  async runOnce(): Promise<RetentionOutcome> {
    const run = this.purge();
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private async purge(): Promise<RetentionOutcome> {
    const started = performance.now();
    const before = new Date(this.now().getTime() - this.options.deliveryRetentionMs);
    const result = await this.options.store.exclusive('retention', async (tx) => ({
      idempotencyPurged: await tx.idempotency.purgeExpired(),
      deliveriesPurged: await tx.outbox.purgeFinished(before),
    }));
    if (!result.ran) {
      this.options.logger?.info({}, 'retention skipped: another instance is running it');
      this.options.onRun?.({ ran: false });
      return { ran: false };
    }
    await this.options.store.vacuum();
    const outcome = {
      ran: true as const,
      ...result.value,
      durationMs: Math.round(performance.now() - started),
    };
    this.options.logger?.info(
      { ...result.value, deliveriesBefore: before.toISOString(), durationMs: outcome.durationMs },
      'retention',
    );
    this.options.onRun?.(outcome);
    return outcome;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(async () => {
      this.timer = null;
      try {
        await this.runOnce();
      } catch (error) {
        this.options.logger?.error(
          { err: error instanceof Error ? error.message : String(error) },
          'retention failed; trying again at the next interval',
        );
      }
      this.schedule(this.options.intervalMs);
    }, delayMs);
    this.timer.unref();
  }
}
