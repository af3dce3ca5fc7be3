/**
 * Regulation names as clients send them (api.md §4): case-insensitive, with aliases.
 *
 * @module
 */
import type { RegulationId } from '../label/types';

/** Accepted names → regulation id. */
export const REGULATION_ALIASES: Readonly<Record<string, RegulationId>> = {
  fda: 'fda',
  us: 'fda',
  usa: 'fda',
  cfia: 'cfia',
  ca: 'cfia',
  canada: 'cfia',
  eu: 'eu',
  china: 'china',
  cn: 'china',
};

/** The regulation ids, in the order of api.md §3. */
export const REGULATION_IDS: readonly RegulationId[] = ['fda', 'cfia', 'eu', 'china'];

/**
 * Resolves a client's regulation name.
 *
 * @returns the regulation id, or undefined when the name is unknown
 * @example parseRegulation('US') // 'fda'
 */
export function parseRegulation(name: string | undefined): RegulationId | undefined {
  if (name === undefined) return 'fda';
  return REGULATION_ALIASES[name.trim().toLowerCase()];
}
