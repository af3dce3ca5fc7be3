/**
 * The webhook delivery worker (api.md §9), run inside each API process: it claims due deliveries
 * from the durable outbox (with a lease, so with several instances on one PostgreSQL each delivery
 * is claimed by one worker, and a crashed worker's claims come back after the lease), POSTs the
 * signed body, and records every attempt; failures are retried on the schedule of `backoff.ts`.
 *
 * When other processes enqueue into the same outbox (PostgreSQL with several instances) the worker
 * polls it every `pollIntervalMs`. When this process is the only writer (PGlite, whose directory lock
 * says so; the memory store) every new delivery is announced by `wake()`, so an idle worker sleeps
 * until the earliest pending delivery is due (a retry, a lease running out) instead of polling.
 *
 * @module
 */
import { signWebhook } from '@nutrilabel/core';
import type { ClaimedDelivery, Delivery, OutboxRepository } from '@nutrilabel/store';
import type { Logger } from '../deps';
import { retryDelayMs } from './backoff';
import type { ResolveAll } from './ssrf-guard';
import { describeError, WebhookClient } from './webhook-client';

/** Options of {@link DeliveryWorker}. */
export interface DeliveryWorkerOptions {
  /** The outbox (a store, or its `outbox`). */
  readonly store: { readonly outbox: OutboxRepository };
  readonly logger?: Logger;
  /** Base retry delay (`WEBHOOK_BACKOFF_MS`); default 30 000. */
  readonly backoffMs?: number;
  /** Per-attempt timeout; default 10 000 (api.md §9). */
  readonly timeoutMs?: number;
  /** How long a claim is held before another worker may take it; default 3 × timeout + 1 s (31 s). */
  readonly leaseMs?: number;
  /**
   * How often the outbox is polled when nothing wakes the worker; default 1 000. Without `sharedOutbox`
   * only when something is due that could not be claimed (every slot busy).
   */
  readonly pollIntervalMs?: number;
  /**
   * Whether other processes enqueue into this outbox (default true: poll). `false` when every enqueue
   * happens in this process and calls `wake()`: the worker then sleeps until the next delivery is due.
   */
  readonly sharedOutbox?: boolean;
  /** Without `sharedOutbox`: the longest sleep when nothing is pending, a safety net; default 60 000. */
  readonly idleRecheckMs?: number;
  /** Attempts in flight at once; default 8. */
  readonly concurrency?: number;
  /** `WEBHOOK_ALLOW_PRIVATE=1`. */
  readonly allowPrivate?: boolean;
  /** Clock (tests). */
  readonly now?: () => Date;
  /** Jitter source in [0, 1) (tests). */
  readonly random?: () => number;
  /** DNS (tests). */
  readonly resolveAll?: ResolveAll;
  /** Told every attempt's outcome and duration in ms (metrics). */
  readonly onAttempt?: (
    outcome: 'delivered' | 'retrying' | 'failed' | 'unrecorded',
    durationMs: number,
  ) => void;
}

/** The body a receiver gets (api.md §9). */
export interface WebhookBody {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  readonly data: Record<string, unknown>;
}

/**
 * Polls the outbox and delivers. `wake()` makes it look at once (the event sink calls it after an
 * enqueue); `stop()` stops claiming and waits for the attempts in flight to be recorded.
 *
 * @example
 * const worker = new DeliveryWorker({ store, backoffMs: 30_000 });
 * worker.start();
 * // … on shutdown:
 * await worker.stop();
 */
