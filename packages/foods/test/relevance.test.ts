import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadFoodDatabase } from '../src/index';

interface Expectation {
  q: string;
  golden?: string[];
  usda?: string[];
}

const { queries } = JSON.parse(
  readFileSync(new URL('./relevance-queries.json', import.meta.url), 'utf8'),
) as { queries: Expectation[] };

describe('search relevance (test/relevance-queries.json)', () => {
  const db = loadFoodDatabase();
  const outcomes = queries.flatMap((e) => {
    const hits = db.search(e.q, { limit: 3 });
    return (['golden', 'usda'] as const).flatMap((list) => {
      const wanted = e[list];
      if (!wanted) return [];
      const ids = hits[list].map((f) => f.id);
      return [{ q: e.q, list, wanted, ids, rank: ids.findIndex((id) => wanted.includes(id)) }];
    });
  });

  test('the set holds at least 60 queries, every one with a golden expectation', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries.every((e) => e.golden && e.golden.length > 0)).toBe(true);
  });

  test('every expected food is in the top 3', () => {
    const misses = outcomes.filter((o) => o.rank < 0).map((o) => `${o.list} "${o.q}" → ${o.ids.join(', ')}`);
    expect(misses).toEqual([]);
  });

  test('at least 90 % of expectations are met at rank 1', () => {
    const top1 = outcomes.filter((o) => o.rank === 0).length;
    expect(top1 / outcomes.length).toBeGreaterThanOrEqual(0.9);
  });

  test('scores are present and descending within each list', () => {
    for (const q of ['milk', 'chedar', 'olive oil extra virgin']) {
      for (const list of Object.values(db.search(q))) {
        const scores = list.map((f) => f.score ?? Number.NaN);
        expect(scores.every((s) => s > 0)).toBe(true);
        expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      }
    }
  });

  test('"milk" puts whole milk above milk-chocolate items', () => {
    const usda = db.search('milk', { limit: 20 }).usda;
    const whole = usda.findIndex((f) => f.id === 'usda:sr-01077' || f.id === 'usda:fndds-11111000');
    const chocolate = usda.findIndex((f) => /chocolate|cookie/i.test(f.name));
    expect(whole).toBeGreaterThanOrEqual(0);
    if (chocolate >= 0) expect(whole).toBeLessThan(chocolate);
  });

  test('limit is honoured and clamped to 1..50; empty queries find nothing', () => {
    expect(db.search('cheese', { limit: 2 }).usda).toHaveLength(2);
    expect(db.search('cheese', { limit: 500 }).usda).toHaveLength(50);
    expect(db.search('cheese', { limit: 0 }).usda).toHaveLength(1);
    expect(db.search('   ')).toEqual({ golden: [], usda: [] });
    expect(db.search('zzqxv')).toEqual({ golden: [], usda: [] });
  });
});
