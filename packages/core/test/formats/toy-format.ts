/**
 * A toy label format that exists in the tests only: it proves that a format is one object (its
 * folder) and one registry entry, and that the engine and the renderers need nothing else. Its
 * numbers are made up (no regulation), so it must never reach `src/`.
 *
 * @module
 */
import { type AllergenProfile, keyRule } from '../../src/allergens/profile';
import type { RegulationId } from '../../src/label/types';
import { formatAmount } from '../../src/regulations/_lib/format-amount';
import { gramsServingSize, servingsWithRule } from '../../src/regulations/_lib/servings';
import type { LabelRowSpec, Regulation } from '../../src/regulations/regulation';
import { type Block, type LabelLayout, span } from '../../src/render/layout';
import { statements, tableRow } from '../../src/render/layout-shared';
import { applyRoundingRule, nearest, type RoundingRule } from '../../src/rounding/rounding-rule';

const ROWS: readonly LabelRowSpec[] = [
  { key: 'energy_kcal', name: 'Energy', indent: 0, mandatory: true },
  { key: 'total_fat', name: 'Fat', indent: 0, mandatory: true },
  { key: 'protein', name: 'Protein', indent: 0, mandatory: false },
];

const WHOLE: RoundingRule = { tiers: [], otherwise: nearest(1), cite: 'toy §1' };
const TENTH: RoundingRule = { tiers: [], otherwise: nearest(0.1), cite: 'toy §2' };

const ALLERGENS: AllergenProfile = {
  order: ['milk', 'peanuts'],
  rules: { milk: keyRule('milk', 'Milk', 'toy §3'), peanuts: keyRule('peanuts', 'Peanuts', 'toy §3') },
  emphasis: false,
  exempts: [],
  euSpeciesNames: false,
  groupsSugars: false,
};

function layoutToy(result: Parameters<Regulation['layout']>[0]): LabelLayout {
  const edges = [
    [0, 0.6],
    [0.6, 1],
  ] as const;
  const blocks: Block[] = [
    { kind: 'text', size: 12, spans: [span(result.label.title, { bold: true })] },
    ...result.label.nutrients.map(
      (n): Block => ({
        kind: 'line',
        size: 10,
        nutrients: [n.key],
        cells: tableRow([n.name, n.per100?.display ?? n.display], edges, false),
      }),
    ),
  ];
  return {
    regulation: result.label.regulation,
    title: result.label.title,
    lang: 'en',
    width: 200,
    padding: 4,
    frame: 1,
    fontFamily: 'sans-serif',
    blocks,
    after: statements(result, 9),
  };
}

/** The toy format: per 100 g and per serving, whole kcal, fat and protein to 0.1 g, no %. */
export const toy: Regulation = {
  // Outside the registry, so its id is not one of `RegulationId`.
  id: 'toy' as RegulationId,
  name: 'Toy (tests only)',
  aliases: ['toy-format'],
  ruleset: '2026-01-01',
  script: 'latin',
  options: [],
  title: 'Toy facts',
  rows: ROWS,
  allergens: ALLERGENS,
  layout: layoutToy,
  basis: ['100g', 'serving'],
  declare: (key, amount) => applyRoundingRule(amount, key === 'energy_kcal' ? WHOLE : TENTH),
  display: (row, declared, unit) =>
    `${formatAmount(declared.value)}${row.key === 'energy_kcal' ? ' kcal' : ` ${unit}`}`,
  percent: () => null,
  servingSize: (facts) => ({ servingSize: gramsServingSize(facts.servingSizeGrams) }),
  servingsPerContainer: (servings) => servingsWithRule(servings, WHOLE),
  claims: () => ({ claims: [], healthClaims: [], structureFunctionClaims: [], warnings: [] }),
};
