/**
 * `Idempotency-Key` on POSTs (api.md §5): the same key with the same body within 24 h
 * replays the first response; the same key with another body is 409 (40901).
 * Only JSON responses below 500 are remembered, so a failed attempt can be retried.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { Store } from '@nutrilabel/store';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../deps';
import { ApiError } from '../http/errors';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** Replays or records POST responses keyed by `Idempotency-Key`; anything else goes straight on. */
export const idempotency = (store: Store) => {
  const replayOrRecord = replayOrRecordWith(store);
  const check: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = c.req.header('idempotency-key');
    return key === undefined ? next() : replayOrRecord(c, next, key);
  };
  return check;
};

const replayOrRecordWith =
  (store: Store) =>
  async (c: Context<AppEnv>, next: Next, key: string): ReturnType<MiddlewareHandler> => {
    if (!KEY.test(key)) {
      throw new ApiError(40001, 'Idempotency-Key must be 1 to 255 printable ASCII characters.', [
        { path: 'Idempotency-Key', message: 'invalid header' },
      ]);
    }
    const accountId = c.get('auth').accountId;
    const body = await c.req.text();
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${canonicalBody(body)}`)
      .digest('hex');
    const previous = await store.idempotency.get(accountId, key);
    if (previous) {
      if (previous.requestHash !== requestHash) {
        throw new ApiError(40901, 'This Idempotency-Key was used with a different request.');
      }
      c.header('idempotent-replayed', 'true');
      return c.json(previous.body as object, previous.status as 200);
    }
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status >= 500 || !type.includes('application/json')) return;
    const responseBody = (await c.res.clone().json()) as unknown;
    await store.idempotency.put({ accountId, key, requestHash, status: c.res.status, body: responseBody });
  };

/**
 * The body as compared for "same request": JSON with its object keys sorted and no whitespace, so
 * that a client re-serialising the same parameters is not refused; any other body byte for byte.
 * Serialised by one walk that sorts the keys of each object; arrays without objects are handed to
 * `JSON.stringify` whole, so a hostile body costs about one parse and one stringify.
 *
 * @example canonicalBody('{ "b": 1, "a": [2] }') // '{"a":[2],"b":1}'
 */
export function canonicalBody(body: string): string {
  try {
    return canonicalJson(JSON.parse(body));
  } catch {
    return body; // not JSON, too wide or nested too deep to re-serialise: compare the bytes
  }
}

/** No request schema has an object this wide; sorting a hostile one would cost more than it could matter. */
const MAX_CANONICAL_KEYS = 1000;

/** A key JavaScript orders before the others: "0", "7", "10" (not "07", "-1" or 2^32 − 1 and above). */
const isArrayIndex = (key: string): boolean =>
  /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4_294_967_295;

/** JSON of a parsed value with the keys of every object in sorted order. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.some((item) => item !== null && typeof item === 'object')) return JSON.stringify(value);
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  const object = value as Record<string, unknown>;
  let width = 0;
  for (const _ in object) if (++width > MAX_CANONICAL_KEYS) throw new RangeError('object too wide');
  // Sorted as before this walk existed (an object rebuilt from sorted entries: array-index keys first, in
  // numeric order), so an Idempotency-Key recorded by an earlier release still matches its retry.
  const keys = Object.keys(object).sort();
  const indexKeys = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  if (indexKeys.length > 0)
    keys.splice(0, keys.length, ...indexKeys, ...keys.filter((k) => !isArrayIndex(k)));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
}
