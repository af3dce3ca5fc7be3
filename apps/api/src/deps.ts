/**
 * What the API app is built from. `createApp` takes these; only `server.ts` builds them
 * from the environment.
 *
 * @module
 */
import type { FoodRecord } from '@nutrilabel/core';
import type { AuthenticatedKey, Store, StoreRepositories } from '@nutrilabel/store';
import type { Metrics } from './metrics/metrics';
import type { AuthInvalidationBus } from './middleware/auth-invalidation';

/** A database food as search returns it (api.md §6 `Food`). */
export interface FoodHit extends FoodRecord {
  readonly source: 'golden' | 'usda' | 'local';
  readonly category: string;
  readonly portions: readonly { readonly name: string; readonly grams: number }[];
  readonly allergens: readonly string[];
  readonly score?: number;
}

/** The built-in ingredient database (golden + USDA). */
export interface FoodCatalog {
  get(id: string): FoodHit | undefined;
  search(q: string, options?: { limit?: number }): { golden: FoodHit[]; usda: FoodHit[] };
}

/** Structured logger (pino's shape). */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The webhook event types of api.md §9. */
export type WebhookEventType = 'label.generated' | 'label.updated';

/** Events the API emits for webhooks (api.md §9). */
export interface EventSink {
  /** Records an event durably for delivery; resolves once it is stored. */
  emit(accountId: string, type: WebhookEventType, data: object): Promise<void>;
  /** Records an event inside a store transaction, so it commits with the write that caused it. */
  emitWithin(tx: StoreRepositories, accountId: string, type: WebhookEventType, data: object): Promise<void>;
}

/** The outcome of a rate-limit check (api.md §8). */
export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window frees a request. */
  readonly resetSeconds: number;
  /** The `unlimited` plan: counted, never refused, and no `RateLimit-*` headers (there is no limit to report). */
  readonly unlimited?: boolean;
}

/** Per-account rate limiting. */
export interface RateLimiter {
  check(auth: AuthenticatedKey, cost?: number): Promise<RateLimitDecision>;
  /** Readiness of the limiter's backing service (Redis); throws when unreachable. */
  ping?(): Promise<void>;
  /** Releases connections (graceful shutdown). */
  close?(): Promise<void>;
}

/** Per-client-address limit on failed authentications (checked before the key lookup). */
export interface AuthFailureLimiter {
  /** Whether `address` may try to authenticate now; refused once it failed too often in the window. */
  check(address: string): Promise<RateLimitDecision>;
  /** Records one failed authentication from `address`. */
  recordFailure(address: string): Promise<void>;
}

/** Everything `createApp` needs. */
export interface AppDeps {
  readonly store: Store;
  readonly foods?: FoodCatalog;
  readonly logger?: Logger;
  readonly events?: EventSink;
  readonly rateLimiter?: RateLimiter;
  /** Failed-authentication limiter; `createApp` uses an in-memory one when absent. */
  readonly authFailures?: AuthFailureLimiter;
  /** Reverse proxies in front of the server whose `X-Forwarded-For` entry is trusted (default 0: the socket address). */
  readonly trustProxyHops?: number;
  /** Cache successful key lookups this long in ms (0 or absent: no cache); see `withAuthCache`. */
  readonly authCacheTtlMs?: number;
  /** Revocations and plan changes shared with the other instances (Redis pub/sub); see `withAuthCache`. */
  readonly authInvalidations?: AuthInvalidationBus;
  /** Request, refusal and store metrics; `GET /metrics` serves them when `metricsToken` is set too. */
  readonly metrics?: Metrics;
  /** The bearer token of `GET /metrics` (`METRICS_TOKEN`); absent: no such route. */
  readonly metricsToken?: string;
  /** The bearer token of the operator routes (`ADMIN_TOKEN`); absent: no such routes. */
  readonly adminToken?: string;
}

/** Hono context variables set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthenticatedKey;
  };
}
