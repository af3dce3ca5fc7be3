import { describe, expect, test } from 'vitest';
import { getRegulation } from '../regulations';
import { engineOptionsOf, formatOptionIssues } from './format-options';

const fda = getRegulation('fda');
const cfia = getRegulation('cfia');
const eu = getRegulation('eu');

describe('formatOptionIssues', () => {
  test('an FDA label takes every option of api.md §12', () => {
    expect(
      formatOptionIssues(fda, {
        population: 'children_1_3',
        language: 'en-es',
        columns: 'dual',
        layout: 'tabular',
        voluntary: ['vitamin_c'],
      }),
    ).toEqual([]);
  });

  test('names each option a format does not take, by its path inside options', () => {
    expect(
      formatOptionIssues(eu, {
        population: 'infants_7_12m',
        columns: 'dual',
        prepared: { ingredients: [{ name: 'Milk', weightGrams: 100 }] },
        layout: 'linear',
        voluntary: ['vitamin_c'],
      }).map((i) => i.path),
    ).toEqual(['population', 'columns', 'prepared', 'layout', 'voluntary']);
  });

  test('a voluntary key that is no row of the format is named by its index', () => {
    expect(formatOptionIssues(fda, { voluntary: ['vitamin_c', 'energy_kj'] })).toEqual([
      { path: 'voluntary.1', message: '"energy_kj" is not a nutrient row of fda' },
    ]);
  });

  test('the plain values (general, en, vertical) are no issue anywhere', () => {
    for (const format of [fda, cfia, eu])
      expect(
        formatOptionIssues(format, { population: 'general', language: 'en', layout: 'vertical' }),
      ).toEqual([]);
  });
});

describe('engineOptionsOf', () => {
  test('auto columns where the format decides its columns; nothing where it does not', () => {
    expect(engineOptionsOf(fda, undefined)).toEqual({ columns: 'auto' });
    expect(engineOptionsOf(eu, undefined)).toBeUndefined();
    expect(engineOptionsOf(eu, { layout: 'vertical' }, { explain: true })).toEqual({ explain: true });
  });

  test('the plain population and language only where the format has them (a cfia or china label is not "en")', () => {
    const plain = { population: 'general', language: 'en' } as const;
    expect(engineOptionsOf(fda, plain)).toEqual({ ...plain, columns: 'auto' });
    expect(engineOptionsOf(eu, plain)).toBeUndefined();
    expect(engineOptionsOf(getRegulation('china'), plain)).toBeUndefined();
    expect(engineOptionsOf(cfia, plain)).toBeUndefined();
  });

  test('passes what the format applies', () => {
    expect(engineOptionsOf(fda, { columns: 'single', layout: 'linear', voluntary: ['folate'] })).toEqual({
      columns: 'single',
      layout: 'linear',
      voluntary: ['folate'],
    });
  });
});
