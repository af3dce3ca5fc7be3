import { describe, expect, test } from 'vitest';
import {
  ANZ_MUESLI,
  ANZ_MUESLI_HSR,
  CFIA_COOKIES,
  CFIA_GRANOLA,
  CHINA_BISCUIT,
  EU_BISCUIT,
  labelOf,
  MX_GALLETAS,
  SHORTBREAD,
  UK_LASAGNE,
} from '../../test/fixtures';
import { cellTexts, elements, nutrientRows, parseXml, textOf } from '../../test/xml';
import type { LabelResult } from '../label/types';
import { REGULATIONS } from '../regulations';
import { ANZ_TABLE } from '../regulations/anz/layout';
import { CFIA_TABLE } from '../regulations/cfia/layout';
import { CHINA_TABLE } from '../regulations/china/layout';
import { EU_TABLE } from '../regulations/eu/layout';
import { MX_TABLE } from '../regulations/mx/layout';
import { CA_SYMBOL } from './front-of-pack-symbol';
import { HSR_COLOURS, HSR_SYMBOL } from './health-star-symbol';
import { renderLabelHtml } from './render-html';
import { renderLabelSvg } from './render-svg';
import { UK_TRAFFIC_LIGHT_COLOURS, UK_TRAFFIC_LIGHT_SYMBOL } from './traffic-light-symbol';
import { MX_SEAL_SYMBOL } from './warning-seals-symbol';

const RENDERERS = [
  ['svg', renderLabelSvg],
  ['html', renderLabelHtml],
] as const;

/** Parses a rendering and returns the cell texts of each nutrient row and the whole text. */
function read(markup: string) {
  const root = parseXml(markup);
  const rows = nutrientRows(root);
  return {
    root,
    rows,
    cells: (key: string) => cellTexts(rows.get(key) ?? root),
    text: textOf(root).replace(/\s+/g, ''),
  };
}

const squeeze = (t: string) => t.replace(/\s+/g, '');

describe.each(RENDERERS)('Canadian bilingual table as %s', (_, render) => {
  const page = read(render(CFIA_GRANOLA));

  test('prints both titles, the bilingual serving line and %DV heading, and the bilingual footnote', () => {
    for (const s of [
      'Nutrition Facts',
      'Valeur nutritive',
      'Per 1 bar (40 g)',
      'pour 1 bar (40 g)',
      ...CFIA_TABLE.dvHeading,
    ]) {
      expect(page.text).toContain(squeeze(s));
    }
    expect(page.text).toContain(squeeze('*5% or less is a little, 15% or more is a lot'));
    expect(page.text).toContain(squeeze("*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup"));
    expect(page.root.attributes.lang).toBe('en-CA');
  });

  test('every row shows "English / French" names, the declared amount and "N %"', () => {
    expect(page.rows.size).toBe(CFIA_GRANOLA.label.nutrients.length);
    expect(page.cells('energy_kcal')).toEqual(['Calories 180', '% Daily Value*']);
    expect(page.cells('total_fat')).toEqual(['Fat / Lipides 6 g', '8 %']);
    expect(page.cells('trans_fat')).toEqual(['+ Trans / trans 0 g']);
    expect(page.cells('iron')).toEqual(['Iron / Fer 1 mg', '6 %']);
    // One name where English and French agree.
    expect(page.cells('sodium')).toEqual(['Sodium 95 mg', '4 %']);
  });
});

test('Canadian table: thick rules after Sodium and after the last mineral, thin ones between other rows', () => {
  const root = parseXml(renderLabelSvg(CFIA_GRANOLA));
  const seq = elements(root).flatMap((e): (string | number)[] =>
    e.attributes['data-nutrient']
      ? [e.attributes['data-nutrient']]
      : e.name === 'rect' && e.attributes.fill === '#000'
        ? [Number(e.attributes.height)]
        : [],
  );
  const after = (key: string) => seq[seq.indexOf(key) + 1];
  expect(after('sodium')).toBe(CFIA_TABLE.thick);
  expect(after('iron')).toBe(CFIA_TABLE.thick);
  expect(after('total_fat')).toBe(CFIA_TABLE.thin);
  expect(after('potassium')).toBe(CFIA_TABLE.thin);
});

