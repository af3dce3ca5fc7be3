import { describe, expect, test } from 'vitest';
import type { LabelResult } from '../label/types';
import { FDA_PANEL } from '../regulations/fda/layout';
import { renderLabelHtml } from './render-html';
import { renderLabelSvg } from './render-svg';
import { labelOf, SHORTBREAD } from './test-fixtures';
import { cellTexts, elements, nutrientRows, parseXml, textOf, type XmlElement } from './test-xml';

const result: LabelResult = labelOf(SHORTBREAD, 'fda');
const svg = renderLabelSvg(result);
const html = renderLabelHtml(result);

/** Visible text of the rendered label, words separated by single spaces. */
const flat = (root: XmlElement): string =>
  elements(root)
    .filter(
      (e) =>
        e.name === 'text' ||
        e.name === 'p' ||
        (e.name === 'div' && e.children.every((c) => typeof c === 'string' || c.name === 'span')),
    )
    .map(textOf)
    .join(' | ');

describe.each([
  ['svg', svg],
  ['html', html],
])('FDA panel as %s', (kind, markup) => {
  const root = parseXml(markup);
  const rows = nutrientRows(root);
  const rowText = (key: string) => cellTexts(rows.get(key) ?? root).join(' ');

  test('is well-formed, self-contained and tagged with its regulation', () => {
    expect(root.name).toBe(kind === 'svg' ? 'svg' : 'figure');
    expect(root.attributes['data-regulation']).toBe('fda');
    expect(markup).not.toMatch(/<script|<link|<img|<style|@import|url\(|href=/i);
  });

  test('prints every nutrient row of the label with its declared value and %DV', () => {
    expect([...rows.keys()].sort()).toEqual(result.label.nutrients.map((n) => n.key).sort());
    for (const n of result.label.nutrients) {
      const text = rowText(n.key);
      expect(text).toContain(n.display);
      if (n.dailyValue !== null) expect(text.endsWith(`${n.dailyValue}%`)).toBe(true);
    }
  });

  test('shows the hand-computed shortbread values (400 g batch, 40 g serving)', () => {
    // 183.2 kcal → nearest 10 above 50 kcal (101.9(c)(1)).
    expect(rowText('energy_kcal')).toBe('Calories 180');
    // 8.3 g → 8 g; 8.3/78 = 10.6 → 11 %.
    expect(rowText('total_fat')).toBe('Total Fat 8g 11%');
    // 5.1 g → 5 g; 5.1/20 = 25.5 → 26 %.
    expect(rowText('saturated_fat')).toBe('Saturated Fat 5g 26%');
    // (2×2 + 643)/10 = 64.7 mg → nearest 5 → 65 mg; 64.7/2300 = 2.8 → 3 %.
    expect(rowText('sodium')).toBe('Sodium 65mg 3%');
    expect(rowText('total_carbohydrate')).toBe('Total Carbohydrate 25g 9%');
    // 10 g added sugars; 10/50 = 20 %.
    expect(rowText('added_sugars')).toBe('Includes 10g Added Sugars 20%');
  });

  test('has the 101.9(d) heading order: servings line above "Serving size", then calories and the %DV column head', () => {
    const text = flat(root);
    const order = [
      'Nutrition Facts',
      '10 servings per container',
      'Serving size',
      '2 cookies (40g)',
      'Amount per serving',
      'Calories',
      '% Daily Value*',
      'Total Fat',
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    expect(squeeze(textOf(root))).toContain(squeeze(`*${FDA_PANEL.footnoteText}`));
  });

  test('prints the calories line and main nutrient names in bold, sub-rows regular, "Trans" in italics', () => {
    const styled = (key: string, attr: RegExp) =>
      elements(rows.get(key) ?? root).some((e) =>
        attr.test(
          `${e.attributes['font-weight'] ?? ''} ${e.attributes['font-style'] ?? ''} ${e.attributes.style ?? ''}`,
        ),
      );
    expect(styled('energy_kcal', /700/)).toBe(true);
    expect(styled('total_fat', /700/)).toBe(true);
    expect(styled('trans_fat', /italic/)).toBe(true);
    const satName = elements(rows.get('saturated_fat') ?? root).find((e) =>
      e.children.includes('Saturated Fat'),
    );
    expect(
      satName === undefined ||
        !/700/.test(`${satName.attributes['font-weight'] ?? ''}${satName.attributes.style ?? ''}`),
    ).toBe(true);
  });
});

describe('FDA panel rules (SVG)', () => {
  const root = parseXml(svg);
  /** Elements in document order with the row key or the rule thickness. */
  const sequence = elements(root).flatMap((e) => {
    if (e.attributes['data-nutrient']) return [`row:${e.attributes['data-nutrient']}`];
    if (e.name === 'rect' && e.attributes.fill === '#000' && e.attributes.width !== '1')
      return [`rule:${e.attributes.height}`];
    return [];
  });

  test('a heavy bar sets off the vitamins and minerals from protein', () => {
    const protein = sequence.indexOf('row:protein');
    expect(sequence.slice(protein + 1, protein + 3)).toEqual([`rule:${FDA_PANEL.heavyBar}`, 'row:vitamin_d']);
  });

  test('hairlines separate neighbouring nutrient rows, a bar follows calories', () => {
    const fat = sequence.indexOf('row:total_fat');
    expect(sequence.slice(fat, fat + 3)).toEqual([
      'row:total_fat',
      `rule:${FDA_PANEL.hairline}`,
      'row:saturated_fat',
    ]);
    const calories = sequence.indexOf('row:energy_kcal');
    expect(sequence[calories + 1]).toBe(`rule:${FDA_PANEL.bar}`);
  });
});

describe('FDA snapshots', () => {
  test('svg', async () => {
    await expect(svg).toMatchFileSnapshot('./__snapshots__/fda.svg');
  });
  test('html', async () => {
    await expect(html).toMatchFileSnapshot('./__snapshots__/fda.html');
  });
});

test('a long household measure is set smaller in SVG so it stays inside the panel', () => {
  const measure = '1 very generous slice of the family-size shortbread tray, cut along the marked lines';
  const long: LabelResult = { ...result, label: { ...result.label, servingSizeText: `${measure} (40g)` } };
  const root = parseXml(renderLabelSvg(long));
  const cell = elements(root).find((e) => e.name === 'text' && textOf(e).startsWith(measure));
  const size = Number(cell?.attributes['font-size']);
  expect(size).toBeLessThan(FDA_PANEL.servingSize);
  expect(size).toBeGreaterThanOrEqual(5);
  // The short standard measure keeps the full size.
  const normal = elements(parseXml(svg)).find((e) => e.name === 'text' && textOf(e) === '2 cookies (40g)');
  expect(Number(normal?.attributes['font-size'])).toBe(FDA_PANEL.servingSize);
});
