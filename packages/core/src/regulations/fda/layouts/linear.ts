/**
 * The FDA linear display for small packages, 21 CFR 101.9(j)(13)(ii)(A)(2): the whole label as
 * one string, each nutrient followed by its %DV in parentheses, separated by commas, as in the
 * Appendix B sample ("Nutrition Facts Servings: 12, Serv. size: 1 mint (2g), Amount per serving:
 * Calories 0, Total Fat 0g (0% DV), …"). The heading, servings and calories keep their own type
 * sizes inside the string (display-specs.ts).
 *
 * @module
 */
import type { LabelNutrient, LabelResult } from '../../../label/types';
import { type Block, type LabelLayout, type Span, span } from '../../../render/layout';
import { percent, statements } from '../../../render/layout-shared';
import { both, FONT, footnoteOf, wordsOf } from '../layout';
import { HEADING_ABBREVIATIONS } from './abbreviations';
import { SAMPLE_RULES, SMALL_PACKAGE_TYPE } from './display-specs';
import { addedSugarsText, isEnglishOnly, nameSpans, rowName } from './row-names';

const TYPE = SMALL_PACKAGE_TYPE;

/** The linear panel's width in layout units. */
export const LINEAR_PANEL = { width: 360 } as const;

/** "(10% DV)": the label's abbreviation of Daily Value ("VD" in Spanish). */
const dvText = (n: LabelNutrient, dv: string): string => {
  const p = percent(n.dailyValue);
  return p ? `${p} ${dv}` : '';
};

/** One nutrient of the string, total sugars carrying its added sugars: "Total Sugars 12g (Incl. 10g Added Sugars, 20% DV)". */
function nutrientSpans(
  n: LabelNutrient,
  added: LabelNutrient | undefined,
  english: boolean,
  words: ReturnType<typeof wordsOf>,
  dv: string,
): Span[] {
  const own = dvText(n, dv);
  const inner = added
    ? [addedSugarsText(added, english, words), dvText(added, dv)].filter((t) => t !== '').join(', ')
    : own;
  return [...nameSpans(n, english), span(` ${n.display}${inner ? ` (${inner})` : ''}`)];
}

/**
 * Lays out an FDA label as the linear display.
 *
 * @example layoutFdaLinear(result).blocks[0].kind // 'text'
 */
export function layoutFdaLinear(result: LabelResult): LabelLayout {
  const { label } = result;
  const english = isEnglishOnly(result);
  const words = wordsOf(result);
  const footnote = footnoteOf(result, words);
  const dv = label.language === 'es' ? 'VD' : 'DV';
  const rows = label.nutrients;
  const calories = rows.find((n) => n.key === 'energy_kcal');
  const added = rows.find((n) => n.key === 'added_sugars');
  const listed = rows.filter(
    (n) =>
      n.key !== 'energy_kcal' && !(n.key === 'added_sugars' && rows.some((r) => r.key === 'total_sugars')),
  );

  const servings = english
    ? `${HEADING_ABBREVIATIONS.servings}: ${label.servingsPerContainer}, `
    : `${both(words, (w) => w.servings(label.servingsPerContainer))}, `;
  const size = english ? HEADING_ABBREVIATIONS.servingSize : both(words, (w) => w.servingSize);
  const spans: Span[] = [
    span(`${label.title} `, { bold: true, size: TYPE.title.value }),
    span(servings, { size: TYPE.servings.value }),
    span(`${size}: ${label.servingSizeText ?? label.servingSize}, `, {
      bold: true,
      size: TYPE.servingSize.value,
    }),
    span(`${both(words, (w) => w.amountPerServing)}: `),
  ];
  if (calories) {
    spans.push(
      span(rowName(calories, english), { bold: true, size: TYPE.caloriesWord.value }),
      span(' '),
      span(calories.display, { bold: true, size: TYPE.caloriesFigure.value }),
    );
  }
  listed.forEach((n, i) => {
    if (i > 0 || calories) spans.push(span(', '));
    spans.push(...nutrientSpans(n, n.key === 'total_sugars' ? added : undefined, english, words, dv));
  });
  spans.push(span('.'));

  const blocks: Block[] = [{ kind: 'text', size: TYPE.row.value, spans }];
  if (footnote !== null) {
    blocks.push(
      { kind: 'rule', weight: SAMPLE_RULES.hairline.value },
      { kind: 'text', size: TYPE.footnote.value, spans: [span(footnote)] },
    );
  }
  return {
    regulation: label.regulation,
    title: label.title,
    lang: label.language === 'es' ? 'es-US' : 'en-US',
    width: LINEAR_PANEL.width,
    padding: SAMPLE_RULES.boxInset.value,
    frame: SAMPLE_RULES.box.value,
    fontFamily: FONT,
    blocks,
    after: statements(result, TYPE.row.value),
  };
}