describe.each(RENDERERS)('EU table as %s', (_, render) => {
  const page = read(render(EU_BISCUIT));

  test('has per 100 g, per portion and % RI columns with the portion size', () => {
    expect(page.text).toContain(squeeze('per 100 g'));
    expect(page.text).toContain(squeeze('per biscuit (25 g)'));
    expect(page.text).toContain(squeeze('% RI*'));
  });

  test('prints energy as "kJ / kcal" on one row in both columns (spec §2.8)', () => {
    expect(page.rows.get('energy_kj')).toBe(page.rows.get('energy_kcal'));
    expect(page.cells('energy_kj')).toEqual(['Energy', '1972 kJ / 470 kcal', '493 kJ / 117 kcal', '6 %']);
  });

  test('prints each nutrient per 100 g and per portion with the per-portion % RI', () => {
    expect(page.cells('saturated_fat')).toEqual(['of which saturates', '8.3 g', '2.1 g', '10 %']);
    expect(page.cells('dietary_fiber')).toEqual(['Fibre', '4.5 g', '1.1 g']);
    expect(page.cells('salt')).toEqual(['Salt', '0.76 g', '0.19 g', '3 %']);
    for (const n of EU_BISCUIT.label.nutrients) {
      const cells = page.cells(n.key).join(' | ');
      expect(cells).toContain(n.per100?.display ?? '(missing)');
      expect(cells).toContain(n.display);
    }
  });

  test('adds the reference-intake footnote and the number of portions', () => {
    expect(page.text).toContain(squeeze(EU_TABLE.riFootnote));
    expect(page.text).toContain(squeeze('Contains 8 portions'));
  });
});

test('EU table per 100 g only: % RI comes from the per-100 g column', () => {
  const only100: LabelResult = { ...EU_BISCUIT, label: { ...EU_BISCUIT.label, basis: ['100g'] } };
  const page = read(renderLabelHtml(only100));
  expect(page.text).not.toContain('perportion');
  expect(page.cells('total_fat')).toEqual(['Fat', '18 g', '26 %']);
});

describe.each(RENDERERS)('China 营养成分表 as %s', (_, render) => {
  const page = read(render(CHINA_BISCUIT));

  test('has the title, the 项目 · 每100克(g) · 营养素参考值% header and the warning line', () => {
    expect(page.text).toContain('营养成分表');
    expect(page.text).toContain(squeeze('项目每100克(g)营养素参考值%'));
    expect(page.text).toContain(CHINA_TABLE.warning);
    expect(page.root.attributes.lang).toBe('zh-CN');
  });

  test('prints the §3.7 values, sub-rows prefixed "—" and "—" where there is no NRV', () => {
    expect(page.cells('energy_kj')).toEqual(['能量', '1970千焦(kJ)', '23%']);
    expect(page.cells('saturated_fat')).toEqual(['—饱和脂肪', '8.3克(g)', '42%']);
    expect(page.cells('total_sugars')).toEqual(['—糖', '24.4克(g)', '—']);
    expect(page.cells('sodium')).toEqual(['钠', '304毫克(mg)', '15%']);
    expect(page.rows.size).toBe(CHINA_BISCUIT.label.nutrients.length);
  });
});

