/**
 * EU nutrition claims of the Annex to Regulation (EC) 1924/2006 (as amended by 116/2010 and
 * 1047/2012) as data, per 100 g (solids) or per 100 ml (liquids); thresholds and verification
 * marks from docs/spec/regulations-intl.md §2.4 (✖ rows carry `mark: 'unverified'`).
 *
 * Not evaluated: comparative claims ("energy-reduced", "reduced …", "increased …", "light") need a
 * reference product; "with no added sugars" / "no added sodium" depend on ingredients' function;
 * omega-3 and unsaturated-fat claims have no data keys; table-top sweetener variants; the
 * semi-skimmed-milk exception of "low fat" (1.8 g/100 ml).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { atMost, claimRuleTable, sameForms } from '../_lib/claim-rule-table';
import {
  amount,
  energyShare,
  ge,
  le,
  percentOf,
  perEnergy,
  satPlusTrans,
  satTransEnergyShare,
  type ThresholdClaimRule,
} from '../_lib/claim-rules';
import { EU_NRV, EU_SIGNIFICANT_AMOUNT_PERCENT } from './reference-values';

const ANNEX = 'Reg. (EC) 1924/2006 Annex';

const rule = claimRuleTable(ANNEX);

const fibreSource = [
  [ge(amount('dietary_fiber'), 3)],
  [ge(perEnergy('dietary_fiber', 100, 'energy_kcal'), 1.5)],
];
const fibreHigh = [[ge(amount('dietary_fiber'), 6)], [ge(perEnergy('dietary_fiber', 100, 'energy_kcal'), 3)]];

/** Annex claims on energy, fat, sugars, sodium, fibre and protein. */
export const EU_NUTRITION_CLAIM_RULES: readonly ThresholdClaimRule[] = [
  rule({
    id: 'energy_free',
    text: 'Energy-free',
    nutrient: 'energy_kcal',
    liquid: [[le(amount('energy_kcal'), 4), le(amount('energy_kj'), 17)]],
  }),
  rule({
    id: 'low_energy',
    text: 'Low energy',
    nutrient: 'energy_kcal',
    solid: [[le(amount('energy_kcal'), 40), le(amount('energy_kj'), 170)]],
    liquid: [[le(amount('energy_kcal'), 20), le(amount('energy_kj'), 80)]],
  }),
  rule({ id: 'fat_free', text: 'Fat-free', nutrient: 'total_fat', ...atMost('total_fat', 0.5) }),
  rule({
    id: 'low_fat',
    text: 'Low fat',
    nutrient: 'total_fat',
    ...atMost('total_fat', 3, 1.5),
  }),
  rule({
    id: 'saturated_fat_free',
    text: 'Saturated fat-free',
    nutrient: 'saturated_fat',
    ...sameForms([le(satPlusTrans, 0.1)]),
  }),
  rule({
    id: 'low_saturated_fat',
    text: 'Low saturated fat',
    nutrient: 'saturated_fat',
    solid: [[le(satPlusTrans, 1.5), le(satTransEnergyShare, 10)]],
    liquid: [[le(satPlusTrans, 0.75), le(satTransEnergyShare, 10)]],
  }),
  rule({
    id: 'sugars_free',
    text: 'Sugars-free',
    nutrient: 'total_sugars',
    ...atMost('total_sugars', 0.5),
  }),
  rule({
    id: 'low_sugars',
    text: 'Low sugars',
    nutrient: 'total_sugars',
    ...atMost('total_sugars', 5, 2.5),
  }),
  // Sodium claims: thresholds ✖ (the old German NKV used the same 120 mg ◐). Sodium in mg.
  rule({
    id: 'sodium_free',
    text: 'Sodium-free / Salt-free',
    nutrient: 'sodium',
    unverified: true,
    ...atMost('sodium', 5),
  }),
  rule({
    id: 'very_low_sodium',
    text: 'Very low sodium / salt',
    nutrient: 'sodium',
    unverified: true,
    ...atMost('sodium', 40),
  }),
  rule({
    id: 'low_sodium',
    text: 'Low sodium / salt',
    nutrient: 'sodium',
    unverified: true,
    ...atMost('sodium', 120),
  }),
  rule({
    id: 'high_fibre',
    text: 'High fibre',
    nutrient: 'dietary_fiber',
    solid: fibreHigh,
    liquid: fibreHigh,
  }),
  rule({
    id: 'source_of_fibre',
    text: 'Source of fibre',
    nutrient: 'dietary_fiber',
    solid: fibreSource,
    liquid: fibreSource,
  }),
  rule({
    id: 'high_protein',
    text: 'High protein',
    nutrient: 'protein',
    unverified: true,
    ...sameForms([ge(energyShare('protein', 4), 20)]),
  }),
  rule({
    id: 'source_of_protein',
    text: 'Source of protein',
    nutrient: 'protein',
    ...sameForms([ge(energyShare('protein', 4), 12)]),
  }),
];

/** English names of vitamins and minerals in claims ("Source of vitamin C"). */
export const EU_MICRONUTRIENT_NAMES: Readonly<Partial<Record<NutrientKey, string>>> = {
  vitamin_a: 'vitamin A',
  vitamin_d: 'vitamin D',
  vitamin_e: 'vitamin E',
  vitamin_k: 'vitamin K',
  vitamin_c: 'vitamin C',
  thiamin: 'thiamin',
  riboflavin: 'riboflavin',
  niacin: 'niacin',
  vitamin_b6: 'vitamin B6',
  folate: 'folic acid',
  vitamin_b12: 'vitamin B12',
  biotin: 'biotin',
  pantothenic_acid: 'pantothenic acid',
  potassium: 'potassium',
  chloride: 'chloride',
  calcium: 'calcium',
  phosphorus: 'phosphorus',
  magnesium: 'magnesium',
  iron: 'iron',
  zinc: 'zinc',
  copper: 'copper',
  manganese: 'manganese',
  selenium: 'selenium',
  chromium: 'chromium',
  molybdenum: 'molybdenum',
  iodine: 'iodine',
};

/**
 * "Source of" (a significant amount: 15 % NRV/100 g, 7.5 %/100 ml ◐) and "High" (twice that ✖)
 * vitamin/mineral claims, high first per nutrient.
 */
export const EU_MICRONUTRIENT_CLAIM_RULES: readonly ThresholdClaimRule[] = Object.entries(EU_NRV).flatMap(
  ([key, nrv]) => {
    const k = key as NutrientKey;
    const name = EU_MICRONUTRIENT_NAMES[k] ?? k;
    const at = (factor: number) => ({
      solid: [[ge(percentOf(k, nrv), EU_SIGNIFICANT_AMOUNT_PERCENT.solid * factor)]],
      liquid: [[ge(percentOf(k, nrv), EU_SIGNIFICANT_AMOUNT_PERCENT.liquid * factor)]],
    });
    return [
      {
        id: `high_${k}`,
        text: `High ${name}`,
        nutrient: k,
        cite: ANNEX,
        mark: 'unverified' as const,
        ...at(2),
      },
      { id: `source_of_${k}`, text: `Source of ${name}`, nutrient: k, cite: ANNEX, ...at(1) },
    ];
  },
);
