/**
 * A minimal RFC 4180 CSV reader for the FNDDS "At A Glance" CSV conversions
 * (UTF-8, comma-separated, double-quoted fields with `""` escapes, LF or CRLF line ends).
 *
 * @module
 */

/**
 * Parses CSV text into rows of fields (the header row included).
 *
 * @param text - the whole file; a leading byte-order mark is ignored
 * @returns every non-empty record as an array of strings
 * @example
 * parseCsv('a,b\n1,"x, y"\n'); // [['a', 'b'], ['1', 'x, y']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Parses CSV text into objects keyed by the header row.
 *
 * @param text - the whole file
 * @returns one record per data row
 */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, j) => [h, r[j] ?? ''])));
}
