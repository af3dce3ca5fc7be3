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
/** One request-line writer per logger: they share its batch. */
const writers = new WeakMap<object, (fields: string, msg: string) => boolean>();

/** Request lines kept before they are handed over anyway (the turn has not ended yet). */
const MAX_BATCH_CHARS = 16 * 1024;

/**
 * Writers holding lines, handed over when the process exits another way than `logger.flush()` (an
 * uncaught exception, `process.exit`): pino's own exit hook flushes only what its destination holds.
 */
const holding = new Set<() => void>();
let exiting = false;
process.once('exit', () => {
  exiting = true;
  for (const handOver of holding) handOver();
});

/**
 * For a logger made by {@link createLogger}: a writer of lines as pino writes them for an `info` call
 * whose fields need no serializer (pino's generic path, which looks each field up among the serializers
 * and stringifies each value, costs 4–5 µs a line). The lines of one event-loop turn reach the
 * destination in one write, at the end of the turn or at 16 KiB: pino's asynchronous destination
 * (sonic-boom) measures the whole text it holds on every write, 3–4 µs a line under load when each line
 * was its own write (a line logged otherwise in the same turn may precede them). `logger.flush()` hands
 * over what is kept first. The writer answers `false`, writing nothing, when `info` is not enabled.
 * `undefined` for any other logger.
 */
export function requestLineWriter(logger: object): ((fields: string, msg: string) => boolean) | undefined {
  const destination = destinations.get(logger);
  if (!destination) return undefined;
  let writer = writers.get(logger);
  if (writer) return writer;
  const pinoLogger = logger as PinoLogger;
  let batch = '';
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    holding.delete(handOver);
    if (batch === '') return;
    const text = batch;
    batch = '';
    destination.write(text);
    // At exit, after pino's hook has flushed: what was just handed over must reach the file too.
    if (exiting) {
      try {
        (destination as { flushSync?: () => void }).flushSync?.();
      } catch {
        // The destination is closed or not open yet: nothing more can reach it.
      }
    }
  };
  const flush = pinoLogger.flush.bind(pinoLogger);
  pinoLogger.flush = (callback) => {
    handOver();
    flush(callback);
  };
  // The time text of the current millisecond and the last message's JSON, made once (0.7 µs a date).
  let millisecond = 0;
  let time = '';
  let message = '';
  let messageJson = '""';
  writer = (fields, msg) => {
    if (!pinoLogger.isLevelEnabled('info')) return false;
    const now = Date.now();
    if (now !== millisecond) {
      millisecond = now;
      time = new Date(now).toISOString();
    }
    if (msg !== message) {
      message = msg;
      messageJson = JSON.stringify(msg);
    }
    // pino's line with `formatters.level` → {level: label}, `isoTime`, `base: null`: level, time, fields, msg.
    batch += `{"level":"info","time":"${time}",${fields},"msg":${messageJson}}\n`;
    if (batch.length >= MAX_BATCH_CHARS) handOver();
    else if (!scheduled) {
      scheduled = true;
      holding.add(handOver);
      setImmediate(handOver);
    }
    return true;
  };
  writers.set(logger, writer);
  return writer;
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
