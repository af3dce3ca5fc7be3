/**
 * The server's structured logger: pino, one JSON object per line. Secrets never reach it by
 * construction (request lines carry only ids, route patterns, status and timing); as a second
 * line of defence, secret-named top-level fields are redacted and API keys inside error texts are masked.
 *
 * @module
 */
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

/** Top-level field names whose values are never written. */
const SECRET_FIELDS = ['key', 'apiKey', 'secret', 'password', 'authorization', 'x-api-key', 'recipe', 'body'];

/** `nlk_` + 32 base62 characters (api.md §2). */
const API_KEY_TEXT = /nlk_[0-9A-Za-z]{32}/g;

/**
 * Masks API keys inside a text (error messages and stacks may quote input).
 *
 * @example maskSecrets('bad key nlk_AbC…') // 'bad key nlk_[redacted]'
 */
export function maskSecrets(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(API_KEY_TEXT, 'nlk_[redacted]') : value;
}

/** Options of `createLogger`. */
export interface LoggerOptions {
  readonly level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where lines go; defaults to stdout (buffered, flushed on exit and by `flush()`). */
  readonly destination?: DestinationStream;
}

/**
 * The logger `server.ts` passes to `createApp`.
 *
 * @example const logger = createLogger({ level: 'info' }); logger.info({ port: 3000 }, 'listening');
 */
export function createLogger(options: LoggerOptions): PinoLogger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pino(
    {
      level: options.level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Serializers run only when the field is present, so unlike pino's `redact` they cost nothing
      // on the per-request line (redact with wildcards cost ~4 % of a POST /label).
      serializers: {
        err: maskSecrets,
        stack: maskSecrets,
        ...Object.fromEntries(SECRET_FIELDS.map((field) => [field, () => '[redacted]'])),
      },
    },
    destination,
  );
}
