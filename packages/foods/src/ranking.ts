/**
 * Query-independent priors and query-dependent bonuses that turn MiniSearch's BM25 score into
 * "the food a cook means first": plain, raw, short names beat long SR descriptions, brand items,
 * baby foods and mixed dishes; a query that names the food's head noun ("Milk, whole") beats one
 * that only appears later in the name ("Cookies, milk chocolate").
 *
 * @module
 */
import { splitWords } from './text';

/** Categories that are rarely what a cook means (SR food groups and FNDDS/WWEIA categories). */
const DEMOTED_CATEGORY =
  /baby|infant|human milk|formula|restaurant|fast foods|american indian|meals, entrees|nutrition bars|protein and nutritional powders/i;

/** SR Legacy's provenance note, not part of what the food is. */
const FDP_NOTE = /\(Includes foods for USDA's Food Distribution Program\)/i;

/** Name words that mark a plainer (more likely meant) form. */
const PLAIN_WORDS: Readonly<Record<string, number>> = {
  raw: 1.15,
  fresh: 1.05,
  plain: 1.05,
  whole: 1.05,
  unprepared: 1.05,
  dry: 1.03,
  dried: 1.02,
};

/** Name words that mark a prepared dish or a special variant. */
const DISH_WORDS: Readonly<Record<string, number>> = {
  with: 0.9,
  prepared: 0.9,
  nfs: 0.9,
  ns: 0.85,
  imitation: 0.8,
  substitute: 0.8,
  canned: 0.95,
  frozen: 0.95,
  fried: 0.9,
  breaded: 0.85,
  sandwich: 0.85,
  soup: 0.9,
  babyfood: 0.5,
};

/**
 * The query-independent prior of a USDA food.
 *
 * @param name - the description
 * @param category - SR food group or FNDDS category
 * @param notInSrLegacy - an SR28 food USDA dropped from SR Legacy (mostly brand-name items)
 * @param isGoldenSource - the SR row behind a golden food (a hand-checked everyday ingredient)
 * @returns a multiplier around 1 (higher = more likely meant)
 */
export function usdaPrior(
  name: string,
  category: string,
  notInSrLegacy: boolean,
  isGoldenSource: boolean,
): number {
  const plain = name.replace(FDP_NOTE, '');
  const words = splitWords(plain);
  let p = 1 / (1 + 0.07 * Math.max(0, words.length - 2));
  for (const w of new Set(words)) p *= (PLAIN_WORDS[w] ?? 1) * (DISH_WORDS[w] ?? 1);
  // SR brand names are written in capitals ("KELLOGG'S ...").
  if (/\b[A-Z]{4,}\b/.test(plain)) p *= 0.75;
  if (notInSrLegacy) p *= 0.8;
  if (DEMOTED_CATEGORY.test(category)) p *= 0.55;
  if (isGoldenSource) p *= 1.35;
  return p;
}

/**
 * The query-independent prior of a golden food: shorter names first.
 *
 * @param name - the clean golden name
 * @returns a multiplier around 1
 */
export function goldenPrior(name: string): number {
  return 1 / (1 + 0.04 * Math.max(0, splitWords(name).length - 2));
}

/**
 * How well the query covers the food's head (its first comma-separated segment).
 *
 * @param headTerms - the food's stemmed head tokens
 * @param matched - the document terms the query matched (exactly, by prefix or fuzzily)
 * @param exact - the query's own terms (a head token equal to one of them is an exact hit)
 * @returns 1.7 when every head token was matched, 1.3 when some were, else 1; half the
 *   bonus when a head token was only reached by prefix or typo tolerance
 */
export function headBonus(
  headTerms: readonly string[],
  matched: ReadonlySet<string>,
  exact: ReadonlySet<string>,
): number {
  let hits = 0;
  let exactHits = 0;
  for (const t of headTerms) {
    if (matched.has(t)) hits++;
    if (exact.has(t)) exactHits++;
  }
  if (hits === 0) return 1;
  const bonus = hits === headTerms.length ? 1.7 : 1.3;
  return exactHits === hits ? bonus : 1 + (bonus - 1) / 2;
}

/**
 * Bonus when an alias consists of exactly the matched terms and has as many tokens as the query
 * ("milk" → the alias "milk", not "coconut milk").
 *
 * @param aliasTerms - each alias as stemmed tokens
 * @param matched - the document terms the query matched
 * @param queryLength - number of query tokens
 * @returns 3 for an exact alias, 1.5 when an alias contains all query tokens, else 1
 */
export function aliasBonus(
  aliasTerms: readonly (readonly string[])[],
  matched: ReadonlySet<string>,
  queryLength: number,
): number {
  let best = 1;
  for (const alias of aliasTerms) {
    if (alias.length === 0 || !alias.every((t) => matched.has(t))) continue;
    if (alias.length === queryLength) return 3;
    best = 1.5;
  }
  return best;
}
