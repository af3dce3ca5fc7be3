/**
 * How the Chinese table's vitamin A (μg RE) and vitamin E (mg α-TE) figures are obtained from
 * the engine's inputs (GB 28050-2025 Table 1 note b ✔; regulations-intl.md §3.1), said in the
 * label's warnings. Vitamins must be at least 80 % of the declared value (Table 2, 6.7), so a
 * figure that can only understate the true content stays within the tolerance.
 *
 * @module
 */
import { slotOf } from '../../nutrients/nutrient-slots';
import type { RowFacts, RowReview } from '../regulation';

const RE = slotOf('vitamin_a_re');
const VITAMIN_E = slotOf('vitamin_e');
const VITAMIN_E_WARNING =
  'Vitamin E is declared in mg α-TE (GB 28050-2025 Table 1): the vitamin_e input (mg α-tocopherol) is ' +
  'counted as α-TE; other tocopherols and tocotrienols are not counted, so the figure can only understate it.';

/** The warnings, where vitamin A or E is in the table. */
export function reviewChinaVitaminUnits(facts: RowFacts): RowReview | undefined {
  const fromRae = !Number.isNaN(facts.per100[RE]!) && facts.vitaminAReFromRae.length > 0;
  const vitaminE = !Number.isNaN(facts.per100[VITAMIN_E]!);
  if (!fromRae && !vitaminE) return undefined;
  const warnings: string[] = [];
  if (fromRae) {
    warnings.push(
      'Vitamin A is declared in μg RE (GB 28050-2025 Table 1): RE = retinol + β-carotene/6 + other ' +
        'provitamin A carotenoids/12, i.e. 2 × RAE − retinol. No vitamin_a_re was given for ' +
        `${facts.vitaminAReFromRae.join(', ')}: their vitamin A (μg RAE) is counted as RE, which understates ` +
        'RE where carotenoids are present (vitamins must be ≥ 80 % of the declared value, Table 2).',
    );
  }
  if (vitaminE) warnings.push(VITAMIN_E_WARNING);
  return { warnings };
}