test('China table with a serving basis adds 每份 and NRV% columns; English names make it bilingual', () => {
  const dual: LabelResult = {
    ...CHINA_BISCUIT,
    label: {
      ...CHINA_BISCUIT.label,
      basis: ['100g', 'serving'],
      nutrients: CHINA_BISCUIT.label.nutrients.map((n) =>
        n.key === 'energy_kj' ? { ...n, altName: 'energy' } : n,
      ),
    },
  };
  const page = read(renderLabelSvg(dual));
  // Chinese header (NRV% for both NRV columns), then the English one.
  expect(page.text).toContain(squeeze('项目每100克(g)NRV%每份30克(g)NRV%'));
  expect(page.text).toContain(squeeze('Itemsper 100 gNRV%per servingNRV%'));
  expect(page.text).toContain('nutritioninformation');
  expect(page.cells('energy_kj')).toEqual(['能量', '1970千焦(kJ)', '23%', '591千焦(kJ)', '7%']);
  // The English name is printed on the line under its row.
  const svg = renderLabelSvg(dual);
  expect(svg.indexOf('>energy<')).toBeGreaterThan(svg.indexOf('591千焦(kJ)'));
  expect(svg.indexOf('>energy<')).toBeLessThan(svg.indexOf('data-nutrient="protein"'));
});

describe('every registered regulation renders its engine label', () => {
  test.each(Object.keys(REGULATIONS))('%s: one row per nutrient with the declared display', (id) => {
    const result = labelOf(SHORTBREAD, id as keyof typeof REGULATIONS);
    for (const [, render] of RENDERERS) {
      const page = read(render(result));
      expect(page.root.attributes['data-regulation']).toBe(id);
      for (const n of result.label.nutrients) {
        const cells = page.cells(n.key).join(' ');
        expect(cells).toContain(n.display);
        if (n.per100) expect(cells).toContain(n.per100.display);
      }
    }
  });
});

test('Canadian omega rows: under Polyunsaturated, one more indent, regular weight, no %DV (B.01.402 items 5–8)', () => {
  const result = labelOf(
    {
      name: 'Canola oil',
      servingSizeGrams: 14,
      ingredients: [
        {
          name: 'Canola oil',
          weightGrams: 500,
          nutrients: {
            energy_kcal: 884,
            total_fat: 100,
            saturated_fat: 7.4,
            polyunsaturated_fat: 28.1,
            omega_6_fat: 19,
            omega_3_fat: 9.1,
            monounsaturated_fat: 63.3,
          },
        },
      ],
    },
    'cfia',
  );
  const svg = renderLabelSvg(result);
  const page = read(svg);
  // 28.1 × 0.14 = 3.934 → 4 g; 19 × 0.14 = 2.66 → 2.5 g; 9.1 × 0.14 = 1.274 → 1.5 g (nearest 0.5 g, 1–5 g).
  expect(page.cells('polyunsaturated_fat')).toEqual(['Polyunsaturated / polyinsaturés 4 g']);
  expect(page.cells('omega_6_fat')).toEqual(['Omega-6 / oméga-6 2.5 g']);
  expect(page.cells('omega_3_fat')).toEqual(['Omega-3 / oméga-3 1.5 g']);
  const x = (key: string) =>
    Number(elements(page.rows.get(key)!).find((e) => e.name === 'text')?.attributes.x);
  expect(x('omega_6_fat') - x('polyunsaturated_fat')).toBe(CFIA_TABLE.indent);
  expect(svg).not.toMatch(/data-nutrient="omega_6_fat"><text[^>]*><tspan font-weight/);
});

describe('the "High in" symbol beside the Canadian table (FDR B.01.350–B.01.358)', () => {
  const result = labelOf(CFIA_COOKIES, 'cfia');

  test.each(RENDERERS)(
    '%s: heading, one black bar per nutrient in the symbol order, footer; version 3(BH)',
    (kind, render) => {
      const markup = render(result);
      const root = parseXml(markup);
      const symbol = elements(root).find((e) => e.attributes['data-front-of-pack'] === 'ca-high-in');
      expect(symbol?.attributes['data-version']).toBe('3(BH)'); // sugars + sodium, PDS > 30 cm² (B.01.352 table)
      const text = squeeze(textOf(symbol!));
      expect(text).toBe(squeeze('High in | Élevé en Sugars | Sucres Sodium Health Canada | Santé Canada'));
      // Black and white only (B.01.351(1)): the bars are black, their text white.
      const bars = elements(symbol!).filter((e) => e.name === 'rect' && e.attributes.fill === '#000');
      expect(bars).toHaveLength(2);
      expect(elements(symbol!).filter((e) => e.attributes.fill === '#fff' && e.name === 'text')).toHaveLength(
        2,
      );
      if (kind === 'svg') {
        // Beside the table: the symbol starts right of the framed panel.
        expect(symbol!.attributes.transform).toBe(
          `translate(${CFIA_TABLE.width + 2 * (CFIA_TABLE.padding + CFIA_TABLE.frame) + CA_SYMBOL.gap} 0)`,
        );
      }
    },
  );

  test('no symbol when no nutrient reaches its threshold: the rendering is the table alone', () => {
    expect(renderLabelSvg(CFIA_GRANOLA)).not.toContain('data-front-of-pack');
    expect(renderLabelHtml(CFIA_GRANOLA)).not.toContain('data-front-of-pack');
  });
});

