/**
 * The typed client of the HTTP API v1: one method per route, each returning the envelope's
 * `data` (or the CSV/SVG/HTML text) and throwing `NutrilabelApiError` otherwise.
 *
 * @module
 */

import type { operations } from './generated/openapi';
import { type ClientOptions, Transport } from './transport';
import type {
  ApiKey,
  BatchExportRequest,
  BatchItem,
  BatchRequest,
  ConfigureWebhookRequest,
  Conversion,
  ConvertQuery,
  CreatedApiKey,
  CreateIngredientRequest,
  Deleted,
  Food,
  IngredientListQuery,
  IngredientPage,
  IngredientSearch,
  LabelData,
  LabelDiff,
  LabelDiffQuery,
  LabelQuery,
  LabelRequest,
  Liveness,
  ProductCategoryInfo,
  Readiness,
  RecipeLabelQuery,
  RecipeLabelRequest,
  RecipeListQuery,
  RecipeMeta,
  RecipePage,
  RecipeSummary,
  RecipeVersion,
  RegulationInfo,
  RegulationName,
  RevokedKey,
  SavedRecipe,
  SaveRecipeRequest,
  Webhook,
  WebhookDelivery,
} from './types';

/** The client's methods, grouped by resource. */
export interface NutrilabelClient {
  /** `POST /label`: the label of a recipe or a saved recipe (`{ explain: '1' }` explains every row). */
  label(request: LabelRequest, query?: LabelQuery): Promise<LabelData>;
  /** `POST /labels/batch`: one envelope per recipe, ids first then recipes, each in input order. */
  labelBatch(request: BatchRequest, query?: LabelQuery): Promise<readonly BatchItem[]>;
  /** `POST /label/export?format=csv`: one label, or many with a leading `Recipe` column. */
  exportCsv(request: LabelRequest | BatchExportRequest): Promise<string>;
  /** The same export as a byte stream, for large batches. */
  exportCsvStream(request: LabelRequest | BatchExportRequest): Promise<ReadableStream<Uint8Array>>;
  /** `POST /label/render?format=svg|html`: the printed label. */
  render(request: LabelRequest, format: 'svg' | 'html'): Promise<string>;
  /** `POST /label/render?format=pdf|png`: the print-ready label (PNG: `scale` pixels per unit, default 2). */
  renderFile(
    request: LabelRequest,
    format: 'pdf' | 'png',
    options?: { readonly scale?: number },
  ): Promise<Uint8Array>;
  readonly recipes: {
    /** `GET /recipes`: one page, newest first; pass `nextCursor` back for the next. */
    list(query?: RecipeListQuery): Promise<RecipePage>;
    /** Every saved recipe, following `Link: rel="next"`. */
    listAll(): AsyncIterable<RecipeSummary>;
    /** `GET /recipes/:id` (`{ version: '2' }`: a kept version). */
    get(id: string, query?: { readonly version?: string }): Promise<SavedRecipe>;
    /** `GET /recipes/:id/versions`: newest first. */
    versions(id: string): Promise<readonly RecipeVersion[]>;
    /** `GET /recipes/:id/label/diff`: what changed on the label between two versions. */
    diff(id: string, query?: LabelDiffQuery): Promise<LabelDiff>;
    /** `POST /recipes`: creates (no `id`) or updates. Sends an Idempotency-Key so retries are safe. */
    save(request: SaveRecipeRequest, options?: { idempotencyKey?: string }): Promise<RecipeMeta>;
    /** `DELETE /recipes/:id`. */
    delete(id: string): Promise<Deleted>;
    /** `POST /recipes/:id/label`: a regulation name, or the whole body (regulation, metadata, options over the stored ones). */
    label(
      id: string,
      request?: RegulationName | RecipeLabelRequest,
      query?: RecipeLabelQuery,
    ): Promise<LabelData>;
  };
  readonly ingredients: {
    /** `GET /ingredients/search`. */
    search(q: string, options?: { readonly limit?: string | number }): Promise<IngredientSearch>;
    /** `POST /ingredients`: a custom ingredient (`local:` id). */
    create(request: CreateIngredientRequest, options?: { idempotencyKey?: string }): Promise<Food>;
    /** `GET /ingredients`: one page of the account's custom ingredients, newest first. */
    list(query?: IngredientListQuery): Promise<IngredientPage>;
    /** Every custom ingredient of the account, following `Link: rel="next"`. */
    listAll(): AsyncIterable<Food>;
    /** `GET /ingredients/:id`. */
    get(id: string): Promise<Food>;
    /** `PUT /ingredients/:id`: replaces a custom ingredient (same id). */
    update(id: string, request: CreateIngredientRequest): Promise<Food>;
    /** `DELETE /ingredients/:id`. */
    delete(id: string): Promise<Deleted>;
  };
  readonly units: {
    /** `GET /units/convert`. */
    convert(query: ConvertQuery): Promise<Conversion>;
  };
  readonly webhooks: {
    /** `POST /webhooks/configure`: creates, or updates the webhook of the same URL. */
    configure(request: ConfigureWebhookRequest): Promise<Webhook>;
    /** `GET /webhooks`. */
    list(): Promise<readonly Webhook[]>;
    /** `DELETE /webhooks/:id`. */
    delete(id: string): Promise<Deleted>;
    /** `GET /webhooks/:id/deliveries`: latest attempts first. */
    deliveries(
      id: string,
      options?: { readonly limit?: string | number },
    ): Promise<readonly WebhookDelivery[]>;
  };
  readonly keys: {
    /** `GET /keys`: the account's keys, prefixes only. */
    list(): Promise<readonly ApiKey[]>;
    /** `POST /keys`: a new key, in plaintext this once (never with an Idempotency-Key). */
    create(): Promise<CreatedApiKey>;
    /** `DELETE /keys/:id`: revokes a key (not the account's last active one). */
    revoke(id: string): Promise<RevokedKey>;
  };
  /** No key needed. */
  readonly health: {
    /** `GET /healthz`. */
    live(): Promise<Liveness>;
    /** `GET /readyz`: 503 (retried, then thrown) while the store is unreachable. */
    ready(): Promise<Readiness>;
  };
  /** No key needed. */
  readonly meta: {
    /** `GET /openapi.json`: the OpenAPI document these types were generated from. */
    openApi(): Promise<Record<string, unknown>>;
    /** `GET /api/v1/regulations`: the label formats. */
    regulations(): Promise<readonly RegulationInfo[]>;
    /** `GET /api/v1/regulations/categories`: every `recipe.category` key. */
    categories(): Promise<readonly ProductCategoryInfo[]>;
  };
  /** Operator routes, each behind its own bearer token (docs/operations.md). */
  readonly operator: {
    /** `GET /metrics`: the Prometheus text format. */
    metrics(token: string): Promise<string>;
    /** `POST /admin/backup`: a gzip-compressed SQL dump of the embedded database. */
    backup(token: string): Promise<Uint8Array>;
  };
}

