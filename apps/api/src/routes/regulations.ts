/**
 * GET /api/v1/regulations (api.md §4): the label formats this server produces, read from the
 * core's registry, so the web app and other clients list them without a copy. Public: the list
 * is no secret and the web app needs it before a key is entered.
 *
 * @module
 */
import { REGULATION_IDS, REGULATIONS } from '@nutrilabel/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

/** What the route says of each format, built once. */
const LIST = REGULATION_IDS.map((id) => {
  const { name, aliases, basis, options } = REGULATIONS[id];
  return { id, name, aliases, basis, options };
});

/** The public list of label formats. */
export function regulationRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/regulations', (c) => c.json({ code: 0, data: LIST }));
  return app;
}
