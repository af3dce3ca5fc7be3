/**
 * One rule for text on every path: a string (or object key) of a JSON body or a query value that holds
 * U+0000 or a lone surrogate is refused with 40001 naming the field. PostgreSQL stores neither (text
 * cannot hold NUL, and a lone surrogate is not UTF-8), so such text would answer 200 and then fail
 * to be saved, or be saved on one adapter and not on another.
 *
 * @module
 */
import type { FieldIssue } from '@nutrilabel/core';

/** NUL, or a surrogate that is not part of a pair. */
const ILL_FORMED = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const ILL_FORMED_ALL = new RegExp(ILL_FORMED.source, 'g');

/** In JSON text, the escapes that can produce ill-formed text (raw NUL is invalid JSON; decoded bytes are well-formed). */
const RISKY_ESCAPE = /\\u(?:0000|d[89a-f])/i;

const MESSAGE = 'must not contain U+0000 or an unpaired surrogate';

/** Whether `text` holds U+0000 or a lone surrogate. */
export const isIllFormedText = (text: string): boolean => ILL_FORMED.test(text);

/**
 * The fields of a parsed JSON body whose text breaks the rule, dotted paths as in api.md §1 (at most
 * `limit`). `source` is the JSON text: without a `\u0000` or `\uD8xx`–`\uDFxx` escape in it nothing
 * can break the rule, and the value is not walked.
 *
 * @example illFormedFields(JSON.parse('{"a":["\\u0000"]}'), '{"a":["\\u0000"]}') // [{ path: 'a.0', … }]
 */
export function illFormedFields(value: unknown, source: string, limit = 1000): FieldIssue[] {
  // JSON writes every escape `\u` in lower case: a body without one (nearly all) skips the regex scan.
  if (!source.includes('\\u') || !RISKY_ESCAPE.test(source)) return [];
  const found: FieldIssue[] = [];
  // Iterative: a body may nest deeper than the call stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (isIllFormedText(node)) found.push({ path: path || '(body)', message: MESSAGE });
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], join(path, String(i))]);
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        // The path names the key with U+FFFD in place of what breaks the rule.
        const shown = key.replace(ILL_FORMED_ALL, '\ufffd');
        if (shown !== key) found.push({ path: join(path, shown), message: `key ${MESSAGE}` });
        stack.push([(node as Record<string, unknown>)[key], join(path, shown)]);
      }
    }
  }
  return found;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * The query parameters whose name or value holds U+0000 (percent-decoding turns bytes that are not
 * UTF-8 into U+FFFD, so a query cannot carry a lone surrogate).
 *
 * @param search - the query string, without `?`
 */
export function illFormedQueryFields(search: string): FieldIssue[] {
  if (!/%00/.test(search)) return [];
  const found: FieldIssue[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (isIllFormedText(name) || isIllFormedText(value)) {
      found.push({ path: name.replace(ILL_FORMED_ALL, '\ufffd') || '(query)', message: MESSAGE });
    }
  }
  return found;
}
