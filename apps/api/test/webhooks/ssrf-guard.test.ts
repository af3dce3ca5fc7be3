import type { LookupAddress } from 'node:dns';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  blockedAddressReason,
  checkWebhookUrl,
  createGuardedLookup,
  isPrivateAddress,
  type ResolveAll,
  SsrfBlockedError,
} from '../../src/webhooks/ssrf-guard';
import { WebhookClient } from '../../src/webhooks/webhook-client';

const strict = { allowPrivate: false };

describe('isPrivateAddress', () => {
  test.each([
    // Edges of every blocked IPv4 range named in the issue.
    ['0.0.0.0', true],
    ['0.255.255.255', true],
    ['1.0.0.0', false],
    ['9.255.255.255', false],
    ['10.0.0.0', true],
    ['10.255.255.255', true],
    ['11.0.0.0', false],
    ['100.63.255.255', false],
    ['100.64.0.0', true],
    ['100.127.255.255', true],
    ['100.128.0.0', false],
    ['126.255.255.255', false],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['128.0.0.0', false],
    ['169.253.255.255', false],
    ['169.254.169.254', true],
    ['169.255.0.0', false],
    ['172.15.255.255', false],
    ['172.16.0.0', true],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['192.167.255.255', false],
    ['192.168.0.1', true],
    ['192.169.0.0', false],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
  ])('IPv4 %s → %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });

  test.each([
    ['::', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.1.2.3', true],
    ['::ffff:169.254.169.254', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::10.0.0.1', true],
    ['64:ff9b::8.8.8.8', false],
    ['2002:c0a8:0101::1', true], // 6to4 of 192.168.1.1
    ['fc00::1', true],
    ['fd00:ec2::254', true], // AWS IPv6 metadata
    ['fdff:ffff::1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['febf::1', true],
    ['fec0::1', true],
    ['ff02::1', true],
    ['2001:4860:4860::8888', false],
    ['2606:4700::1111', false],
    ['fbff::1', false],
    // Every IPv6 form that embeds an IPv4 address is judged by it (issue 15).
    ['::ffff:0:127.0.0.1', true], // IPv4-translated (RFC 6145)
    ['::ffff:0:7f00:1', true],
    ['::ffff:0:10.0.0.1', true],
    ['::ffff:0:8.8.8.8', false],
    ['64:ff9b:1::7f00:1', true], // local-use NAT64 (RFC 8215): never global
    ['64:ff9b:1::808:808', true],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true], // Teredo, client 127.0.0.1 (inverted)
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', false], // Teredo, client 8.8.8.8
    ['2001:0:a00:1::1', true], // Teredo server 10.0.0.1
    ['2a00:1450::5efe:c0a8:101', true], // ISATAP of 192.168.1.1
    ['2a00:1450::200:5efe:a00:1', true], // ISATAP (global bit) of 10.0.0.1
    ['2a00:1450::5efe:808:808', false], // ISATAP of 8.8.8.8
    ['2001:db8::1', true],
    ['100::1', true],
  ])('IPv6 %s → %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });

  test('every 10/8, 127/8, 192.168/16 address is blocked, and so is its IPv4-mapped IPv6 form', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.constantFrom('10', '127', '192.168'), octet, octet, octet, (prefix, a, b, c) => {
        const ip = prefix === '192.168' ? `192.168.${b}.${c}` : `${prefix}.${a}.${b}.${c}`;
        return isPrivateAddress(ip) && isPrivateAddress(`::ffff:${ip}`);
      }),
    );
  });

  test('172.x is blocked exactly for x in 16..31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (x, y) => {
        return isPrivateAddress(`172.${x}.${y}.1`) === (x >= 16 && x <= 31);
      }),
    );
  });

  test('non-addresses are refused with a reason', () => {
    expect(blockedAddressReason('example.com')).toBe('not an IP address');
  });
});

