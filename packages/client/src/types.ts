/**
 * Request and response shapes of the HTTP API v1, read from the types openapi-typescript generates
 * from the API's OpenAPI document (./generated/openapi.ts): the client cannot disagree with the
 * document. Only the paging wrapper `RecipePage` is the client's own.
 *
 * @module
 */
import type { components, operations } from './generated/openapi';

export type { components, operations, paths } from './generated/openapi';

type Json<R> = R extends { readonly content: { readonly 'application/json': infer B } } ? B : never;
/** `data` of an operation's JSON success answer (201 where it creates, else 200). */
type DataOf<K extends keyof operations> = operations[K]['responses'] extends { readonly 201: infer R }
  ? Json<R> extends { readonly data: infer D }
    ? D
    : never
  : operations[K]['responses'] extends { readonly 200: infer R }
    ? Json<R> extends { readonly data: infer D }
      ? D
      : never
    : never;
/** The JSON body of an operation's request. */
type BodyOf<K extends keyof operations> = operations[K] extends {
  readonly requestBody?: { readonly content: { readonly 'application/json': infer B } };
}
  ? B
  : never;
/** The query of an operation. */
type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/** A regulation name as the API accepts it: an id or an alias, case-insensitive (`GET /regulations`). */
export type RegulationName = NonNullable<LabelRequest['regulation']>;
/** A recipe (api.md §3). */
export type Recipe = components['schemas']['Recipe'];
/** Body of `POST /label`, `/label/export` and `/label/render`: a recipe or a saved recipe's id (api.md §4). */
export type LabelRequest = BodyOf<'postLabel'>;
/** Query of `POST /label` (`explain`). */
export type LabelQuery = QueryOf<'postLabel'>;
/** Body of `POST /labels/batch`. */
export type BatchRequest = BodyOf<'postLabelsBatch'>;
/** Body of a multi-recipe export. */
export type BatchExportRequest = Exclude<BodyOf<'postLabelExport'>, LabelRequest>;
/** `data` of `POST /label`: the label, its recipe, metadata and provenance. */
export type LabelData = components['schemas']['LabelData'];
/** The error envelope of api.md §1. */
export type ErrorEnvelope = components['schemas']['Error'];
/** One field problem of a validation error (api.md §1 `details`). */
export type ErrorDetail = NonNullable<ErrorEnvelope['details']>[number];
/** One result of `POST /labels/batch`: its own success or failure envelope. */
export type BatchItem = DataOf<'postLabelsBatch'>[number];
/** The label formats (`GET /regulations`). */
export type RegulationInfo = DataOf<'getRegulations'>[number];

/** A saved recipe in the list of `GET /recipes` (api.md §5). */
export type RecipeSummary = DataOf<'getRecipes'>[number];
/** Query of `GET /recipes`. */
export type RecipeListQuery = Omit<QueryOf<'getRecipes'>, 'limit'> & { readonly limit?: string | number };
/** `data` of `POST /recipes` (api.md §5). */
export type RecipeMeta = DataOf<'postRecipes'>;
/** `data` of `GET /recipes/:id`: the whole saved recipe. */
export type SavedRecipe = DataOf<'getRecipesId'>;
/** Body of `POST /recipes`: without `id` it creates, with one of your ids it updates. */
export type SaveRecipeRequest = BodyOf<'postRecipes'>;
/** One kept version (`GET /recipes/:id/versions`). */
export type RecipeVersion = DataOf<'getRecipesIdVersions'>[number];
/** Query of `GET /recipes/:id/label/diff`. */
export type LabelDiffQuery = QueryOf<'getRecipesIdLabelDiff'>;
/** `data` of `GET /recipes/:id/label/diff`. */
export type LabelDiff = DataOf<'getRecipesIdLabelDiff'>;
/** Body of `POST /recipes/:id/label`. */
export type RecipeLabelRequest = NonNullable<BodyOf<'postRecipesIdLabel'>>;
/** Query of `POST /recipes/:id/label`. */
export type RecipeLabelQuery = QueryOf<'postRecipesIdLabel'>;

/** A page of `GET /recipes`; `nextCursor` comes from the `Link: rel="next"` header. */
export interface RecipePage {
  readonly recipes: readonly RecipeSummary[];
  readonly nextCursor?: string;
}

/** A food of the ingredient database or an account's custom ingredient (api.md §6). */
export type Food = components['schemas']['Food'];
/** `data` of `GET /ingredients/search`: three lists, best match first. */
export type IngredientSearch = DataOf<'getIngredientsSearch'>;
/** Body of `POST /ingredients` (a custom ingredient). */
export type CreateIngredientRequest = BodyOf<'postIngredients'>;

/** `GET /ingredients` query (`limit`, `cursor`). */
export type IngredientListQuery = Omit<QueryOf<'getIngredients'>, 'limit'> & {
  readonly limit?: string | number;
};

/** One page of the account's custom ingredients. */
export interface IngredientPage {
  readonly ingredients: readonly Food[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  readonly nextCursor?: string;
}

/** One `recipe.category` key and the formats that read it (`GET /regulations/categories`). */
export type ProductCategoryInfo = DataOf<'getRegulationsCategories'>[number];

/** Query of `GET /units/convert` (api.md §7): numbers as text, as they travel. */
export type ConvertQuery = QueryOf<'getUnitsConvert'>;
/** `data` of `GET /units/convert`. */
export type Conversion = DataOf<'getUnitsConvert'>;

/** Body of `POST /webhooks/configure`. */
export type ConfigureWebhookRequest = BodyOf<'postWebhooksConfigure'>;
/** A webhook as the API shows it (never its secret). */
export type Webhook = DataOf<'postWebhooksConfigure'>;
/** Webhook event types (api.md §9). */
export type WebhookEvent = Webhook['events'][number];
/** One delivery of `GET /webhooks/:id/deliveries`. */
export type WebhookDelivery = DataOf<'getWebhooksIdDeliveries'>[number];

/** An API key as listed (`GET /keys`). */
export type ApiKey = DataOf<'getKeys'>[number];
/** `data` of `POST /keys`: the key in plaintext, this once. */
export type CreatedApiKey = DataOf<'postKeys'>;
/** `data` of `DELETE /keys/:id`. */
export type RevokedKey = DataOf<'deleteKeysId'>;

/** `data` of the DELETE routes of recipes, ingredients and webhooks. */
export type Deleted = DataOf<'deleteRecipesId'>;
/** `data` of `GET /healthz`. */
export type Liveness = DataOf<'getHealthz'>;
/** `data` of `GET /readyz`. */
export type Readiness = DataOf<'getReadyz'>;
