/**
 * A pid lock file, because PGlite has no multi-process locking: two processes opening one data
 * directory would corrupt it. The lock is stale (and taken over) when its pid is no longer alive.
 *
 * @module
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { StoreError } from '../store-error';

/** A held lock. */
export interface HeldLock {
  readonly path: string;
  /** Removes the lock file (idempotent). */
  release(): void;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock at `path` for this process, or throws `StoreError('locked')` naming the holder.
 * The lock is also released when the process exits normally.
 *
 * @param path - the lock file, e.g. `<dataDir>/nutrilabel.lock`
 * @param dir - the directory named in the error message
 * @returns the held lock
 * @example const lock = acquireLockFile(join(dir, 'nutrilabel.lock'), dir); … lock.release();
 */
export function acquireLockFile(path: string, dir: string): HeldLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readPid(path) === process.pid) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { path, release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StoreError(
          'unavailable',
          'pglite',
          `cannot create lock file ${path}: ${(e as Error).message}`,
          {
            cause: e,
          },
        );
      }
      const pid = readPid(path);
      if (pid !== null && pidAlive(pid)) {
        const who = pid === process.pid ? 'this process (opened twice)' : `another process (pid ${pid})`;
        throw new StoreError(
          'locked',
          'pglite',
          `database directory is locked by ${who}: ${dir} (lock file ${path})`,
        );
      }
      // Stale (dead pid, or a half-written file): remove and try again.
      try {
        unlinkSync(path);
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new StoreError('locked', 'pglite', `database directory is locked by another process: ${dir}`);
}
