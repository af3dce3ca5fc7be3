/**
 * Reader for the SR28 / SR Legacy relational ASCII format: one record per line, fields separated
 * by `^`, text fields wrapped in `~`, an empty field means null.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * Reads an SR ASCII file into records of raw string fields (`~` quotes removed).
 *
 * @param path - the file; `.gz` files are gunzipped first
 * @param encoding - `windows-1252` for SR28, `utf-8` for the re-encoded SR Legacy copy
 * @returns one array of fields per line
 */
export function readSrAscii(path: string, encoding: 'windows-1252' | 'utf-8'): string[][] {
  let bytes: Uint8Array = readFileSync(path);
  if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  const text = new TextDecoder(encoding).decode(bytes);
  const out: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    out.push(
      line
        .split('^')
        .map((f) => (f.startsWith('~') && f.endsWith('~') && f.length >= 2 ? f.slice(1, -1) : f)),
    );
  }
  return out;
}
