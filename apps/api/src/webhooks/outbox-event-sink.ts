/**
 * The `EventSink` of the API: writes an event into the durable outbox (one delivery per subscribed
 * webhook) and wakes the local delivery worker. Accounts without a webhook for the event are skipped
 * without a write, from a small per-account cache of subscribed event types.
 *
 * @module
 */
import type { Store, StoreRepositories } from '@nutrilabel/store';
import type { EventSink } from '../deps';

/** Options of {@link OutboxEventSink}. */
export interface OutboxEventSinkOptions {
  /** `WEBHOOK_MAX_ATTEMPTS` for the deliveries it enqueues (the store's default, 8, when absent). */
  readonly maxAttempts?: number;
  /** `WEBHOOK_ALLOW_PRIVATE=1`; the webhook routes read it from here. */
  readonly allowPrivate?: boolean;
  /** Called after an event produced at least one delivery (the worker's `wake`). */
  readonly onEnqueued?: () => void;
  /**
   * How long a cached "which events does this account subscribe to" answer is trusted. Configure and
   * delete on this instance invalidate at once; a change made through another instance is seen
   * within this time. Default 5 000 ms.
   */
  readonly cacheTtlMs?: number;
  /** Accounts kept in the cache (oldest dropped first); default 10 000. */
  readonly cacheSize?: number;
  /** Monotonic-enough clock in ms (tests). */
  readonly nowMs?: () => number;
}

/** The answer of an emit that stores nothing. */
const NOTHING: Promise<void> = Promise.resolve();

interface CacheEntry {
  readonly types: ReadonlySet<string>;
  readonly expiresAt: number;
}

/**
 * Enqueues events for webhook delivery.
 *
 * @example
 * const sink = new OutboxEventSink(store, { maxAttempts: 8, onEnqueued: () => worker.wake() });
 * const app = createApp({ store, events: sink });
 */
export class OutboxEventSink implements EventSink {
  /** Whether webhook URLs may be `http://` or private (read by the webhook routes). */
  readonly allowPrivate: boolean;
  private readonly cache = new Map<string, CacheEntry>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly cacheSize: number;
  private readonly nowMs: () => number;
  /** Bumped by `invalidate`: an answer read before a bump is not cached (it may predate the change). */
  private generation = 0;

  constructor(
    private readonly store: Pick<Store, 'webhooks' | 'outbox'>,
    private readonly options: OutboxEventSinkOptions = {},
  ) {
    this.allowPrivate = options.allowPrivate ?? false;
    this.ttlMs = options.cacheTtlMs ?? 5_000;
    this.cacheSize = options.cacheSize ?? 10_000;
    this.nowMs = options.nowMs ?? Date.now;
  }

  /** Stores the event for every webhook of the account subscribed to `type`; resolves once stored. */
  emit(accountId: string, type: 'label.generated' | 'label.updated', data: object): Promise<void> {
    // Most accounts subscribe to nothing: when the cache already says so, there is nothing to wait for.
    const cached = this.cache.get(accountId);
    if (cached !== undefined && cached.expiresAt > this.nowMs() && !cached.types.has(type)) return NOTHING;
    const task = this.enqueue(accountId, type, data);
    this.pending.add(task);
    void task.then(
      () => this.pending.delete(task),
      () => this.pending.delete(task),
    );
    return task;
  }

  /**
   * Enqueues inside the caller's transaction (one insert per subscribed webhook; none without webhooks).
   * The worker is woken before the commit: on PGlite its claim waits for the transaction to end.
   */
  async emitWithin(tx: StoreRepositories, accountId: string, type: string, data: object): Promise<void> {
    const event = await tx.outbox.enqueueEvent(accountId, type, data, this.enqueueOptions());
    if (event.deliveries.length > 0) this.options.onEnqueued?.();
  }

  /** Forgets what the cache knows of the account (after its webhooks changed). */
  invalidate(accountId: string): void {
    this.cache.delete(accountId);
    this.generation++;
  }

  /** Waits for the emits in progress (graceful shutdown). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async enqueue(accountId: string, type: string, data: object): Promise<void> {
    const types = await this.subscribedTypes(accountId);
    if (!types.has(type)) return;
    const event = await this.store.outbox.enqueueEvent(accountId, type, data, this.enqueueOptions());
    if (event.deliveries.length > 0) this.options.onEnqueued?.();
  }

  private enqueueOptions(): { maxAttempts?: number } {
    return this.options.maxAttempts === undefined ? {} : { maxAttempts: this.options.maxAttempts };
  }

  private async subscribedTypes(accountId: string): Promise<ReadonlySet<string>> {
    const now = this.nowMs();
    const cached = this.cache.get(accountId);
    if (cached && cached.expiresAt > now) return cached.types;
    const generation = this.generation;
    const webhooks = await this.store.webhooks.list(accountId);
    const types = new Set(webhooks.flatMap((webhook) => webhook.events));
    if (generation !== this.generation) return types;
    this.cache.delete(accountId);
    if (this.cache.size >= this.cacheSize) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(accountId, { types, expiresAt: now + this.ttlMs });
    return types;
  }
}
