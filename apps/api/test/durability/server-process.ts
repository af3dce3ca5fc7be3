/**
 * Starts the real API server as a child process (source, through tsx) and reads what it
 * prints: the port it listens on and, on the first start of an empty database, the key.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** The key printed on first start, if this start printed one. */
  readonly key?: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/** Spawns `apps/api/src/server.ts` with the given environment; resolves once it listens. */
export function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@nutrilabel/source', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      const key = /\n\s+(nlk_[A-Za-z0-9]{32})\s*\n/.exec(output)?.[1];
      resolve({ child, url: listening[1], ...(key ? { key } : {}), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Kills the server with SIGKILL (no shutdown handlers run) and waits for the exit. */
export function kill(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