describe.each(RENDERERS)(
  'the ANZ nutrition information panel as %s (S12—2, S12—4; docs/regulations/anz.md §1)',
  (_, render) => {
    const page = read(render(labelOf(ANZ_MUESLI, 'anz')));

    test('heading, servings, serving size, the three column headings and the %DI statement', () => {
      for (const s of [
        'NUTRITION INFORMATION',
        'Servings per package: 10',
        'Serving size: 40 g',
        'Avg. Quantity per Serving',
        '% Daily Intake* (per Serving)',
        'Avg. Quantity per 100 g',
        '*Percentage daily intakes are based on an average adult diet of 8700 kJ.',
      ]) {
        expect(page.text).toContain(squeeze(s));
      }
    });

    test('energy as "kJ (Cal)" on one row, %DI per serving only (golden ANZ label no. 1)', () => {
      expect(page.cells('energy_kj').map(squeeze)).toEqual([
        'Energy',
        '673kJ(161Cal)',
        '8%',
        '1680kJ(402Cal)',
      ]);
      expect(page.cells('saturated_fat').map(squeeze)).toEqual(['—saturated', '1.2g', '5%', '3.0g']);
      expect(page.cells('sodium').map(squeeze)).toEqual(['Sodium', '60mg', '3%', '150mg']);
      expect(page.rows.get('energy_kcal')).toBe(page.rows.get('energy_kj')); // Cal joined to the kJ row
    });

    test('PEAL: the required names in bold in the ingredient list and the summary statement', () => {
      const bold = elements(page.root)
        .filter(
          (e) => e.attributes['font-weight'] === '700' || e.attributes.style?.includes('font-weight:700'),
        )
        .map((e) => textOf(e).trim());
      expect(bold.slice(bold.indexOf('Ingredients:'))).toEqual([
        'Ingredients:',
        'wheat',
        'almonds',
        'milk',
        'Contains:',
        'wheat',
        'gluten',
        'milk',
        'almond',
      ]);
    });
  },
);

describe('the UK traffic light beside the EU-style table (2016 guide; docs/regulations/uk.md §4)', () => {
  const result = labelOf(UK_LASAGNE, 'uk');

  test.each(RENDERERS)(
    '%s: five boxes in the guide order, coloured by level, energy white',
    (kind, render) => {
      const markup = render(result);
      const root = parseXml(markup);
      const symbol = elements(root).find((e) => e.attributes['data-front-of-pack'] === 'uk-traffic-light');
      expect(symbol).toBeDefined();
      const boxes = elements(symbol!).filter((e) => e.attributes['data-item'] !== undefined);
      // Golden UK label no. 4: fat, saturates and salt red by the 400 g portion, sugars green.
      expect(boxes.map((b) => [b.attributes['data-item'], b.attributes['data-level']])).toEqual([
        ['energy_kj', 'none'],
        ['total_fat', 'high'],
        ['saturated_fat', 'high'],
        ['total_sugars', 'low'],
        ['salt', 'high'],
      ]);
      const fills = boxes.map((b) => elements(b).find((e) => e.name === 'rect')?.attributes.fill);
      const c = UK_TRAFFIC_LIGHT_COLOURS;
      expect(fills).toEqual([c.none, c.high, c.high, c.low, c.high]);
      const text = squeeze(textOf(symbol!));
      expect(text).toContain(squeeze('Each portion contains Energy 2144 kJ 512 kcal 26%'));
      expect(text).toContain(squeeze('Fat 24 g HIGH 34%'));
      expect(text).toContain(squeeze('Sugars 16 g LOW 18%'));
      expect(text).toContain(squeeze('Typical values per 100 g: Energy 536 kJ / 128 kcal'));
      if (kind === 'svg') {
        expect(symbol!.attributes.transform).toBe(
          `translate(${EU_TABLE.width + 2 * (EU_TABLE.padding + EU_TABLE.frame) + UK_TRAFFIC_LIGHT_SYMBOL.gap} 0)`,
        );
      }
    },
  );
});

