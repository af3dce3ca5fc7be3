/**
 * A request goes route → service → core/store and back, never sideways (issue "The API is thin"):
 * a route module imports no other route, a service or schema imports no route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const modules = (dir: string) =>
  readdirSync(join(src, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(src, dir, f), 'utf8') }));
const imports = (text: string) => [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

describe('layers of apps/api/src', () => {
  test.each(modules('routes'))('$name imports no other route', ({ text }) => {
    expect(imports(text).filter((i) => i.startsWith('./'))).toEqual([]);
  });

  test.each([...modules('services'), ...modules('schemas'), ...modules('openapi')])(
    '$name imports no route',
    ({ text }) => {
      expect(imports(text).filter((i) => i.includes('routes/'))).toEqual([]);
    },
  );
});
