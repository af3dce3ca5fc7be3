/**
 * GET /api/v1/regulations (api.md §4): the label formats this server produces, read from the
 * core's registry, so the web app and other clients list them without a copy. Public: the list
 * is no secret and the web app needs it before a key is entered. `optionValues` says which values of
 * each label option (api.md §12) the server applies for the format: the web app draws its controls from it. `/regulations/categories` lists the
 * `recipe.category` keys (api.md §3) from the core's RACC and reference-amount tables, also public.
 *
 * @module
 */
import { PRODUCT_CATEGORIES, REGULATION_IDS, REGULATIONS } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { OPTION_VALUES } from '../services/option-choices';

/** What the route says of each format, built once. */
const LIST = REGULATION_IDS.map((id) => {
  const { name, aliases, basis, options } = REGULATIONS[id];
  return { id, name, aliases, basis, options, optionValues: OPTION_VALUES[id] };
});

/** The public list of label formats. */
export function regulationRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/regulations', (c) => c.json({ code: 0, data: LIST }));
  app.get('/api/v1/regulations/categories', (c) => c.json({ code: 0, data: PRODUCT_CATEGORIES }));
  return app;
}
