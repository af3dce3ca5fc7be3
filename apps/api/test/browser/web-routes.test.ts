import { HSR_CATEGORIES, HSR_PRODUCTS } from '@nutrilabel/core';
import { describe, expect, test } from 'vitest';
import { makeApp } from '../helpers';

describe('web app files (no browser)', () => {
  test('GET / serves the page without a key, with a same-origin-only CSP', async () => {
    const { call } = await makeApp();
    const res = await call('/', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<script type="module" src="/app/main.js"></script>');
    // No CDN: every script and stylesheet is served by this app.
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  test.each([
    ['main.js', 'text/javascript; charset=utf-8'],
    ['api.js', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
  ])('GET /app/%s → %s', async (file, type) => {
    const { call } = await makeApp();
    const res = await call(`/app/${file}`, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  test('every module the page imports exists (relative imports resolve to served files)', async () => {
    const { call } = await makeApp();
    const seen = new Set<string>();
    const queue = ['main.js'];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      const res = await call(`/app/${file}`, { key: null });
      expect(res.status, file).toBe(200);
      for (const m of (await res.text()).matchAll(/from '\.\/([\w-]+\.js)'/g)) queue.push(m[1] ?? '');
    }
    expect([...seen].sort()).toEqual([
      'api.js',
      'builder.js',
      'categories.js',
      'details.js',
      'dom.js',
      'draft.js',
      'explain.js',
      'foods.js',
      'formats.js',
      'history.js',
      'ingredient-row.js',
      'ingredients.js',
      'main.js',
      'metadata.js',
      'options.js',
      'output.js',
      'paged-list.js',
      'panel-fit.js',
      'prepared.js',
      'preview.js',
      'recipes.js',
      'search.js',
      'settings.js',
    ]);
  });

  test.each([['nope.js'], ['..%2Fserve.ts'], ['serve.ts'], ['index.html.bak']])(
    'GET /app/%s → 404',
    async (file) => {
      const { call } = await makeApp();
      const res = await call(`/app/${file}`, { key: null });
      expect(res.status).toBe(404);
    },
  );

  test('the Health Star Rating fields offer exactly the values recipe.hsrCategory and recipe.hsrProduct accept', async () => {
    const { call } = await makeApp();
    const html = await (await call('/', { key: null })).text();
    const options = (id: string) => {
      const select = html.match(new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? '';
      return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    };
    // "" is "none": the field is left out of the recipe.
    expect(options('hsr-category')).toEqual(['', ...HSR_CATEGORIES]);
    expect(options('hsr-product')).toEqual(['', ...HSR_PRODUCTS]);
    // The water field's bounds are the schema's (0–10 000, api.md §13), per 100 g or 100 mL as sold.
    const water = html.match(/<label>([^<]*)<input id="hsr-water"([^>]*)>/);
    expect(water?.[1]).toContain('100 mL');
    expect(water?.[2]).toContain('min="0" max="10000"');
  });
});
