/**
 * Escaping for SVG and HTML output: user strings (recipe and ingredient names) become
 * text, never markup.
 *
 * @module
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The XML 1.0 `Char` production: tab, LF, CR and U+0020 up, without surrogates, U+FFFE and U+FFFF. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Drops characters XML cannot carry (they would make the SVG ill-formed). */
function xmlChars(text: string): string {
  let out = '';
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) out += char;
  return out;
}

/**
 * Escapes text for use in XML/HTML text content and in quoted attribute values, and drops
 * characters that would make an SVG document ill-formed.
 *
 * @param text any string
 * @returns the string with `& < > " '` replaced by entities
 * @example escapeMarkup('<b>"Fish & chips"</b>') // '&lt;b&gt;&quot;Fish &amp; chips&quot;&lt;/b&gt;'
 */
export function escapeMarkup(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
