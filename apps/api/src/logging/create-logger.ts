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

/** The destination of each logger made here, for {@link requestLineWriter}. */
const destinations = new WeakMap<object, DestinationStream>();

/**
 * For a logger made by {@link createLogger}: a writer of lines as pino writes them for an `info` call
 * whose fields need no serializer, straight into the logger's destination (pino's generic path, which
 * looks each field up among the serializers and stringifies each value, costs 4–5 µs a line). The writer
 * answers `false`, writing nothing, when `info` is not enabled. `undefined` for any other logger.
 */
export function requestLineWriter(logger: object): ((fields: string, msg: string) => boolean) | undefined {
  const destination = destinations.get(logger);
  if (!destination) return undefined;
  const pinoLogger = logger as PinoLogger;
  return (fields, msg) => {
    if (!pinoLogger.isLevelEnabled('info')) return false;
    // pino's line with `formatters.level` → {level: label}, `isoTime`, `base: null`: level, time, fields, msg.
    destination.write(
      `{"level":"info","time":"${new Date().toISOString()}",${fields},"msg":${JSON.stringify(msg)}}\n`,
    );
    return true;
  };
}

/**
 * The logger `server.ts` passes to `createApp`.
 *
 * @example const logger = createLogger({ level: 'info' }); logger.info({ port: 3000 }, 'listening');
 */
export function createLogger(options: LoggerOptions): PinoLogger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino(
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
  destinations.set(logger, destination);
  return logger;
}
