/**
 * CSV export of labels (api.md §10), written with papaparse: CRLF line ends, RFC 4180
 * quoting, and cells that start with = + - @ neutralised against spreadsheet formula injection.
 *
 * The header is fixed (`Nutrient,Value,Unit,%DV`) for every format. FDA and CFIA labels are per
 * serving, so Value / %DV are the per-serving declared value and %DV. EU and China labels carry
 * the legal per-100 g (per 100 ml) column in `per100`: for them Value / %DV hold the per-100
 * declared value and %RI / NRV% (the per-portion column is in the JSON label only).
 *
 * @module
 */
import Papa from 'papaparse';
import type { LabelResult } from '../label/types';

const HEADER = ['Nutrient', 'Value', 'Unit', '%DV'] as const;

/**
 * Units that say more than the catalog unit: vitamin A as retinol equivalents (the `vitamin_a_re`
 * key), and China's vitamin E in α-tocopherol equivalents (GB 28050-2025 Table 1 note b).
 */
const UNIT_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  vitamin_a_re: { fda: 'mcg RE', cfia: 'mcg RE', eu: 'mcg RE', china: 'mcg RE' },
  vitamin_e: { china: 'mg α-TE' },
};

function rows(result: LabelResult): string[][] {
  const regulation = result.label.regulation;
  return result.label.nutrients.map((n) => {
    const column = n.per100 ?? n;
    return [
      n.name,
      column.value === null ? '-' : `${column.display.startsWith('<') ? '<' : ''}${column.value}`,
      UNIT_TEXT[n.key]?.[regulation] ?? n.unit,
      column.dailyValue === null ? '-' : `${column.dailyValue}%`,
    ];
  });
}

/** Neutralises a leading formula character (OWASP CSV injection advice) except in plain numbers. */
function safeCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !/^-?\d/.test(cell) && cell !== '-' ? `'${cell}` : cell;
}

function write(data: string[][]): string {
  return `${Papa.unparse(
    data.map((r) => r.map(safeCell)),
    { newline: '\r\n', quotes: false },
  )}\r\n`;
}

/**
 * One label as CSV: header `Nutrient,Value,Unit,%DV`, one row per label nutrient.
 *
 * @example labelToCsv(result) // "Nutrient,Value,Unit,%DV\r\nCalories,230,kcal,-\r\n…"
 */
export function labelToCsv(result: LabelResult): string {
  return write([[...HEADER], ...rows(result)]);
}

/**
 * Many labels in one CSV with a leading `Recipe` column (api.md §10).
 */
export function labelsToCsv(
  labels: readonly { readonly recipe: string; readonly result: LabelResult }[],
): string {
  const data: string[][] = [['Recipe', ...HEADER]];
  for (const { recipe, result } of labels) {
    for (const row of rows(result)) data.push([recipe, ...row]);
  }
  return write(data);
}

/** The header and rows of one label, for streaming writers that append labels one by one. */
export function labelCsvChunk(recipe: string | undefined, result: LabelResult, withHeader: boolean): string {
  const data: string[][] = [];
  if (withHeader) data.push(recipe === undefined ? [...HEADER] : ['Recipe', ...HEADER]);
  for (const row of rows(result)) data.push(recipe === undefined ? row : [recipe, ...row]);
  return data.length === 0 ? '' : write(data);
}
