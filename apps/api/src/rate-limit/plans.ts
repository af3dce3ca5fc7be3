/**
 * Rate-limit plans as data (api.md §2 and §8): requests allowed in any sliding 60-second window.
 *
 * @module
 */
import type { Plan } from '@nutrilabel/store';

/** The length of every rate-limit window (api.md §8: "in any 60-second window"). */
export const WINDOW_MS = 60_000;

/** A plan's limit; `null` means counted but never limited. */
export interface PlanLimit {
  /** Requests allowed in any window of `WINDOW_MS`, or `null` for no limit. */
  readonly requestsPerWindow: number | null;
  /** Where the figure comes from. */
  readonly source: string;
}

/** Every plan's limit. `unlimited` is internal (set only from the CLI) for own services and load tests. */
export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimit>> = {
  free: { requestsPerWindow: 30, source: 'api.md §2, §8 (free: 30 req/min)' },
  pro: { requestsPerWindow: 100, source: 'api.md §2, §8 (pro: 100 req/min)' },
  team: { requestsPerWindow: 300, source: 'api.md §2, §8 (team: 300 req/min)' },
  unlimited: { requestsPerWindow: null, source: 'internal plan: counted, never limited' },
};

/**
 * Failed authentications allowed per client address in any window of `WINDOW_MS` before
 * further attempts are refused with 429 without looking the key up.
 */
export const AUTH_FAILURES_PER_WINDOW = 20;
