/**
 * China nutrient content claims, GB 28050-2025 Table C.1 (✔, docs/spec/regulations-intl.md
 * §3.3), as data: per 100 g (solids) or 100 ml (liquids), with the per-420 kJ alternative where
 * the table gives one. Strongest claim first per nutrient.
 *
 * Not evaluated: 瘦 (meat only) and 脱脂 (dairy only) need the food category; lactose and n-3
 * claims have no data keys; comparative claims (Table C.2, ≥ 25 % vs a reference food).
 *
 * @module
 */
import type { NutrientKey } from '../../nutrients/catalog';
import { slotOf } from '../../nutrients/nutrient-slots';
import {
  amount,
  type Condition,
  ge,
  le,
  type Metric,
  percentOf,
  perEnergy,
  type ThresholdClaimRule,
} from '../_lib/claim-rules';
import { CHINA_NRV } from './nrv';

const C1 = 'GB 28050-2025 Table C.1';

/** Percent of energy (kJ) from a nutrient at `kjPerGram`. */
const kjShare = (key: NutrientKey, kjPerGram: number): Metric => {
  const s = slotOf(key);
  const kjSlot = slotOf('energy_kj');
  return {
    name: `% energy (kJ) from ${key}`,
    read: (a) => {
      const g = a[s]!;
      const kj = a[kjSlot]!;
      if (Number.isNaN(g) || Number.isNaN(kj)) return Number.NaN;
      if (g === 0) return 0;
      return kj > 0 ? ((g * kjPerGram) / kj) * 100 : Number.POSITIVE_INFINITY;
    },
  };
};

type Alternatives = readonly (readonly Condition[])[];
const rule = (
  id: string,
  text: string,
  nutrient: NutrientKey,
  solid: Alternatives,
  liquid: Alternatives = solid,
): ThresholdClaimRule => ({ id, text, nutrient, cite: C1, solid, liquid });

const LOW_SAT_SOLID = [le(amount('saturated_fat'), 1.5), le(kjShare('saturated_fat', 37), 10)];
const LOW_SAT_LIQUID = [le(amount('saturated_fat'), 0.75), le(kjShare('saturated_fat', 37), 10)];
const per420 = (key: NutrientKey) => perEnergy(key, 420, 'energy_kj');

