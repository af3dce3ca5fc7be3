import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { HsrInputs } from '../../schemas/recipe';
import { hsrRatingInput, unratedHsrWarning } from './health-star-fields';
import { HSR_CATEGORIES, HSR_PRODUCTS } from './health-star-tables';

const ADJUSTING = ['fvnlPercent', 'concentratedFvPercent', 'hsrAddedWater'] as const;

describe('hsrRatingInput', () => {
  test('a category, or a product kind’s category (anz.md §6.5), makes the input; shares alone do not', () => {
    expect(hsrRatingInput({ hsrCategory: '2', fvnlPercent: 40, hsrAddedWater: 100 })).toEqual({
      category: '2',
      fvnlPercent: 40,
      addedWater: 100,
    });
    expect(hsrRatingInput({ hsrProduct: 'minimally_processed_fruit_vegetables' })).toEqual({
      category: '2',
      product: 'minimally_processed_fruit_vegetables',
    });
    expect(hsrRatingInput({ fvnlPercent: 40, concentratedFvPercent: 10 })).toBeUndefined();
    expect(hsrRatingInput(undefined)).toBeUndefined();
  });
});

describe('unratedHsrWarning', () => {
  test('names the fields given in the recipe’s order and what the rating needs', () => {
    expect(unratedHsrWarning({ hsrAddedWater: 400, fvnlPercent: 40 })).toBe(
      'No Health Star Rating: fvnlPercent and hsrAddedWater were given, but the rating needs its category, hsrCategory or hsrProduct (no category is assumed; api.md §13, anz.md §6).',
    );
    expect(unratedHsrWarning({ concentratedFvPercent: 0 })).toMatch(
      /^No Health Star Rating: concentratedFvPercent was given, but/,
    );
    expect(unratedHsrWarning(undefined)).toBeUndefined();
  });

  test('warns exactly when adjusting fields are given and neither category nor kind is', () => {
    const share = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...HSR_CATEGORIES), { nil: undefined }),
        fc.option(fc.constantFrom(...HSR_PRODUCTS), { nil: undefined }),
        share,
        share,
        share,
        (hsrCategory, hsrProduct, fvnlPercent, concentratedFvPercent, hsrAddedWater) => {
          const fields: HsrInputs = {
            ...(hsrCategory === undefined ? {} : { hsrCategory }),
            ...(hsrProduct === undefined ? {} : { hsrProduct }),
            ...(fvnlPercent === undefined ? {} : { fvnlPercent }),
            ...(concentratedFvPercent === undefined ? {} : { concentratedFvPercent }),
            ...(hsrAddedWater === undefined ? {} : { hsrAddedWater }),
          };
          const given = ADJUSTING.filter((field) => fields[field] !== undefined);
          const unrated = hsrCategory === undefined && hsrProduct === undefined;
          const warning = unratedHsrWarning(fields);
          expect(warning !== undefined).toBe(unrated && given.length > 0);
          expect(hsrRatingInput(fields) === undefined).toBe(unrated);
          for (const field of ADJUSTING)
            if (warning !== undefined) expect(warning.includes(field)).toBe(given.includes(field));
        },
      ),
    );
  });
});
