/**
 * Independent readers of the raw USDA files for the tests: deliberately simple line scans, not
 * the build script's parsers, so that a parser bug cannot hide behind itself.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The raw USDA files kept in the repository (`packages/foods/data/usda`). */
export const USDA_DIR =
  process.env.USDA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../data/usda');

let nutData: Map<string, Map<string, number>> | undefined;

/**
 * SR28 nutrient values of one food, keyed by `Nutr_No`.
 *
 * @param ndb - 5-digit NDB number
 * @returns Nutr_No → value per 100 g
 */
export function srNutrients(ndb: string): Map<string, number> {
  if (!nutData) {
    nutData = new Map();
    const text = gunzipSync(readFileSync(resolve(USDA_DIR, 'sr28/NUT_DATA.txt.gz'))).toString('latin1');
    for (const line of text.split('\r\n')) {
      const f = line.split('^');
      if (f.length < 3) continue;
      const id = f[0]!.replaceAll('~', '');
      let m = nutData.get(id);
      if (!m) {
        m = new Map();
        nutData.set(id, m);
      }
      m.set(f[1]!.replaceAll('~', ''), Number(f[2]));
    }
  }
  return nutData.get(ndb) ?? new Map();
}

/**
 * One FNDDS 2021-2023 nutrient row by food code, split naively on commas outside quotes.
 *
 * @param code - 8-digit food code
 * @returns header → cell
 */
export function fnddsRow(code: string): Record<string, string> {
  const lines = gunzipSync(
    readFileSync(resolve(USDA_DIR, 'fndds-2021-2023/fndds_2021-2023_nutrient_values.csv.gz')),
  )
    .toString('utf8')
    .split('\n');
  const split = (l: string) =>
    l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''));
  const header = split(lines[0]!);
  const line = lines.find((l) => l.startsWith(`${code},`));
  if (!line) throw new Error(`no FNDDS row ${code}`);
  const cells = split(line);
  return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
}
