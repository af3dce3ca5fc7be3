/**
 * A minimal XML reader for renderer tests: parses the SVG and HTML output (both are
 * well-formed XML: no void elements, every tag closed) into a tree, and throws on
 * ill-formed markup, so a parse is itself a well-formedness check.
 *
 * @module
 */

/** An element of the parsed tree. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

const decode = (text: string): string =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

/** Parses one root element; throws on unbalanced tags, stray `<` or unknown entities. */
export function parseXml(source: string): XmlElement {
  if (/&(?!(amp|lt|gt|quot|#39);)/.test(source)) throw new Error('bare & or unknown entity');
  const token = /<\/([\w:-]+)>|<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  const stack: { name: string; attributes: Record<string, string>; children: (XmlElement | string)[] }[] = [];
  let root: XmlElement | undefined;
  for (const m of source.matchAll(token)) {
    const [, close, open, attrs, selfClose, text, stray] = m;
    if (stray) throw new Error(`stray < at ${m.index}`);
    if (text !== undefined) {
      const top = stack[stack.length - 1];
      if (!top) throw new Error('text outside the root');
      top.children.push(decode(text));
    } else if (open) {
      const attributes: Record<string, string> = {};
      for (const a of (attrs ?? '').matchAll(/([\w:-]+)="([^"]*)"/g))
        attributes[a[1] ?? ''] = decode(a[2] ?? '');
      const element = { name: open, attributes, children: [] };
      if (root) throw new Error('more than one root');
      if (selfClose) {
        const top = stack[stack.length - 1];
        if (!top) throw new Error('self-closed root');
        top.children.push(element);
      } else {
        stack.push(element);
      }
    } else if (close) {
      const top = stack.pop();
      if (!top || top.name !== close) throw new Error(`</${close}> closes <${top?.name}>`);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(top);
      else root = top;
    }
  }
  if (!root || stack.length > 0) throw new Error('unclosed elements');
  return root;
}

/** The text of an element and its descendants. */
export function textOf(node: XmlElement | string): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** Every element, depth first. */
export function elements(node: XmlElement): XmlElement[] {
  return [node, ...node.children.flatMap((c) => (typeof c === 'string' ? [] : elements(c)))];
}

/** The rows of a rendered label by nutrient key (`data-nutrient`, space-separated keys). */
export function nutrientRows(root: XmlElement): Map<string, XmlElement> {
  const rows = new Map<string, XmlElement>();
  for (const e of elements(root)) {
    for (const key of (e.attributes['data-nutrient'] ?? '').split(' ')) if (key) rows.set(key, e);
  }
  return rows;
}

/** The text of each cell of a rendered line (SVG `<text>` elements, HTML cell `<div>`s), empty cells dropped. */
export function cellTexts(row: XmlElement): string[] {
  const cells =
    row.name === 'g'
      ? elements(row).filter((e) => e.name === 'text')
      : row.children.filter((c) => typeof c !== 'string');
  return cells.map((c) => textOf(c).replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
}

/** The words of a rendered SVG, one space between its text elements (wrapped lines rejoined, `&lt;` read). */
export const svgText = (svg: string): string =>
  svg
    .replace(/<title>.*?<\/title>/, '')
    .split('</text>')
    .map((part) => part.replace(/<[^>]+>/g, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/&lt;/g, '<')
    .trim();
