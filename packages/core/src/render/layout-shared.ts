/**
 * Helpers shared by the format layouts.
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../label/types';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients/catalog';
import { type Block, type Cell, type Span, span } from './layout';

/** Fatty acids appended to the catalog after the minerals. */
const FATTY_ACIDS: ReadonlySet<NutrientKey> = new Set(['omega_6_fat', 'omega_3_fat']);

/** Vitamins and minerals: the catalog keys from vitamin D on but the fatty acids (sodium is printed with the macronutrients). */
const MICRONUTRIENTS: ReadonlySet<NutrientKey> = new Set(
  NUTRIENT_KEYS.slice(NUTRIENT_KEYS.indexOf('vitamin_d')).filter((key) => !FATTY_ACIDS.has(key)),
);

/** True for vitamins and minerals other than sodium. */
export const isMicronutrient = (n: LabelNutrient): boolean => MICRONUTRIENTS.has(n.key);

/** Indent in px of a nutrient row at an indent level. */
export const indentPx = (indent: 0 | 1 | 2, step = 12): number => indent * step;

/** "10%" or "" when the format shows no percentage. */
export const percent = (value: number | null, separator = ''): string =>
  value === null ? '' : `${value}${separator}%`;

/** The ingredient statement and allergen declaration printed under the panel. */
export function statements(result: LabelResult, size: number): Block[] {
  const blocks: Block[] = [];
  if (result.ingredientStatement)
    blocks.push({ kind: 'text', spans: boldLead(result.ingredientStatement), size });
  if (result.allergens.declaration) {
    blocks.push({ kind: 'text', spans: boldLead(result.allergens.declaration), size });
  }
  // A bilingual FDA label (101.15(c)(1)) repeats both statements in its second language.
  if (result.altIngredientStatement)
    blocks.push({ kind: 'text', spans: boldLead(result.altIngredientStatement), size });
  if (result.altIngredientStatement !== undefined && result.allergens.altDeclaration)
    blocks.push({ kind: 'text', spans: boldLead(result.allergens.altDeclaration), size });
  return blocks;
}

/** Bolds the lead word of a statement ("Ingredients:", "Contains:", "配料："). */
function boldLead(text: string) {
  const match = /^([^:：]{1,30}[:：])(.*)$/s.exec(text);
  return match ? [span(match[1] ?? '', { bold: true }), span(match[2] ?? '')] : [span(text)];
}

/** A cell across the whole width. */
export const fullWidth = (spans: readonly Span[]): Cell => ({ spans, from: 0, to: 1, align: 'start' });

/**
 * One table row: each text in its column (`edges` are fractions of the width), the first
 * column left-aligned (and indented), the others right-aligned.
 */
export function tableRow(
  texts: readonly string[],
  edges: readonly (readonly [number, number])[],
  bold: boolean,
  indent = 0,
): Cell[] {
  return texts.map((text, i) => {
    const [from, to] = edges[i] ?? [0, 1];
    return {
      spans: text ? [span(text, { bold })] : [],
      from,
      to,
      align: i === 0 ? 'start' : 'end',
      ...(i === 0 && indent > 0 ? { indent } : {}),
    };
  });
}
