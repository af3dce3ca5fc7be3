/** POST /label/export (api.md §10): the CSV file is named after the recipe. */
import { describe, expect, test } from 'vitest';
import { contentDisposition } from '../../src/services/content-disposition';
import { makeApp, simpleRecipe } from '../helpers';

describe('api.md §10: Content-Disposition carries the recipe name', () => {
  test('attachment; filename="<recipe-name>-label.csv"', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/export?format=csv', {
      body: { recipe: simpleRecipe('Chocolate chip cookies') },
    });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Chocolate chip cookies-label.csv"',
    );
  });

  test('quotes and backslashes are replaced; non-ASCII names also go in filename*', () => {
    expect(contentDisposition('Say "hi" \\ now')).toBe('attachment; filename="Say _hi_ _ now-label.csv"');
    expect(contentDisposition('Crème brûlée')).toBe(
      `attachment; filename="Cr_me br_l_e-label.csv"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e-label.csv`,
    );
    expect(contentDisposition('\ud800x')).toBe('attachment; filename="_x-label.csv"');
  });

  test('a Chinese recipe name is served (no invalid header character)', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/label/export?format=csv', {
      body: { recipe: simpleRecipe('饼干'), regulation: 'cn' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="__-label.csv"; filename*=UTF-8''%E9%A5%BC%E5%B9%B2-label.csv`,
    );
  });
});
