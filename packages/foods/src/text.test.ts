import { describe, expect, test } from 'vitest';
import { foldText, splitWords, stemTokens, stemWord } from './text';

describe('text normalisation', () => {
  test('plurals meet their singular', () => {
    expect(stemWord('eggs')).toBe('egg');
    expect(stemWord('carrots')).toBe('carrot');
    expect(stemWord('tomatoes')).toBe('tomato');
    expect(stemWord('cherries')).toBe('cherry');
    expect(stemWord('peaches')).toBe('peach');
    expect(stemWord('glass')).toBe('glass');
    expect(stemWord('asparagus')).toBe('asparagus');
    expect(stemWord('oil')).toBe('oil');
  });

  test('accents and punctuation are folded away', () => {
    expect(foldText('Jalapeño')).toBe('jalapeno');
    expect(splitWords('Milk, whole (3.25%)')).toEqual(['milk', 'whole', '3', '25']);
    expect(stemTokens('Brown Sugars')).toEqual(['brown', 'sugar']);
  });
});
