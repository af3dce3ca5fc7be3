/**
 * The file name of a one-recipe CSV export (api.md §10).
 *
 * @module
 */

/**
 * `attachment; filename="<recipe-name>-label.csv"` (api.md §10), the recipe name kept as given.
 * Quotes, backslashes and control characters become `_`; a name with non-ASCII characters gets an
 * ASCII `filename` and the exact name in `filename*` (RFC 6266 / RFC 8187).
 *
 * @example contentDisposition('Chocolate chip cookies') // 'attachment; filename="Chocolate chip cookies-label.csv"'
 */
export function contentDisposition(recipeName: string): string {
  const name = `${[...recipeName.trim()].slice(0, 120).join('') || 'recipe'}-label.csv`;
  // Printable ASCII except `"` and `\`.
  const ascii = name.replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  if (/^[\x20-\x7e]*$/.test(name)) return plain;
  try {
    const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
    return `${plain}; filename*=UTF-8''${encoded}`;
  } catch {
    return plain; // a lone surrogate cannot be encoded: the ASCII name alone
  }
}
