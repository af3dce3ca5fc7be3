import { describe, expect, test } from 'vitest';
import { fold, stem } from './fold';
import { LEXICON, matchTerms, termIdentity } from './lexicon';
import { SPECIES } from './species';

describe('LEXICON', () => {
  const entries = LEXICON.flatMap((row) => row.terms.map((term) => ({ term, row })));

  test('has well over 400 terms', () => {
    expect(entries.length).toBeGreaterThan(400);
  });

  test('no term appears twice (after folding and singularising)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { term } of entries) {
      const id = termIdentity(term);
      const prev = seen.get(id);
      if (prev !== undefined) duplicates.push(`${prev} / ${term}`);
      seen.set(id, term);
    }
    expect(duplicates).toEqual([]);
  });

  test('every term, alone, matches exactly its own row over its whole length', () => {
    const wrong: string[] = [];
    for (const { term, row } of entries) {
      const folded = fold(term);
      const hits = matchTerms(folded);
      const whole = hits.length === 1 && hits[0]!.row === row;
      if (!whole) wrong.push(term);
    }
    expect(wrong).toEqual([]);
  });

  test('every species reference points at a species of the same key', () => {
    for (const row of LEXICON) {
      for (const ref of row.allergens) {
        if (ref.species) expect(SPECIES[ref.species].key).toBe(ref.key);
      }
    }
  });
});

describe('fold', () => {
  test('lowercases, strips accents and spells out ligatures', () => {
    expect(fold('Crème Fraîche')).toBe('creme fraiche');
    expect(fold('Œuf')).toBe('oeuf');
    expect(fold('Weizengrieß')).toBe('weizengriess');
  });

  test('keeps the possessive s and splits French elision', () => {
    expect(fold('Brewer’s yeast')).toBe('brewers yeast');
    expect(fold("sauce d'huître")).toBe('sauce d huitre');
  });
});

describe('stem', () => {
  test.each([
    ['anchovies', 'anchovy'],
    ['peanuts', 'peanut'],
    ['oats', 'oat'],
    ['radishes', 'radish'],
    ['peaches', 'peach'],
    ['bass', 'bass'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['arachis', 'arachis'],
    ['soy', 'soy'],
  ])('for %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
