/**
 * The label as the API answers it (api.md §4, §13, §14, §15): `data` of POST /label, of each batch
 * item and of the label.generated event. The engine's types (`LabelResult`, `Provenance`) are checked
 * against these schemas at compile time (the `Same` assertions below), so the document that is
 * generated from them describes exactly what the code returns.
 *
 * @module
 */
import {
  HSR_CATEGORIES,
  HSR_PRODUCTS,
  type LabelChange,
  type LabelResult,
  NUTRIENT_KEYS,
  type Provenance,
  REGULATION_IDS,
  type RegulationId,
} from '@nutrilabel/core';
import * as v from 'valibot';
import type { LabelData } from '../services/label-service';

/** The two types are the same (each is assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile unless `T` is `true`. */
export const assertType = <T extends true>(): T => true as T;

const NutrientKeySchema = v.picklist(NUTRIENT_KEYS);
const ClaimBasisSchema = v.picklist(['racc', 'serving', '100g', '100ml']);

const StepTakenSchema = v.variant('kind', [
  v.object({ kind: v.literal('asIs') }),
  v.object({ kind: v.literal('zero') }),
  v.object({ kind: v.literal('lessThan'), bound: v.number() }),
  v.object({ kind: v.literal('nearest'), step: v.number(), ties: v.optional(v.literal('half-even')) }),
  v.object({ kind: v.literal('significant'), figures: v.number() }),
]);

const PercentExplanationSchema = v.object({
  reference: v.number(),
  referenceSource: v.optional(v.string()),
  from: v.picklist(['unrounded', 'rounded']),
  amountUsed: v.number(),
  percent: v.number(),
  rule: v.string(),
  step: v.string(),
  how: StepTakenSchema,
});

const ValueExplanationSchema = v.object({
  amount: v.number(),
  rule: v.string(),
  step: v.string(),
  appliedTo: v.optional(v.number()),
  how: StepTakenSchema,
  dailyValue: v.optional(PercentExplanationSchema),
});

/** Another column of a row (per 100 g/ml, per container): its declared value, text and %. */
const ColumnCellSchema = v.object({
  value: v.nullable(v.number()),
  display: v.string(),
  dailyValue: v.nullable(v.number()),
  explain: v.optional(ValueExplanationSchema),
});

const LabelNutrientSchema = v.object({
  key: NutrientKeySchema,
  name: v.string(),
  altName: v.optional(v.string()),
  unit: v.picklist(['kcal', 'kJ', 'g', 'mg', 'mcg']),
  amount: v.pipe(v.number(), v.description('exact per-serving amount before rounding')),
  value: v.nullable(v.number()),
  display: v.pipe(v.string(), v.description('exactly what the label prints, e.g. "8g", "<1g"')),
  dailyValue: v.nullable(v.number()),
  indent: v.picklist([0, 1, 2]),
  per100: v.optional(ColumnCellSchema),
  perContainer: v.optional(ColumnCellSchema),
  perRacc: v.optional(ColumnCellSchema),
  prepared: v.optional(ColumnCellSchema),
  explain: v.optional(ValueExplanationSchema),
});

const LabelPanelSchema = v.object({
  regulation: v.picklist(REGULATION_IDS),
  title: v.string(),
  servingSize: v.string(),
  servingSizeText: v.optional(v.string()),
  servingsPerContainer: v.union([v.number(), v.string()]),
  basis: v.array(v.picklist(['serving', 'container', 'racc', 'prepared', '100g', '100ml'])),
  raccServing: v.optional(v.string()),
  preparedServingSize: v.optional(v.string()),
  preparedServingSizeText: v.optional(v.string()),
  nutrients: v.array(LabelNutrientSchema),
  population: v.optional(v.picklist(['general', 'children_1_3', 'infants_7_12m'])),
  language: v.optional(v.picklist(['en', 'es', 'en-es'])),
  layout: v.optional(v.picklist(['vertical', 'tabular', 'linear', 'simplified'])),
  labelSurfaceSquareInches: v.optional(
    v.pipe(
      v.number(),
      v.description("the package's available label surface asked for (FDA 101.9(j)(13)(ii))"),
    ),
  ),
  notSignificantSource: v.optional(
    v.pipe(
      v.string(),
      v.description('the simplified format\'s "Not a significant source of …" (FDA 101.9(f)(4))'),
    ),
  ),
});

const condition = v.object({
  measure: v.string(),
  op: v.picklist(['<', '≤', '≥', '>']),
  threshold: v.number(),
  amount: v.number(),
});

const NutrientClaimSchema = v.object({
  id: v.string(),
  text: v.string(),
  nutrient: NutrientKeySchema,
  basis: ClaimBasisSchema,
  conditions: v.optional(v.array(v.string())),
  explain: v.optional(
    v.object({ rule: v.string(), basis: ClaimBasisSchema, conditions: v.array(condition) }),
  ),
});

const citedText = v.object({ cite: v.string(), text: v.string() });

const FrontOfPackLevelSchema = v.picklist(['low', 'medium', 'high']);

