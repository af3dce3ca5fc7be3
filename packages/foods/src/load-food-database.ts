/**
 * Loads the shipped dataset (`data/foods.json.gz`) once and builds two MiniSearch indexes,
 * one for the golden set and one for the USDA rows, ranked by {@link ./ranking}.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { NutrientValues } from '@nutrilabel/core';
import { detectAllergens, fda } from '@nutrilabel/core';
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  DATASET_FILE,
  DATASET_FORMAT,
  FLAG_NOT_IN_SR_LEGACY,
  type PortionRow,
  type ShippedDataset,
} from './dataset-format';
import { aliasBonus, goldenPrior, headBonus, usdaPrior } from './ranking';
import { foldText, splitWords, stemTokens, stemWord } from './text';
import type { Food, FoodDatabase, FoodSearchOptions } from './types';

/** Words too common in USDA descriptions to carry meaning. */
const STOP_WORDS = new Set([
  'and',
  'or',
  'with',
  'in',
  'of',
  'the',
  'a',
  'an',
  'to',
  'for',
  'by',
  'as',
  'from',
  'w',
]);

const DEFAULT_LIMIT = 10;
/** Score factor per query term matched only fuzzily. */
const TYPO_PENALTY = 0.5;
/** Upper bound of headBonus × aliasBonus (see ./ranking). */
const MAX_BONUS = 1.7 * 3;
const MAX_LIMIT = 50;

/** How MiniSearch tokenises and normalises both documents and queries. */
const tokenize = (text: string): string[] => splitWords(text);
const processTerm = (term: string): string | null => {
  const t = foldText(term);
  return STOP_WORDS.has(t) ? null : stemWord(t);
};

interface Entry {
  food: () => Food;
  prior: number;
  head: readonly string[];
  aliases: readonly (readonly string[])[];
}

interface IndexDoc {
  i: number;
  name: string;
  head: string;
  extra: string;
}

function headOf(name: string): string {
  return name.split(',')[0] ?? name;
}

function nutrientsOf(keys: readonly string[], values: readonly (number | null)[]): NutrientValues {
  const out: Record<string, number> = {};
  values.forEach((v, i) => {
    if (v !== null) out[keys[i]!] = v;
  });
  return out as NutrientValues;
}

const portionsOf = (rows: readonly PortionRow[]) => rows.map(([name, grams]) => ({ name, grams }));

/**
 * US major food allergens (FDA big 9 keys) that a USDA description names, via the core lexicon
 * (longest phrase first, false friends blocked). Done when a food is first materialised, so the
 * shipped file never goes stale when the lexicon improves.
 */
function allergensOf(description: string): string[] {
  return [...detectAllergens([{ name: description, weightGrams: 1 }], fda.allergens).detected];
}

/** A copy callers may mutate without touching the shared cache. */
function cloneFood(food: Food): Food {
  return {
    ...food,
    nutrients: { ...food.nutrients },
    portions: food.portions.map((p) => ({ ...p })),
    allergens: [...food.allergens],
  };
}

interface Index {
  search: MiniSearch<IndexDoc>;
  entries: readonly Entry[];
  /** The largest query-independent prior of any entry (bounds the re-ranking). */
  maxPrior: number;
  /** Every indexed term: a query term found here is spelled right and needs no typo tolerance. */
  vocabulary: ReadonlySet<string>;
}

function buildIndex(docs: IndexDoc[], entries: readonly Entry[]): Index {
  const vocabulary = new Set<string>();
  const search = new MiniSearch<IndexDoc>({
    idField: 'i',
    fields: ['name', 'head', 'extra'],
    tokenize,
    // Indexing records each term it stores; queries use the plain function.
    processTerm: (term) => {
      const t = processTerm(term);
      if (t) vocabulary.add(t);
      return t;
    },
    searchOptions: { processTerm },
  });
  search.addAll(docs);
  const maxPrior = entries.reduce((m, e) => Math.max(m, e.prior), 0);
  return { search, vocabulary, entries, maxPrior };
}

function searchList(index: Index, q: string, limit: number, boost: Record<string, number>): Food[] {
  const queryTerms = [...new Set(stemTokens(q).filter((t) => !STOP_WORDS.has(t)))];
  if (queryTerms.length === 0) return [];
  const { entries, vocabulary } = index;
  const results: SearchResult[] = index.search.search(queryTerms.join(' '), {
    boost,
    combineWith: 'OR',
    // As-you-type completion of the last word, unless it is already a known word of 5+ letters.
    prefix: (term, i, terms) =>
      i === terms.length - 1 && term.length >= 3 && (term.length <= 4 || !vocabulary.has(term)),
    // Typo tolerance only for words the index does not know (also keeps correct queries fast).
    fuzzy: (term) => (term.length >= 5 && !vocabulary.has(term) ? 0.2 : false),
    maxFuzzy: 2,
    weights: { fuzzy: 0.5, prefix: 0.25 },
  });
  const exact = new Set(queryTerms);
  // Results arrive by raw score; no bonus exceeds MAX_BONUS × the best prior, so stop once a raw
  // score cannot reach the current k-th best final score.
  const ceiling = index.maxPrior * MAX_BONUS;
  const top: { entry: Entry; score: number }[] = [];
  for (const r of results) {
    if (top.length === limit && r.score * ceiling <= top[limit - 1]!.score) break;
    const entry = entries[r.id as number]!;
    const matched: ReadonlySet<string> =
      queryTerms.length === 1 && r.terms.length === 1 && r.terms[0] === queryTerms[0]
        ? exact
        : new Set(r.terms);
    const coverage = r.queryTerms.length / queryTerms.length;
    // A query term reached only by typo tolerance ("unsalted" ~ "salted") counts less than an exact or prefix hit.
    let typoOnly = 0;
    for (const [i, t] of queryTerms.entries()) {
      if (matched.has(t)) continue;
      const isLast = i === queryTerms.length - 1;
      if (isLast && r.terms.some((d) => d.startsWith(t))) continue;
      if (r.queryTerms.includes(t)) typoOnly++;
    }
    const score =
      r.score *
      entry.prior *
      headBonus(entry.head, matched, exact) *
      aliasBonus(entry.aliases, matched, queryTerms.length) *
      coverage *
      coverage *
      TYPO_PENALTY ** typoOnly;
    if (top.length === limit && score <= top[limit - 1]!.score) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < score) at--;
    top.splice(at, 0, { entry, score });
    if (top.length > limit) top.pop();
  }
  return top.map(({ entry, score }) => ({
    ...cloneFood(entry.food()),
    score: Math.round(score * 1000) / 1000,
  }));
}

