import { describe, expect, test } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  test('remembers values and returns what it stores', () => {
    const memo = new BoundedMemo<string, number>(3);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.set('a', 1)).toBe(1);
    expect(memo.get('a')).toBe(1);
  });

  test('never holds more than its limit: when full it starts over', () => {
    const memo = new BoundedMemo<number, number>(3);
    for (let i = 0; i < 10; i++) {
      memo.set(i, i * 2);
      expect(memo.size).toBeLessThanOrEqual(3);
      expect(memo.get(i)).toBe(i * 2);
    }
    expect(memo.get(0)).toBeUndefined();
  });
});
