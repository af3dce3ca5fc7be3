/**
 * The package's available label surface (api.md §12 `options.labelSurfaceSquareInches`), worked from
 * 21 CFR 101.9 as quoted in regulations-us.md §1.2: (j)(13)(ii) opens the small-package displays to
 * "packages that have a total surface area available to bear labeling of 40 or less square inches";
 * there the servings line may be 9 pt ((d)(3)(i)) and the calories figure 14 pt ((d)(1)(iii)). Above
 * 40 in² the tabular display is that of (d)(11) (or (e)(6)(ii) with two columns): 10 pt and 22 pt;
 * "Calories" 10 pt and serving size 9 pt in both ((d)(1)(iii), (d)(3)(ii)); the heading 16 pt, no
 * smaller than all other print but the calories figure ((d)(2)). The linear display, which only
 * (j)(13)(ii)(A) allows, is refused above 40 in².
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fda, type LabelResult, renderLabelSvg } from '../../src/index';
import { SMALL_PACKAGE_SURFACE, tabularTypeOf } from '../../src/regulations/fda/layouts/label-surface';
import type { Block } from '../../src/render/layout';
import { FDA_SAMPLE_SNACK } from '../fixtures';
import { COOKIE_BAG, cookiePackage, fdaLabel, fdaOutcome } from './column-cases';

/** FDA's sample label (Appendix B) as one 100 g serving of a 200 g package. */
const SNACK = FDA_SAMPLE_SNACK;

/** Every block of a layout, nested columns and ruled runs included. */
const blocksOf = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((b) =>
    b.kind === 'columns'
      ? b.columns.flatMap((c) => blocksOf(c.blocks))
      : b.kind === 'ruled'
        ? blocksOf(b.blocks)
        : [b],
  );

/** The size of the first text or line block whose text starts with `start`. */
function sizeOf(result: LabelResult, start: string): number | undefined {
  for (const b of blocksOf(fda.layout(result).blocks)) {
    const text =
      b.kind === 'text'
        ? b.spans.map((s) => s.text).join('')
        : b.kind === 'line'
          ? b.cells.flatMap((c) => c.spans.map((s) => s.text)).join(' ')
          : '';
    if (text.startsWith(start)) return b.kind === 'text' || b.kind === 'line' ? b.size : undefined;
  }
  return undefined;
}

/** The size of the calories figure(s): the lines carrying energy_kcal. */
const caloriesFigures = (result: LabelResult): number[] =>
  blocksOf(fda.layout(result).blocks).flatMap((b) =>
    b.kind === 'line' && b.nutrients?.includes('energy_kcal') ? [b.size] : [],
  );

describe('the type of the tabular displays by surface, 101.9(j)(13)(ii)', () => {
  test('39.9 and 40 in² are small packages ("40 or less"); 40.1 is not', () => {
    expect(SMALL_PACKAGE_SURFACE).toEqual({ value: 40, cite: '21 CFR 101.9(j)(13)(ii)' });
    for (const surface of [undefined, 0.5, 39.9, 40]) {
      const type = tabularTypeOf(surface);
      expect(type.servings.value).toBe(9); // (d)(3)(i), (j)(13)(ii)(A)(1)
      expect(type.caloriesFigure.value).toBe(14); // (d)(1)(iii), (j)(13)(ii)(A)(1)
    }
    const standard = tabularTypeOf(40.1);
    expect(standard.servings.value).toBe(10); // (d)(3)(i)
    expect(standard.caloriesFigure.value).toBe(22); // (d)(1)(iii)
    // The same in both: "Calories" 10 pt (d)(1)(iii), serving size 9 pt (d)(3)(ii), rows 8, footnote 6,
    // heading 16 pt ((d)(2): no smaller than all other print except the calories figure).
    for (const type of [tabularTypeOf(40), standard]) {
      expect(type.caloriesWord.value).toBe(10);
      expect(type.servingSize.value).toBe(9);
      expect(type.row.value).toBe(8);
      expect(type.footnote.value).toBe(6);
      expect(type.title.value).toBe(16);
      const { title, caloriesFigure: _figure, ...rest } = type;
      for (const spec of Object.values(rest)) expect(title.value).toBeGreaterThan(spec.value);
    }
  });

  test('the drawn calories figure follows the surface, for any surface (property)', () => {
    const small = fdaLabel(SNACK, { layout: 'tabular', labelSurfaceSquareInches: 40 });
    const large = fdaLabel(SNACK, { layout: 'tabular', labelSurfaceSquareInches: 40.1 });
    expect(caloriesFigures(small)).toEqual([14]);
    expect(caloriesFigures(large)).toEqual([22]);
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e5, noNaN: true }), (surface) => {
        const result = { ...small, label: { ...small.label, labelSurfaceSquareInches: surface } };
        expect(caloriesFigures(result)).toEqual([surface <= 40 ? 14 : 22]);
        expect(sizeOf(result, '2 servings per container')).toBe(surface <= 40 ? 9 : 10);
      }),
    );
  });
});

