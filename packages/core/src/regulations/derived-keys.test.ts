import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS, type NutrientValues } from '../nutrients/catalog';
import { slotsOf, valuesOf } from '../nutrients/nutrient-slots';
import { derivedKeysOf } from './_lib/engine-amounts';
import { REGULATIONS } from './index';

describe('derive touches only the keys a format declares (the engine reads back only those)', () => {
  const values = fc.dictionary(
    fc.constantFrom(...NUTRIENT_KEYS),
    fc.double({ min: 0, max: 500, noNaN: true }),
    {
      maxKeys: 25,
    },
  ) as fc.Arbitrary<NutrientValues>;
  for (const regulation of Object.values(REGULATIONS)) {
    if (regulation.derive === undefined) continue;
    test(`${regulation.id}: every other key is left as it was`, () => {
      const declared = new Set<string>(derivedKeysOf(regulation.derive!) ?? NUTRIENT_KEYS);
      fc.assert(
        fc.property(values, (v) => {
          const column = valuesOf(slotsOf(v));
          const before = { ...column };
          const derived = regulation.derive!(column);
          for (const key of NUTRIENT_KEYS) {
            if (!declared.has(key)) expect(derived[key]).toBe(before[key]);
          }
        }),
        { numRuns: 500 },
      );
    });
  }
});
