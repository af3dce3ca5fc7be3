/**
 * One page of a keyset-paginated list (api.md §5): the store's page for `limit` and `cursor`, a
 * foreign cursor refused as 40001 naming `cursor`, and `Link: <…>; rel="next"` while more remain.
 *
 * @module
 */
import { type Page, type PageOptions, StoreError } from '@nutrilabel/store';
import type { Context } from 'hono';
import { validationError } from './errors';
import { setResponseHeader } from './response-header';

/** The query of a list route. */
export interface PageQuery {
  readonly limit?: number | undefined;
  readonly cursor?: string | undefined;
}

/**
 * Loads the page `query` asks for (at most `defaultLimit` rows when it names no limit) and sets the
 * `Link` header of the next one.
 *
 * @example const page = await keysetPage(c, query, 1000, (o) => store.recipes.list(accountId, o));
 */
export async function keysetPage<T>(
  c: Context,
  query: PageQuery,
  defaultLimit: number,
  load: (options: PageOptions) => Promise<Page<T>>,
): Promise<readonly T[]> {
  return (await keysetPageOf(c, query, defaultLimit, load)).items;
}

/** {@link keysetPage}, answering the store's page itself (a read-cache answer stays one: see answer-text.ts). */
export async function keysetPageOf<T>(
  c: Context,
  query: PageQuery,
  defaultLimit: number,
  load: (options: PageOptions) => Promise<Page<T>>,
): Promise<Page<T>> {
  const page = await load({
    limit: query.limit ?? defaultLimit,
    ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
  }).catch((error: unknown) => {
    // A cursor that is not one of ours: name the field like any other validation error.
    if (error instanceof StoreError && error.code === 'invalid' && query.cursor !== undefined) {
      throw validationError([{ path: 'cursor', message: 'not a cursor from a Link header' }]);
    }
    throw error;
  });
  if (page.nextCursor) {
    setResponseHeader(c, 'link', `<${nextPageTarget(c.req.url, page.nextCursor, query.limit)}>; rel="next"`);
  }
  return page;
}

/** A path `new URL` gives back unchanged (the list routes' paths: their ids are checked already). */
const PLAIN_PATH = /^\/[A-Za-z0-9_/-]*$/;
/**
 * Left to `new URL`: beyond printable ASCII, which it strips or re-encodes before the parameters are
 * read, and `#`, which starts a fragment (Node keeps one in the request target).
 */
const NOT_PLAIN_QUERY = /[^\x21-\x22\x24-\x7e]/;

/**
 * The path and query of the next page: the request's own, with `cursor` (and `limit`, when asked) set,
 * serialised as `URL.searchParams` serialises them. Parsing the whole URL cost 5 µs, a tenth of a
 * cached page, so a plain path and query are taken apart here instead.
 */
export function nextPageTarget(url: string, cursor: string, limit: number | undefined): string {
  const queryAt = url.indexOf('?');
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2), queryAt < 0 ? url.length : queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  if (!PLAIN_PATH.test(path) || NOT_PLAIN_QUERY.test(query)) {
    const next = new URL(url);
    next.searchParams.set('cursor', cursor);
    if (limit !== undefined) next.searchParams.set('limit', String(limit));
    return `${next.pathname}${next.search}`;
  }
  // '&' first: the constructor would drop a leading '?' of the query itself (an empty pair is skipped).
  const params = new URLSearchParams(`&${query}`);
  params.set('cursor', cursor);
  if (limit !== undefined) params.set('limit', String(limit));
  return `${path}?${params}`;
}
