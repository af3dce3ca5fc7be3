import { describe, expect, test } from 'vitest';
import { matchKind, normalizeSearchName } from './search-name';

describe('normalizeSearchName', () => {
  test('for accents, case and punctuation: folded to plain lowercase words', () => {
    expect(normalizeSearchName('Crème Fraîche (30%)')).toBe('creme fraiche 30');
    expect(normalizeSearchName('  Jalapeño,  RAW ')).toBe('jalapeno raw');
    expect(normalizeSearchName('%_')).toBe('');
  });
});

describe('matchKind', () => {
  test('for each kind of match', () => {
    expect(matchKind('milk', 'milk')).toBe('exact');
    expect(matchKind('milk chocolate', 'milk')).toBe('prefix');
    expect(matchKind('whole milk', 'milk')).toBe('word');
    expect(matchKind('buttermilk', 'milk')).toBe('contains');
    expect(matchKind('butter', 'milk')).toBeNull();
  });
  test('for an empty query: no match', () => {
    expect(matchKind('milk', '')).toBeNull();
  });
});