describe('the Mexican warning seals beside the Spanish table (NOM-051 4.5.3.4; docs/regulations/mx.md §3)', () => {
  const result = labelOf(MX_GALLETAS, 'mx');

  test.each(RENDERERS)(
    '%s: one black octagon per seal in the NOM order, the legend below',
    (kind, render) => {
      const root = parseXml(render(result));
      const symbol = elements(root).find((e) => e.attributes['data-front-of-pack'] === 'mx-warning-seals');
      expect(symbol).toBeDefined();
      const octagons = elements(symbol!).filter((e) => e.attributes['data-item'] !== undefined);
      expect(octagons.map((o) => o.attributes['data-item'])).toEqual([
        'energy_kcal',
        'total_sugars',
        'saturated_fat',
        'trans_fat',
      ]);
      for (const octagon of octagons) {
        const shape = elements(octagon).find((e) => e.name === 'polygon')!;
        expect(shape.attributes.fill).toBe(MX_SEAL_SYMBOL.fill);
        expect(shape.attributes.points!.split(' ')).toHaveLength(8);
        const texts = elements(octagon).filter((e) => e.name === 'text');
        expect(texts.every((t) => t.attributes.fill === MX_SEAL_SYMBOL.ink)).toBe(true);
        expect(textOf(texts[texts.length - 1]!)).toBe('SECRETARÍA DE SALUD');
      }
      expect(squeeze(textOf(octagons[2]!))).toBe(squeeze('EXCESO GRASAS SATURADAS SECRETARÍA DE SALUD'));
      const legend = elements(symbol!).find((e) => e.attributes['data-legend'] === 'sweeteners');
      expect(squeeze(textOf(legend!))).toBe(squeeze('CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS'));
      const page = read(render(result));
      // Golden no. 1 over 100.01 g: 1814.66 kJ × 100/100.01 = 1814.48 → 1814 kJ; 431.88 → 432 kcal.
      expect(page.cells('energy_kcal')).toEqual([
        'Contenido energético',
        '432 kcal (1814 kJ)',
        '130 kcal (544 kJ)',
      ]);
      // The package is the whole 100.01 g batch (no servingsPerContainer): 1814.66 kJ → 1815 kJ, 431.92 → 432 kcal.
      expect(page.text).toContain(squeeze('Contenido energético por envase: 432 kcal (1815 kJ)'));
      expect(page.text).toContain(
        squeeze('Ingredientes: Harina de trigo, Azúcar, Mantequilla (leche), Sucralosa.'),
      );
      if (kind === 'svg') {
        expect(symbol!.attributes.transform).toBe(
          `translate(${MX_TABLE.width + 2 * (MX_TABLE.padding + MX_TABLE.frame) + MX_SEAL_SYMBOL.asideGap} 0)`,
        );
      }
    },
  );

  test('no seal and no legend: the rendering is the table alone', () => {
    const plain = labelOf({ ...MX_GALLETAS, ingredients: [MX_GALLETAS.ingredients[0]!] }, 'mx');
    expect(plain.frontOfPack?.items).toEqual([]);
    expect(renderLabelSvg(plain)).not.toContain('data-front-of-pack');
  });

  test.each(RENDERERS)(
    '%s: a principal display surface of 40 cm² or less draws one octagon with the number of seals (4.5.3.4.2 ◐)',
    (_kind, render) => {
      const small = labelOf(MX_GALLETAS, 'mx', { principalDisplaySurfaceCm2: 40 });
      const symbol = elements(parseXml(render(small))).find(
        (e) => e.attributes['data-front-of-pack'] === 'mx-warning-seals',
      )!;
      expect(elements(symbol).filter((e) => e.attributes['data-item'] !== undefined)).toEqual([]);
      const counts = elements(symbol).filter((e) => e.attributes['data-seal-count'] !== undefined);
      expect(counts.map((c) => c.attributes['data-seal-count'])).toEqual(['4']); // golden no. 1's four seals
      const shape = elements(counts[0]!).find((e) => e.name === 'polygon')!;
      expect(shape.attributes.points!.split(' ')).toHaveLength(8);
      expect(shape.attributes.fill).toBe(MX_SEAL_SYMBOL.fill);
      expect(squeeze(textOf(counts[0]!))).toBe(squeeze('4 SECRETARÍA DE SALUD'));
      const legend = elements(symbol).find((e) => e.attributes['data-legend'] === 'sweeteners');
      expect(squeeze(textOf(legend!))).toBe(squeeze('CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS'));
      // 40.1 cm²: one octagon each, as without a surface.
      const large = parseXml(render(labelOf(MX_GALLETAS, 'mx', { principalDisplaySurfaceCm2: 40.1 })));
      expect(elements(large).filter((e) => e.attributes['data-item'] !== undefined)).toHaveLength(4);
      expect(elements(large).some((e) => e.attributes['data-seal-count'] !== undefined)).toBe(false);
    },
  );
});

