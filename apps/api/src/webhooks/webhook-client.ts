/**
 * The HTTP client of the delivery worker: one POST with a hard timeout, through keep-alive agents
 * whose connections only ever go to addresses the SSRF guard checked.
 *
 * @module
 */
import http from 'node:http';
import https from 'node:https';
import { checkWebhookUrl, createGuardedLookup, type ResolveAll, SsrfBlockedError } from './ssrf-guard';

/** Options of {@link WebhookClient}. */
export interface WebhookClientOptions {
  /** `WEBHOOK_ALLOW_PRIVATE=1`. */
  readonly allowPrivate: boolean;
  /** The whole attempt (DNS, connect, TLS, response) must finish within this; default 10 000 (api.md §9). */
  readonly timeoutMs?: number;
  /** Connections per receiver host (default 16). */
  readonly maxSockets?: number;
  /** Swaps DNS in tests. */
  readonly resolveAll?: ResolveAll;
}

/** The response of one attempt (its body is read and discarded). */
export interface WebhookResponse {
  readonly statusCode: number;
}

/** Receivers answer with a status; anything they send beyond this is not read. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** Sends webhook POSTs. */
export class WebhookClient {
  private readonly timeoutMs: number;
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly lookup: ReturnType<typeof createGuardedLookup>;

  constructor(private readonly options: WebhookClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 16, timeout: this.timeoutMs };
    this.httpAgent = new http.Agent(agentOptions);
    this.httpsAgent = new https.Agent(agentOptions);
    this.lookup = createGuardedLookup({ allowPrivate: options.allowPrivate }, options.resolveAll);
  }

  /**
   * POSTs `body` to `url`. Resolves with the status for any response; rejects on a refused URL,
   * a blocked address, a network error or the timeout.
   *
   * @example await client.post('https://erp.example/hooks', '{}', { 'content-type': 'application/json' })
   */
  post(url: string, body: string, headers: Readonly<Record<string, string>>): Promise<WebhookResponse> {
    const refused = checkWebhookUrl(url, { allowPrivate: this.options.allowPrivate });
    if (refused !== null) return Promise.reject(new SsrfBlockedError(`the webhook URL ${refused}`));
    const target = new URL(url);
    const isHttps = target.protocol === 'https:';
    const signal = AbortSignal.timeout(this.timeoutMs);
    return new Promise<WebhookResponse>((resolve, reject) => {
      const request = (isHttps ? https : http).request(
        target,
        {
          method: 'POST',
          agent: isHttps ? this.httpsAgent : this.httpAgent,
          lookup: this.lookup as never,
          signal,
          headers: {
            ...headers,
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'nutrilabel-webhooks/1',
          },
        },
        (response) => {
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > MAX_RESPONSE_BYTES) response.destroy();
          });
          const done = () => resolve({ statusCode: response.statusCode ?? 0 });
          response.on('end', done);
          response.on('close', done);
          response.on('error', () => done());
        },
      );
      request.on('error', (error) => {
        reject(signal.aborted ? new Error(`timed out after ${this.timeoutMs} ms`) : error);
      });
      request.end(body);
    });
  }

  /** Closes idle keep-alive connections. */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/**
 * A short, secret-free description of why an attempt failed, for `lastError`.
 *
 * @example describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const code = (error as NodeJS.ErrnoException).code;
  const message = error.message.slice(0, 300);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
