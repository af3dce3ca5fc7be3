/**
 * One HTTP call with the API's conventions: the key header, JSON bodies, the envelope
 * unwrapped, failures thrown as `NutrilabelApiError`, and bounded retries on 429 and 503
 * that wait what `Retry-After` says.
 *
 * @module
 */
import { NutrilabelApiError } from './api-error';
import { parseRetryAfter } from './retry-after';
import type { ErrorDetail } from './types';

/** Options of a client (all but `apiKey` optional). */
export interface ClientOptions {
  /** An `nlk_…` key. */
  readonly apiKey: string;
  /** Server origin, e.g. "https://labels.example.com"; default "http://localhost:3000". */
  readonly baseUrl?: string;
  /** The fetch to use (tests inject a fake); default `globalThis.fetch`. */
  readonly fetch?: typeof fetch;
  /** How to wait between attempts; default a `setTimeout` promise. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Attempts per call including the first (≥ 1); default 3. */
  readonly maxAttempts?: number;
  /** Longest wait before a retry; a longer `Retry-After` fails at once instead. Default 60 s. */
  readonly maxRetryDelayMs?: number;
  /** Wait when a 429/503 carries no `Retry-After`: doubled each attempt; default 1 s. */
  readonly baseRetryDelayMs?: number;
  /** Clock for HTTP-date `Retry-After` values; default `Date.now`. */
  readonly now?: () => number;
  /** Extra headers on every request. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** One call. */
export interface CallInit {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** The path is from the server's root (health, the document, operator routes), not below /api/v1. */
  readonly root?: boolean;
  /** What opens the route: the client's key (default), nothing, or an operator's bearer token. */
  readonly auth?: 'key' | 'none' | { readonly bearer: string };
}

/** Statuses after which the same request may simply be sent again. */
const RETRYABLE = new Set([429, 503]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends requests for one client configuration. */
export class Transport {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxAttempts: number;
  private readonly maxRetryDelayMs: number;
  private readonly baseRetryDelayMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = (options.baseUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
    const globalFetch = globalThis.fetch?.bind(globalThis);
    const fetchFn = options.fetch ?? globalFetch;
    if (!fetchFn) throw new TypeError('No fetch available: pass options.fetch.');
    this.fetchFn = fetchFn;
    this.sleep = options.sleep ?? defaultSleep;
    this.maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 3));
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.baseRetryDelayMs = options.baseRetryDelayMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** Whether calls may be sent more than once (then writes should carry an Idempotency-Key). */
  get retries(): boolean {
    return this.maxAttempts > 1;
  }

  /** Sends `init` (retrying 429/503) and returns the successful response. */
  async send(init: CallInit, accept = 'application/json'): Promise<Response> {
    const url = this.url(init);
    const auth = init.auth ?? 'key';
    const headers: Record<string, string> = {
      accept,
      ...this.options.headers,
      ...init.headers,
      ...(auth === 'key' ? { 'x-api-key': this.options.apiKey } : {}),
      ...(typeof auth === 'object' ? { authorization: `Bearer ${auth.bearer}` } : {}),
    };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    for (let attempt = 1; ; attempt++) {
      const response = await this.fetchFn(url, {
        method: init.method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      if (response.ok) return response;
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), this.now());
      const delay = retryAfter === undefined ? this.baseRetryDelayMs * 2 ** (attempt - 1) : retryAfter * 1000;
      if (!RETRYABLE.has(response.status) || attempt >= this.maxAttempts || delay > this.maxRetryDelayMs) {
        throw await toError(response, retryAfter);
      }
      // Free the connection before waiting.
      await response.body?.cancel().catch(() => undefined);
      await this.sleep(delay);
    }
  }

  /** Sends `init` and returns the envelope's `data`. */
  async json<T>(init: CallInit): Promise<T> {
    const response = await this.send(init);
    const envelope = (await response.json()) as { code: number; data: T };
    return envelope.data;
  }

  private url(init: CallInit): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) params.set(name, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${init.root ? '' : '/api/v1'}${init.path}${search ? `?${search}` : ''}`;
  }
}

/** The typed error of a failed response (its envelope when it has one). */
async function toError(response: Response, retryAfter: number | undefined): Promise<NutrilabelApiError> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const text = await response.text().catch(() => '');
  let envelope: { code?: unknown; message?: unknown; details?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (envelope && typeof envelope.code === 'number' && typeof envelope.message === 'string') {
    const details = Array.isArray(envelope.details) ? (envelope.details as ErrorDetail[]) : [];
    return new NutrilabelApiError(
      response.status,
      envelope.code,
      envelope.message,
      details,
      requestId,
      retryAfter,
    );
  }
  const message = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} without an API error body.`;
  return new NutrilabelApiError(response.status, null, message, [], requestId, retryAfter);
}
