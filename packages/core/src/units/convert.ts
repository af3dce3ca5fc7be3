/**
 * Unit conversion of api.md §7, with an optional density to bridge mass and volume.
 *
 * @module
 */
import { roundToDecimals } from '../rounding/round-to-increment';
import { parseUnit, type UnitInfo, type UnitName } from './units';

/** Why a conversion failed. */
export type ConversionFailure =
  | { readonly ok: false; readonly reason: 'unknown_unit'; readonly unit: string }
  | {
      readonly ok: false;
      readonly reason: 'incompatible_units';
      readonly from: UnitName;
      readonly to: UnitName;
    };

/** A conversion outcome: the amount in the target unit, or why it cannot be converted. */
export type Conversion =
  | { readonly ok: true; readonly value: number; readonly from: UnitName; readonly to: UnitName }
  | ConversionFailure;

/**
 * Converts `value` from one unit to another. Mass ↔ volume needs `densityGPerMl`.
 *
 * @param value - the amount in `from`
 * @param densityGPerMl - grams per millilitre, to bridge mass and volume
 * @returns the exact converted amount (not rounded), or a failure
 * @example convertUnits(100, 'g', 'oz') // { ok: true, value: 3.527…, from: 'g', to: 'oz' }
 */
export function convertUnits(value: number, from: string, to: string, densityGPerMl?: number): Conversion {
  const source = parseUnit(from);
  if (!source) return { ok: false, reason: 'unknown_unit', unit: from };
  const target = parseUnit(to);
  if (!target) return { ok: false, reason: 'unknown_unit', unit: to };
  const base = value * source.toBase;
  const bridged = bridge(base, source, target, densityGPerMl);
  if (bridged === undefined) {
    return { ok: false, reason: 'incompatible_units', from: source.name, to: target.name };
  }
  return { ok: true, value: bridged / target.toBase, from: source.name, to: target.name };
}

function bridge(base: number, source: UnitInfo, target: UnitInfo, density?: number): number | undefined {
  if (source.dimension === target.dimension) return base;
  if (density === undefined || !(density > 0)) return undefined;
  if (source.dimension === 'volume' && target.dimension === 'mass') return base * density;
  if (source.dimension === 'mass' && target.dimension === 'volume') return base / density;
  return undefined;
}

/**
 * Rounds a converted amount for display (api.md §7): 2 decimal places, or 3 significant
 * digits where 2 decimals would print 0 for a non-zero amount.
 *
 * @example roundConverted(3.5273962) // 3.53
 * @example roundConverted(0.0012345) // 0.00123
 */
export function roundConverted(value: number): number {
  const twoDecimals = roundToDecimals(Math.abs(value), 2);
  if (twoDecimals !== 0 || value === 0) return Math.sign(value) * twoDecimals || 0;
  return Number(value.toPrecision(3));
}
