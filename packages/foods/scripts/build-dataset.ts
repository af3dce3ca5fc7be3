/**
 * Builds `data/foods.json.gz` from the raw USDA files kept in `data/usda/` (see its README;
 * override with `USDA_DIR`): SR28 + FNDDS 2021-2023 (+ FPED 2017-2018 added sugars) and the
 * hand-checked golden set in `data/golden.source.ts`. Deterministic: the same input gives a
 * byte-identical file. Run: `pnpm --filter @nutrilabel/foods build:data` (add `-- --out <file>` to write elsewhere).
 *
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NUTRIENT_KEYS, type NutrientKey } from '@nutrilabel/core';
import { GOLDEN_SOURCE, type GoldenSource } from '../data/golden.source';
import {
  DATASET_FILE,
  DATASET_FORMAT,
  FLAG_NOT_IN_SR_LEGACY,
  type GoldenRow,
  type PortionRow,
  type ShippedDataset,
  type UsdaRow,
} from '../src/dataset-format';
import { parseCsvRecords } from './usda/csv';
import {
  FATTY_ACID_SUMS,
  FNDDS_NUTRIENTS,
  GRAMS_PER_ADDED_SUGAR_TSP_EQ,
  KJ_PER_KCAL,
  retinolEquivalents,
  SR_NUTRIENTS,
  VITAMIN_A_RE_FROM,
} from './usda/nutrient-map';
import { readSrAscii } from './usda/sr-ascii';

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, '..');
const usdaDir = process.env.USDA_DIR ?? resolve(pkgDir, 'data/usda');

/** ml in one US customary volume unit (the density of golden foods comes from SR cup/tbsp weights). */
const ML_PER: Record<string, number> = { cup: 236.588, tbsp: 14.7868, tsp: 4.92892, 'fl oz': 29.5735 };

function fail(message: string): never {
  throw new Error(`build-dataset: ${message}`);
}

