/**
 * Golden Mexican labels for what a label with seals may not carry (docs/regulations/mx.md §6): with a
 * seal or the sweeteners legend, no children's characters and the like (NOM-051 4.1.5 ◐); with a seal, no
 * health claims at all and no nutrition claims about the nutrients the seals flag (6.3 ◐: MX-CIDAM
 * 13.6–13.7 and MX-CODE-C agree). A legend with no seal does not bring the claims rule (MX-CIDAM alone
 * says "sellos o leyendas" ✖, not applied). The format evaluates no nutrition claims of its own (the
 * descriptors of NOM-086-SSA1-1994 were not read), so these rules are said as warnings. Seals are those of
 * phase 2 on the label's date, 2026-11-25 (mx.md §2).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Recipe } from '../../src/index';
import { mx } from '../../src/regulations/mx';
import { MX_SEALED_RESTRICTIONS, mxSealedClaimsWarning } from '../../src/regulations/mx/evaluate-claims';
import { MX_SEALS, type SealSpec } from '../../src/regulations/mx/warning-seals';
import { MX_GALLETAS } from '../fixtures';
import { label } from './helpers';

type Ingredient = Recipe['ingredients'][number];

/** A 100 g (or 100 ml) product of the given ingredients (weights in g). */
const product = (ingredients: readonly Ingredient[], extra: Partial<Recipe> = {}): Recipe => ({
  name: 'Producto',
  servingSizeGrams: 100,
  ingredients: [...ingredients],
  ...extra,
});

const CHARACTERS = MX_SEALED_RESTRICTIONS; // 4.1.5

/** The warnings of the NOM-051 rules of §6 (the engine's warnings on missing data set aside). */
const rules = (recipe: Recipe) => label(recipe, mx).warnings.filter((w) => w.includes('NOM-051'));

beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('what a sealed label may not carry (mx.md §6)', () => {
  test('golden no. 1, four seals: the characters rule, then no health claims and none on the four nutrients', () => {
    const cookies = {
      ...MX_GALLETAS,
      ingredients: MX_GALLETAS.ingredients.filter((i) => i.name !== 'Sucralosa'),
    };
    const result = label(cookies, mx);
    // §2: 432 kcal ≥ 275; sugars 80/432 = 18.5 % ≥ 10; saturated 92.9/432 = 21.5 % ≥ 10; trans 5.94/432 = 1.4 % ≥ 1.
    expect(result.frontOfPack?.items.map((i) => i.key)).toEqual([
      'energy_kcal',
      'total_sugars',
      'saturated_fat',
      'trans_fat',
    ]);
    expect(rules(cookies)).toEqual([
      CHARACTERS, // 4.1.5: a seal
      'With warning seals, the label may carry no health claims, and no nutrition claims about energy ' +
        '(calories), sugars, saturated fat or trans fat (NOM-051 (mod. DOF 2020-03-27) 6.3 ◐).', // 6.3, the seals' order
    ]);
    expect(result.claims).toEqual([]); // NOM-086 descriptors not evaluated (§6)
    expect(result.healthClaims).toEqual([]);
  });

  test('salted sauce, 500 mg sodium added: one seal, claims barred on sodium only', () => {
    // §2 phase 2: 500 mg ≥ 300 mg per 100 g; sodium was added (its name says so and `added` agrees).
    const sauce = product([
      { name: 'Salsa', added: ['sodium'], weightGrams: 100, nutrients: { sodium: 500 } },
    ]);
    const result = label(sauce, mx);
    expect(result.frontOfPack?.items.map((i) => i.text)).toEqual(['EXCESO SODIO']);
    expect(rules(sauce)).toEqual([
      CHARACTERS,
      'With warning seals, the label may carry no health claims, and no nutrition claims about sodium ' +
        '(NOM-051 (mod. DOF 2020-03-27) 6.3 ◐).',
    ]);
  });

  test('olive oil, nothing added: no seal, no warning', () => {
    // §2: 900 kcal and 14 % saturated would seal, but in phase 2 only what was added is judged.
    const oil = product([
      {
        name: 'Aceite de oliva',
        added: [],
        weightGrams: 100,
        nutrients: { total_fat: 100, saturated_fat: 14 },
      },
    ]);
    const result = label(oil, mx);
    expect(result.frontOfPack?.items).toEqual([]);
    expect(rules(oil)).toEqual([]);
  });

  test('a sweetened drink with no seal: the characters rule only (4.1.5), no claims rule', () => {
    // §3: sucralose brings the sweeteners legend; water and sucralose bring no seal (0 kcal, 0 mg sodium).
    const drink = product(
      [
        { name: 'Agua', weightGrams: 99.7, nutrients: {} },
        { name: 'Sucralosa', weightGrams: 0.3, nutrients: {} },
      ],
      { form: 'liquid' },
    );
    const result = label(drink, mx);
    expect(result.frontOfPack?.items).toEqual([]);
    expect(result.frontOfPack?.legends?.map((l) => l.key)).toEqual(['sweeteners']);
    expect(rules(drink)).toEqual([CHARACTERS]);
  });

  test('caffeine alone: its legend brings neither rule', () => {
    const drink = product(
      [
        { name: 'Agua', weightGrams: 99.8, nutrients: {} },
        { name: 'Cafeína', weightGrams: 0.2, nutrients: {} },
      ],
      { form: 'liquid' },
    );
    const result = label(drink, mx);
    expect(result.frontOfPack?.legends?.map((l) => l.key)).toEqual(['caffeine']);
    expect(rules(drink)).toEqual([]);
  });

  test('the names: one nutrient alone, two joined by "or", five in the seals’ order', () => {
    expect(mxSealedClaimsWarning(['trans_fat'])).toContain('no nutrition claims about trans fat (');
    expect(mxSealedClaimsWarning(['total_sugars', 'sodium'])).toContain('about sugars or sodium (');
    expect(mxSealedClaimsWarning(MX_SEALS.map((seal) => seal.key))).toContain(
      'about energy (calories), sugars, saturated fat, trans fat or sodium (',
    );
    // The name is a field of the seal's spec: a seal without one does not type-check (typecheck runs on tests).
    // @ts-expect-error nutrientName is missing
    const nameless: SealSpec = { key: 'sodium', text: 'EXCESO SODIO', needs: ['sodium'] };
    expect(nameless.text).toBe('EXCESO SODIO');
  });

  test('property: the claims warning comes with a seal and names every sealed nutrient, nothing else', () => {
    const amounts = fc.record({
      sugar: fc.double({ min: 0, max: 60, noNaN: true }),
      butter: fc.double({ min: 0, max: 40, noNaN: true }),
      salt: fc.double({ min: 0, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(amounts, ({ sugar, butter, salt }) => {
        const flour = 100 - sugar - butter - salt;
        const recipe = product([
          { name: 'Harina de trigo', weightGrams: flour, nutrients: { protein: 10, total_carbohydrate: 76 } },
          { name: 'Azúcar', weightGrams: sugar, nutrients: { total_carbohydrate: 100, total_sugars: 100 } },
          {
            name: 'Mantequilla',
            weightGrams: butter,
            nutrients: { total_fat: 81, saturated_fat: 51, trans_fat: 3.3 },
          },
          { name: 'Sal', weightGrams: salt, nutrients: { sodium: 38_758 } },
        ]);
        const result = label(recipe, mx);
        const keys = result.frontOfPack!.items.map((i) => i.key);
        const said = result.warnings.filter((w) => w.includes('NOM-051'));
        if (keys.length === 0) expect(said).toEqual([]);
        else {
          expect(said).toEqual([CHARACTERS, mxSealedClaimsWarning(keys)]);
          for (const seal of MX_SEALS.filter((s) => keys.includes(s.key)))
            expect(said[1]).toContain(seal.nutrientName);
        }
      }),
      { numRuns: 60 },
    );
  });
});
