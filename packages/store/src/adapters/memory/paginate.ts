/**
 * Newest-first order and cursor pages over in-memory rows, matching the SQL keyset pages.
 *
 * @module
 */
import { checkLimit, decodeCursor, encodeCursor } from '../../cursor';
import type { Page, PageOptions } from '../../types';
import { SRC } from './context';

/** Newest `at` first, then the larger id first. */
export const newestFirst = (a: { at: string; id: string }, b: { at: string; id: string }): number =>
  a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1;

/** One page of `rows`, newest first, after the cursor. */
export function paginate<T>(
  rows: T[],
  key: (row: T) => { at: string; id: string },
  options: PageOptions | undefined,
): Page<T> {
  const limit = checkLimit(options?.limit, SRC);
  const after = decodeCursor(options?.cursor, SRC);
  const sorted = rows.map((row) => ({ row, k: key(row) })).sort((a, b) => newestFirst(a.k, b.k));
  const rest = after ? sorted.filter(({ k }) => newestFirst(k, after) > 0) : sorted;
  const page = rest.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => row),
    nextCursor: rest.length > limit && last ? encodeCursor(last.k) : null,
  };
}
