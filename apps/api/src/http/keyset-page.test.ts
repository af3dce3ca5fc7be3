import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextPageTarget } from './keyset-page';

/** What the Link target was built with before: the whole URL parsed, its search parameters set. */
function viaUrl(url: string, cursor: string, limit: number | undefined): string {
  const next = new URL(url);
  next.searchParams.set('cursor', cursor);
  if (limit !== undefined) next.searchParams.set('limit', String(limit));
  return `${next.pathname}${next.search}`;
}

const queryChar = fc.constantFrom(
  ...'abcXYZ019=&+%-_.~!*\'()[]{}|^`"<>é€ ;:@,/?#'.split(''),
  '%2B',
  '%26',
  '%3D',
  '%zz',
);

describe('nextPageTarget', () => {
  test('gives what parsing the whole URL gave, for any query and path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '/api/v1/recipes',
          '/api/v1/webhooks/whk_AbC09/deliveries',
          '/api/v1/ré cipes',
          '/a/%7e/b',
        ),
        fc.option(
          fc.array(queryChar, { maxLength: 40 }).map((chars) => chars.join('')),
          { nil: undefined },
        ),
        fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        (path, query, cursor, limit) => {
          const url = `http://127.0.0.1:3000${path}${query === undefined ? '' : `?${query}`}`;
          expect(nextPageTarget(url, cursor, limit)).toBe(viaUrl(url, cursor, limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a first page of 50', () => {
    expect(nextPageTarget('http://localhost/api/v1/recipes?limit=50', 'WyJ4Il0', 50)).toBe(
      '/api/v1/recipes?limit=50&cursor=WyJ4Il0',
    );
  });
});
