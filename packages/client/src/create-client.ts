/**
 * The typed client of the HTTP API v1: one method per route, each returning the envelope's
 * `data` (or the CSV/SVG/HTML text) and throwing `NutrilabelApiError` otherwise.
 *
 * @module
 */
import { type ClientOptions, Transport } from './transport';
import type {
  BatchItem,
  BatchRequest,
  ConfigureWebhookRequest,
  Conversion,
  ConvertQuery,
  CreateIngredientRequest,
  Deleted,
  Food,
  IngredientSearch,
  LabelData,
  LabelRequest,
  RecipeMeta,
  RecipePage,
  RecipeSummary,
  RegulationName,
  SavedRecipe,
  SaveRecipeRequest,
  Webhook,
  WebhookDelivery,
} from './types';

/** The client's methods, grouped by resource. */
export interface NutrilabelClient {
  /** `POST /label`: the label of a recipe or a saved recipe. */
  label(request: LabelRequest): Promise<LabelData>;
  /** `POST /labels/batch`: one envelope per recipe, ids first then recipes, each in input order. */
  labelBatch(request: BatchRequest): Promise<BatchItem[]>;
  /** `POST /label/export?format=csv`: one label, or many with a leading `Recipe` column. */
  exportCsv(request: LabelRequest | BatchRequest): Promise<string>;
  /** The same export as a byte stream, for large batches. */
  exportCsvStream(request: LabelRequest | BatchRequest): Promise<ReadableStream<Uint8Array>>;
  /** `POST /label/render?format=svg|html`: the printed label. */
  render(request: LabelRequest, format: 'svg' | 'html'): Promise<string>;
  readonly recipes: {
    /** `GET /recipes`: one page, newest first; pass `nextCursor` back for the next. */
    list(query?: { limit?: number; cursor?: string }): Promise<RecipePage>;
    /** Every saved recipe, following `Link: rel="next"`. */
    listAll(): AsyncIterable<RecipeSummary>;
    /** `GET /recipes/:id`. */
    get(id: string): Promise<SavedRecipe>;
    /** `POST /recipes`: creates (no `id`) or updates. Sends an Idempotency-Key so retries are safe. */
    save(request: SaveRecipeRequest, options?: { idempotencyKey?: string }): Promise<RecipeMeta>;
    /** `DELETE /recipes/:id`. */
    delete(id: string): Promise<Deleted>;
    /** `POST /recipes/:id/label`. */
    label(id: string, regulation?: RegulationName): Promise<LabelData>;
  };
  readonly ingredients: {
    /** `GET /ingredients/search`. */
    search(q: string, options?: { limit?: number }): Promise<IngredientSearch>;
    /** `POST /ingredients`: a custom ingredient (`local:` id). */
    create(request: CreateIngredientRequest, options?: { idempotencyKey?: string }): Promise<Food>;
    /** `GET /ingredients/:id`. */
    get(id: string): Promise<Food>;
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
    list(): Promise<Webhook[]>;
    /** `DELETE /webhooks/:id`. */
    delete(id: string): Promise<Deleted>;
    /** `GET /webhooks/:id/deliveries`: latest attempts first. */
    deliveries(id: string, options?: { limit?: number }): Promise<WebhookDelivery[]>;
  };
}

const id = (value: string) => encodeURIComponent(value);
const isBatch = (r: LabelRequest | BatchRequest): r is BatchRequest => 'recipes' in r || 'recipeIds' in r;

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
  const exportResponse = (request: LabelRequest | BatchRequest) =>
    http.send(
      { method: 'POST', path: '/label/export', query: { format: 'csv' }, body: request },
      isBatch(request) ? 'text/csv' : 'text/csv, application/json',
    );

  const recipes: NutrilabelClient['recipes'] = {
    async list(query = {}) {
      const response = await http.send({ method: 'GET', path: '/recipes', query });
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
    get: (recipeId) => http.json({ method: 'GET', path: `/recipes/${id(recipeId)}` }),
    save: (request, opts = {}) =>
      http.json({
        method: 'POST',
        path: '/recipes',
        body: request,
        headers: writeHeaders(opts.idempotencyKey),
      }),
    delete: (recipeId) => http.json({ method: 'DELETE', path: `/recipes/${id(recipeId)}` }),
    label: (recipeId, regulation) =>
      http.json({
        method: 'POST',
        path: `/recipes/${id(recipeId)}/label`,
        body: regulation === undefined ? {} : { regulation },
      }),
  };

  return {
    label: (request) => http.json({ method: 'POST', path: '/label', body: request }),
    labelBatch: (request) => http.json({ method: 'POST', path: '/labels/batch', body: request }),
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
    recipes,
    ingredients: {
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
    },
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
  };
}

/** The `cursor` of a `Link: <…?cursor=…>; rel="next"` header. */
function cursorOf(link: string | null): string | undefined {
  const target = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1];
  if (!target) return undefined;
  return new URL(target, 'http://x').searchParams.get('cursor') ?? undefined;
}
