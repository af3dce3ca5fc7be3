/**
 * The label formats by id.
 *
 * @module
 */
import type { RegulationId } from '../label/types';
import { cfia } from './cfia';
import { china } from './china';
import { eu } from './eu';
import { fda } from './fda';
import type { Regulation } from './regulation';

/** Every implemented label format. */
export const REGULATIONS: Readonly<Partial<Record<RegulationId, Regulation>>> = { fda, cfia, eu, china };

/**
 * The format object of a regulation id.
 *
 * @returns the format, or undefined when it is not implemented
 */
export function getRegulation(id: RegulationId): Regulation | undefined {
  return REGULATIONS[id];
}
