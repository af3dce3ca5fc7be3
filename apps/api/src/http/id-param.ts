/**
 * Path ids (`/recipes/:id`, `/webhooks/:id`, …): an id that cannot exist is "no such resource"
 * (404, api.md §1), answered before the database sees it (a NUL byte would otherwise be a 400
 * from PostgreSQL's text type).
 *
 * @module
 */
import type { Context } from 'hono';
import { notFound } from './errors';

const SHAPES = {
  rec: /^rec_[A-Za-z0-9]{1,64}$/,
  ing: /^ing_[A-Za-z0-9]{1,64}$/,
  wh: /^wh_[A-Za-z0-9]{1,64}$/,
} as const;

/**
 * The `:id` path parameter when it has the shape of a `prefix` id.
 *
 * @param what - the resource named in the 404 message ("recipe")
 * @throws ApiError 40401 otherwise
 * @example idParam(c, 'rec', 'recipe') // 'rec_0aX9…'
 */
export function idParam(
  c: Context,
  prefix: keyof typeof SHAPES,
  what: string,
  id = c.req.param('id'),
): string {
  if (id === undefined || !SHAPES[prefix].test(id)) throw notFound(what);
  return id;
}
