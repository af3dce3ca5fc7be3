/**
 * One page of a keyset-paginated list (api.md §5): the store's page for `limit` and `cursor`, a
 * foreign cursor refused as 40001 naming `cursor`, and `Link: <…>; rel="next"` while more remain.
 *
 * @module
 */
import { type Page, type PageOptions, StoreError } from '@nutrilabel/store';
import type { Context } from 'hono';
import { validationError } from './errors';

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
    const next = new URL(c.req.url);
    next.searchParams.set('cursor', page.nextCursor);
    if (query.limit !== undefined) next.searchParams.set('limit', String(query.limit));
    c.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page;
}
