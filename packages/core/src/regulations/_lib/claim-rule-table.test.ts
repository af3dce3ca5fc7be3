import { describe, expect, test } from 'vitest';
import { slotsOf } from '../../nutrients/nutrient-slots';
import { atLeast, atMost, claimRuleTable, sameForms } from './claim-rule-table';
import { amount, le, ruleHolds } from './claim-rules';

describe('claimRuleTable', () => {
  const rule = claimRuleTable('Table X');

  test('cites the table, marks unverified rows, keeps only the forms given', () => {
    const low = rule({
      id: 'low_fat',
      text: 'Low fat',
      nutrient: 'total_fat',
      ...atMost('total_fat', 3, 1.5),
    });
    expect(low).toMatchObject({ id: 'low_fat', cite: 'Table X' });
    expect(low.mark).toBeUndefined();
    const liquidOnly = rule({
      id: 'energy_free',
      text: 'Energy-free',
      nutrient: 'energy_kcal',
      unverified: true,
      liquid: [[le(amount('energy_kcal'), 4)]],
    });
    expect(liquidOnly.mark).toBe('unverified');
    expect('solid' in liquidOnly).toBe(false);
  });

  test('atMost / atLeast judge solids and liquids by their own limits, at the limit included', () => {
    const low = rule({
      id: 'low_fat',
      text: 'Low fat',
      nutrient: 'total_fat',
      ...atMost('total_fat', 3, 1.5),
    });
    expect(ruleHolds(low, slotsOf({ total_fat: 3 }), 'solid')).toBe(true);
    expect(ruleHolds(low, slotsOf({ total_fat: 3 }), 'liquid')).toBe(false);
    expect(ruleHolds(low, slotsOf({ total_fat: 1.5 }), 'liquid')).toBe(true);
    const fibre = rule({
      id: 'fibre',
      text: 'Fibre',
      nutrient: 'dietary_fiber',
      ...atLeast('dietary_fiber', 4),
    });
    expect(ruleHolds(fibre, slotsOf({ dietary_fiber: 4 }), 'liquid')).toBe(true);
    expect(ruleHolds(fibre, slotsOf({ dietary_fiber: 3.9 }), 'solid')).toBe(false);
    const both = sameForms([le(amount('sodium'), 120)]);
    expect(both.solid).toEqual(both.liquid);
  });
});