/**
 * Builds a database from an already-parsed dataset (used by {@link loadFoodDatabase}; handy for tests).
 *
 * @param data - the parsed contents of `data/foods.json.gz`
 * @returns the database with its indexes built
 */
export function createFoodDatabase(data: ShippedDataset): FoodDatabase {
  if (data.format !== DATASET_FORMAT)
    throw new Error(`foods: dataset format ${data.format}, expected ${DATASET_FORMAT}`);
  const keys = data.nutrientKeys;
  const byId = new Map<string, Entry>();

  const goldenAliasesBySource = new Map<string, string[]>();
  for (const g of data.golden) {
    const list = goldenAliasesBySource.get(g.sourceId) ?? [];
    list.push(...g.aliases);
    goldenAliasesBySource.set(g.sourceId, list);
  }

  const goldenEntries: Entry[] = data.golden.map((g) => {
    let cached: Food | undefined;
    const entry: Entry = {
      prior: goldenPrior(g.name),
      head: stemTokens(headOf(g.name)).filter((t) => !STOP_WORDS.has(t)),
      aliases: g.aliases.map((a) => stemTokens(a).filter((t) => !STOP_WORDS.has(t))),
      food: () =>
        (cached ??= {
          id: g.id,
          source: 'golden',
          name: g.name,
          category: g.category,
          nutrients: nutrientsOf(keys, g.nutrients),
          portions: portionsOf(g.portions),
          allergens: [...g.allergens],
          ...(g.densityGPerMl === undefined ? {} : { densityGPerMl: g.densityGPerMl }),
          sourceId: g.sourceId,
        }),
    };
    byId.set(g.id, entry);
    return entry;
  });

  const usdaEntries: Entry[] = data.usda.map((row) => {
    const [id, name, cat, values, portions, , flags] = row;
    const category = data.categories[cat] ?? '';
    const golden = goldenAliasesBySource.get(id);
    let cached: Food | undefined;
    const entry: Entry = {
      prior: usdaPrior(name, category, (flags & FLAG_NOT_IN_SR_LEGACY) !== 0, golden !== undefined),
      head: stemTokens(headOf(name)).filter((t) => !STOP_WORDS.has(t)),
      aliases: (golden ?? []).map((a) => stemTokens(a).filter((t) => !STOP_WORDS.has(t))),
      food: () =>
        (cached ??= {
          id,
          source: 'usda',
          name,
          category,
          nutrients: nutrientsOf(keys, values),
          portions: portionsOf(portions),
          allergens: allergensOf(name),
        }),
    };
    byId.set(id, entry);
    return entry;
  });

  const goldenIndex = buildIndex(
    data.golden.map((g, i) => ({ i, name: g.name, head: headOf(g.name), extra: g.aliases.join(' ; ') })),
    goldenEntries,
  );
  const usdaIndex = buildIndex(
    data.usda.map((row, i) => ({
      i,
      name: row[1],
      head: headOf(row[1]),
      extra: [row[5], ...(goldenAliasesBySource.get(row[0]) ?? [])].join(' ; '),
    })),
    usdaEntries,
  );

  return {
    size: { golden: goldenEntries.length, usda: usdaEntries.length },
    get(id) {
      const entry = byId.get(id);
      return entry ? cloneFood(entry.food()) : undefined;
    },
    search(q: string, opts?: FoodSearchOptions) {
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(opts?.limit ?? DEFAULT_LIMIT)));
      return {
        golden: searchList(goldenIndex, q, limit, { extra: 3, head: 1.5, name: 1 }),
        usda: searchList(usdaIndex, q, limit, { head: 2, name: 1, extra: 1 }),
      };
    },
  };
}

/**
 * Reads and parses the shipped dataset file.
 *
 * @param file - defaults to this package's `data/foods.json.gz`
 * @returns the parsed dataset
 */
export function readShippedDataset(file?: string): ShippedDataset {
  const path = file ?? fileURLToPath(new URL(`../data/${DATASET_FILE}`, import.meta.url));
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as ShippedDataset;
}

let shared: FoodDatabase | undefined;

/**
 * Loads the shipped ingredient database (golden + USDA) and builds its search index. The first
 * call does the work (about a second); later calls return the same instance.
 *
 * @returns the database
 * @example
 * const db = loadFoodDatabase();
 * db.search('milk').golden[0]?.id; // 'golden:milk-whole'
 * db.get('usda:sr-01123')?.nutrients.protein; // 12.56
 */
export function loadFoodDatabase(): FoodDatabase {
  shared ??= createFoodDatabase(readShippedDataset());
  return shared;
}
