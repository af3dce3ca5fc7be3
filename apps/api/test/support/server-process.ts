/**
 * Runs the real API server (apps/api/src/server.ts through tsx) as a child process for tests, and
 * reads its first-start key and port from stdout.
 *
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackServer } from '../conformance/state';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A running server. */
export interface ServerProcess {
  readonly baseUrl: string;
  /** The first-start key, when this start created the account. */
  readonly key: string | null;
  readonly child: ChildProcess;
  /** Everything it wrote, for failure messages. */
  output(): string;
  /** Sends the signal and resolves once the process has exited (and been reaped). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Spawns `node --conditions=@nutrilabel/source --import tsx apps/api/src/server.ts` with PORT=0
 * and the given environment; resolves when it prints "listening on http://localhost:<port>".
 * `wrap` runs it under another command, e.g. `unshare --pid --fork …` to make it PID 1 of a namespace.
 *
 * @example const server = await startServer({ DATA_DIR: dir, WEBHOOK_ALLOW_PRIVATE: '1' });
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 45_000,
  options: { wrap?: readonly string[] } = {},
): Promise<ServerProcess> {
  const node = [
    process.execPath,
    '--conditions=@nutrilabel/source',
    '--import',
    'tsx',
    'apps/api/src/server.ts',
  ];
  const [command, ...args] = [...(options.wrap ?? []), ...node];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = () => {
      const listening = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const key = /shown only this once:\s*\n\s*(nlk_[A-Za-z0-9]+)/.exec(out)?.[1] ?? null;
      // Every response a test fetches from this server is checked against its /openapi.json.
      trackServer(`http://127.0.0.1:${listening[1]}`);
      resolve({
        baseUrl: `http://127.0.0.1:${listening[1]}`,
        key,
        child,
        output: () => out,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

/** Calls the server's API with the key. */
export async function apiCall(
  server: ServerProcess,
  key: string,
  pathname: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; body: { code: number; data?: unknown; message?: string } }> {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data?: unknown } };
}
