import { describe, expect, test } from 'vitest';
import type { EventSink } from '../../src/deps';
import { json, makeApp, simpleRecipe } from '../helpers';

/** An event sink that counts what it is given. */
function countingSink() {
  const emitted: string[] = [];
  const sink: EventSink = {
    async emit(_accountId, type) {
      emitted.push(type);
    },
    async emitWithin(_tx, _accountId, type) {
      emitted.push(type);
    },
  };
  return { sink, emitted };
}

const render = (format: string) => `/api/v1/label/render?format=${format}`;

describe('POST /api/v1/label/render', () => {
  test('format=svg returns the FDA panel as an SVG document', async () => {
    const { call } = await makeApp();
    const response = await call(render('svg'), { body: { recipe: simpleRecipe() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('data-regulation="fda"');
    // Shortbread, 40 g of 400 g: total fat 8.3 g → "8g", 8.3/78 = 10.6 → 11 %.
    expect(svg).toMatch(/<g data-nutrient="total_fat">.*Total Fat.* 8g<\/tspan>.*11%<\/tspan>/);
    expect(svg).toContain('Includes 10g Added Sugars');
  });

  test('format=html returns an HTML fragment with inline styles only', async () => {
    const { call } = await makeApp();
    const response = await call(render('HTML'), { body: { recipe: simpleRecipe(), regulation: 'us' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.startsWith('<figure aria-label="Nutrition Facts"')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<style|class=/);
    expect(html).toContain('data-nutrient="sodium"');
  });

  test('the output is locked down when opened on its own (no scripts, no fetches)', async () => {
    const { call } = await makeApp();
    const response = await call(render('svg'), { body: { recipe: simpleRecipe() } });
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test.each([['jpeg'], [''], ['svg,html']])(
    'format=%s → 40005 naming the allowed formats',
    async (format) => {
      const { call } = await makeApp();
      const response = await call(render(format), { body: { recipe: simpleRecipe() } });
      expect(response.status).toBe(400);
      const body = await json<{ code: number; message: string }>(response);
      expect(body.code).toBe(40005);
      expect(body.message).toContain('svg, html');
    },
  );

  test('no format at all → 40005, checked before the body', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/render', { body: '{not json' });
    expect((await json(response)).code).toBe(40005);
  });

  test('the body is validated like /label: 40001 with details, 40003 for an unknown regulation, 415 without JSON', async () => {
    const { call } = await makeApp();
    const invalid = await json<{ code: number; details: { path: string }[] }>(
      await call(render('svg'), { body: { recipe: { ...simpleRecipe(), servingSizeGrams: -1 } } }),
    );
    expect(invalid.code).toBe(40001);
    expect(invalid.details.map((d) => d.path)).toContain('recipe.servingSizeGrams');
    expect(
      (await json(await call(render('svg'), { body: { recipe: simpleRecipe(), regulation: 'mars' } }))).code,
    ).toBe(40003);
    const plain = await call(render('svg'), {
      body: JSON.stringify({ recipe: simpleRecipe() }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  test('needs an API key', async () => {
    const { call } = await makeApp();
    const response = await call(render('svg'), { body: { recipe: simpleRecipe() }, key: null });
    expect((await json(response)).code).toBe(40101);
  });

  test('renders a saved recipe by recipeId; another account’s id is 404', async () => {
    const { call, store } = await makeApp();
    const saved = await json<{ data: { id: string } }>(
      await call('/api/v1/recipes', { body: { name: 'Shortbread', recipe: simpleRecipe() } }),
    );
    const response = await call(render('html'), { body: { recipeId: saved.data.id } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-regulation="fda"');
    const other = await store.accounts.create({ plan: 'free' });
    const otherKey = await store.apiKeys.create(other.id);
    const foreign = await call(render('html'), { body: { recipeId: saved.data.id }, key: otherKey.key });
    expect(foreign.status).toBe(404);
  });

  test('emits no webhook event (while /label does)', async () => {
    const { sink, emitted } = countingSink();
    const { call } = await makeApp({ events: sink });
    await call(render('svg'), { body: { recipe: simpleRecipe() } });
    await call(render('html'), { body: { recipe: simpleRecipe() } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(emitted).toEqual([]);
    await call('/api/v1/label', { body: { recipe: simpleRecipe() } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(emitted).toEqual(['label.generated']);
  });

  test.each([['svg'], ['html']])(
    '%s: a <script> or quotes in an ingredient name stay text',
    async (format) => {
      const { call } = await makeApp();
      const recipe = simpleRecipe();
      recipe.ingredients[0]!.name = `Flour"><script>alert("x")</script>`;
      const response = await call(render(format), { body: { recipe } });
      const body = await response.text();
      expect(response.status).toBe(200);
      expect(body).not.toContain('<script');
      expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    },
  );
});
