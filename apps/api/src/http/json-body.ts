/**
 * Reading a JSON request body: 415 without a JSON content type, 40002 when it does not
 * parse. The 1 MiB limit (413) is enforced earlier by the body-limit middleware, before
 * the body is buffered whole.
 *
 * @module
 */
import type { Context } from 'hono';
import { ApiError, validationError } from './errors';
import { illFormedFields } from './text-rule';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True when the request says its body is JSON. */
export function hasJsonContentType(c: Context): boolean {
  return JSON_TYPE.test(c.req.header('content-type') ?? '');
}

/**
 * The request body parsed as JSON, its text checked by the rule of `./text-rule` (no U+0000, no
 * lone surrogate, anywhere in the body).
 *
 * @throws ApiError 41501 (not JSON content type), 40002 (unparseable) or 40001 (ill-formed text)
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!hasJsonContentType(c))
    throw new ApiError(41501, 'Send the body as JSON with Content-Type: application/json.');
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(40002, 'The body is not valid JSON.');
  }
  const illFormed = illFormedFields(value, text);
  if (illFormed.length > 0) {
    throw validationError(
      illFormed,
      'The request is invalid: text must not contain U+0000 or an unpaired surrogate.',
    );
  }
  return value;
}
