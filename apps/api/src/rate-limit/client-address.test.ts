import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { clientAddress, normaliseAddress } from './client-address';

describe('normaliseAddress', () => {
  test('keeps IPv4, unwraps IPv4-mapped IPv6', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('counts IPv6 per /64', () => {
    expect(normaliseAddress('2001:DB8:0001:0002:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('clientAddress', () => {
  const seen = async (headers: Record<string, string>, hops: number, remoteAddress?: string) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, hops)));
    const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
    return (await app.request('/', { headers }, env)).text();
  };

  test('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await seen({ 'x-forwarded-for': '198.51.100.1' }, 0, '10.0.0.5')).toBe('10.0.0.5');
    expect(await seen({}, 0)).toBe('unknown');
  });

  test('with one trusted proxy takes the entry it appended, not one the client forged', async () => {
    expect(await seen({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, 1, '10.0.0.5')).toBe('198.51.100.1');
    expect(await seen({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.9' }, 2, '10.0.0.5')).toBe(
      '198.51.100.1',
    );
    expect(await seen({}, 1, '10.0.0.5')).toBe('10.0.0.5');
  });
});
