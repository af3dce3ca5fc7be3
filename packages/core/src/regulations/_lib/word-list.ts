/**
 * Names joined as a sentence lists them: "a", "a and b", "a, b and c" (no serial comma, as the FDA's
 * own statements and the Mexican warnings print them).
 *
 * @module
 */

/**
 * @example wordList(['fat', 'saturated fat', 'sodium'], 'and') // "fat, saturated fat and sodium"
 * @example wordList(['sodium'], 'or') // "sodium"
 */
export function wordList(names: readonly string[], conjunction: 'and' | 'or' | 'y' | 'o'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}
