/**
 * @nutrilabel/core — the nutrition-label engine. Pure functions over plain data; runs in
 * Node, browsers and edge runtimes.
 *
 * @module
 */

export type {
  AllergenDetection,
  AllergenIngredient,
  AllergenProfile,
} from './allergens';
export { buildIngredientStatement, detectAllergens, normalizeAllergen } from './allergens';
export { labelCsvChunk, labelsToCsv, labelToCsv } from './csv/label-csv';
export type { LabelChange } from './diff/diff-labels';
export { diffLabels } from './diff/diff-labels';
export { checkLabelContent } from './label/check-content';
export {
  type EngineOptionExtras,
  engineOptionsOf,
  formatOptionIssues,
} from './label/format-options';
export type { GenerateOptions, LabelIssue, LabelOutcome, PreparedAdditions } from './label/generate-label';
export { generateLabel } from './label/generate-label';
export type {
  AllergenExplanation,
  AllergenResult,
  ClaimBasis,
  DeclaredAmount,
  FrontOfPack,
  FrontOfPackItem,
  FrontOfPackLegend,
  FrontOfPackLevel,
  FrontOfPackPhase,
  FrontOfPackPresentation,
  HealthClaim,
  LabelLanguage,
  LabelLayoutName,
  LabelNutrient,
  LabelPanel,
  LabelPopulation,
  LabelResult,
  NutrientClaim,
  PercentExplanation,
  StepTaken,
  StructureFunctionClaim,
  ValueExplanation,
} from './label/types';
export type { NutrientInfo, NutrientKey, NutrientUnit, NutrientValues } from './nutrients/catalog';
export { GRAMS_PER_UNIT, isNutrientKey, NUTRIENT_KEYS, NUTRIENTS } from './nutrients/catalog';
export type { Provenance } from './provenance/provenance';
export { ENGINE_VERSION, provenance, RULESETS } from './provenance/provenance';
export type { PhysicalLimitIssue } from './recipe/physical-limits';
export { checkPhysicalLimits, PHYSICAL_LIMITS } from './recipe/physical-limits';
export type {
  FoodRecord,
  RecipeLookups,
  ResolveIssue,
  ResolveOutcome,
  SavedRecipeRecord,
} from './recipe/resolve-recipe';
export { resolveRecipe } from './recipe/resolve-recipe';
export type { ResolvedIngredient, ResolvedRecipe } from './recipe/resolved-recipe';
export type { RecipeTotals } from './recipe/totals';
export { computeTotals, scaleTotals } from './recipe/totals';
export {
  DEFAULT_REGULATION,
  getRegulation,
  REGULATION_ALIASES,
  REGULATION_IDS,
  REGULATIONS,
  type RegulationId,
  regulationChoices,
  resolveRegulation,
} from './regulations';
export { anz } from './regulations/anz';
export {
  HSR_CATEGORIES,
  HSR_PRODUCTS,
  type HsrCategory,
  type HsrProduct,
} from './regulations/anz/health-star-tables';
export { cfia, cfiaFrontOfPackage, type FrontOfPackage } from './regulations/cfia';
export { china, createChinaFormat } from './regulations/china';
export { eu } from './regulations/eu';
export { fda } from './regulations/fda';
export { FDA_DAILY_VALUES } from './regulations/fda/daily-values';
export { autoColumns, DUAL_COLUMN_BAND } from './regulations/fda/dual-columns';
export { FDA_RACC, FDA_RACC_CATEGORIES, raccFor } from './regulations/fda/racc';
export { SINGLE_SERVING_CONTAINER, singleServingContainer } from './regulations/fda/single-serving';
export { mx } from './regulations/mx';
export { PRODUCT_CATEGORIES, type ProductCategory } from './regulations/product-categories';
export type {
  ClaimInput,
  ClaimOutput,
  ColumnOption,
  LabelOptionName,
  LabelRowSpec,
  Regulation,
  RowFacts,
  RowReview,
  ServingFacts,
} from './regulations/regulation';
export { appliesColumnOption } from './regulations/regulation';
export { uk } from './regulations/uk';
export type {
  Block as LayoutBlock,
  Cell as LayoutCell,
  LabelLayout,
  LineBlock as LayoutLine,
  RuleBlock as LayoutRule,
  Span as LayoutSpan,
  TextBlock as LayoutText,
} from './render';
export {
  escapeMarkup,
  layoutLabel,
  layoutToHtml,
  layoutToSvg,
  renderLabelHtml,
  renderLabelSvg,
} from './render';
export { roundToDecimals, roundToIncrement } from './rounding/round-to-increment';
export type { Rounded, RoundingOutcome, RoundingRule, RoundingTier } from './rounding/rounding-rule';
export { applyRoundingRule } from './rounding/rounding-rule';
export type {
  BoundedArrayOptions,
  BoundedParseResult,
  BoundedRecordOptions,
  IssueBudget,
} from './schemas/bounded';
export {
  boundedArray,
  boundedRecord,
  issueBudget,
  MAX_VALIDATION_ISSUES,
  safeParseBounded,
} from './schemas/bounded';
export { type LabelOptionsInput, LabelOptionsSchema, PreparedSchema } from './schemas/label-options';
export type { Metadata } from './schemas/metadata';
export {
  METADATA_MAX_KEY_LENGTH,
  METADATA_MAX_KEYS,
  METADATA_MAX_VALUE_LENGTH,
  MetadataSchema,
} from './schemas/metadata';
export { type QuickTest, quickCheck } from './schemas/quick-check';
export type { FieldIssue, Ingredient, LabelRequest, Recipe } from './schemas/recipe';
export {
  FoodIdSchema,
  IngredientSchema,
  LabelRequestSchema,
  NutrientMapSchema,
  RecipeIdSchema,
  RecipeSchema,
  toFieldIssues,
} from './schemas/recipe';
export type { Conversion, ConversionFailure } from './units/convert';
export { convertUnits, roundConverted } from './units/convert';
export type { Portion, PortionSource } from './units/portions';
export { foodDensity, gramsForAmount } from './units/portions';
export type { Dimension, UnitInfo, UnitName } from './units/units';
export { parseUnit, UNITS } from './units/units';
export type { WebhookVerification } from './webhooks/signature';
export { signWebhook, verifyWebhook } from './webhooks/signature';
