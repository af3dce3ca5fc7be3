/**
 * A real webhook receiver for tests: node:http on 127.0.0.1 (port 0 unless given), recording every
 * request; its behaviour per request is swappable (answer a status, hang, or be down).
 *
 * @module
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

/** What to do with a request: answer with a status (now or after a delay), or never answer. */
export type Behaviour = (
  request: ReceivedRequest,
  index: number,
) => number | 'hang' | { readonly status: number; readonly delayMs: number };

/** A running receiver. */
export interface Receiver {
  readonly url: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  behaviour: Behaviour;
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a receiver.
 *
 * @example const receiver = await startReceiver(); // receiver.url = http://127.0.0.1:<port>/hook
 */
export async function startReceiver(behaviour: Behaviour = () => 200, port = 0): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      const index = requests.length;
      requests.push(received);
      for (const waiter of [...waiters]) {
        if (requests.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      const answer = receiver.behaviour(received, index);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (typeof answer === 'number') {
        res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      setTimeout(
        () => res.writeHead(answer.status, { 'content-type': 'text/plain' }).end('ok'),
        answer.delayMs,
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${actualPort}/hook`,
    port: actualPort,
    requests,
    behaviour,
    waitFor(count, timeoutMs = 20_000) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${requests.length} of ${count} requests in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/** A loopback port with nothing listening on it (connections are refused). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` every 20 ms until it returns a value other than `undefined`/`false`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
