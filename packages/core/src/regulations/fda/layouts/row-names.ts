/**
 * How the reduced FDA displays name a row: shortened as 101.9(j)(13)(ii)(B) allows on an English
 * label, in full (with the Spanish beside it) otherwise.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../../label/types';
import { type Span, span } from '../../../render/layout';
import { isMicronutrient } from '../../../render/layout-shared';
import type { PanelWords } from '../spanish';
import { abbreviated, HEADING_ABBREVIATIONS } from './abbreviations';

/** True when the label prints English alone, the only language the abbreviations are given in. */
export const isEnglishOnly = (result: LabelResult): boolean => (result.label.language ?? 'en') === 'en';

/** The printed name of a row. */
export function rowName(n: LabelNutrient, english: boolean): string {
  if (english) return abbreviated(n.key, n.name);
  return n.altName === undefined ? n.name : `${n.name} / ${n.altName}`;
}

/** "Incl. 10g Added Sugars" (English) or the label's own words for the added-sugars line. */
export function addedSugarsText(n: LabelNutrient, english: boolean, words: readonly PanelWords[]): string {
  if (english) return `${HEADING_ABBREVIATIONS.includes} ${n.display} Added Sugars`;
  return words.map((w) => w.includesAddedSugars(n.display)).join(' / ');
}

/** The name spans of a row: bold for a top-level macronutrient, *Trans* in italics (101.9(d)(7)). */
export function nameSpans(n: LabelNutrient, english: boolean): Span[] {
  const name = rowName(n, english);
  if (n.key === 'trans_fat' && name.startsWith('Trans')) {
    return [span('Trans', { italic: true }), span(name.slice('Trans'.length))];
  }
  return [span(name, { bold: n.indent === 0 && !isMicronutrient(n) })];
}
