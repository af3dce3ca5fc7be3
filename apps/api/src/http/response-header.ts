/**
 * Headers a middleware gives every response of a request (`x-request-id`, `RateLimit-*`, …).
 *
 * Served by @hono/node-server, they go on Node's response itself, which merges them into the head it
 * writes: a route's answer built with a plain header object (`c.body(text, 200, { 'content-type': … })`)
 * then keeps @hono/node-server's fast path, where `c.header` would have made web `Headers` for every
 * response (building, validating and iterating them cost about 5 % of a cached `GET /recipes/:id`).
 * Anywhere else (`app.request` in tests, another runtime) through `c.header`. Either way the header is
 * on whatever response the request ends with, errors included, and a route's own value of it wins.
 *
 * @module
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Sets `name` on the response of this request, whichever response that turns out to be. */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing !== undefined && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}