describe('the Health Star Rating beside the ANZ panel (voluntary; docs/regulations/anz.md §6)', () => {
  const result = labelOf(ANZ_MUESLI_HSR, 'anz');

  test.each(RENDERERS)('%s: the rating in figures, the heading, 3½ of 5 stars filled', (kind, render) => {
    const root = parseXml(render(result));
    const symbol = elements(root).find((e) => e.attributes['data-front-of-pack'] === 'anz-health-star');
    expect(symbol?.attributes['data-stars']).toBe('3.5'); // golden HSR case H14
    expect(squeeze(textOf(symbol!))).toBe(squeeze('3.5 HEALTH STAR RATING Voluntary front-of-pack rating'));
    const fills = elements(symbol!)
      .filter((e) => e.name === 'polygon')
      .map((e) => (e.attributes.stroke === undefined ? 'half' : e.attributes.fill));
    const { star, empty } = HSR_COLOURS;
    expect(fills).toEqual([star, star, star, empty, 'half', empty]);
    if (kind === 'svg') {
      expect(symbol!.attributes.transform).toBe(
        `translate(${ANZ_TABLE.width + 2 * (ANZ_TABLE.padding + ANZ_TABLE.frame) + HSR_SYMBOL.gap} 0)`,
      );
    }
  });

  test('without a category: no rating drawn', () => {
    expect(renderLabelSvg(labelOf(ANZ_MUESLI, 'anz'))).not.toContain('data-front-of-pack');
  });
});

describe('snapshots', () => {
  test.each([
    ['cfia', CFIA_GRANOLA],
    ['cfia-high-in', labelOf(CFIA_COOKIES, 'cfia')],
    ['eu', EU_BISCUIT],
    ['china', CHINA_BISCUIT],
    ['uk', labelOf(UK_LASAGNE, 'uk')],
    ['anz', labelOf(ANZ_MUESLI, 'anz')],
    ['anz-health-star', labelOf(ANZ_MUESLI_HSR, 'anz')],
    ['mx', labelOf(MX_GALLETAS, 'mx')],
    ['mx-count-seal', labelOf(MX_GALLETAS, 'mx', { principalDisplaySurfaceCm2: 40 })],
  ] as const)('%s', async (name, result) => {
    await expect(renderLabelSvg(result)).toMatchFileSnapshot(`./__snapshots__/${name}.svg`);
    await expect(renderLabelHtml(result)).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
  });
});
