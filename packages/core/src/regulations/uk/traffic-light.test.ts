import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emptySlots, slotOf } from '../../nutrients/nutrient-slots';
import { EU_REFERENCE_INTAKES } from '../eu/reference-values';
import { type ColouredKey, levelPer100, UK_TRAFFIC_LIGHT, ukTrafficLight } from './traffic-light';

const column = (values: Partial<Record<string, number>>): number[] => {
  const slots = emptySlots();
  for (const [k, v] of Object.entries(values)) slots[slotOf(k as ColouredKey)] = v!;
  return slots;
};

describe('UK traffic light criteria (2016 guide, docs/regulations/uk.md §4)', () => {
  test('the portion red limits are 30 % (foods) and 15 % (drinks) of the RI; the 100 g red limits 25 % and 12.5 %', () => {
    for (const [form, share100, sharePortion] of [
      ['solid', 25, 30],
      ['liquid', 12.5, 15],
    ] as const) {
      const table = UK_TRAFFIC_LIGHT[form];
      expect(table.portionPercentRi).toBe(sharePortion);
      for (const [key, c] of Object.entries(table.criteria)) {
        const ri = EU_REFERENCE_INTAKES[key as ColouredKey]!;
        expect(c.high).toBeCloseTo((ri * share100) / 100, 9);
        expect(c.portionHigh).toBeCloseTo((ri * sharePortion) / 100, 9);
      }
    }
  });

  test('at and around each per-100 threshold: ≤ low green, ≤ high amber, > high red', () => {
    for (const form of ['solid', 'liquid'] as const) {
      for (const c of Object.values(UK_TRAFFIC_LIGHT[form].criteria)) {
        expect(levelPer100(c.low, c)).toBe('low');
        expect(levelPer100(c.low + 0.001, c)).toBe('medium');
        expect(levelPer100(c.high, c)).toBe('medium');
        expect(levelPer100(c.high + 0.001, c)).toBe('high');
      }
    }
  });

  test('a portion only ever raises a colour, and only to red (property)', () => {
    const key = fc.constantFrom<ColouredKey>('total_fat', 'saturated_fat', 'total_sugars', 'salt');
    fc.assert(
      fc.property(
        fc.constantFrom('solid' as const, 'liquid' as const),
        key,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        (form, k, per100, portion) => {
          const per100Column = column({ [k]: per100 });
          const perPortion = column({ [k]: (per100 * portion) / 100 });
          const item = ukTrafficLight({
            form,
            per100: per100Column,
            perPortion,
            portion,
            rows: [],
          }).items.find((i) => i.key === k)!;
          const base = levelPer100(per100, UK_TRAFFIC_LIGHT[form].criteria[k]);
          expect(item.per100?.level).toBe(base);
          expect(item.level === base || item.level === 'high').toBe(true);
          if (item.perPortion?.high) expect(portion).toBeGreaterThan(UK_TRAFFIC_LIGHT[form].portionOver);
        },
      ),
    );
  });

  test('the portion rule: 16 g fat/100 g is amber, and red in a 140 g portion (22.4 g > 21 g)', () => {
    // 16 g/100 g is amber (3.0 < 16 ≤ 17.5); a 140 g portion holds 22.4 g > 21 g (30 % of 70 g) → red.
    const per100 = column({ total_fat: 16 });
    const at = (portion: number) =>
      ukTrafficLight({
        form: 'solid',
        per100,
        perPortion: column({ total_fat: (16 * portion) / 100 }),
        portion,
        rows: [],
      }).items[1]!;
    expect(at(140)).toMatchObject({ level: 'high', per100: { level: 'medium' }, perPortion: { high: true } });
    // 131.25 g holds exactly 21 g: not more than 21 g → stays amber.
    expect(at(131.25).level).toBe('medium');
    // 100 g holds 16 g, and a 100 g portion is not "over 100 g" either way.
    expect(at(100).level).toBe('medium');
  });

  test('energy has no colour; its item prints the declared kJ and kcal rows', () => {
    const row = (key: 'energy_kj' | 'energy_kcal', display: string, display100: string, dv: number) => ({
      key,
      name: 'Energy',
      unit: key === 'energy_kj' ? ('kJ' as const) : ('kcal' as const),
      amount: 0,
      value: 0,
      display,
      dailyValue: dv,
      indent: 0 as const,
      per100: { value: 0, display: display100, dailyValue: dv },
    });
    const rows = [row('energy_kj', '493 kJ', '1972 kJ', 6), row('energy_kcal', '117 kcal', '470 kcal', 6)];
    const fop = ukTrafficLight({
      form: 'solid',
      per100: column({}),
      perPortion: column({}),
      portion: 25,
      rows,
    });
    expect(fop.items[0]).toEqual({
      key: 'energy_kj',
      text: 'Energy',
      per100: { display: '1972 kJ / 470 kcal' },
      perPortion: { display: '493 kJ / 117 kcal', percentRi: 6 },
    });
    expect(fop.items.map((i) => i.key)).toEqual([
      'energy_kj',
      'total_fat',
      'saturated_fat',
      'total_sugars',
      'salt',
    ]);
  });
});
