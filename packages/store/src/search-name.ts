/**
 * Name normalisation and ranking for custom-ingredient search, shared by every adapter so that
 * they rank identically (SQL compares the normalised column with `strpos`).
 *
 * @module
 */
import type { IngredientMatchKind } from './types';

/**
 * Lowercase, accents stripped, every run of non-alphanumerics turned into one space, trimmed.
 *
 * @example normalizeSearchName('Crème Fraîche (30%)') // 'creme fraiche 30'
 */
export function normalizeSearchName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How a normalised name matches a normalised query, or null when it does not.
 *
 * @example matchKind('whole milk', 'mil') // 'word'
 */
export function matchKind(name: string, query: string): IngredientMatchKind | null {
  if (query === '') return null;
  if (name === query) return 'exact';
  if (name.startsWith(query)) return 'prefix';
  if (` ${name}`.includes(` ${query}`)) return 'word';
  if (name.includes(query)) return 'contains';
  return null;
}

/** Rank of a match kind; lower is better. */
export const MATCH_RANK: Readonly<Record<IngredientMatchKind, number>> = {
  exact: 0,
  prefix: 1,
  word: 2,
  contains: 3,
};