describe('delivery to an IP literal', () => {
  test.each([
    'https://[::ffff:0:127.0.0.1]/',
    'https://[64:ff9b:1::7f00:1]/',
    'https://[::ffff:0:7f00:1]:8443/x',
  ])('is refused again at delivery without a connection: %s', async (url) => {
    // A resolver that would fail the test if consulted: an IP literal never goes through DNS.
    const client = new WebhookClient({
      allowPrivate: false,
      timeoutMs: 2000,
      resolveAll: () => Promise.reject(new Error('resolver consulted')),
    });
    await expect(client.post(url, '{}', {})).rejects.toBeInstanceOf(SsrfBlockedError);
    client.close();
  });
});

describe('checkWebhookUrl', () => {
  test.each([
    ['https://erp.example.com/hooks/nutrition', null],
    ['https://8.8.8.8/hook', null],
    ['https://[2606:4700::1111]/hook', null],
    ['http://erp.example.com/hook', 'must use https://'],
    ['ftp://erp.example.com/hook', 'must use https://'],
    ['not a url', 'must be an absolute URL'],
    ['https://user:pw@erp.example.com/', 'must not contain a user name or password'],
    ['https://127.0.0.1/hook', 'must not point to a loopback address'],
    ['https://0x7f.1/hook', 'must not point to a loopback address'], // WHATWG URL normalises to 127.0.0.1
    ['https://2130706433/hook', 'must not point to a loopback address'],
    ['https://[::1]/hook', 'must not point to a loopback address'],
    [
      'https://[::ffff:169.254.169.254]/latest/meta-data',
      'must not point to a link-local, cloud metadata address',
    ],
    ['https://10.0.0.5/', 'must not point to a private (RFC 1918) address'],
    ['https://localhost/hook', 'must not point to a local or metadata host'],
    ['https://api.localhost/hook', 'must not point to a local or metadata host'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'must not point to a local or metadata host'],
    ['https://intranet/hook', 'must name a public host (a fully qualified domain name)'],
    ['https://[::ffff:0:127.0.0.1]/', 'must not point to a loopback address'],
    ['https://[64:ff9b:1::7f00:1]/', 'must not point to a local-use NAT64 (RFC 8215) address'],
  ])('%s → %s', (url, expected) => {
    expect(checkWebhookUrl(url, strict)).toBe(expected);
  });

  test('WEBHOOK_ALLOW_PRIVATE lifts the address rules and allows http, never other schemes', () => {
    const loose = { allowPrivate: true };
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', loose)).toBeNull();
    expect(checkWebhookUrl('https://localhost/hook', loose)).toBeNull();
    expect(checkWebhookUrl('file:///etc/passwd', loose)).toBe('must use https://');
  });
});

describe('createGuardedLookup', () => {
  const resolver =
    (addresses: LookupAddress[]): ResolveAll =>
    async () =>
      addresses;
  const run = (lookup: ReturnType<typeof createGuardedLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family?: number | undefined }>((resolve) => {
      lookup('hooks.example.com', { all }, (error, address, family) => resolve({ error, address, family }));
    });

  test('public answers pass through in both call shapes', async () => {
    const lookup = createGuardedLookup(strict, resolver([{ address: '93.184.216.34', family: 4 }]));
    expect(await run(lookup, false)).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect((await run(lookup, true)).address).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  test('a name that resolves to a private address (DNS rebinding) is refused, even mixed with public ones', async () => {
    const lookup = createGuardedLookup(
      strict,
      resolver([
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:10.0.0.7', family: 6 },
      ]),
    );
    const result = await run(lookup, true);
    expect(result.error?.name).toBe('SsrfBlockedError');
    expect(result.error?.message).toContain('::ffff:10.0.0.7');
  });

  test('allowPrivate connects to loopback', async () => {
    const lookup = createGuardedLookup(
      { allowPrivate: true },
      resolver([{ address: '127.0.0.1', family: 4 }]),
    );
    expect((await run(lookup, false)).address).toBe('127.0.0.1');
  });

  test('the system resolver is used by default: localhost is refused after resolution', async () => {
    const lookup = createGuardedLookup(strict);
    const local = await new Promise<Error | null>((resolve) =>
      lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(local?.name).toBe('SsrfBlockedError');
  });
});
