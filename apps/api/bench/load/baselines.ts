/**
 * The baselines of `pnpm bench:load` (scripts/bench-load.ts), in their own process: the platform's
 * limits that the API's endpoints are measured against, in the same run.
 *
 * - plain `node:http` that reads the body, `JSON.parse`s it and answers `{"code":0}` (for POST /label);
 * - bare Hono on @hono/node-server doing the same with `c.req.json()` (reference);
 * - bare Hono answering a GET with a small JSON object (for the read endpoints).
 *
 * Prints one JSON line with the two ports, then serves until SIGTERM.
 *
 *   node --import tsx apps/api/bench/load/baselines.ts [node-http-port hono-port]   (default: any free ports)
 */
import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const nodeHttp = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const body = '{"code":0}';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
});

const bare = new Hono();
bare.post('/label', async (c) => {
  await c.req.json();
  return c.json({ code: 0 });
});
bare.get('/small', (c) => c.json({ code: 0, data: { id: 'rec_0123456789abcdefghij', name: 'Small' } }));

const [nodeHttpAt = 0, honoAt = 0] = process.argv.slice(2).map(Number);
const listenNode = (server: Server) =>
  new Promise<number>((resolve) => {
    server.listen(nodeHttpAt, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
const closers: (() => void)[] = [() => nodeHttp.close()];
const listenHono = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    const server = serve({ fetch, port: honoAt, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    closers.push(() => server.close());
  });

const nodeHttpPort = await listenNode(nodeHttp);
const honoPort = await listenHono(bare.fetch);
process.on('SIGTERM', () => {
  for (const close of closers) close();
  process.exit(0);
});
process.stdout.write(`${JSON.stringify({ nodeHttpPort, honoPort })}\n`);
