import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';
import { describe, expect, test } from 'vitest';
import { StaticRouteRouter } from './static-route-router';

type Stored = [unknown, RouterRoute];

/** TrieRouter that counts its matches, inside the router under test. */
function counted() {
  const inner = new TrieRouter<Stored>();
  const calls = { n: 0 };
  const spy: Router<Stored> = {
    name: 'counted',
    add: (method, path, handler) => inner.add(method, path, handler),
    match: (method, path): Result<Stored> => {
      calls.n++;
      return inner.match(method, path);
    },
  };
  const router = new StaticRouteRouter<Stored>(spy);
  const app = new Hono({ router: router as never });
  app.use('*', async (_c, next) => next());
  app.get('/things/search', (c) => c.text('search'));
  app.get('/things/:id', (c) => c.text(`thing ${c.req.param('id')}`));
  app.post('/label', (c) => c.text('label'));
  app.get('/files/*', (c) => c.text(`file ${c.req.path}`));
  return { app, calls };
}

describe('StaticRouteRouter', () => {
  test('a static route is matched once, then answered from the kept match, with the same handlers', async () => {
    const { app, calls } = counted();
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/label', { method: 'POST' });
      expect(await res.text()).toBe('label');
    }
    expect(calls.n).toBe(1);
    // the static route registered before the parameter route still answers first; the path also
    // matches `/things/:id` (with id "search"), so it is matched afresh each time
    expect(await (await app.request('/things/search')).text()).toBe('search');
    expect(await (await app.request('/things/search')).text()).toBe('search');
    expect(calls.n).toBe(3);
  });

  test('paths with parameters, wildcards or no route are matched afresh each time', async () => {
    const { app, calls } = counted();
    expect(await (await app.request('/things/a')).text()).toBe('thing a');
    expect(await (await app.request('/things/b')).text()).toBe('thing b');
    expect(await (await app.request('/things/a')).text()).toBe('thing a');
    expect(await (await app.request('/files/x.txt')).text()).toBe('file /files/x.txt');
    expect(await (await app.request('/files/x.txt')).text()).toBe('file /files/x.txt');
    expect((await app.request('/nowhere')).status).toBe(404);
    expect((await app.request('/nowhere')).status).toBe(404);
    expect(calls.n).toBe(7);
  });

  test('the method is part of what is kept', async () => {
    const { app } = counted();
    expect((await app.request('/label', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/label')).status).toBe(404);
  });

  test('a route added after a match is seen', async () => {
    const { app } = counted();
    expect((await app.request('/later')).status).toBe(404);
    app.get('/later', (c) => c.text('later'));
    expect(await (await app.request('/later')).text()).toBe('later');
  });
});
