/**
 * The Node fast path of the body limit (src/middleware/body-limit.ts) through the real
 * listener: the body is read from the IncomingMessage, bounded, decoded like `Request.text()`,
 * and every later reader (idempotency, readJson) sees it.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../src/app';

let port: number;
let key: string;
let close: () => void;

beforeAll(async () => {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  key = (await store.apiKeys.create(account.id)).key;
  const server = serve({ fetch: createApp({ store }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** Sends `chunks` one by one (chunked unless `length` is given) and resolves with the response. */
function send(
  path: string,
  chunks: readonly Buffer[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('body limit on the Node listener', () => {
  test('a Content-Length over 1 MiB is refused from the headers alone', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `POST /api/v1/label HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-api-key: ${key}\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n{`,
        ),
      );
      let text = '';
      socket.on('data', (d) => {
        text += d;
        if (text.includes('\r\n\r\n') && text.includes('}')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(reply).toContain('"code":41301');
  });

  test('a chunked body of exactly 1 MiB is read whole; one byte more is 413', async () => {
    const head = '{"name":"x","nutrients":{"protein":1},"pad":"';
    const fill = (n: number) => Buffer.from(`${head}${'y'.repeat(n - head.length - 2)}"}`);
    const exact = fill(MAX_BODY_BYTES);
    expect(exact.length).toBe(MAX_BODY_BYTES);
    const chunks = (b: Buffer) =>
      Array.from({ length: Math.ceil(b.length / 65536) }, (_, i) => b.subarray(i * 65536, (i + 1) * 65536));
    expect((await send('/api/v1/ingredients', chunks(exact))).status).toBe(201);
    const over = await send('/api/v1/ingredients', chunks(fill(MAX_BODY_BYTES + 1)));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({ code: 41301 });
  });

  test('UTF-8 split across chunks and a leading BOM decode as Request.text() would', async () => {
    const json = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"name":"Crème brûlée 奶茶 👩‍🍳","nutrients":{"protein":1}}'),
    ]);
    const oneByteChunks = [...json].map((byte) => Buffer.from([byte]));
    const { status, body } = await send('/api/v1/ingredients', oneByteChunks);
    expect(status).toBe(201);
    expect(JSON.parse(body).data.name).toBe('Crème brûlée 奶茶 👩‍🍳');
  });

  test('with Content-Length too; the idempotency middleware and the route both read the body', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Oat milk', nutrients: { energy_kcal: 45 } }));
    const headers = { 'content-length': String(body.length), 'idempotency-key': 'node-path-1' };
    const first = await send('/api/v1/ingredients', [body], headers);
    const second = await send('/api/v1/ingredients', [body], headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(JSON.parse(second.body).data.id).toBe(JSON.parse(first.body).data.id);
    const other = Buffer.from(JSON.stringify({ name: 'Soy milk', nutrients: { energy_kcal: 33 } }));
    const conflict = await send('/api/v1/ingredients', [other], {
      'content-length': String(other.length),
      'idempotency-key': 'node-path-1',
    });
    expect(conflict.status).toBe(409);
  });

  test('a client that disconnects mid-body does not take the server down', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/label HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-api-key: ${key}\r\nContent-Length: 500\r\n\r\n{"rec`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    const after = await send('/api/v1/label', [Buffer.from('{"recipe":{}}')]);
    expect(after.status).toBe(400);
  });
});
