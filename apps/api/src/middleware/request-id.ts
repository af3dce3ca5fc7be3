/**
 * `x-request-id` on every response (api.md §1): the client's when it is sane, else a new one.
 *
 * @module
 */
import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';
import { setResponseHeader } from '../http/response-header';

const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Random bytes drawn 4 KiB at a time (one system call per 256 ids instead of a UUID and a copy each). */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** `req_` and 32 random hexadecimal digits (128 bits, as the UUID it replaces without its dashes). */
export function newRequestId(): string {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return `req_${pool.toString('hex', used - 16, used)}`;
}

/** Sets `requestId` and echoes it in `x-request-id`; returns it. */
export function assignRequestId(c: Context): string {
  const given = c.req.header('x-request-id');
  const id = given !== undefined && SANE.test(given) ? given : newRequestId();
  c.set('requestId', id);
  setResponseHeader(c, 'x-request-id', id);
  return id;
}