/** Energy, macronutrient, cholesterol, sugar, fibre and sodium claims. */
export const CHINA_MACRO_CLAIM_RULES: readonly ThresholdClaimRule[] = [
  rule('no_energy', '无能量', 'energy_kj', [[le(amount('energy_kj'), 17)]]),
  rule(
    'low_energy',
    '低能量',
    'energy_kj',
    [[le(amount('energy_kj'), 170), le(kjShare('total_fat', 37), 50)]],
    [[le(amount('energy_kj'), 80), le(kjShare('total_fat', 37), 50)]],
  ),
  rule(
    'high_protein',
    '高蛋白质',
    'protein',
    [[ge(amount('protein'), 12)], [ge(per420('protein'), 6)]],
    [[ge(amount('protein'), 6)], [ge(per420('protein'), 6)]],
  ),
  rule(
    'source_of_protein',
    '蛋白质来源',
    'protein',
    [[ge(amount('protein'), 6)], [ge(per420('protein'), 3)]],
    [[ge(amount('protein'), 3)], [ge(per420('protein'), 3)]],
  ),
  rule('no_fat', '无脂肪', 'total_fat', [[le(amount('total_fat'), 0.5)]]),
  rule('low_fat', '低脂肪', 'total_fat', [[le(amount('total_fat'), 3)]], [[le(amount('total_fat'), 1.5)]]),
  rule('no_saturated_fat', '无饱和脂肪', 'saturated_fat', [[le(amount('saturated_fat'), 0.1)]]),
  rule('low_saturated_fat', '低饱和脂肪', 'saturated_fat', [LOW_SAT_SOLID], [LOW_SAT_LIQUID]),
  rule('no_trans_fat', '无反式脂肪酸', 'trans_fat', [[le(amount('trans_fat'), 0.3)]]),
  rule(
    'no_cholesterol',
    '无胆固醇',
    'cholesterol',
    [[le(amount('cholesterol'), 5), ...LOW_SAT_SOLID]],
    [[le(amount('cholesterol'), 5), ...LOW_SAT_LIQUID]],
  ),
  rule(
    'low_cholesterol',
    '低胆固醇',
    'cholesterol',
    [[le(amount('cholesterol'), 20), ...LOW_SAT_SOLID]],
    [[le(amount('cholesterol'), 10), ...LOW_SAT_LIQUID]],
  ),
  rule('no_sugar', '无糖', 'total_sugars', [[le(amount('total_sugars'), 0.5)]]),
  rule('low_sugar', '低糖', 'total_sugars', [[le(amount('total_sugars'), 5)]]),
  rule(
    'high_fibre',
    '高膳食纤维',
    'dietary_fiber',
    [[ge(amount('dietary_fiber'), 6)], [ge(per420('dietary_fiber'), 3)]],
    [[ge(amount('dietary_fiber'), 3)], [ge(per420('dietary_fiber'), 3)]],
  ),
  rule(
    'source_of_fibre',
    '膳食纤维来源',
    'dietary_fiber',
    [[ge(amount('dietary_fiber'), 3)], [ge(per420('dietary_fiber'), 1.5)]],
    [[ge(amount('dietary_fiber'), 1.5)], [ge(per420('dietary_fiber'), 1.5)]],
  ),
  rule('no_sodium', '无钠', 'sodium', [[le(amount('sodium'), 5)]]),
  rule('very_low_sodium', '极低钠', 'sodium', [[le(amount('sodium'), 40)]]),
  rule('low_sodium', '低钠', 'sodium', [[le(amount('sodium'), 120)]]),
];

/** Chinese names of the vitamins and minerals a claim may name. */
export const CHINA_MICRONUTRIENT_NAMES: Readonly<Partial<Record<NutrientKey, string>>> = {
  vitamin_a_re: '维生素A',
  vitamin_d: '维生素D',
  vitamin_e: '维生素E',
  vitamin_k: '维生素K',
  thiamin: '维生素B1',
  riboflavin: '维生素B2',
  vitamin_b6: '维生素B6',
  vitamin_b12: '维生素B12',
  vitamin_c: '维生素C',
  niacin: '烟酸',
  folate: '叶酸',
  pantothenic_acid: '泛酸',
  biotin: '生物素',
  choline: '胆碱',
  calcium: '钙',
  phosphorus: '磷',
  potassium: '钾',
  magnesium: '镁',
  iron: '铁',
  zinc: '锌',
  iodine: '碘',
  selenium: '硒',
  copper: '铜',
  manganese: '锰',
};

/** Vitamin/mineral claims: source ≥ 15 % NRV/100 g, 7.5 %/100 ml or 5 %/420 kJ; high twice that (10 %/420 kJ). */
export const CHINA_MICRONUTRIENT_CLAIM_RULES: readonly ThresholdClaimRule[] = Object.entries(
  CHINA_MICRONUTRIENT_NAMES,
).flatMap(([key, name]) => {
  const k = key as NutrientKey;
  const nrv = CHINA_NRV[k];
  if (nrv === undefined) return [];
  const pct = percentOf(k, nrv);
  const amountPer420 = per420(k);
  const per420Pct: Metric = {
    name: `% NRV of ${k} per 420 kJ`,
    read: (a) => (amountPer420.read(a) / nrv) * 100,
  };
  return [
    rule(
      `high_${k}`,
      `高${name}`,
      k,
      [[ge(pct, 30)], [ge(per420Pct, 10)]],
      [[ge(pct, 15)], [ge(per420Pct, 10)]],
    ),
    rule(
      `source_of_${k}`,
      `${name}来源`,
      k,
      [[ge(pct, 15)], [ge(per420Pct, 5)]],
      [[ge(pct, 7.5)], [ge(per420Pct, 5)]],
    ),
  ];
});
