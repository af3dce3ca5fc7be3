import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { wordList } from './word-list';

describe('wordList', () => {
  test('none, one, two and three names', () => {
    expect(wordList([], 'and')).toBe('');
    expect(wordList(['sodium'], 'or')).toBe('sodium');
    expect(wordList(['fat', 'sodium'], 'and')).toBe('fat and sodium');
    expect(wordList(['azúcares', 'sodio', 'grasas trans'], 'y')).toBe('azúcares, sodio y grasas trans');
  });

  test('every name once, in order, the conjunction before the last only', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 2, maxLength: 6 }), (names) => {
        const listed = wordList(names, 'or');
        expect(listed.split(/, | or /)).toEqual(names);
        expect(listed.endsWith(` or ${names.at(-1)}`)).toBe(true);
      }),
    );
  });
});
