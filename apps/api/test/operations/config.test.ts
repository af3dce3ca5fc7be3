import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config';

describe('operations settings', () => {
  test('defaults: retention hourly, deliveries kept 30 days, no metrics or admin routes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ retentionIntervalMs: 3_600_000, deliveryRetentionMs: 30 * 86_400_000 });
    expect(config.metricsToken).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
  });

  test('values from the environment; short tokens are refused naming the variable', () => {
    expect(
      loadConfig({
        RETENTION_INTERVAL_MS: '0',
        RETENTION_DELIVERY_DAYS: '7',
        METRICS_TOKEN: 'm'.repeat(16),
        ADMIN_TOKEN: 'a'.repeat(32),
      }),
    ).toMatchObject({
      retentionIntervalMs: 0,
      deliveryRetentionMs: 7 * 86_400_000,
      metricsToken: 'm'.repeat(16),
      adminToken: 'a'.repeat(32),
    });
    let error = '';
    try {
      loadConfig({ METRICS_TOKEN: 'short', RETENTION_DELIVERY_DAYS: '0' });
    } catch (e) {
      error = (e as Error).message;
    }
    expect(error).toContain('METRICS_TOKEN must be 16..256 printable ASCII characters without spaces');
    expect(error).toContain('RETENTION_DELIVERY_DAYS must be at least 1');
    expect(() => loadConfig({ ADMIN_TOKEN: 'has a space in it, long' })).toThrow(/ADMIN_TOKEN/);
  });
});
