/**
 * Text normalisation shared by indexing and querying: lower case, accents folded, split on
 * anything that is not a letter or digit, and a light English singulariser so that "eggs",
 * "tomatoes" and "berries" meet "egg", "tomato" and "berry".
 *
 * @module
 */

/**
 * Folds case and accents.
 *
 * @param text - any text
 * @returns lower-case text without combining marks ("Jalapeño" → "jalapeno")
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Splits text into raw word tokens (no stemming).
 *
 * @param text - any text
 * @returns the words, e.g. "Milk, whole (3.25%)" → ["milk", "whole", "3", "25"]
 */
export function splitWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/**
 * Reduces a lower-case word to a singular-ish stem. Deliberately small: the same function runs
 * on documents and queries, so it only has to be consistent, not linguistically right.
 *
 * @param word - a lower-case word
 * @returns the stem, e.g. "carrots" → "carrot", "tomatoes" → "tomato", "cherries" → "cherry"
 * @example
 * stemWord('eggs'); // 'egg'
 */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Tokenises and stems.
 *
 * @param text - any text
 * @returns stemmed tokens
 */
export function stemTokens(text: string): string[] {
  return splitWords(text).map(stemWord);
}
