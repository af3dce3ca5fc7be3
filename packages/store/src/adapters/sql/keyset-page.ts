/**
 * Keyset pagination over a table: newest first, continued from an opaque cursor.
 *
 * @module
 */
import { type CursorPosition, checkLimit, decodeCursor, encodeCursor } from '../../cursor';
import type { SqlExecutor } from '../../sql/sql-client';
import type { Page, PageOptions } from '../../types';
import { iso, type Row, str } from './rows';

/** Keyset page query: rows of `table` for the account, newest `column` first, after the cursor. */
export async function keysetPage<T>(
  db: SqlExecutor,
  opts: { table: string; column: string; columns: string; accountId: string; page: PageOptions | undefined },
  source: 'pglite' | 'postgres',
  map: (r: Row) => T,
): Promise<Page<T>> {
  const limit = checkLimit(opts.page?.limit, source);
  const after: CursorPosition | null = decodeCursor(opts.page?.cursor, source);
  const params: unknown[] = [opts.accountId, limit + 1];
  let where = 'account_id = $1';
  if (after) {
    params.push(after.at, after.id);
    where += ` and (${opts.column}, id) < ($3::timestamptz, $4)`;
  }
  const { rows } = await db.query<Row>(
    `select ${opts.columns} from ${opts.table} where ${where} order by ${opts.column} desc, id desc limit $2`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(map),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: iso(last[opts.column]), id: str(last.id) }) : null,
  };
}
