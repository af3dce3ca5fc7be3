import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { escapeMarkup } from './escape';

describe('escapeMarkup', () => {
  test('replaces the five markup characters with entities', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Fish & chips</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Fish &amp; chips&lt;/a&gt;',
    );
  });

  test('drops characters XML 1.0 cannot carry, keeps tab, newline and astral characters', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeMarkup('a\tb\nc 🍪 营养')).toBe('a\tb\nc 🍪 营养');
  });

  test('output never contains a markup character outside an entity', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
    );
  });
});