/**
 * The method of the client for each operation of the document; a test checks that every operation
 * but the HTML pages (`/`, `/app/{file}`, `/docs`, `/docs/scalar.js`) has one.
 */
export const CLIENT_OPERATIONS = {
  postLabel: 'label',
  postLabelsBatch: 'labelBatch',
  postLabelExport: 'exportCsv, exportCsvStream',
  postLabelRender: 'render, renderFile',
  getRecipes: 'recipes.list, recipes.listAll',
  postRecipes: 'recipes.save',
  getRecipesId: 'recipes.get',
  getRecipesIdVersions: 'recipes.versions',
  getRecipesIdLabelDiff: 'recipes.diff',
  deleteRecipesId: 'recipes.delete',
  postRecipesIdLabel: 'recipes.label',
  getIngredientsSearch: 'ingredients.search',
  postIngredients: 'ingredients.create',
  getIngredients: 'ingredients.list, ingredients.listAll',
  getIngredientsId: 'ingredients.get',
  putIngredientsId: 'ingredients.update',
  deleteIngredientsId: 'ingredients.delete',
  getUnitsConvert: 'units.convert',
  postWebhooksConfigure: 'webhooks.configure',
  getWebhooks: 'webhooks.list',
  deleteWebhooksId: 'webhooks.delete',
  getWebhooksIdDeliveries: 'webhooks.deliveries',
  getKeys: 'keys.list',
  postKeys: 'keys.create',
  deleteKeysId: 'keys.revoke',
  getHealthz: 'health.live',
  getReadyz: 'health.ready',
  getOpenapiJson: 'meta.openApi',
  getRegulations: 'meta.regulations',
  getRegulationsCategories: 'meta.categories',
  getMetrics: 'operator.metrics',
  postAdminBackup: 'operator.backup',
} as const satisfies Partial<Record<keyof operations, string>>;

