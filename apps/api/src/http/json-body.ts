/**
 * Reading a JSON request body: 415 without a JSON content type, 40002 when it does not
 * parse. The 1 MiB limit (413) is enforced earlier by the body-limit middleware, before
 * the body is buffered whole.
 *
 * @module
 */
import type { Context } from 'hono';
import { ApiError } from './errors';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True when the request says its body is JSON. */
export function hasJsonContentType(c: Context): boolean {
  return JSON_TYPE.test(c.req.header('content-type') ?? '');
}

/**
 * The request body parsed as JSON.
 *
 * @throws ApiError 41501 (not JSON content type) or 40002 (unparseable)
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!hasJsonContentType(c))
    throw new ApiError(41501, 'Send the body as JSON with Content-Type: application/json.');
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(40002, 'The body is not valid JSON.');
  }
}
