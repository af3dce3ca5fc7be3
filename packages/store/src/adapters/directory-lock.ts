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
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StoreError } from '../store-error';

/** The socket's name inside the data directory. */
export const LOCK_SOCKET = 'nutrilabel.sock';
/** Held only while a stale socket is replaced, so two starters cannot both replace it. */
const TAKEOVER_DIR = 'nutrilabel.sock.takeover';
/** The pid lock file of earlier releases (see `checkLegacyLock`). */
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

/** What is at the socket's path: a live holder (and what it says), a socket nobody listens on, or nothing. */
type Probe =
  | { readonly state: 'live'; readonly holder: Partial<Holder> }
  | { readonly state: 'stale' }
  | { readonly state: 'absent' };

function probe(socketPath: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath);
    let text = '';
    let connected = false;
    const done = (value: Probe) => {
      socket.destroy();
      resolve(value);
    };
    const live = (holder: Partial<Holder>): Probe => ({ state: 'live', holder });
    const timer = setTimeout(() => done(live({})), HOLDER_REPLY_MS);
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
        done(live(JSON.parse(text) as Partial<Holder>));
      } catch {
        done(live({}));
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Anything after a connect still means a live holder.
      if (connected) done(live({}));
      else if (e.code === 'ECONNREFUSED') done({ state: 'stale' });
      else if (e.code === 'ENOENT') done({ state: 'absent' });
      else done(live({}));
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

/**
 * Takes the guard that makes replacing a stale socket one starter's job; `false` while another
 * starter holds it (a guard older than {@link ABANDONED_TAKEOVER_MS} was left by a process that died
 * inside a takeover, and is removed).
 */
function takeGuard(guard: string): boolean {
  try {
    mkdirSync(guard);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    try {
      if (Date.now() - statSync(guard).mtimeMs > ABANDONED_TAKEOVER_MS) rmdirSync(guard);
    } catch {
      // removed by its owner meanwhile
    }
    return false;
  }
}

/**
 * Under the guard: looks again, removes the socket only when nobody listens on it (a refused
 * connect: nobody can bind over an existing file, and only a guard holder unlinks), and binds before
 * letting go of the guard, so no other starter can remove the new socket in between.
 */
async function takeOver(dir: string, socketPath: string, server: Server): Promise<Probe | 'listening'> {
  const guard = join(dir, TAKEOVER_DIR);
  if (!takeGuard(guard)) return { state: 'absent' };
  try {
    const seen = await probe(socketPath);
    if (seen.state === 'live') return seen;
    if (seen.state === 'stale') unlinkSync(join(dir, LOCK_SOCKET));
    if ((await listen(socketPath, server)) === 'listening') return 'listening';
    return probe(socketPath); // a fresh starter bound first
  } finally {
    rmdirSync(guard);
  }
}

/**
 * The pid lock file of earlier releases: a live pid other than ours means an earlier release still runs
 * on this directory (refused); otherwise it is a leftover and goes. A pid equal to ours is a leftover
 * too: it is what a restarted container's PID 1 saw forever under the old lock.
 */
function checkLegacyLock(dir: string): void {
  const file = join(dir, LEGACY_LOCK_FILE);
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) {
    throw new StoreError(
      'locked',
      'pglite',
      `database directory ${dir} may be in use by an earlier release (pid ${pid} in ${file}): stop it, ` +
        'or delete that file if no such process uses the directory',
    );
  }
  try {
    unlinkSync(file);
  } catch {
    // gone already
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
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
    // Past the age at which an abandoned guard is cleared, so a crash inside a takeover never blocks.
    const deadline = Date.now() + ABANDONED_TAKEOVER_MS + 2_000;
    for (;;) {
      if ((await listen(path.socketPath, server)) === 'listening') break;
      const seen = await probe(path.socketPath);
      if (seen.state === 'live') throw lockedError(dir, seen.holder);
      if (seen.state === 'stale') {
        const outcome = await takeOver(dir, path.socketPath, server);
        if (outcome === 'listening') break;
        if (outcome.state === 'live') throw lockedError(dir, outcome.holder);
      } // 'absent': released meanwhile, bind again
      if (Date.now() > deadline) {
        throw new StoreError(
          'locked',
          'pglite',
          `cannot take over ${join(dir, LOCK_SOCKET)}: another start keeps it`,
        );
      }
      await sleep(50);
    }
    checkLegacyLock(dir);
  } catch (e) {
    if (server.listening) await new Promise<void>((r) => server.close(() => r()));
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
