/**
 * The fat / saturated fat / cholesterol / sodium levels above which a nutrient content claim
 * needs the 101.13(h) disclosure statement, and above which a food is disqualified from health
 * claims (101.14(a)(4)). Same numbers, separate tables (spec §5.5, §6.1): individual food fat ✅,
 * the rest ◐; meal and main-dish levels other than fat are ⚠ unverified.
 *
 * @module
 */

import { wordList } from '../../_lib/word-list';
import type { LevelNutrient, LevelSet, ProductKind } from './types';

const INDIVIDUAL = { total_fat: 13, saturated_fat: 4, cholesterol: 60, sodium: 480 } as const;
const MAIN_DISH = { total_fat: 19.5, saturated_fat: 6, cholesterol: 90, sodium: 720 } as const;
const MEAL = { total_fat: 26, saturated_fat: 8, cholesterol: 120, sodium: 960 } as const;

/** 101.13(h)(1)–(3): "See nutrition information for ___ content" when any level is exceeded. */
export const DISCLOSURE_LEVELS: { readonly [K in ProductKind]: LevelSet } = {
  individual: { levels: INDIVIDUAL, at: ['racc', 'serving', 'per50g'], cite: '21 CFR 101.13(h)(1)' },
  main_dish: { levels: MAIN_DISH, at: ['serving'], cite: '21 CFR 101.13(h)(3)', mark: 'unverified' },
  meal: { levels: MEAL, at: ['serving'], cite: '21 CFR 101.13(h)(2)', mark: 'unverified' },
};

/** 101.14(a)(4): a food above any level may bear no health claim. */
export const DISQUALIFYING_LEVELS: { readonly [K in ProductKind]: LevelSet } = {
  individual: { levels: INDIVIDUAL, at: ['racc', 'serving', 'per50g'], cite: '21 CFR 101.14(a)(4)' },
  main_dish: { levels: MAIN_DISH, at: ['serving'], cite: '21 CFR 101.14(a)(4)', mark: 'unverified' },
  meal: { levels: MEAL, at: ['serving'], cite: '21 CFR 101.14(a)(4)', mark: 'unverified' },
};

/** How each nutrient is named in the disclosure statement, in statement order. */
export const DISCLOSURE_NAMES: { readonly [K in LevelNutrient]: string } = {
  total_fat: 'fat',
  saturated_fat: 'saturated fat',
  cholesterol: 'cholesterol',
  sodium: 'sodium',
};

/**
 * The 101.13(h) statement for the exceeded nutrients.
 *
 * @example disclosureStatement(['total_fat', 'saturated_fat']) // 'See nutrition information for fat and saturated fat content.'
 */
export function disclosureStatement(exceeded: readonly LevelNutrient[]): string {
  const names = exceeded.map((n) => DISCLOSURE_NAMES[n]);
  return `See nutrition information for ${wordList(names, 'and')} content.`;
}
