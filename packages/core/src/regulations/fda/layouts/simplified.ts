/**
 * The FDA simplified format's drawing (101.9(f)): the vertical panel of its reduced rows with the
 * "Not a significant source of …" statement at the bottom of the nutrient list ((f)(4)), above the
 * footnote, in the type of the nutrient rows.
 *
 * @module
 */
import type { LabelResult } from '../../../label/types';
import { type Block, type LabelLayout, span } from '../../../render/layout';
import { FDA_PANEL, footnoteOf, layoutFda, wordsOf } from '../layout';

/**
 * Lays out a simplified FDA label.
 *
 * @example layoutFdaSimplified(result).blocks.some((b) => b.kind === 'text') // the statement
 */
export function layoutFdaSimplified(result: LabelResult): LabelLayout {
  const vertical = layoutFda(result);
  const statement = result.label.notSignificantSource;
  if (statement === undefined) return vertical;
  const block: Block = { kind: 'text', size: FDA_PANEL.row, spans: [span(statement)] };
  // The vertical panel ends with the footnote's bar and text where the population has a footnote.
  const footnoteBlocks = footnoteOf(result, wordsOf(result)) === null ? 0 : 2;
  const at = vertical.blocks.length - footnoteBlocks;
  return {
    ...vertical,
    blocks: [
      ...vertical.blocks.slice(0, at),
      { kind: 'rule', weight: FDA_PANEL.hairline },
      block,
      ...vertical.blocks.slice(at),
    ],
  };
}
