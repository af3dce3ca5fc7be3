/**
 * The simplified format, 21 CFR 101.9(f): allowed when at least eight of the nutrients (f) lists are
 * present in insignificant amounts ((f)(1): an amount declared as zero, or for total carbohydrate,
 * dietary fiber and protein also "less than 1 gram"). The label then keeps the core nutrients
 * ((f)(2)(i): calories, total fat, sodium, total carbohydrate, protein), the listed nutrients present
 * in more than insignificant amounts ((f)(2)(ii)) and its voluntary rows ((f)(3)), and says which it
 * left off: "Not a significant source of …" ((f)(4)), in the order of the full label.
 * Verification marks in docs/spec/regulations-us.md §3.5.
 *
 * @module
 */
import type { LabelIssue } from '../../label/check-content';
import type { LabelNutrient, LabelResult } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { wordList } from '../_lib/word-list';

/** How (f)(1) judges a nutrient insignificant. */
type Insignificance = 'declaredZero' | 'declaredZeroOrLessThan1g';

interface ListedNutrient {
  readonly key: NutrientKey;
  /** Printed on every simplified label, insignificant or not ((f)(2)(i)). */
  readonly core: boolean;
  readonly insignificant: Insignificance;
}

const listed = (key: NutrientKey, core: boolean, insignificant: Insignificance = 'declaredZero') => ({
  key,
  core,
  insignificant,
});

/** The nutrients 101.9(f) lists, in the order of the full label. */
export const SIMPLIFIED_LISTED: readonly ListedNutrient[] = [
  listed('energy_kcal', true),
  listed('total_fat', true),
  listed('saturated_fat', false),
  listed('trans_fat', false),
  listed('cholesterol', false),
  listed('sodium', true),
  listed('total_carbohydrate', true, 'declaredZeroOrLessThan1g'),
  listed('dietary_fiber', false, 'declaredZeroOrLessThan1g'),
  listed('total_sugars', false),
  listed('added_sugars', false),
  listed('protein', true, 'declaredZeroOrLessThan1g'),
  listed('vitamin_d', false),
  listed('calcium', false),
  listed('iron', false),
  listed('potassium', false),
];

/** 101.9(f): "eight or more" of the listed nutrients in insignificant amounts. */
export const SIMPLIFIED_MIN_INSIGNIFICANT = { count: 8, cite: '21 CFR 101.9(f)' } as const;

const LISTED = new Map(SIMPLIFIED_LISTED.map((n) => [n.key, n]));

/** Whether a declared row is an insignificant amount ((f)(1)). */
export function isInsignificant(row: LabelNutrient): boolean {
  const rule = LISTED.get(row.key);
  if (rule === undefined) return false;
  if (row.value === 0) return true;
  return rule.insignificant === 'declaredZeroOrLessThan1g' && row.display.startsWith('<');
}

/** The statement's words in the label's language(s) (101.15(c) for Spanish). */
const STATEMENT_HEADS = {
  en: 'Not a significant source of',
  es: 'No es una fuente significativa de',
} as const;

/** A nutrient name inside a sentence: "Vitamin D" → "vitamin D", "Total Sugars" → "total sugars". */
const inSentence = (name: string): string =>
  name.replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(/ \p{Lu}(?=\p{Ll})/gu, (c) => c.toLowerCase());

// "a, b and c": the FDA Q&A's own list ("… calcium and iron").
function statementOf(omitted: readonly LabelNutrient[], language: LabelResult['label']['language']): string {
  const names = (pick: (n: LabelNutrient) => string) => omitted.map((n) => inSentence(pick(n)));
  const english = `${STATEMENT_HEADS.en} ${wordList(
    names((n) => n.name),
    'and',
  )}.`;
  if (language === 'es')
    return `${STATEMENT_HEADS.es} ${wordList(
      names((n) => n.name),
      'y',
    )}.`;
  if (language === 'en-es')
    return `${english} / ${STATEMENT_HEADS.es} ${wordList(
      names((n) => n.altName ?? n.name),
      'y',
    )}.`;
  return english;
}

/**
 * The label in the simplified format, or the issue saying why 101.9(f) does not allow it.
 *
 * @example simplify(result) // { ok: true, value: { label: { layout: 'simplified', notSignificantSource: 'Not a significant source of …' } } }
 */
export function simplify(
  result: LabelResult,
): { readonly ok: true; readonly value: LabelResult } | { readonly ok: false; readonly issue: LabelIssue } {
  const rows = result.label.nutrients;
  const insignificant = rows.filter(isInsignificant);
  if (insignificant.length < SIMPLIFIED_MIN_INSIGNIFICANT.count) {
    const names = insignificant.map((n) => n.name).join(', ') || 'none';
    return {
      ok: false,
      issue: {
        code: 'layout_not_allowed',
        path: 'options.layout',
        message: `The simplified format needs at least ${SIMPLIFIED_MIN_INSIGNIFICANT.count} of the nutrients listed in ${SIMPLIFIED_MIN_INSIGNIFICANT.cite} in insignificant amounts (101.9(f)(1)); this label has ${insignificant.length} (${names}).`,
      },
    };
  }
  const omitted = insignificant.filter((n) => LISTED.get(n.key)?.core === false);
  const omittedKeys = new Set(omitted.map((n) => n.key));
  return {
    ok: true,
    value: {
      ...result,
      label: {
        ...result.label,
        nutrients: rows.filter((n) => !omittedKeys.has(n.key)),
        layout: 'simplified',
        ...(omitted.length === 0
          ? {}
          : { notSignificantSource: statementOf(omitted, result.label.language) }),
      },
    },
  };
}
