/**
 * GET /units/convert (api.md §7).
 *
 * @module
 */
import {
  type ConversionFailure,
  convertUnits,
  type FieldIssue,
  foodDensity,
  parseUnit,
  roundConverted,
} from '@nutrilabel/core';
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
    if (!conversion.ok) throw conversionError(query.from, query.to, conversion);
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

/**
 * 40004 for a failed conversion: every unknown unit named in `details`, and a message that says
 * whether a density would help (mass ↔ volume) or nothing can (energy ↔ mass or volume).
 */
function conversionError(from: string, to: string, failure: ConversionFailure): ApiError {
  if (failure.reason === 'unknown_unit') {
    const details: FieldIssue[] = [];
    if (!parseUnit(from)) details.push({ path: 'from', message: `unknown unit "${from}"` });
    if (!parseUnit(to)) details.push({ path: 'to', message: `unknown unit "${to}"` });
    const names = details.map((d) => (d.path === 'from' ? `"${from}"` : `"${to}"`)).join(' and ');
    return new ApiError(40004, `Unknown unit${details.length > 1 ? 's' : ''} ${names}.`, details);
  }
  const dimensions = [parseUnit(failure.from)?.dimension, parseUnit(failure.to)?.dimension];
  const bridgeable = dimensions.includes('mass') && dimensions.includes('volume');
  const message = bridgeable
    ? `Cannot convert ${failure.from} to ${failure.to} without a density (give density or foodId).`
    : `Cannot convert ${failure.from} (${dimensions[0]}) to ${failure.to} (${dimensions[1]}): different dimensions.`;
  return new ApiError(40004, message, [{ path: 'to', message: 'not convertible' }]);
}

/** Density of a database food, from its own figure or one of its volume portions. */
async function densityOfFood(deps: AppDeps, accountId: string, foodId: string): Promise<number | undefined> {
  const food = foodId.startsWith('local:')
    ? await deps.store.ingredients.get(accountId, foodId.slice('local:'.length))
    : deps.foods?.get(foodId);
  if (!food) throw new ApiError(42201, `No food "${foodId}".`, [{ path: 'foodId', message: 'unknown food' }]);
  return foodDensity(food);
}
