/**
 * The environment, validated once at start (the only module that reads process.env).
 * A bad value stops the server with a message naming every bad variable.
 *
 * @module
 */
import path from 'node:path';
import * as v from 'valibot';

const intText = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const token = v.pipe(
  v.string(),
  v.regex(/^[\x21-\x7e]{16,256}$/, 'must be 16..256 printable ASCII characters without spaces'),
);

const EnvSchema = v.object({
  PORT: v.optional(intText(0, 65535), '3000'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  ),
  WEBHOOK_ALLOW_PRIVATE: v.optional(v.picklist(['0', '1', 'true', 'false', ''], 'must be 1 or 0'), '0'),
  WEBHOOK_BACKOFF_MS: v.optional(intText(1, 86_400_000), '30000'),
  WEBHOOK_MAX_ATTEMPTS: v.optional(intText(1, 50), '8'),
  WEBHOOK_TIMEOUT_MS: v.optional(intText(100, 60_000), '10000'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY_HOPS: v.optional(intText(0, 10), '0'),
  HTTP_HEADERS_TIMEOUT_MS: v.optional(intText(100, 600_000), '10000'),
  HTTP_REQUEST_TIMEOUT_MS: v.optional(intText(100, 3_600_000), '30000'),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: v.optional(intText(100, 600_000), '5000'),
  SHUTDOWN_TIMEOUT_MS: v.optional(intText(100, 600_000), '10000'),
  AUTH_CACHE_TTL_MS: v.optional(intText(0, 60_000), '5000'),
  RETENTION_INTERVAL_MS: v.optional(intText(0, 7 * 86_400_000), '3600000'),
  RETENTION_DELIVERY_DAYS: v.optional(intText(1, 3650), '30'),
  METRICS_TOKEN: v.optional(token),
  ADMIN_TOKEN: v.optional(token),
});

/** The typed configuration. */
export interface Config {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  readonly webhookAllowPrivate: boolean;
  readonly webhookBackoffMs: number;
  readonly webhookMaxAttempts: number;
  /** Per-attempt timeout of a webhook delivery (api.md §9: 10 s); lower in tests. */
  readonly webhookTimeoutMs: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Reverse proxies in front whose `X-Forwarded-For` entry names the client (failed-auth limits). */
  readonly trustProxyHops: number;
  /** Slow clients: the whole header block must arrive within this (Node `headersTimeout`). */
  readonly headersTimeoutMs: number;
  /** Slow clients: the whole request must arrive within this (Node `requestTimeout`). */
  readonly requestTimeoutMs: number;
  /** Idle keep-alive connections are closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Graceful shutdown gives in-flight work this long before exiting anyway. */
  readonly shutdownTimeoutMs: number;
  /** Successful key lookups are cached this long (0: off); a revocation elsewhere is seen within it. */
  readonly authCacheTtlMs: number;
  /** Time between retention runs (0: off). */
  readonly retentionIntervalMs: number;
  /** Finished webhook deliveries are deleted this long after they finished. */
  readonly deliveryRetentionMs: number;
  /** `GET /metrics` answers only with `Authorization: Bearer <this>`; absent: the route does not exist. */
  readonly metricsToken?: string;
  /** Operator routes (`POST /admin/backup`) answer only with `Authorization: Bearer <this>`; absent: off. */
  readonly adminToken?: string;
}

/** A configuration error naming every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and validates the environment.
 *
 * @throws ConfigError naming each bad variable and why
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${issue.path?.[0]?.key ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    ...(e.DATABASE_URL === undefined ? {} : { databaseUrl: e.DATABASE_URL }),
    ...(e.REDIS_URL === undefined ? {} : { redisUrl: e.REDIS_URL }),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1' || e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookBackoffMs: e.WEBHOOK_BACKOFF_MS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    retentionIntervalMs: e.RETENTION_INTERVAL_MS,
    deliveryRetentionMs: e.RETENTION_DELIVERY_DAYS * 86_400_000,
    ...(e.METRICS_TOKEN === undefined ? {} : { metricsToken: e.METRICS_TOKEN }),
    ...(e.ADMIN_TOKEN === undefined ? {} : { adminToken: e.ADMIN_TOKEN }),
  };
}
