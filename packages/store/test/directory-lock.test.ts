/**
 * The data-directory lock with real processes: it dies with its holder whatever the pids (a SIGKILLed
 * holder, a new holder that is PID 1 of its own namespace like its dead predecessor), and it never
 * lets two live processes in, even when several start at once on a stale socket.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { LOCK_SOCKET, lockDirectory } from '../src/adapters/directory-lock';

const lockModule = resolve(import.meta.dirname, '../src/adapters/directory-lock.ts');
const repoRoot = resolve(import.meta.dirname, '../../..');

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrilabel-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const canUnshare = (() => {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL', 'true'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
})();

/** A child process that takes the lock and reports `held pid=<its pid>` or `locked <message>`. */
interface Locker {
  readonly child: ChildProcess;
  /** The first line it printed. */
  readonly said: Promise<string>;
  kill(): Promise<void>;
}

function startLocker(dir: string, options: { ownPidNamespace?: boolean } = {}): Locker {
  const script =
    `import(${JSON.stringify(lockModule)}).then((m) => m.lockDirectory(${JSON.stringify(dir)}))` +
    `.then(() => { console.log('held pid=' + process.pid); setInterval(() => {}, 1000); },` +
    ` (e) => { console.log(e.code + ' ' + e.message); process.exit(3); })`;
  const node = [process.execPath, '--import', 'tsx', '-e', script];
  const [command, ...args] = options.ownPidNamespace
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL', ...node]
    : node;
  const child = spawn(command!, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let out = '';
  const said = new Promise<string>((resolveLine, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const nl = out.indexOf('\n');
      if (nl >= 0) resolveLine(out.slice(0, nl));
    });
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('exit', () => reject(new Error(`locker exited without a word: ${err}`)));
  });
  said.catch(() => {});
  return {
    child,
    said,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('lockDirectory', () => {
  test('a second live process is refused, with the holder named and where to find it', async () => {
    const dir = tempDir();
    const lock = await lockDirectory(dir);
    const other = startLocker(dir);
    try {
      expect(await other.said).toBe(
        `locked [store] [pglite] database directory ${dir} is in use by another live process ` +
          `(pid ${process.pid} on host ${hostname()}, since ${(await other.said).match(/since ([^)]+)\)/)?.[1]}): ` +
          `stop it first (find it with \`fuser -v ${join(dir, LOCK_SOCKET)}\` or \`ss -xlp | grep ${LOCK_SOCKET}\`)`,
      );
      expect(await other.said).toMatch(/since \d{4}-\d\d-\d\dT/);
    } finally {
      await other.kill();
      await lock.release();
    }
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false);
  }, 30_000);

  test('SIGKILL of the holder frees the directory at once (the socket it left is taken over)', async () => {
    const dir = tempDir();
    const holder = startLocker(dir);
    expect(await holder.said).toMatch(/^held pid=\d+$/);
    await holder.kill();
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(true); // left behind, as after any crash
    const lock = await lockDirectory(dir);
    await lock.release();
  }, 30_000);

  test.runIf(canUnshare)(
    'PID 1 of a new namespace, killed and restarted as PID 1 again, gets the directory back',
    async () => {
      const dir = tempDir();
      const first = startLocker(dir, { ownPidNamespace: true });
      expect(await first.said).toBe('held pid=1');
      // While it lives, another PID 1 is refused.
      const rival = startLocker(dir, { ownPidNamespace: true });
      expect(await rival.said).toMatch(/^locked .* is in use by another live process \(pid 1 on host /);
      await rival.kill();
      await first.kill();
      const second = startLocker(dir, { ownPidNamespace: true });
      try {
        expect(await second.said).toBe('held pid=1');
      } finally {
        await second.kill();
      }
    },
    30_000,
  );

  test('of several processes starting at once on a stale socket, exactly one gets the lock', async () => {
    const dir = tempDir();
    const crashed = startLocker(dir);
    await crashed.said;
    await crashed.kill();
    const starters = Array.from({ length: 5 }, () => startLocker(dir));
    try {
      const said = await Promise.all(starters.map((s) => s.said));
      expect(said.filter((s) => s.startsWith('held'))).toHaveLength(1);
      expect(said.filter((s) => s.startsWith('locked'))).toHaveLength(4);
    } finally {
      await Promise.all(starters.map((s) => s.kill()));
    }
  }, 60_000);

  test('a guard abandoned inside a takeover does not block a start for good', async () => {
    const dir = tempDir();
    const guard = join(dir, 'nutrilabel.sock.takeover');
    mkdirSync(guard);
    const holder = startLocker(dir);
    await holder.said;
    await holder.kill(); // a stale socket, and a guard left by a process that died inside a takeover
    const old = new Date(Date.now() - 60_000);
    utimesSync(guard, old, old);
    const lock = await lockDirectory(dir);
    expect(existsSync(guard)).toBe(false);
    await lock.release();
  }, 30_000);

  test('the pid file of earlier releases: a live other pid is refused, a dead pid or our own is a leftover', async () => {
    const dir = tempDir();
    const legacy = join(dir, 'nutrilabel.lock');
    // The parent of this process is alive and is not us: an earlier release may still run here.
    writeFileSync(legacy, `${process.ppid}\n`);
    await expect(lockDirectory(dir)).rejects.toMatchObject({
      code: 'locked',
      message: expect.stringContaining(`in use by an earlier release (pid ${process.ppid} in ${legacy})`),
    });
    expect(existsSync(join(dir, LOCK_SOCKET))).toBe(false); // refused without keeping the socket
    // Pids are below 2^22 on Linux, so this one cannot be alive.
    writeFileSync(legacy, '4194999\n');
    const first = await lockDirectory(dir);
    expect(existsSync(legacy)).toBe(false);
    await first.release();
    // Our own pid: what a restarted container's PID 1 found, and refused forever, under the old lock.
    writeFileSync(legacy, `${process.pid}\n`);
    const second = await lockDirectory(dir);
    expect(existsSync(legacy)).toBe(false);
    await second.release();
  }, 30_000);

  test('a directory path longer than a socket path may be is locked all the same', async () => {
    const dir = join(tempDir(), 'x'.repeat(120));
    mkdirSync(dir);
    const lock = await lockDirectory(dir);
    const other = startLocker(dir);
    try {
      expect(await other.said).toMatch(/^locked /);
    } finally {
      await other.kill();
      await lock.release();
    }
  }, 30_000);
});
