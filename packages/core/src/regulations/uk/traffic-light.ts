/**
 * The UK colour-coded front-of-pack label (`uk-traffic-light`, api.md §13): the criteria of the
 * Department of Health / FSA "Guide to creating a front of pack (FoP) nutrition label for
 * pre-packed products sold through retail outlets" (updated November 2016; docs/regulations/uk.md §4).
 *
 * - Fat, saturates, (total) sugars and salt are coloured by their amount per 100 g (foods) or
 *   per 100 ml (drinks): ≤ low → green (`low`), ≤ high → amber (`medium`), > high → red (`high`).
 * - A portion can only turn a nutrient red, and only when the portion is over 100 g (foods: more
 *   than 30 % of the reference intake in the portion) or over 150 ml (drinks: more than 15 %).
 * - Energy carries no colour.
 *
 * Amounts are judged unrounded, as the engine judges claims and %RI (the guide does not say
 * whether declared or unrounded values are meant: ✖ unverified), to a billionth of a gram: a
 * recipe that holds exactly 3.0 g per 100 g may come out of the totals as 3.0000000000000004.
 *
 * @module
 */
import type { FrontOfPack, FrontOfPackItem, FrontOfPackLevel, LabelNutrient } from '../../label/types';
import type { NutrientKey } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';

/** Where the criteria come from. */
export const UK_TRAFFIC_LIGHT_CITE = 'DH/FSA Guide to creating a front of pack (FoP) nutrition label (2016)';

/** One nutrient's criteria per 100 g/ml (green up to `low`, red over `high`) and its red per portion. */
export interface TrafficLightCriteria {
  readonly low: number;
  readonly high: number;
  /** Red when a portion over the size limit holds more than this (g). */
  readonly portionHigh: number;
}

/**
 * The criteria tables of the 2016 guide, in g: foods per 100 g (portion limit 100 g, red over 30 %
 * of the RI: 21, 6, 27, 1.8 g) and drinks per 100 ml (portion limit 150 ml, red over 15 % of the
 * RI: 10.5, 3, 13.5, 0.9 g). The 100 g red limits are 25 % of the RI (12.5 % for drinks).
 */
export const UK_TRAFFIC_LIGHT = {
  solid: {
    portionOver: 100,
    portionPercentRi: 30,
    criteria: {
      total_fat: { low: 3.0, high: 17.5, portionHigh: 21 },
      saturated_fat: { low: 1.5, high: 5.0, portionHigh: 6.0 },
      total_sugars: { low: 5.0, high: 22.5, portionHigh: 27 },
      salt: { low: 0.3, high: 1.5, portionHigh: 1.8 },
    },
  },
  liquid: {
    portionOver: 150,
    portionPercentRi: 15,
    criteria: {
      total_fat: { low: 1.5, high: 8.75, portionHigh: 10.5 },
      saturated_fat: { low: 0.75, high: 2.5, portionHigh: 3.0 },
      total_sugars: { low: 2.5, high: 11.25, portionHigh: 13.5 },
      salt: { low: 0.3, high: 0.75, portionHigh: 0.9 },
    },
  },
} as const satisfies Record<
  'solid' | 'liquid',
  {
    readonly portionOver: number;
    readonly portionPercentRi: number;
    readonly criteria: Readonly<Record<ColouredKey, TrafficLightCriteria>>;
  }
>;

/** The nutrients that take a colour, in the label's order. */
export type ColouredKey = 'total_fat' | 'saturated_fat' | 'total_sugars' | 'salt';

/** The items in the order of the guide's label: energy, fat, saturates, sugars, salt. */
const ITEMS: readonly { readonly key: NutrientKey; readonly text: string }[] = [
  { key: 'energy_kj', text: 'Energy' },
  { key: 'total_fat', text: 'Fat' },
  { key: 'saturated_fat', text: 'Saturates' },
  { key: 'total_sugars', text: 'Sugars' },
  { key: 'salt', text: 'Salt' },
];

