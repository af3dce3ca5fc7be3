/**
 * The Mexican format over HTTP (api.md §13): `mexico` is accepted, the label carries the
 * `mx-warning-seals` front of pack (golden Mexican label no. 1 with a sweetener,
 * docs/regulations/mx.md §2–§3), `ingredient.added` overrides detection and is validated by name,
 * `/label/render` draws the octagons beside the table, and the CSV export is the Spanish declaration.
 */
import { describe, expect, test } from 'vitest';
import { MX_GALLETAS } from '../../../../packages/core/test/fixtures';
import { makeApp } from '../helpers';

interface Seals {
  scheme: string;
  items: { key: string; text: string }[];
  legends?: { key: string; text: string }[];
  phase?: { number: number };
  citation: string;
}

describe('the Mexican format over HTTP', () => {
  test('POST /label with "Mexico": the Spanish declaration, the seals and the legend', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: MX_GALLETAS, regulation: 'Mexico' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        label: { regulation: string; title: string; basis: string[] };
        frontOfPack: Seals;
        allergens: { declaration: string };
        provenance: { rulesets: Record<string, string> };
      };
    };
    expect(data.label).toMatchObject({
      regulation: 'mx',
      title: 'Declaración nutrimental',
      basis: ['100g', 'serving', 'container'],
    });
    // §2: 432 kcal ≥ 275; sugars 18.5 %, saturated 21.5 %, trans 1.38 % of energy; no salt added.
    expect(data.frontOfPack.items.map((i) => i.text)).toEqual([
      'EXCESO CALORÍAS',
      'EXCESO AZÚCARES',
      'EXCESO GRASAS SATURADAS',
      'EXCESO GRASAS TRANS',
    ]);
    expect(data.frontOfPack.legends).toEqual([
      { key: 'sweeteners', text: 'CONTIENE EDULCORANTES - NO RECOMENDABLE EN NIÑOS' },
    ]);
    expect(data.frontOfPack.citation).toContain('4.5.3.4');
    expect(data.frontOfPack.phase?.number).toBeGreaterThanOrEqual(2);
    expect(data.allergens.declaration).toBe('Contiene: Trigo, Leche.');
    expect(data.provenance.rulesets.mx).toBe('2020-03-27');
  });

  test('ingredient.added overrides the name: butter flagged as adding nothing loses its fat seals', async () => {
    const { call } = await makeApp();
    const ingredients = MX_GALLETAS.ingredients.map((i) =>
      i.name === 'Mantequilla' ? { ...i, added: [] } : i,
    );
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...MX_GALLETAS, ingredients }, regulation: 'mx' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { frontOfPack: Seals } };
    // Sugar still added: calories and sugars stay; no fats added: no saturated or trans seal (§2).
    expect(data.frontOfPack.items.map((i) => i.key)).toEqual(['energy_kcal', 'total_sugars']);
  });

  test('a bad `added` value is 400 40001 naming the field', async () => {
    const { call } = await makeApp();
    const ingredients = [
      { ...MX_GALLETAS.ingredients[0]!, added: ['salt'] },
      ...MX_GALLETAS.ingredients.slice(1),
    ];
    const res = await call('/api/v1/label', {
      method: 'POST',
      body: { recipe: { ...MX_GALLETAS, ingredients }, regulation: 'mx' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; details: { path: string; message: string }[] };
    expect(body.code).toBe(40001);
    const detail = body.details.find((d) => d.path === 'recipe.ingredients.0.added.0');
    expect(detail?.message).toContain('sugars, fats, sodium, sweeteners, caffeine');
  });

  test('POST /label/render?format=svg draws the octagons beside the table', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/render?format=svg', {
      method: 'POST',
      body: { recipe: MX_GALLETAS, regulation: 'mx' },
    });
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('data-regulation="mx"');
    expect(svg).toContain('data-front-of-pack="mx-warning-seals"');
    expect(svg.match(/<polygon /g)).toHaveLength(4);
    expect(svg).toContain('data-legend="sweeteners"');
  });

  test('energy per container (docs/regulations/mx.md §4 ◐): in the JSON label and on the rendered panel', async () => {
    const { call } = await makeApp();
    const recipe = { ...MX_GALLETAS, servingsPerContainer: 10 };
    const res = await call('/api/v1/label', { method: 'POST', body: { recipe, regulation: 'mx' } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        label: {
          nutrients: {
            key: string;
            perContainer?: { value: number; display: string; dailyValue: number | null };
          }[];
        };
      };
    };
    // 10 × 30 g = 300 g of a 100.01 g batch: 431.92 × 300/100.01 = 1295.63 → 1296 kcal;
    // 1814.66 × 300/100.01 = 5443.44 → 5443 kJ.
    const energy = data.label.nutrients.filter((n) => n.key.startsWith('energy_')).map((n) => n.perContainer);
    expect(energy).toEqual([
      { value: 1296, display: '1296 kcal', dailyValue: null },
      { value: 5443, display: '5443 kJ', dailyValue: null },
    ]);
    const svg = await (
      await call('/api/v1/label/render?format=svg', { method: 'POST', body: { recipe, regulation: 'mx' } })
    ).text();
    expect(svg).toContain('Contenido energético por envase: 1296 kcal (5443 kJ)');
    expect(svg).toContain('Porciones por envase: 10');
  });

  test('POST /label/export?format=csv: the per-100 g declaration in Spanish', async () => {
    const { call } = await makeApp();
    const res = await call('/api/v1/label/export?format=csv', {
      method: 'POST',
      body: { recipe: MX_GALLETAS, regulation: 'mx' },
    });
    expect(res.status).toBe(200);
    // §4: 4×6.18 + 9×16.8 + 4×64 = 431.92 kcal over 100.01 g → 431.88 → 432 kcal; no %VNR column.
    expect((await res.text()).split('\r\n').slice(0, 2)).toEqual([
      'Nutrient,Value,Unit,%DV',
      'Contenido energético,432,kcal,-',
    ]);
  });
});
