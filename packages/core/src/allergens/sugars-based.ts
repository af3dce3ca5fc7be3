/**
 * Canada's sugars-based ingredients (FDR B.01.001 ✔: "(a) an ingredient that is a monosaccharide or
 * disaccharide or a combination of these; (b) … a sweetening agent …; (c) any other ingredient that
 * contains one or more sugars and that is added … as a functional substitute for a sweetening
 * agent") and how the list of ingredients groups them (B.01.008.3 ✔, in force since the 2016
 * amendments' transition): after the term "Sugars", in parentheses, the group placed by the total
 * weight of its members, each member in lower case, heaviest first, separated by commas.
 *
 * Detection covers the obvious names only (sugars, syrups, honey, molasses, the mono- and
 * disaccharides); an ingredient's `sugarsBased` flag overrides it either way (e.g. a fruit juice
 * concentrate used to sweeten, B.01.001 (c)).
 *
 * @module
 */
import { BoundedMemo } from '../memo/bounded-memo';
import { fold } from './fold';

/** The grouping rule as data. */
export const CFIA_SUGARS_GROUP = {
  en: 'Sugars',
  fr: 'Sucres',
  cite: 'FDR B.01.008.3',
  /** B.01.008.3(4)(f): no grouping when the product has less than this many grams of sugars per serving. */
  minSugarsPerServingGrams: 0.5,
} as const;

/**
 * Names that are sugars-based whatever surrounds them (whole words, folded), B.01.001 (a)–(b).
 * "sugar" alone is a word of the list; the names below with "sugar" are not (see NOT_SUGARS_BASED).
 */
const SUGARS_BASED_TERMS = [
  'sugar',
  'sugars',
  'sucrose',
  'dextrose',
  'glucose',
  'fructose',
  'lactose',
  'maltose',
  'galactose',
  'honey',
  'molasses',
  'treacle',
  'syrup',
  'agave nectar',
  'invert sugar',
  'sucre',
  'miel',
  'sirop',
  'melasse',
] as const;

/** Names holding a term above that are not sugars-based ingredients. */
const NOT_SUGARS_BASED = [
  'sugar alcohol',
  'sugar free',
  'sugar-free',
  'no sugar',
  'sugar snap',
  'sugar pea',
  'sugar beet pulp',
  'sugar beet fibre',
  'sugar beet fiber',
  'glucose oxidase',
  'lactose free',
  'lactose-free',
  'honeydew',
  'honey mustard',
  'honey roasted',
  'honeycomb tripe',
] as const;

const TERMS = new RegExp(`\\b(?:${SUGARS_BASED_TERMS.map(escapeRegExp).join('|')})\\b`);
const NOT_TERMS = new RegExp(`\\b(?:${NOT_SUGARS_BASED.map(escapeRegExp).join('|')})\\b`);

function escapeRegExp(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MEMO = new BoundedMemo<string, boolean>(4096);

/**
 * True when the name is that of a sugars-based ingredient, unless `flag` says otherwise.
 *
 * @example isSugarsBased('Brown sugar') // true
 * @example isSugarsBased('Sugar snap peas') // false
 * @example isSugarsBased('Apple juice concentrate', true) // true
 */
export function isSugarsBased(name: string, flag?: boolean): boolean {
  if (flag !== undefined) return flag;
  const cached = MEMO.get(name);
  if (cached !== undefined) return cached;
  // Components in brackets ("Chocolate chips (sugar, cocoa)") do not make the ingredient sugars-based.
  const folded = fold(withoutBrackets(name));
  return MEMO.set(name, TERMS.test(folded) && !NOT_TERMS.test(folded));
}

function withoutBrackets(name: string): string {
  let text = name;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/[(（[][^()（）[\]]*[)）\]]/g, ' ');
  }
  return text;
}

/** True when the name contains the word "sugar" (B.01.008.3(4)(d)). */
export function namesSugar(name: string): boolean {
  return /\bsugar\b/.test(fold(withoutBrackets(name)));
}