const FrontOfPackSchema = v.object({
  scheme: v.picklist(['ca-high-in', 'uk-traffic-light', 'mx-warning-seals', 'anz-health-star']),
  items: v.array(
    v.object({
      key: NutrientKeySchema,
      text: v.string(),
      altText: v.optional(v.string()),
      level: v.optional(FrontOfPackLevelSchema),
      per100: v.optional(v.object({ display: v.string(), level: v.optional(FrontOfPackLevelSchema) })),
      perPortion: v.optional(
        v.object({
          display: v.string(),
          percentRi: v.nullable(v.number()),
          high: v.optional(v.boolean()),
        }),
      ),
    }),
  ),
  legends: v.optional(v.array(v.object({ key: v.picklist(['sweeteners', 'caffeine']), text: v.string() }))),
  phase: v.optional(
    v.object({
      number: v.number(),
      from: v.string(),
      to: v.optional(v.string()),
      citation: v.string(),
    }),
  ),
  presentation: v.optional(
    v.pipe(
      v.object({
        kind: v.picklist(['individual', 'count']),
        principalDisplaySurfaceCm2: v.number(),
        citation: v.string(),
        placement: v.pipe(
          v.object({ where: v.picklist(['upper-right', 'anywhere']), citation: v.string() }),
          v.description(
            'Where the seals go on the surface: its upper right corner, or any area of it under 60 cm² (NOM-051 4.5.3.4.6)',
          ),
        ),
      }),
      v.description(
        'Mexico, with options.principalDisplaySurfaceCm2: one seal each (individual) or one seal with the number of seals (count, 40 cm² or less; NOM-051 4.5.3.4.2), and where they go',
      ),
    ),
  ),
  rating: v.optional(
    v.object({
      category: v.picklist(HSR_CATEGORIES),
      stars: v.number(),
      score: v.number(),
      baselinePoints: v.number(),
      modifyingPoints: v.number(),
      components: v.array(
        v.object({
          key: v.picklist([
            'energy_kj',
            'saturated_fat',
            'total_sugars',
            'sodium',
            'protein',
            'dietary_fiber',
            'fvnl',
          ]),
          kind: v.picklist(['baseline', 'modifying']),
          amount: v.number(),
          points: v.number(),
          row: v.string(),
          counted: v.boolean(),
          cite: v.string(),
        }),
      ),
      starsRow: v.string(),
      product: v.optional(v.picklist(HSR_PRODUCTS)),
      addedWater: v.optional(v.number()),
      voluntary: v.literal(true),
    }),
  ),
  text: v.string(),
  citation: v.string(),
  explain: v.optional(
    v.object({
      rule: v.string(),
      threshold: v.number(),
      basisGrams: v.number(),
      tested: v.array(
        v.object({
          key: NutrientKeySchema,
          amount: v.number(),
          high: v.boolean(),
          exempt: v.optional(citedText),
        }),
      ),
      exemptAll: v.optional(citedText),
    }),
  ),
});

const AllergenResultSchema = v.object({
  detected: v.array(v.string()),
  declaration: v.string(),
  altDeclaration: v.optional(v.string()),
  sources: v.record(v.string(), v.array(v.string())),
  explain: v.optional(
    v.array(
      v.object({
        allergen: v.string(),
        ingredient: v.string(),
        word: v.string(),
        from: v.picklist(['name', 'allergens']),
      }),
    ),
  ),
});

/** The engine's label (core `LabelResult`). */
export const LabelResultSchema = v.object({
  label: LabelPanelSchema,
  ingredientStatement: v.string(),
  allergens: AllergenResultSchema,
  claims: v.array(NutrientClaimSchema),
  healthClaims: v.array(
    v.object({
      id: v.string(),
      text: v.string(),
      nutrients: v.array(NutrientKeySchema),
      citation: v.optional(v.string()),
    }),
  ),
  structureFunctionClaims: v.array(
    v.object({ id: v.string(), text: v.string(), nutrient: NutrientKeySchema }),
  ),
  warnings: v.array(v.string()),
  frontOfPack: v.optional(FrontOfPackSchema),
  altIngredientStatement: v.optional(v.string()),
});

/** What the label was made by and from (api.md §14). */
export const ProvenanceSchema = v.object({
  engine: v.string(),
  rulesets: v.object(
    Object.fromEntries(REGULATION_IDS.map((id) => [id, v.string()])) as Record<
      RegulationId,
      v.StringSchema<undefined>
    >,
  ),
  recipeId: v.optional(v.string()),
  recipeVersion: v.optional(v.number()),
});

/** `data` of a label response (api.md §4, §15): the label, then what it belongs to. */
export const LabelDataSchema = v.object({
  ...LabelResultSchema.entries,
  recipeId: v.optional(v.string()),
  recipeName: v.string(),
  metadata: v.record(v.string(), v.string()),
  provenance: ProvenanceSchema,
});

/** One change between two labels (api.md §14); `null` on the side where it is absent. */
export const LabelChangeSchema = v.object({ path: v.string(), from: v.unknown(), to: v.unknown() });

export type Deep<T> = T extends (infer I)[] | readonly (infer I)[]
  ? Deep<I>[]
  : T extends object
    ? { -readonly [K in keyof T]: Deep<Exclude<T[K], undefined>> }
    : T;

assertType<Same<Deep<LabelResult>, Deep<v.InferOutput<typeof LabelResultSchema>>>>();
assertType<Same<Deep<Provenance>, Deep<v.InferOutput<typeof ProvenanceSchema>>>>();
assertType<Same<Deep<LabelData>, Deep<v.InferOutput<typeof LabelDataSchema>>>>();
assertType<Same<Deep<LabelChange>, Deep<v.InferOutput<typeof LabelChangeSchema>>>>();
