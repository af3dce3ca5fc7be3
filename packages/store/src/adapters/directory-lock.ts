/**
 * The lock that keeps a second process off a PGlite data directory (PGlite has no multi-process
 * locking: two writers would corrupt it). The holder listens on a Unix-domain socket inside the
 * directory. The kernel closes that socket when the holder dies, however it dies (SIGKILL, OOM kill),
 * so a connect that is refused proves the holder is gone, whatever the pids and PID namespaces: a
 * server restarted as PID 1 of a new container is never mistaken for its dead predecessor, which a
 * pid file cannot tell apart. A live holder answers a connect with who it is, for the error message.
 *
 * @module
 */
import { closeSync, existsSync, mkdirSync, openSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StoreError } from '../store-error';

/** The socket's name inside the data directory. */
export const LOCK_SOCKET = 'nutrilabel.sock';
/** Held only while a stale socket is replaced, so two starters cannot both replace it. */
const TAKEOVER_DIR = 'nutrilabel.sock.takeover';
/** The pid lock file of earlier releases; removed when found, nothing reads it. */
const LEGACY_LOCK_FILE = 'nutrilabel.lock';
/** A takeover guard older than this was left by a process that died inside the takeover. */
const ABANDONED_TAKEOVER_MS = 10_000;
/** How long a live holder may take to say who it is. */
const HOLDER_REPLY_MS = 1_000;

/** A held lock. */
export interface DirectoryLock {
  /** The socket's path. */
  readonly path: string;
  /** Stops listening and removes the socket (idempotent). */
  release(): Promise<void>;
}

/** Who holds a directory, as the holder says it. */
interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Directories this process holds: a second open from the same process is refused at once. */
const heldHere = new Set<string>();

/**
 * The socket's path. Socket paths are limited to about 100 bytes; on Linux a path through a file
 * descriptor of the directory is short whatever the directory's own path. The descriptor stays open
 * while the lock is held: closing the server unlinks the socket through this same path.
 */
function openSocketPath(dir: string): { socketPath: string; close(): void } {
  if (!existsSync('/proc/self/fd')) return { socketPath: join(dir, LOCK_SOCKET), close() {} };
  const fd = openSync(dir, 'r');
  return { socketPath: `/proc/self/fd/${fd}/${LOCK_SOCKET}`, close: () => closeSync(fd) };
}

function listen(socketPath: string, server: Server): Promise<'listening' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (e.code === 'EADDRINUSE') resolve('in-use');
      else reject(e);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

/** `null` when nobody listens (the holder is gone); the holder's words, or `{}` when it is silent. */
function probe(socketPath: string): Promise<Partial<Holder> | null> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath);
    let text = '';
    let connected = false;
    const done = (value: Partial<Holder> | null) => {
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done({}), HOLDER_REPLY_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        done(JSON.parse(text) as Partial<Holder>);
      } catch {
        done({});
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Refused or gone: nobody listens. Anything else after a connect still means a live holder.
      done(connected ? {} : e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? null : {});
    });
  });
}

function lockedError(dir: string, holder: Partial<Holder>): StoreError {
  const who =
    holder.pid === undefined
      ? 'another live process'
      : `another live process (pid ${holder.pid} on host ${holder.host ?? '?'}, since ${holder.since ?? '?'})`;
  return new StoreError(
    'locked',
    'pglite',
    `database directory ${dir} is in use by ${who}: stop it first (find it with ` +
      `\`fuser -v ${join(dir, LOCK_SOCKET)}\` or \`ss -xlp | grep ${LOCK_SOCKET}\`)`,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Replaces a stale socket, one starter at a time; `false` when someone else is doing it. */
async function replaceStaleSocket(dir: string, socketPath: string): Promise<boolean> {
  const guard = join(dir, TAKEOVER_DIR);
  try {
    mkdirSync(guard);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    try {
      if (Date.now() - statSync(guard).mtimeMs > ABANDONED_TAKEOVER_MS) rmdirSync(guard);
    } catch {
      // removed by its owner meanwhile
    }
    return false;
  }
  try {
    // Checked again under the guard: another starter may have taken over since our first look.
    if ((await probe(socketPath)) !== null) return false;
    try {
      unlinkSync(join(dir, LOCK_SOCKET));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    return true;
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Takes the lock of `dir` for this process, or throws `StoreError('locked')` naming the holder.
 *
 * @param dir - the data directory (must exist)
 * @returns the held lock; `release()` frees it, and the kernel frees it when the process dies
 * @example const lock = await lockDirectory('/srv/data/pglite'); … await lock.release();
 */
export async function lockDirectory(dir: string): Promise<DirectoryLock> {
  if (heldHere.has(dir)) {
    throw new StoreError('locked', 'pglite', `database directory ${dir} is already open in this process`);
  }
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const server = createServer((socket) => socket.end(JSON.stringify(me)));
  server.on('error', () => {}); // after listening, a failed accept must not crash the process
  const path = openSocketPath(dir);
  try {
    for (let attempt = 0; ; attempt++) {
      if ((await listen(path.socketPath, server)) === 'listening') break;
      const holder = await probe(path.socketPath);
      if (holder !== null) throw lockedError(dir, holder);
      if (!(await replaceStaleSocket(dir, path.socketPath))) {
        if (attempt >= 40) throw lockedError(dir, {});
        await sleep(50);
      }
    }
  } catch (e) {
    path.close();
    if (e instanceof StoreError) throw e;
    throw new StoreError(
      'unavailable',
      'pglite',
      `cannot lock ${dir} (socket ${LOCK_SOCKET}): ${(e as Error).message}`,
      { cause: e },
    );
  }
  server.unref();
  heldHere.add(dir);
  try {
    unlinkSync(join(dir, LEGACY_LOCK_FILE));
  } catch {
    // none
  }
  let released: Promise<void> | undefined;
  return {
    path: join(dir, LOCK_SOCKET),
    release() {
      // Closing unlinks the socket first and stops listening after, so no other process can have
      // replaced the file in between (a listening socket is never taken over).
      released ??= new Promise<void>((resolve) => server.close(() => resolve())).then(() => {
        path.close();
        heldHere.delete(dir);
      });
      return released;
    },
  };
}
