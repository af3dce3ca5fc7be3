import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  test('defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      webhookAllowPrivate: false,
      logLevel: 'info',
      trustProxyHops: 0,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  test('typed values from the environment; empty strings count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://u:p@db/nl',
      WEBHOOK_ALLOW_PRIVATE: '1',
      TRUST_PROXY_HOPS: '2',
      HTTP_HEADERS_TIMEOUT_MS: '2000',
      HTTP_REQUEST_TIMEOUT_MS: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      redisUrl: 'redis://127.0.0.1:6379',
      databaseUrl: 'postgres://u:p@db/nl',
      webhookAllowPrivate: true,
      trustProxyHops: 2,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 30_000,
      logLevel: 'warn',
    });
  });

  test('the request timeout is never shorter than the headers timeout (Node refuses that)', () => {
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs,
    ).toBe(20_000);
  });

  test('one error naming every bad variable and why', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        REDIS_URL: 'http://cache:6379',
        LOG_LEVEL: 'loud',
        TRUST_PROXY_HOPS: '11',
        HTTP_HEADERS_TIMEOUT_MS: '5',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('REDIS_URL must start with redis:// or rediss://');
    expect(message).toContain('TRUST_PROXY_HOPS must be at most 10');
    expect(message).toContain('HTTP_HEADERS_TIMEOUT_MS must be at least 100');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toMatch(/\n {2}LOG_LEVEL /);
    expect(message.split('\n')).toHaveLength(7);
  });

  test('PORT out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be at most 65535');
  });
});
