/**
 * What the API app is built from. `createApp` takes these; only `server.ts` builds them
 * from the environment.
 *
 * @module
 */
import type { FoodRecord } from '@nutrilabel/core';
import type { AuthenticatedKey, Store } from '@nutrilabel/store';

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

/** Events the API emits for webhooks (api.md §9). */
export interface EventSink {
  /** Records an event durably for delivery; resolves once it is stored. */
  emit(accountId: string, type: 'label.generated' | 'label.updated', data: object): Promise<void>;
}

/** The outcome of a rate-limit check (api.md §8). */
export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window frees a request. */
  readonly resetSeconds: number;
}

/** Per-account rate limiting. */
export interface RateLimiter {
  check(auth: AuthenticatedKey, cost?: number): Promise<RateLimitDecision>;
}

/** Everything `createApp` needs. */
export interface AppDeps {
  readonly store: Store;
  readonly foods?: FoodCatalog;
  readonly logger?: Logger;
  readonly events?: EventSink;
  readonly rateLimiter?: RateLimiter;
}

/** Hono context variables set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthenticatedKey;
  };
}