/** "More than" the limit, ignoring binary noise below a billionth of a gram. */
const over = (amount: number, limit: number): boolean => amount - limit > 1e-9;

/**
 * The colour of an amount per 100 g/ml.
 *
 * @example levelPer100(17.5, UK_TRAFFIC_LIGHT.solid.criteria.total_fat) // 'medium'
 */
export function levelPer100(amount: number, criteria: TrafficLightCriteria): FrontOfPackLevel {
  if (!over(amount, criteria.low)) return 'low';
  return over(amount, criteria.high) ? 'high' : 'medium';
}

/** What the traffic light is decided on. */
export interface TrafficLightInput {
  readonly form: 'solid' | 'liquid';
  /** Unrounded amounts per 100 g (solid) or per 100 ml (liquid), by slot (after the EU derivation). */
  readonly per100: readonly number[];
  /** Unrounded amounts per portion, by slot. */
  readonly perPortion: readonly number[];
  /** The portion in g (solid) or ml (liquid). */
  readonly portion: number;
  /**
   * The label's rows as declared (per portion, with the per-100 column): the element prints what
   * the declaration prints, so the amounts are not declared twice.
   */
  readonly rows: readonly LabelNutrient[];
}

const SLOT = new Map(ITEMS.map(({ key }) => [key, slotOf(key)]));
const orZero = (x: number | undefined): number => (x === undefined || Number.isNaN(x) ? 0 : x);

function rowOf(rows: readonly LabelNutrient[], key: NutrientKey): LabelNutrient | undefined {
  for (const row of rows) if (row.key === key) return row;
  return undefined;
}

/**
 * The traffic light of a label.
 *
 * @example ukTrafficLight({ form: 'solid', per100, perPortion, portion: 30, rows }).items[1].level // 'medium'
 */
export function ukTrafficLight(input: TrafficLightInput): FrontOfPack {
  const table = UK_TRAFFIC_LIGHT[input.form];
  const portionCounts = over(input.portion, table.portionOver);
  const items: FrontOfPackItem[] = [];
  let text = input.form === 'liquid' ? 'Per 100 ml: ' : 'Per 100 g: ';
  for (let i = 0; i < ITEMS.length; i++) {
    const { key, text: name } = ITEMS[i]!;
    const row = rowOf(input.rows, key);
    let per100 = row?.per100?.display ?? '';
    let perPortion = row?.display ?? '';
    if (key === 'energy_kj') {
      const kcal = rowOf(input.rows, 'energy_kcal');
      per100 = `${per100} / ${kcal?.per100?.display ?? ''}`;
      perPortion = `${perPortion} / ${kcal?.display ?? ''}`;
    }
    const portion = { display: perPortion, percentRi: row?.dailyValue ?? null };
    if (i > 0) text += ', ';
    const criteria = key === 'energy_kj' ? undefined : table.criteria[key as ColouredKey];
    if (criteria === undefined) {
      items.push({ key, text: name, per100: { display: per100 }, perPortion: portion });
      text += `${name} ${per100}`;
      continue;
    }
    const slot = SLOT.get(key)!;
    const level100 = levelPer100(orZero(input.per100[slot]), criteria);
    const portionHigh = portionCounts && over(orZero(input.perPortion[slot]), criteria.portionHigh);
    const level: FrontOfPackLevel = portionHigh ? 'high' : level100;
    // "By the portion" only where the portion rule alone makes the item red (api.md §13).
    const byPortion = portionHigh && level100 !== 'high';
    items.push({
      key,
      text: name,
      level,
      per100: { display: per100, level: level100 },
      perPortion: byPortion ? { ...portion, high: true } : portion,
    });
    text += `${name} ${per100} (${level}${byPortion ? ' by portion' : ''})`;
  }
  return { scheme: 'uk-traffic-light', items, text, citation: UK_TRAFFIC_LIGHT_CITE };
}
