/**
 * A server killed with SIGKILL starts again at once on its PGlite directory, also as PID 1 of a fresh
 * PID namespace (as in a container, where the dead server was PID 1 too), with every acknowledged write;
 * while one server lives, a second one on the same directory is refused with the holder named.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { apiCall, type ServerProcess, startServer } from '../support/server-process';

const CONTAINER = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL'];
const canUnshare = (() => {
  try {
    execFileSync(CONTAINER[0]!, [...CONTAINER.slice(1), 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function saveRecipes(server: ServerProcess, key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await apiCall(server, key, '/api/v1/recipes', {
      name: `Crash ${i}`,
      recipe: {
        servingSizeGrams: 30,
        ingredients: [{ name: 'Oats', weightGrams: 40, nutrients: { protein: 13 } }],
      },
    });
    expect(res.status).toBe(201);
    ids.push((res.body.data as { id: string }).id);
  }
  return ids;
}

/** Starts a second server on the same directory and returns what it said on its way out. */
async function refusedStart(env: Record<string, string>, wrap: readonly string[]): Promise<string> {
  const err = await startServer(env, undefined, { wrap }).then(
    async (s) => {
      await s.kill('SIGKILL');
      throw new Error('a second server started on a directory in use');
    },
    (e: unknown) => (e as Error).message,
  );
  return err;
}

describe.each([
  { where: 'in the same PID namespace', wrap: [] as string[], run: true },
  { where: 'as PID 1 of a new PID namespace each time', wrap: CONTAINER, run: canUnshare },
])('SIGKILL then restart, $where', ({ wrap, run }) => {
  test.runIf(run)(
    'starts at once with every acknowledged write; a second live server is refused',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nutrilabel-crash-'));
      dirs.push(dataDir);
      const env = { DATA_DIR: dataDir };
      const first = await startServer(env, undefined, { wrap });
      const key = first.key ?? '';
      expect(key, first.output()).toMatch(/^nlk_/);
      const saved = await saveRecipes(first, key, 5);

      const refused = await refusedStart(env, wrap);
      expect(refused).toMatch(
        /Could not start: .*database directory .*pglite is in use by another live process \(pid \d+/,
      );
      expect(refused).toContain('fuser -v');

      await first.kill('SIGKILL');
      const second = await startServer(env, undefined, { wrap });
      try {
        expect(second.key).toBeNull();
        const list = await apiCall(second, key, '/api/v1/recipes?limit=100');
        expect(list.status).toBe(200);
        const ids = (list.body.data as { id: string }[]).map((r) => r.id);
        expect(ids.sort()).toEqual([...saved].sort());
      } finally {
        await second.kill('SIGKILL');
      }
    },
    120_000,
  );
});
