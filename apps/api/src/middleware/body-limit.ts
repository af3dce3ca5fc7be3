/**
 * The body limit of api.md §8 (413 / 41301 over 1 MiB, before the body is buffered whole,
 * chunked uploads included), with a fast path on Node: the body is read straight from the
 * `IncomingMessage` into the request's body cache, so `c.req.text()` / `readJson` never build
 * the web `Request` and its stream (which cost about as much as the rest of a small request).
 * Elsewhere (`app.request` in tests, other runtimes) hono's streaming `bodyLimit` does the job.
 *
 * @module
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../deps';
import { ApiError } from '../http/errors';

/** What @hono/node-server puts in `c.env`. */
interface NodeBindings {
  readonly incoming?: IncomingMessage;
}

/** UTF-8 with the BOM stripped, as `Request.text()` decodes. */
const utf8 = new TextDecoder();

/**
 * Reads a Node request body up to `maxBytes`.
 *
 * @returns the bytes, or `null` as soon as they exceed `maxBytes` (the rest is left unread; the
 *   adapter drains or closes the connection after the response)
 */
export function readNodeBody(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        incoming.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('the client closed the connection before the body ended'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/**
 * Refuses bodies over `maxBytes` with 413 (41301).
 *
 * @example v1.use('*', bodyLimit(1024 * 1024));
 */
export const bodyLimit = (maxBytes: number) => {
  const tooLarge = () =>
    new ApiError(
      41301,
      `The body is larger than ${maxBytes === 1024 * 1024 ? '1 MiB' : `${maxBytes} bytes`}.`,
    );
  const streaming = honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  const readBody = async (c: Context<AppEnv>, next: Next, incoming: IncomingMessage) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!chunked) {
      if (length === undefined || length === '0') return next();
      if (Number(length) > maxBytes) throw tooLarge();
    }
    let body: Buffer | null;
    try {
      body = await readNodeBody(incoming, maxBytes);
    } catch {
      throw new ApiError(40002, 'The body was not received completely.');
    }
    if (body === null) throw tooLarge();
    // Hono keeps promises in `bodyCache` (its type says values); text(), json() and the rest read from it.
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(utf8.decode(body));
    await next();
  };
  const limit: MiddlewareHandler<AppEnv> = (c, next) => {
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    if (!incoming || typeof incoming.on !== 'function') return streaming(c, next);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    return readBody(c, next, incoming);
  };
  return limit;
};
