/**
 * How the PGlite store keeps its write-ahead log small (docs/architecture.md, "The embedded database on
 * disk"; figures in docs/performance.md, "Store size").
 *
 * PGlite runs PostgreSQL in single-user mode. There is no checkpointer process, and a standalone backend
 * does not checkpoint when the log passes `max_wal_size`: nothing checkpoints until the database closes, so
 * the log grows with every write for as long as the server runs (44 MB for 20,000 recipes), and a crash
 * replays all of it. At a checkpoint PostgreSQL then keeps the old segments for reuse (`min_wal_size`
 * 80 MB): four 16 MB segments stayed after 20,000 recipes, whatever was done afterwards.
 *
 * - `wal_recycle=off`: a checkpoint deletes the segments it no longer needs instead of renaming them for
 *   reuse. Nothing about durability changes: a segment is only let go once a checkpoint no longer needs it.
 * - New directories are initialised with 1 MB segments (`initdb --wal-segsize=1`, the smallest PostgreSQL
 *   allows): the log at rest is one or two segments, about 2 MB instead of 16. The size is fixed at initdb;
 *   existing directories keep their 16 MB segments.
 * - {@link WalCheckpointer} runs `CHECKPOINT` after activity: once the database has been idle for a
 *   check interval, or while busy once the log since the last checkpoint passes a limit, and at close.
 *
 * @module
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/** WAL since the last checkpoint above which a busy store checkpoints anyway. */
export const BUSY_CHECKPOINT_BYTES = 32 * 1024 * 1024;
/** How often the checkpointer looks (no query at all while the store stays idle). */
export const CHECKPOINT_CHECK_MS = 30_000;

/**
 * The options every PGlite data directory of the store is opened (and initialised) with.
 *
 * @example const db = await PGlite.create(dir, pgliteOptions())
 */
export function pgliteOptions(): PGliteOptions {
  return {
    // Only read when the directory is new (PGlite runs initdb when it finds no PG_VERSION).
    initDbStartParams: ['--wal-segsize=1', '-c', 'wal_recycle=off'],
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  };
}

/** The part of PGlite the checkpointer uses. */
interface Checkpointable {
  query<R>(text: string): Promise<{ rows: R[] }>;
  exec(text: string): Promise<unknown>;
  readonly closed: boolean;
}

/** Options of {@link WalCheckpointer}. */
export interface WalCheckpointerOptions {
  /** Default {@link BUSY_CHECKPOINT_BYTES}. */
  readonly busyBytes?: number;
  /** Default {@link CHECKPOINT_CHECK_MS}; 0: no timer (tests call `tick`). */
  readonly checkMs?: number;
  /** Told of a checkpoint that failed (it is tried again at the next look). */
  readonly onError?: (error: unknown) => void;
}

/**
 * Checkpoints a PGlite database when that is cheap and frees log: after the activity it was told of
 * (`touched()`), once a whole check interval passed without any, or at once while busy when the log since
 * the last checkpoint passed `busyBytes`; and at `close()`. An idle store costs no query.
 *
 * @example
 * const checkpointer = new WalCheckpointer(db);
 * // on every query: checkpointer.touched();  on close: await checkpointer.close();
 */
export class WalCheckpointer {
  private readonly busyBytes: number;
  private readonly timer: NodeJS.Timeout | null;
  /** A query ran since the last look. */
  private active = false;
  /** Writes may have happened since the last checkpoint. */
  private owed = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Checkpointable,
    private readonly options: WalCheckpointerOptions = {},
  ) {
    this.busyBytes = options.busyBytes ?? BUSY_CHECKPOINT_BYTES;
    const checkMs = options.checkMs ?? CHECKPOINT_CHECK_MS;
    this.timer = checkMs > 0 ? setInterval(() => void this.tick(), checkMs) : null;
    this.timer?.unref();
  }

  /** Marks activity (called for every query of the store). */
  touched(): void {
    this.active = true;
  }

  /** One look: what the timer runs. */
  tick(): Promise<void> {
    this.running ??= this.look().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the timer and checkpoints what is owed, so the directory is compact at rest. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    if (this.owed || this.active) await this.checkpoint();
  }

  private async look(): Promise<void> {
    if (this.db.closed) return;
    if (this.active) {
      this.active = false;
      this.owed = true;
      if ((await this.walSinceCheckpoint()) >= this.busyBytes) await this.checkpoint();
    } else if (this.owed) {
      await this.checkpoint();
    }
  }

  private async walSinceCheckpoint(): Promise<number> {
    try {
      const { rows } = await this.db.query<{ bytes: string }>(
        'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::text as bytes from pg_control_checkpoint()',
      );
      return Number(rows[0]?.bytes ?? 0);
    } catch (error) {
      this.options.onError?.(error);
      return 0;
    }
  }

  private async checkpoint(): Promise<void> {
    if (this.db.closed) return;
    try {
      await this.db.exec('checkpoint');
      this.owed = false;
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
