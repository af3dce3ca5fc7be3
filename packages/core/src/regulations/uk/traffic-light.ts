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
 * whether declared or unrounded values are meant: ✖ unverified).
 *
 * @module
 */
import type { FrontOfPack, FrontOfPackItem, FrontOfPackLevel } from '../../label/types';
import { NUTRIENTS, type NutrientKey } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';
import { declareEu, euDisplay, euPercent } from '../eu/declare';
import { EU_ROWS } from '../eu/label-rows';

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

/**
 * The colour of an amount per 100 g/ml.
 *
 * @example levelPer100(17.5, UK_TRAFFIC_LIGHT.solid.criteria.total_fat) // 'medium'
 */
export function levelPer100(amount: number, criteria: TrafficLightCriteria): FrontOfPackLevel {
  if (amount <= criteria.low) return 'low';
  return amount <= criteria.high ? 'medium' : 'high';
}

/** What the traffic light is decided on (amounts after the EU/UK derivation, by slot). */
export interface TrafficLightInput {
  readonly form: 'solid' | 'liquid';
  /** Amounts per 100 g (solid) or per 100 ml (liquid), by slot. */
  readonly per100: readonly number[];
  /** Amounts per portion, by slot. */
  readonly perPortion: readonly number[];
  /** The portion in g (solid) or ml (liquid). */
  readonly portion: number;
}

const ROW_OF = new Map(EU_ROWS.map((r) => [r.key, r]));
const SLOT = new Map(ITEMS.map(({ key }) => [key, slotOf(key)]));
const KCAL = slotOf('energy_kcal');
const orZero = (x: number | undefined): number => (x === undefined || Number.isNaN(x) ? 0 : x);

/** An amount as the declaration prints it ("18 g", "<0.5 g", "0.76 g"). */
function shown(key: NutrientKey, amount: number): string {
  return euDisplay(ROW_OF.get(key)!, declareEu(key, amount), NUTRIENTS[key].unit);
}

/** A column's amount of an item as printed; energy as "1972 kJ / 470 kcal". */
function shownIn(column: readonly number[], key: NutrientKey): string {
  const amount = orZero(column[SLOT.get(key)!]);
  return key === 'energy_kj'
    ? `${shown(key, amount)} / ${shown('energy_kcal', orZero(column[KCAL]))}`
    : shown(key, amount);
}

/**
 * The traffic light of a label.
 *
 * @example ukTrafficLight({ form: 'solid', per100, perPortion, portion: 30 }).items[1].level // 'medium'
 */
export function ukTrafficLight(input: TrafficLightInput): FrontOfPack {
  const table = UK_TRAFFIC_LIGHT[input.form];
  const portionCounts = input.portion > table.portionOver;
  const unit = input.form === 'liquid' ? 'ml' : 'g';
  const items: FrontOfPackItem[] = [];
  const words: string[] = [];
  for (const { key, text } of ITEMS) {
    const slot = SLOT.get(key)!;
    const a100 = orZero(input.per100[slot]);
    const aPortion = orZero(input.perPortion[slot]);
    const per100 = shownIn(input.per100, key);
    const portion = { display: shownIn(input.perPortion, key), percentRi: euPercent(key, aPortion) };
    const criteria = key === 'energy_kj' ? undefined : table.criteria[key as ColouredKey];
    if (criteria === undefined) {
      items.push({ key, text, per100: { display: per100 }, perPortion: portion });
      words.push(`${text} ${per100}`);
      continue;
    }
    const level100 = levelPer100(a100, criteria);
    const portionHigh = portionCounts && aPortion > criteria.portionHigh;
    const level: FrontOfPackLevel = portionHigh ? 'high' : level100;
    items.push({
      key,
      text,
      level,
      per100: { display: per100, level: level100 },
      perPortion: portionHigh ? { ...portion, high: true } : portion,
    });
    words.push(`${text} ${per100} (${level}${portionHigh ? ' by portion' : ''})`);
  }
  return {
    scheme: 'uk-traffic-light',
    items,
    text: `Per 100 ${unit}: ${words.join(', ')}`,
    citation: UK_TRAFFIC_LIGHT_CITE,
  };
}
