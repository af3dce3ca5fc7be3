/**
 * GET /units/convert (api.md §7).
 *
 * @module
 */
import { convertUnits, foodDensity, roundConverted } from '@nutrilabel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { parseOrThrow } from '../http/validate';

const numberText = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, `${what} must be a finite number`),
    v.transform(Number),
    v.check((n: number) => Number.isFinite(n), `${what} must be a finite number`),
  );

const ConvertQuery = v.object({
  value: numberText('value'),
  from: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  to: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  foodId: v.optional(v.pipe(v.string(), v.maxLength(120))),
  density: v.optional(
    v.pipe(
      numberText('density'),
      v.check((d: number) => d > 0 && d <= 5, 'density must be in (0, 5] g/ml'),
    ),
  ),
});

/** The unit conversion route. */
export function unitRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/units/convert', async (c) => {
    const query = parseOrThrow(ConvertQuery, c.req.query());
    let density = query.density;
    if (query.foodId !== undefined && density === undefined) {
      density = await densityOfFood(deps, c.get('auth').accountId, query.foodId);
    }
    const conversion = convertUnits(query.value, query.from, query.to, density);
    if (!conversion.ok) {
      throw new ApiError(
        40004,
        conversion.reason === 'unknown_unit'
          ? `Unknown unit "${conversion.unit}".`
          : `Cannot convert ${conversion.from} to ${conversion.to} without a density (give density or foodId).`,
        [
          {
            path:
              conversion.reason === 'unknown_unit' ? (conversion.unit === query.from ? 'from' : 'to') : 'to',
            message: 'not convertible',
          },
        ],
      );
    }
    return c.json({
      code: 0,
      data: {
        originalAmount: query.value,
        originalUnit: conversion.from,
        convertedAmount: roundConverted(conversion.value),
        convertedUnit: conversion.to,
      },
    });
  });
  return app;
}

/** Density of a database food, from its own figure or one of its volume portions. */
async function densityOfFood(deps: AppDeps, accountId: string, foodId: string): Promise<number | undefined> {
  const food = foodId.startsWith('local:')
    ? await deps.store.ingredients.get(accountId, foodId.slice('local:'.length))
    : deps.foods?.get(foodId);
  if (!food) throw new ApiError(42201, `No food "${foodId}".`, [{ path: 'foodId', message: 'unknown food' }]);
  return foodDensity(food);
}
