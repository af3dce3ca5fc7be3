/**
 * The app's router: hono's TrieRouter, with the match of each path that names a route without
 * parameters or wildcards (POST /api/v1/label, GET /api/v1/recipes, …) kept after its first request.
 *
 * Why: SmartRouter cannot use hono's RegExpRouter for these routes (it refuses
 * `GET /ingredients/search` beside `GET /ingredients/:id`), so every request walked TrieRouter's tree
 * again: 1.5 µs per POST /api/v1/label in a loop, about 1.3 % of that request on the server. Routes are
 * fixed once the app is built, so such a path matches the same handlers every time. Only these paths are
 * kept, one per static route and method (a path with an id, a file under a wildcard or an unknown path
 * is matched afresh), so the memo cannot grow with what clients send.
 *
 * @module
 */

import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';

/** What hono stores for each route: its handler and the route's record (method, path). */
type Stored = [unknown, RouterRoute];

/** A route its path names exactly: no `:param`, no `*`, not a middleware (`ALL`). */
const isStaticRoute = (route: RouterRoute): boolean =>
  route.method !== 'ALL' && !route.path.includes(':') && !route.path.includes('*');

/**
 * TrieRouter with static paths' matches kept.
 *
 * @example new Hono<AppEnv>({ router: new StaticRouteRouter() })
 */
export class StaticRouteRouter<T extends Stored> implements Router<T> {
  readonly name = 'TrieRouter, static paths kept';
  readonly #matches = new Map<string, Result<T>>();

  constructor(private readonly inner: Router<T> = new TrieRouter<T>()) {}

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (result === undefined) {
      result = this.inner.match(method, path);
      if (isStaticMatch(result)) this.#matches.set(key, result);
    }
    return result;
  }
}

/** Every handler matched without parameters, and one of them a static route: the same for every request. */
function isStaticMatch<T extends Stored>(result: Result<T>): boolean {
  if (result.length !== 1) return false; // RegExpRouter's form (a param stash); TrieRouter never gives it
  let named = false;
  for (const [stored, params] of result[0]) {
    for (const _ in params) return false;
    if (isStaticRoute(stored[1])) named = true;
  }
  return named;
}
