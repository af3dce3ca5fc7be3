/**
 * The label formats: one registry, everything else derived from it. Adding a format is its folder
 * (`regulations/<id>/`) and one line here.
 *
 * @module
 */
import { anz } from './anz';
import { cfia } from './cfia';
import { china } from './china';
import { eu } from './eu';
import { fda } from './fda';
import { mx } from './mx';
import type { Regulation } from './regulation';
import { uk } from './uk';

/** Every label format by id, in the order of api.md §3 (the first is the default). */
export const REGULATIONS = { fda, cfia, eu, china, uk, anz, mx } as const satisfies Record<
  string,
  Regulation
>;

/** The regulatory formats the engine produces. */
export type RegulationId = keyof typeof REGULATIONS;

/** The regulation ids, in the order of api.md §3. */
export const REGULATION_IDS = Object.keys(REGULATIONS) as readonly RegulationId[];

/** The format of a request that names none. */
export const DEFAULT_REGULATION: RegulationId = 'fda';

/** Accepted names (lower case) → regulation id: each id and its aliases. */
export const REGULATION_ALIASES: Readonly<Record<string, RegulationId>> = Object.fromEntries(
  REGULATION_IDS.flatMap((id) => [id, ...REGULATIONS[id].aliases].map((name) => [name, id])),
);

/**
 * The format object of a regulation id.
 *
 * @example getRegulation('eu').title // 'Nutrition declaration'
 */
export function getRegulation(id: RegulationId): Regulation {
  return REGULATIONS[id];
}

/**
 * The format a client names (api.md §4): case-insensitive, with aliases; no name is the default.
 *
 * @returns the format, or undefined when the name is unknown
 * @example resolveRegulation('US')?.id // 'fda'
 */
export function resolveRegulation(name: string | undefined): Regulation | undefined {
  if (name === undefined) return REGULATIONS[DEFAULT_REGULATION];
  const id = Object.hasOwn(REGULATION_ALIASES, name.trim().toLowerCase())
    ? REGULATION_ALIASES[name.trim().toLowerCase()]
    : undefined;
  return id === undefined ? undefined : REGULATIONS[id];
}

/**
 * The accepted names for an error message: "fda, cfia, eu, china (aliases us, usa, ca, canada, cn)".
 */
export function regulationChoices(): string {
  const aliases = REGULATION_IDS.flatMap((id) => REGULATIONS[id].aliases);
  return `${REGULATION_IDS.join(', ')} (aliases ${aliases.join(', ')})`;
}