/** Rounds to at most 4 decimals and strips float noise (values converted with a factor). */
function tidy(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

function num(s: string | undefined, what: string): number {
  const n = Number(s);
  if (s === undefined || s === '' || !Number.isFinite(n))
    fail(`not a number: ${what} = ${JSON.stringify(s)}`);
  return n;
}

const keys: NutrientKey[] = [...NUTRIENT_KEYS];
const keyIndex = new Map(keys.map((k, i) => [k, i]));

function emptyNutrients(): (number | null)[] {
  return keys.map(() => null);
}

function setNutrient(row: (number | null)[], key: NutrientKey, value: number): void {
  row[keyIndex.get(key)!] = tidy(value);
}

/** Fills omega-6 / omega-3 sums and vitamin A RE from a source's columns (`get`: undefined = not given). */
function fillDerived(
  row: (number | null)[],
  get: (column: string) => number | undefined,
  source: 'sr' | 'fndds',
): void {
  for (const key of ['omega_6_fat', 'omega_3_fat'] as const) {
    const { base, add } = FATTY_ACID_SUMS[key][source];
    const first = get(base);
    if (first === undefined) continue;
    let sum = first;
    for (const column of add) sum += get(column) ?? 0;
    setNutrient(row, key, sum);
  }
  const { rae, retinol } = VITAMIN_A_RE_FROM[source];
  const raeValue = get(rae);
  const retinolValue = get(retinol);
  if (raeValue !== undefined && retinolValue !== undefined) {
    setNutrient(row, 'vitamin_a_re', retinolEquivalents(raeValue, retinolValue));
  }
}

function trimTrailingNulls(row: (number | null)[]): (number | null)[] {
  let end = row.length;
  while (end > 0 && row[end - 1] === null) end--;
  return row.slice(0, end);
}

/** Formats an SR WEIGHT amount the way a cook reads it: 1, 0.5, 2.5. */
function amountText(a: number): string {
  return String(tidy(a));
}

// ---------------------------------------------------------------- SR28
const sr = join(usdaDir, 'sr28');
const groups = new Map(readSrAscii(join(sr, 'FD_GROUP.txt'), 'windows-1252').map((r) => [r[0]!, r[1]!]));
const legacyNames = new Map(
  readSrAscii(join(usdaDir, 'sr-legacy-2018-04/FOOD_DES.txt.gz'), 'utf-8').map((r) => [r[0]!, r[2]!]),
);
interface SrFood {
  ndb: string;
  name: string;
  sr28Name: string;
  group: string;
  comName: string;
  inLegacy: boolean;
  nutrients: (number | null)[];
  portions: PortionRow[];
}
const srFoods = new Map<string, SrFood>();
for (const r of readSrAscii(join(sr, 'FOOD_DES.txt.gz'), 'windows-1252')) {
  const ndb = r[0]!;
  const legacy = legacyNames.get(ndb);
  srFoods.set(ndb, {
    ndb,
    // SR Legacy revised 401 descriptions; it is the newer name where the food survived.
    name: legacy ?? r[2]!,
    sr28Name: r[2]!,
    group: groups.get(r[1]!) ?? fail(`unknown SR food group ${r[1]}`),
    comName: r[4] ?? '',
    inLegacy: legacy !== undefined,
    nutrients: emptyNutrients(),
    portions: [],
  });
}
const srRaw = new Map<string, Map<string, number>>();
for (const r of readSrAscii(join(sr, 'NUT_DATA.txt.gz'), 'windows-1252')) {
  const ndb = r[0]!;
  let m = srRaw.get(ndb);
  if (!m) {
    m = new Map();
    srRaw.set(ndb, m);
  }
  m.set(r[1]!, num(r[2], `NUT_DATA ${ndb}/${r[1]}`));
}
let srVitDFromIu = 0;
for (const food of srFoods.values()) {
  const raw = srRaw.get(food.ndb) ?? fail(`no NUT_DATA for ${food.ndb}`);
  for (const key of keys) {
    for (const [i, src] of (SR_NUTRIENTS[key] ?? []).entries()) {
      const v = raw.get(src.nutrNo);
      if (v === undefined) continue;
      setNutrient(food.nutrients, key, v * (src.factor ?? 1));
      if (key === 'vitamin_d' && i > 0) srVitDFromIu++;
      break;
    }
  }
  fillDerived(food.nutrients, (nutrNo) => raw.get(nutrNo), 'sr');
}
const srWeights = readSrAscii(join(sr, 'WEIGHT.txt.gz'), 'windows-1252')
  .map((r) => ({
    ndb: r[0]!,
    seq: num(r[1], 'WEIGHT seq'),
    amount: num(r[2], 'WEIGHT amount'),
    desc: r[3]!,
    grams: num(r[4], 'WEIGHT g'),
  }))
  .sort((a, b) => (a.ndb < b.ndb ? -1 : a.ndb > b.ndb ? 1 : a.seq - b.seq));
for (const w of srWeights) {
  const food = srFoods.get(w.ndb) ?? fail(`WEIGHT for unknown food ${w.ndb}`);
  if (w.grams > 0 && w.amount > 0) food.portions.push([`${amountText(w.amount)} ${w.desc}`, tidy(w.grams)]);
}

// ---------------------------------------------------------------- FNDDS 2021-2023 (+ FPED 2017-2018)
const fnddsDir = join(usdaDir, 'fndds-2021-2023');
const readCsv = (path: string) => parseCsvRecords(gunzipSync(readFileSync(path)).toString('utf8'));
const fnddsValues = readCsv(join(fnddsDir, 'fndds_2021-2023_nutrient_values.csv.gz'));
const fnddsInfo = new Map(
  readCsv(join(fnddsDir, 'fndds_2021-2023_foods_and_beverages.csv.gz')).map((r) => [r['Food code']!, r]),
);
const fnddsPortions = new Map<string, PortionRow[]>();
for (const r of readCsv(join(fnddsDir, 'fndds_2021-2023_portions_and_weights.csv.gz')).sort(
  (a, b) =>
    num(a['Food code'], 'code') - num(b['Food code'], 'code') ||
    num(a['Seq num'], 'seq') - num(b['Seq num'], 'seq'),
)) {
  const grams = num(r['Portion weight (g)'], 'portion weight');
  if (grams <= 0) continue;
  const list = fnddsPortions.get(r['Food code']!) ?? [];
  list.push([r['Portion description']!, tidy(grams)]);
  fnddsPortions.set(r['Food code']!, list);
}
const fped = new Map(
  readCsv(join(usdaDir, 'fndds-2017-2018/FPED_1718.csv.gz')).map((r) => [
    r.FOODCODE!,
    num(r['ADD_SUGARS (tsp. eq.)'], 'FPED ADD_SUGARS'),
  ]),
);
let fpedApplied = 0;
let fpedCapped = 0;

// ---------------------------------------------------------------- rows
const categories: string[] = [];
const categoryIndex = new Map<string, number>();
const catOf = (c: string): number => {
  let i = categoryIndex.get(c);
  if (i === undefined) {
    i = categories.length;
    categories.push(c);
    categoryIndex.set(c, i);
  }
  return i;
};

const usda: UsdaRow[] = [];
for (const f of [...srFoods.values()].sort((a, b) => (a.ndb < b.ndb ? -1 : 1))) {
  usda.push([
    `usda:sr-${f.ndb}`,
    f.name,
    catOf(f.group),
    trimTrailingNulls(f.nutrients),
    f.portions,
    f.comName,
    f.inLegacy ? 0 : FLAG_NOT_IN_SR_LEGACY,
  ]);
}
const fnddsSorted = [...fnddsValues].sort(
  (a, b) => num(a['Food code'], 'code') - num(b['Food code'], 'code'),
);
for (const r of fnddsSorted) {
  const code = r['Food code']!;
  const n = emptyNutrients();
  for (const key of keys) {
    const col = FNDDS_NUTRIENTS[key];
    if (col === undefined) continue;
    if (!(col in r)) fail(`FNDDS column missing: ${col}`);
    setNutrient(n, key, num(r[col], `FNDDS ${code} ${col}`));
  }
  fillDerived(
    n,
    (column) => {
      if (!(column in r)) fail(`FNDDS column missing: ${column}`);
      return r[column] === '' ? undefined : num(r[column], `FNDDS ${code} ${column}`);
    },
    'fndds',
  );
  const kcal = num(r['Energy (kcal)'], 'kcal');
  setNutrient(n, 'energy_kj', Math.round(kcal * KJ_PER_KCAL));
  const tsp = fped.get(code);
  if (tsp !== undefined) {
    const total = num(r['Sugars, total (g)'], 'sugars');
    const added = tsp * GRAMS_PER_ADDED_SUGAR_TSP_EQ;
    // FPED 2017-2018 is applied to the 2021-2023 code: where the recipe changed, never exceed total sugars.
    if (added > total) fpedCapped++;
    setNutrient(n, 'added_sugars', Math.min(added, total));
    fpedApplied++;
  }
  const name = r['Main food description']!;
  usda.push([
    `usda:fndds-${code}`,
    name,
    catOf(r['WWEIA Category description']!),
    trimTrailingNulls(n),
    fnddsPortions.get(code) ?? [],
    fnddsInfo.get(code)?.['Additional food description'] ?? '',
    0,
  ]);
}

// ---------------------------------------------------------------- golden
function densityFrom(g: GoldenSource, food: SrFood): number | undefined {
  if (g.density === undefined) return undefined;
  if (typeof g.density === 'number') return g.density;
  const w = srWeights.find((x) => x.ndb === food.ndb && x.desc === g.density);
  if (!w) fail(`golden:${g.id}: SR ${food.ndb} has no "${g.density}" measure`);
  const unit = Object.keys(ML_PER).find(
    (u) => g.density === u || String(g.density).startsWith(`${u} `) || String(g.density).startsWith(`${u},`),
  );
  if (!unit) fail(`golden:${g.id}: "${g.density}" is not a volume measure`);
  return Math.round((w.grams / (w.amount * ML_PER[unit]!)) * 1000) / 1000;
}

const goldenIds = new Set<string>();
const golden: GoldenRow[] = [];
for (const g of GOLDEN_SOURCE) {
  if (goldenIds.has(g.id)) fail(`duplicate golden id ${g.id}`);
  goldenIds.add(g.id);
  const food = srFoods.get(g.ndb) ?? fail(`golden:${g.id}: NDB ${g.ndb} is not in SR28`);
  if (food.name !== g.sr && food.sr28Name !== g.sr) {
    fail(`golden:${g.id}: NDB ${g.ndb} is "${food.name}", the source says "${g.sr}"`);
  }
  const nutrients = [...food.nutrients];
  if (g.addedSugars === 'all') {
    const total = nutrients[keyIndex.get('total_sugars')!];
    setNutrient(nutrients, 'added_sugars', total ?? 0);
  }
  const densityGPerMl = densityFrom(g, food);
  golden.push({
    id: `golden:${g.id}`,
    name: g.name,
    category: food.group,
    sourceId: `usda:sr-${g.ndb}`,
    aliases: [...g.aliases],
    nutrients: trimTrailingNulls(nutrients),
    portions: [...food.portions, ...(g.portions ?? [])],
    allergens: [...g.allergens],
    ...(densityGPerMl === undefined ? {} : { densityGPerMl }),
  });
}

const dataset: ShippedDataset = {
  format: DATASET_FORMAT,
  sources: {
    sr: 'USDA SR28 (Release 28, slightly revised, May 2016), ASCII; names from SR Legacy (April 2018) where present',
    fndds: 'USDA FNDDS 2021-2023 At A Glance tables (FDC Survey release 2024-10-31)',
    fped: 'USDA FPED 2017-2018 ADD_SUGARS (tsp eq. x 4.2 g), applied by food code',
    srFoods: srFoods.size,
    srFoodsNotInSrLegacy: [...srFoods.values()].filter((f) => !f.inLegacy).length,
    srVitaminDFromIu: srVitDFromIu,
    fnddsFoods: fnddsSorted.length,
    fnddsAddedSugarsFromFped: fpedApplied,
    fnddsAddedSugarsCappedAtTotal: fpedCapped,
    goldenFoods: golden.length,
  },
  nutrientKeys: keys,
  categories,
  usda,
  golden,
};

const json = JSON.stringify(dataset);
const gz = gzipSync(Buffer.from(json, 'utf8'), { level: 9 });
// `--out <file>` writes elsewhere (the test uses it to prove the build is deterministic and the shipped file current).
const outFlag = process.argv.indexOf('--out');
const out =
  outFlag > 0 && process.argv[outFlag + 1]
    ? resolve(process.argv[outFlag + 1]!)
    : join(pkgDir, 'data', DATASET_FILE);
writeFileSync(out, gz);
console.log(
  `wrote ${out}: ${usda.length} usda (${srFoods.size} SR28 + ${fnddsSorted.length} FNDDS), ${golden.length} golden; ` +
    `${(json.length / 1e6).toFixed(1)} MB JSON, ${(gz.length / 1e6).toFixed(2)} MB gzip`,
);
console.log(JSON.stringify(dataset.sources, null, 2));