export class DeliveryWorker {
  private readonly outbox: OutboxRepository;
  private readonly client: WebhookClient;
  private readonly backoffMs: number;
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly sharedOutbox: boolean;
  private readonly idleRecheckMs: number;
  private readonly concurrency: number;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private woken = false;
  private wakeUp: (() => void) | null = null;
  /** The last claim filled every free slot: more may be due, so a freed slot should claim again. */
  private saturated = false;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.outbox = options.store.outbox;
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.client = new WebhookClient({
      allowPrivate: options.allowPrivate ?? false,
      timeoutMs,
      ...(options.resolveAll ? { resolveAll: options.resolveAll } : {}),
    });
    this.backoffMs = options.backoffMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 3 * timeoutMs + 1_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.sharedOutbox = options.sharedOutbox ?? true;
    this.idleRecheckMs = options.idleRecheckMs ?? 60_000;
    this.concurrency = Math.max(1, options.concurrency ?? 8);
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  /** Starts the poll loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Looks at the outbox now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming, waits for the attempts in flight (each bounded by the timeout), closes connections. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
    this.client.close();
  }

  /**
   * Claims what is due now and delivers it, once, without the loop (tests, scripts).
   *
   * @returns how many deliveries were attempted
   */
  async runOnce(): Promise<number> {
    const claimed = await this.outbox.claimDue(this.now(), this.concurrency, this.leaseMs);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const free = this.concurrency - this.inFlight.size;
      if (free > 0) {
        let claimed: ClaimedDelivery[] = [];
        try {
          claimed = await this.outbox.claimDue(this.now(), free, this.leaseMs);
        } catch (error) {
          this.options.logger?.warn({ err: describeError(error) }, 'webhook outbox: claim failed');
        }
        for (const delivery of claimed) this.track(this.attempt(delivery));
        this.saturated = claimed.length === free;
        if (this.saturated) continue;
      }
      await this.waitForSignal(await this.nextWaitMs());
    }
  }

  /** How long to sleep before looking again when nothing wakes the worker. */
  private async nextWaitMs(): Promise<number> {
    if (this.sharedOutbox) return this.pollIntervalMs;
    let next: string | null;
    try {
      next = await this.outbox.nextDueAt();
    } catch (error) {
      this.options.logger?.warn({ err: describeError(error) }, 'webhook outbox: next due time unknown');
      return this.pollIntervalMs;
    }
    if (next === null) return this.idleRecheckMs;
    const wait = Date.parse(next) - this.now().getTime();
    // Due already yet not claimed: every slot is busy (a freed slot wakes the worker) or the claim
    // failed; look again at the poll interval, as a shared outbox would.
    if (wait <= 0) return this.pollIntervalMs;
    return Math.min(wait, this.idleRecheckMs);
  }

  private track(task: Promise<void>): void {
    this.inFlight.add(task);
    void task.finally(() => {
      this.inFlight.delete(task);
      // Claim again once half the slots are free: fewer, larger claims than one per finished attempt.
      if (this.saturated && this.concurrency - this.inFlight.size >= Math.ceil(this.concurrency / 2))
        this.wake();
    });
  }

  /** Resolves on `wake()`, a freed slot after a full claim, or after `ms`. */
  private waitForSignal(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, ms);
      const self = this;
      function finish() {
        clearTimeout(timer);
        self.wakeUp = null;
        self.woken = false;
        resolve();
      }
      this.wakeUp = finish;
    });
  }

  /** One attempt of one delivery, recorded whatever happens. */
  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const body = webhookBody(delivery);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const signature = await signWebhook(delivery.secret, body, Math.floor(this.now().getTime() / 1000));
      const response = await this.client.post(delivery.url, body, {
        'content-type': 'application/json',
        'x-service-event': delivery.type,
        'x-service-delivery': delivery.eventId,
        'x-service-signature': signature,
      });
      statusCode = response.statusCode;
      if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
    } catch (caught) {
      error = describeError(caught);
    }
    const ok = error === null;
    const attempt = delivery.attempts + 1;
    const at = this.now();
    try {
      const recorded = await this.outbox.recordAttempt({
        accountId: delivery.accountId,
        deliveryId: delivery.id,
        ok,
        statusCode,
        error,
        durationMs: performance.now() - started,
        at: at.toISOString(),
        retryAt: new Date(at.getTime() + retryDelayMs(attempt, this.backoffMs, this.random)).toISOString(),
      });
      this.options.onAttempt?.(
        ok ? 'delivered' : recorded?.status === 'failed' ? 'failed' : 'retrying',
        performance.now() - started,
      );
      // A retry is due before the lease the worker may be sleeping towards: plan again.
      if (!this.sharedOutbox && recorded?.status === 'pending') this.wake();
      if (!ok) {
        this.options.logger?.warn(
          {
            deliveryId: delivery.id,
            webhookId: delivery.webhookId,
            attempt,
            statusCode,
            err: error,
            status: recorded?.status,
          },
          recorded?.status === 'failed'
            ? 'webhook delivery failed for good'
            : 'webhook attempt failed; will retry',
        );
      }
    } catch (caught) {
      // The lease runs out and the delivery is sent again: at-least-once.
      this.options.onAttempt?.('unrecorded', performance.now() - started);
      this.options.logger?.error(
        { deliveryId: delivery.id, err: describeError(caught) },
        'webhook outbox: could not record an attempt',
      );
    }
  }
}

/**
 * The delivered body, `{ id, type, createdAt, data }`, with `data` as the exact text serialised when the
 * event happened (api.md §15): the same bytes on every attempt, key order as in the API's responses.
 *
 * @example webhookBody(delivery) // '{"id":"evt_…","type":"label.generated","createdAt":"…","data":{…}}'
 */
export function webhookBody(
  delivery: Pick<Delivery, 'eventId' | 'type' | 'createdAt' | 'payloadJson'>,
): string {
  const head: Omit<WebhookBody, 'data'> = {
    id: delivery.eventId,
    type: delivery.type,
    createdAt: delivery.createdAt,
  };
  return `${JSON.stringify(head).slice(0, -1)},"data":${delivery.payloadJson}}`;
}
