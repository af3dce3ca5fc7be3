/**
 * The real server process (src/server.ts under tsx): slow clients are cut off by the Node
 * timeouts of the configuration, and SIGTERM stops accepting, finishes the request in flight,
 * then exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

interface Started {
  readonly child: ChildProcess;
  readonly port: number;
  readonly key: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    HTTP_HEADERS_TIMEOUT_MS: '500',
    HTTP_REQUEST_TIMEOUT_MS: '1000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
    LOG_LEVEL: 'info',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--conditions=@nutrilabel/source', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const key = /\b(nlk_[0-9A-Za-z]{32})\b/.exec(output)?.[1];
  if (!key) throw new Error(`no bootstrap key in:\n${output}`);
  return { child, port, key, output: () => output, exited };
}

/** Opens a raw socket, writes `text`, and resolves with what came back and how long until it closed. */
function rawExchange(port: number, text: string): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (d) => {
      reply += d;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, ms: performance.now() - started }));
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-server-test-'));
  let server: Started;
  beforeAll(async () => {
    server = await startServer(dataDir);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a client that never finishes its headers gets 408 and is disconnected (headersTimeout 500 ms)', async () => {
    const { reply, ms } = await rawExchange(
      server.port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(5000);
  });

  test('a client that sends its body too slowly gets 408 and is disconnected (requestTimeout 1 s)', async () => {
    const head = `POST /api/v1/label HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nx-api-key: ${server.key}\r\nContent-Length: 1000\r\n\r\n{"recipe":`;
    const { reply, ms } = await rawExchange(server.port, head);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(6000);
  });

  test('SIGTERM: no new connections, the request in flight is answered, then exit 0', async () => {
    const body = JSON.stringify({
      recipe: {
        name: 'In flight',
        servingSizeGrams: 50,
        ingredients: [{ name: 'Oats', weightGrams: 100, nutrients: { energy_kcal: 389, protein: 17 } }],
      },
    });
    let refusedWhileStopping: boolean | undefined;
    const responded = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/v1/label',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'x-api-key': server.key,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      // The request is in flight (half its body sent) when the signal arrives.
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(async () => {
          const refused = await new Promise<boolean>((done) => {
            const probe = connect(server.port, '127.0.0.1');
            probe.on('connect', () => {
              probe.destroy();
              done(false);
            });
            probe.on('error', () => done(true));
          });
          refusedWhileStopping = refused;
          req.end(body.slice(20));
        }, 300);
      }, 200);
    });
    const { status, text } = await responded;
    expect(refusedWhileStopping).toBe(true);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ code: 0, data: { label: { servingSize: '50g' } } });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