describe('FDA tabular display at 60 in² of label surface, 101.9(d)(11)', () => {
  const result = fdaLabel(SNACK, { layout: 'tabular', labelSurfaceSquareInches: 60 });

  test('the values and the drawing are those of the small-package display but for the type', async () => {
    expect(result.label.labelSurfaceSquareInches).toBe(60);
    const small = fdaLabel(SNACK, { layout: 'tabular' });
    expect(small.label.labelSurfaceSquareInches).toBeUndefined();
    expect(result.label.nutrients).toEqual(small.label.nutrients);
    const svg = renderLabelSvg(result);
    // Hand-checked in the SVG: heading 16, servings 10 ((d)(3)(i)), serving size 9 ((d)(3)(ii)),
    // "Calories" 10 and its figure 22 ((d)(1)(iii)), rows 8, footnote 6.
    expect(svg).toMatch(/font-size="16"><tspan font-weight="700">Nutrition Facts</);
    expect(svg).toMatch(/font-size="10"><tspan>2 servings per container</);
    expect(svg).toMatch(/font-size="9"><tspan font-weight="700">Serving size 1 bar \(100g\)</);
    expect(svg).toMatch(/font-size="10"><tspan font-weight="700">Calories</);
    expect(svg).toMatch(/font-size="22" text-anchor="end"><tspan font-weight="700">230</);
    expect(svg).not.toMatch(/font-size="14"/);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda-tabular-60sqin.svg');
  });

  test('two columns (101.9(e)(6)(ii)): each calories figure 22 pt, servings 10 pt', () => {
    const dual = fdaLabel(COOKIE_BAG, { columns: 'dual', layout: 'tabular', labelSurfaceSquareInches: 60 });
    expect(caloriesFigures(dual)).toEqual([22, 22]);
    expect(sizeOf(dual, '2.5 servings per container')).toBe(10);
    expect(sizeOf(dual, 'Serving size')).toBe(9);
    const small = fdaLabel(COOKIE_BAG, { columns: 'dual', layout: 'tabular', labelSurfaceSquareInches: 40 });
    expect(caloriesFigures(small)).toEqual([14, 14]);
    expect(sizeOf(small, '2.5 servings per container')).toBe(9);
  });

  test('a five-figure calories count per container is drawn at 22 pt, not shrunk to fit', () => {
    // 2,400 g of cookies at 480 kcal / 100 g: 11,520 kcal per container ((c)(1): > 50, nearest 10), the
    // voluntary per-container column of a package of 80 servings.
    const big = fdaLabel(cookiePackage(2400, 30, '2 cookies'), {
      columns: 'dual',
      layout: 'tabular',
      labelSurfaceSquareInches: 60,
    });
    const svg = renderLabelSvg(big);
    expect(svg).toMatch(/font-size="22" text-anchor="end"><tspan font-weight="700">11,?520</);
    expect(svg).toMatch(/font-size="22" text-anchor="end"><tspan font-weight="700">140</);
  });
});

describe('the linear display only on a small package, 101.9(j)(13)(ii)(A)', () => {
  test('40 in²: drawn in the small-package type; 40.1 in²: 42201 naming options.layout', () => {
    expect(fdaLabel(SNACK, { layout: 'linear', labelSurfaceSquareInches: 40 }).label.layout).toBe('linear');
    const refused = fdaOutcome(SNACK, { layout: 'linear', labelSurfaceSquareInches: 40.1 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.issues).toEqual([
      expect.objectContaining({ code: 'layout_not_allowed', path: 'options.layout' }),
    ]);
    expect(refused.issues[0]?.message).toContain('21 CFR 101.9(j)(13)(ii)(A)');
    expect(refused.issues[0]?.message).toContain('this one has 40.1');
  });

  test('the vertical display and the simplified format (101.9(f)) take any surface', () => {
    expect(fdaLabel(SNACK, { labelSurfaceSquareInches: 500 }).label.labelSurfaceSquareInches).toBe(500);
    expect(fdaLabel(SNACK, { layout: 'vertical', labelSurfaceSquareInches: 500 }).label.layout).toBe(
      'vertical',
    );
    // The snack has too few insignificant nutrients for (f): refused by (f), not by the surface.
    const simplified = fdaOutcome(SNACK, { layout: 'simplified', labelSurfaceSquareInches: 500 });
    expect(!simplified.ok && simplified.issues[0]?.message).toContain('21 CFR 101.9(f)');
  });
});
