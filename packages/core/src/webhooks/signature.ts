/**
 * Webhook signatures of api.md §9: header `t=<unix seconds>,v1=<hex>` where
 * v1 = lowercase hex HMAC-SHA256(secret, "<t>.<raw body>"). Web Crypto only, so this
 * runs in Node 20+, browsers and edge runtimes.
 *
 * @module
 */

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  let hex = '';
  for (const byte of signature) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Compares two strings in time independent of where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Signs a webhook body.
 *
 * @param timestamp - unix seconds; defaults to now
 * @returns the `x-service-signature` header value
 * @example await signWebhook('whsec_0123456789abcdef', '{"id":"evt_1"}', 1700000000)
 */
export async function signWebhook(secret: string, rawBody: string, timestamp?: number): Promise<string> {
  const t = timestamp ?? Math.floor(Date.now() / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${rawBody}`)}`;
}

/** Why a signature was rejected, or that it is valid. */
export type WebhookVerification =
  | { readonly ok: true; readonly timestamp: number }
  | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'expired' };

/**
 * Verifies an `x-service-signature` header against the raw request body.
 *
 * @param options.toleranceSeconds - maximum age of the signature (default 300, api.md §9)
 * @param options.now - current unix seconds (for tests)
 * @example
 * const check = await verifyWebhook(secret, req.headers['x-service-signature'], rawBody);
 * if (!check.ok) return res.status(400).end();
 */
export async function verifyWebhook(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<WebhookVerification> {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return { ok: false, reason: 'expired' };
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  return signatures.some((s) => constantTimeEqual(s, expected))
    ? { ok: true, timestamp }
    : { ok: false, reason: 'mismatch' };
}
