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
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { type ConversionSchema, ConvertQuerySchema } from '../schemas/units';
import { FoodLookup } from '../services/food-lookup';

/** The unit conversion route. */
export function unitRoutes(deps: AppDeps) {
  const foods = new FoodLookup(deps.store, deps.foods);
  const app = new Hono<AppEnv>();
  app.get('/units/convert', async (c) => {
    const query = parseOrThrow(ConvertQuerySchema, c.req.query());
    let density = query.density;
    if (query.foodId !== undefined && density === undefined) {
      density = await densityOfFood(foods, c.get('auth').accountId, query.foodId);
    }
    const conversion = convertUnits(query.value, query.from, query.to, density);
    if (!conversion.ok) throw conversionError(query.from, query.to, conversion);
    const data: v.InferOutput<typeof ConversionSchema> = {
      originalAmount: query.value,
      originalUnit: conversion.from,
      convertedAmount: roundConverted(conversion.value),
      convertedUnit: conversion.to,
    };
    return c.json({ code: 0, data });
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
async function densityOfFood(
  foods: FoodLookup,
  accountId: string,
  foodId: string,
): Promise<number | undefined> {
  const food = await foods.record(accountId, foodId);
  if (!food) throw new ApiError(42201, `No food "${foodId}".`, [{ path: 'foodId', message: 'unknown food' }]);
  return foodDensity(food);
}
