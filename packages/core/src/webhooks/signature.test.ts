import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signWebhook, verifyWebhook } from './signature';

const secret = 'whsec_test_0123456789abcdef';
const body = '{"id":"evt_1","type":"label.generated"}';

describe('signWebhook / verifyWebhook (api.md §9)', () => {
  test('signs t.<raw body> with HMAC-SHA256 in lowercase hex', async () => {
    const header = await signWebhook(secret, body, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  test('accepts its own signature within the tolerance', async () => {
    const header = await signWebhook(secret, body, 1_700_000_000);
    expect(await verifyWebhook(secret, header, body, { now: 1_700_000_100 })).toEqual({
      ok: true,
      timestamp: 1_700_000_000,
    });
  });

  test('rejects a changed body, another secret, an old signature and garbage', async () => {
    const header = await signWebhook(secret, body, 1_700_000_000);
    const now = 1_700_000_010;
    expect(await verifyWebhook(secret, header, `${body} `, { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verifyWebhook('another-secret-123456', header, body, { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verifyWebhook(secret, header, body, { now: 1_700_000_301 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      await verifyWebhook(secret, header, body, { now: 1_700_000_301, toleranceSeconds: 600 }),
    ).toMatchObject({ ok: true });
    expect(await verifyWebhook(secret, 'v1=abc', body, { now })).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyWebhook(secret, undefined, body, { now })).toEqual({ ok: false, reason: 'malformed' });
  });
});
