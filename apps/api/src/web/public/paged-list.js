// A list the API pages with `Link: rel="next"` (saved recipes, custom ingredients): the items loaded
// so far, newest first, the path of the next page, and whether the first page has come.
import { api, describe, getApiKey, nextLink } from './api.js';
import { byId, status } from './dom.js';

/**
 * @param {{ first: string, message: string, noKey: string, render: () => void, onItems?: (items: object[]) => void }} o
 *   `first`: the first page's path; `message`: the id of the view's status line; `noKey`: what it says
 *   without a key; `render`: redraws the view; `onItems`: sees each page's items as they arrive
 */
export function pagedList({ first, message, noKey, render, onItems = () => {} }) {
  const list = { items: [], next: null, loaded: false, clear, reload, loadMore };
  let more = null;

  async function loadPage(path) {
    const { data, headers } = await api(path, { as: 'response' });
    onItems(data);
    list.items.push(...data);
    list.next = nextLink(headers);
  }

  /** Drops what is loaded (another account's key, or none). */
  function clear() {
    list.items = [];
    list.next = null;
    list.loaded = false;
  }

  /** Loads the first page again. */
  async function reload() {
    const line = byId(message);
    if (!getApiKey()) {
      status(line, noKey);
      return;
    }
    status(line, 'Loading…');
    try {
      list.items = [];
      list.next = null;
      await loadPage(first);
      list.loaded = true;
      status(line, '');
    } catch (error) {
      status(line, describe(error), true);
    }
    render();
  }

  /** Loads the next page once (concurrent callers share it); false when it failed. */
  function loadMore() {
    if (!list.next) return Promise.resolve(false);
    more ??= loadPage(list.next)
      .then(() => true)
      .catch((error) => {
        status(byId(message), describe(error), true);
        return false;
      })
      .finally(() => {
        more = null;
        render();
      });
    return more;
  }

  return list;
}
