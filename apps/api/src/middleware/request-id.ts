/**
 * `x-request-id` on every response (api.md §1): the client's when it is sane, else a new one.
 *
 * @module
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Sets `requestId` and echoes it in `x-request-id`. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header('x-request-id');
  const id = given && SANE.test(given) ? given : `req_${crypto.randomUUID().replaceAll('-', '')}`;
  c.set('requestId', id);
  c.header('x-request-id', id);
  await next();
});