const id = (value: string) => encodeURIComponent(value);
const isBatch = (r: LabelRequest | BatchExportRequest): r is BatchExportRequest =>
  'recipes' in r || 'recipeIds' in r;

/** A fresh Idempotency-Key, when the runtime has Web Crypto's randomUUID. */
const newKey = (): string | undefined => globalThis.crypto?.randomUUID?.();

/**
 * Creates a client.
 *
 * @example
 * const client = createClient({ apiKey: process.env.NUTRILABEL_KEY!, baseUrl: 'https://labels.example.com' });
 * const { label } = await client.label({ recipe, regulation: 'fda' });
 * console.log(label.nutrients.map((n) => `${n.name} ${n.display}`));
 */
export function createClient(options: ClientOptions): NutrilabelClient {
  const http = new Transport(options);
  const writeHeaders = (key: string | undefined): Record<string, string> => {
    const chosen = key ?? (http.retries ? newKey() : undefined);
    return chosen === undefined ? {} : { 'idempotency-key': chosen };
  };
  const exportResponse = (request: LabelRequest | BatchExportRequest) =>
    http.send(
      { method: 'POST', path: '/label/export', query: { format: 'csv' }, body: request },
      isBatch(request) ? 'text/csv' : 'text/csv, application/json',
    );

  const recipes: NutrilabelClient['recipes'] = {
    async list(query = {}) {
      const response = await http.send({ method: 'GET', path: '/recipes', query: { ...query } });
      const envelope = (await response.json()) as { data: RecipeSummary[] };
      const nextCursor = cursorOf(response.headers.get('link'));
      return nextCursor === undefined ? { recipes: envelope.data } : { recipes: envelope.data, nextCursor };
    },
    async *listAll() {
      let cursor: string | undefined;
      do {
        const page: RecipePage = await recipes.list(cursor === undefined ? {} : { cursor });
        yield* page.recipes;
        cursor = page.nextCursor;
      } while (cursor !== undefined);
    },
    get: (recipeId, query = {}) =>
      http.json({ method: 'GET', path: `/recipes/${id(recipeId)}`, query: { ...query } }),
    versions: (recipeId) => http.json({ method: 'GET', path: `/recipes/${id(recipeId)}/versions` }),
    diff: (recipeId, query = {}) =>
      http.json({ method: 'GET', path: `/recipes/${id(recipeId)}/label/diff`, query: { ...query } }),
    save: (request, opts = {}) =>
      http.json({
        method: 'POST',
        path: '/recipes',
        body: request,
        headers: writeHeaders(opts.idempotencyKey),
      }),
    delete: (recipeId) => http.json({ method: 'DELETE', path: `/recipes/${id(recipeId)}` }),
    label: (recipeId, request, query = {}) =>
      http.json({
        method: 'POST',
        path: `/recipes/${id(recipeId)}/label`,
        query: { ...query },
        body: request === undefined ? {} : typeof request === 'string' ? { regulation: request } : request,
      }),
  };

  const ingredients: NutrilabelClient['ingredients'] = {
    list: async (query = {}) => {
      const response = await http.send({ method: 'GET', path: '/ingredients', query: { ...query } });
      const envelope = (await response.json()) as { data: Food[] };
      const nextCursor = cursorOf(response.headers.get('link'));
      return nextCursor === undefined
        ? { ingredients: envelope.data }
        : { ingredients: envelope.data, nextCursor };
    },
    async *listAll() {
      let cursor: string | undefined;
      do {
        const page: IngredientPage = await ingredients.list(cursor === undefined ? {} : { cursor });
        yield* page.ingredients;
        cursor = page.nextCursor;
      } while (cursor !== undefined);
    },
    update: (foodId, request) =>
      http.json({ method: 'PUT', path: `/ingredients/${id(foodId)}`, body: request }),
    search: (q, opts = {}) =>
      http.json({ method: 'GET', path: '/ingredients/search', query: { q, limit: opts.limit } }),
    create: (request, opts = {}) =>
      http.json({
        method: 'POST',
        path: '/ingredients',
        body: request,
        headers: writeHeaders(opts.idempotencyKey),
      }),
    get: (foodId) => http.json({ method: 'GET', path: `/ingredients/${id(foodId)}` }),
    delete: (foodId) => http.json({ method: 'DELETE', path: `/ingredients/${id(foodId)}` }),
  };

  return {
    label: (request, query = {}) =>
      http.json({ method: 'POST', path: '/label', query: { ...query }, body: request }),
    labelBatch: (request, query = {}) =>
      http.json({ method: 'POST', path: '/labels/batch', query: { ...query }, body: request }),
    exportCsv: async (request) => (await exportResponse(request)).text(),
    async exportCsvStream(request) {
      const response = await exportResponse(request);
      if (!response.body) throw new TypeError('The export response has no body.');
      return response.body;
    },
    render: async (request, format) =>
      (
        await http.send(
          { method: 'POST', path: '/label/render', query: { format }, body: request },
          format === 'svg' ? 'image/svg+xml' : 'text/html',
        )
      ).text(),
    renderFile: async (request, format, opts = {}) =>
      new Uint8Array(
        await (
          await http.send(
            {
              method: 'POST',
              path: '/label/render',
              query: { format, ...(opts.scale === undefined ? {} : { scale: String(opts.scale) }) },
              body: request,
            },
            format === 'pdf' ? 'application/pdf' : 'image/png',
          )
        ).arrayBuffer(),
      ),
    recipes,
    ingredients,
    units: {
      convert: (query) => http.json({ method: 'GET', path: '/units/convert', query: { ...query } }),
    },
    webhooks: {
      configure: (request) => http.json({ method: 'POST', path: '/webhooks/configure', body: request }),
      list: () => http.json({ method: 'GET', path: '/webhooks' }),
      delete: (webhookId) => http.json({ method: 'DELETE', path: `/webhooks/${id(webhookId)}` }),
      deliveries: (webhookId, opts = {}) =>
        http.json({
          method: 'GET',
          path: `/webhooks/${id(webhookId)}/deliveries`,
          query: { limit: opts.limit },
        }),
    },
    keys: {
      list: () => http.json({ method: 'GET', path: '/keys' }),
      create: () => http.json({ method: 'POST', path: '/keys' }),
      revoke: (keyId) => http.json({ method: 'DELETE', path: `/keys/${id(keyId)}` }),
    },
    health: {
      live: () => http.json({ method: 'GET', path: '/healthz', root: true, auth: 'none' }),
      ready: () => http.json({ method: 'GET', path: '/readyz', root: true, auth: 'none' }),
    },
    meta: {
      openApi: async () =>
        (
          await http.send({ method: 'GET', path: '/openapi.json', root: true, auth: 'none' })
        ).json() as Promise<Record<string, unknown>>,
      regulations: () => http.json({ method: 'GET', path: '/regulations', auth: 'none' }),
      categories: () => http.json({ method: 'GET', path: '/regulations/categories', auth: 'none' }),
    },
    operator: {
      metrics: async (token) =>
        (
          await http.send(
            { method: 'GET', path: '/metrics', root: true, auth: { bearer: token } },
            'text/plain',
          )
        ).text(),
      backup: async (token) =>
        new Uint8Array(
          await (
            await http.send(
              { method: 'POST', path: '/admin/backup', root: true, auth: { bearer: token } },
              'application/gzip',
            )
          ).arrayBuffer(),
        ),
    },
  };
}

/** The `cursor` of a `Link: <…?cursor=…>; rel="next"` header. */
function cursorOf(link: string | null): string | undefined {
  const target = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1];
  if (!target) return undefined;
  return new URL(target, 'http://x').searchParams.get('cursor') ?? undefined;
}
