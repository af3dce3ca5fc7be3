/**
 * api.md §8: a body over 1 MiB is 413 (41301) before it is buffered whole, also when it is
 * sent chunked without a Content-Length. An endless body proves it: the server must stop
 * reading shortly after 1 MiB.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../src/app';

const CHUNK = 64 * 1024;

async function setup() {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  const { key } = await store.apiKeys.create(account.id);
  return { app: createApp({ store }), key };
}

/** An endless JSON-looking stream; `pulled()` says how many bytes the server asked for. */
function endlessBody() {
  let pulled = 0;
  const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(CHUNK - 9)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('body limit', () => {
  test('Content-Length over 1 MiB: 413 without reading the body', async () => {
    const { app, key } = await setup();
    const body = endlessBody();
    const response = await app.request('/api/v1/label', {
      method: 'POST',
      headers: {
        'x-api-key': key,
        'content-type': 'application/json',
        'content-length': String(MAX_BODY_BYTES + 1),
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 41301, message: 'The body is larger than 1 MiB.' });
    expect(body.pulled()).toBeLessThanOrEqual(2 * CHUNK); // at most the stream's read-ahead
  });

  test('no Content-Length (streamed): 413 once 1 MiB has been read, the rest never pulled', async () => {
    const { app, key } = await setup();
    const body = endlessBody();
    const response = await app.request('/api/v1/label', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 41301 });
    expect(body.pulled()).toBeGreaterThan(MAX_BODY_BYTES);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * CHUNK);
  });

  test('a body of exactly 1 MiB streamed without Content-Length is accepted (then validated)', async () => {
    const { app, key } = await setup();
    const json = `{"recipe":{"name":"x","servingSizeGrams":1,"ingredients":[]},"pad":"`;
    const text = `${json}${'y'.repeat(MAX_BODY_BYTES - json.length - 2)}"}`;
    expect(new TextEncoder().encode(text).length).toBe(MAX_BODY_BYTES);
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += CHUNK) controller.enqueue(bytes.subarray(i, i + CHUNK));
        controller.close();
      },
    });
    const response = await app.request('/api/v1/label', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    // Not 413: the body was read whole and reached validation (no ingredients → 40001).
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 40001 });
  });

  test('the real Node listener: a chunked upload that never ends gets 413 and the server stops reading', async () => {
    const { app, key } = await setup();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    let sent = 0;
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/label',
          headers: { 'x-api-key': key, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
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
      const chunk = Buffer.alloc(CHUNK, 'x');
      const pump = () => {
        // Stop after 16 MiB whatever happens: a server that buffered everything would still answer.
        while (sent < 16 * MAX_BODY_BYTES && !req.destroyed) {
          sent += CHUNK;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    server.close();
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 41301 });
    expect(sent).toBeLessThan(16 * MAX_BODY_BYTES);
  });
});
