/** GET /units/convert (api.md §7): what a refused conversion says. */
import { describe, expect, test } from 'vitest';
import { json, makeApp } from './helpers';

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

describe('api.md §7: 40004 explains what went wrong', () => {
  test('both unknown units are named', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/units/convert?value=1&from=zz&to=yy');
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(40004);
    expect(body.details?.map((d) => d.path)).toEqual(['from', 'to']);
  });

  test('mass to energy is not a missing density', async () => {
    const { call } = await makeApp();
    const body = await json<ErrorBody>(await call('/api/v1/units/convert?value=1&from=g&to=kcal'));
    expect(body.code).toBe(40004);
    expect(body.message).not.toContain('density');
    const volume = await json<ErrorBody>(await call('/api/v1/units/convert?value=1&from=cup&to=g'));
    expect(volume.code).toBe(40004);
    expect(volume.message).toContain('density');
  });
});
