/**
 * What the conformance hook keeps per test worker: one validator per set of routes (apps with the
 * same routes serve the same document), the problems found since the last test ended, and counts.
 *
 * @module
 */
import { openApiDocument } from '../../src/openapi/document';
import { DocumentValidator } from './validator';

/** `app.fetch` and the global `fetch`, as far as the hook uses them. */
export type FetchLike = (request: Request, ...rest: unknown[]) => Response | Promise<Response>;

const byRoutes = new Map<string, Promise<DocumentValidator>>();
const byOrigin = new Map<string, Promise<DocumentValidator | undefined>>();
const tracked = new Set<string>();
let problems: string[] = [];
let responses = 0;
const operations = new Set<string>();

/** Checks still running; the test's `afterEach` waits for them. */
const pending = new Set<Promise<void>>();

/**
 * Checks `response` without delaying it: the body is cloned now (before the test reads it) and
 * validated while the test goes on, so tests that time their requests time only the server.
 */
function check(
  validator: Promise<DocumentValidator | undefined>,
  request: Request,
  response: Response,
  env?: unknown,
): void {
  const type = response.headers.get('content-type') ?? '';
  const copy = request.method !== 'HEAD' && type.includes('json') ? response.clone() : undefined;
  const headers = new Headers(response.headers);
  // Served by @hono/node-server, middleware headers go on Node's response (src/http/response-header.ts),
  // which merges them into the head it writes: the response's own value of a name wins.
  const outgoing = (env as { outgoing?: { getHeaders(): Record<string, unknown> } } | undefined)?.outgoing;
  for (const [name, value] of Object.entries(outgoing?.getHeaders() ?? {})) {
    if (!headers.has(name) && value !== undefined) headers.set(name, String(value));
  }
  const done = (async () => {
    const found = await validator;
    if (found) await checkNow(found, request, response.status, headers, await copy?.text());
  })()
    .catch((error: unknown) => {
      problems.push(`${request.method} ${request.url}: could not be checked (${String(error)})`);
    })
    .finally(() => pending.delete(done));
  pending.add(done);
}

async function checkNow(
  validator: DocumentValidator,
  request: Request,
  status: number,
  headers: Headers,
  body: string | undefined,
): Promise<void> {
  const { pathname } = new URL(request.url);
  responses++;
  const key = validator.operationOf(request.method, pathname);
  if (key) operations.add(`${key} ${status}`);
  problems.push(...validator.check(request.method, pathname, status, headers, body));
}

export const conformance = {
  /** `app.fetch` that checks each response against the app's own /openapi.json. */
  wrap(fetch: FetchLike, app: { routes: readonly { method: string; path: string }[] }): FetchLike {
    const validator = () => {
      const routes = app.routes.map((r) => `${r.method} ${r.path}`).join('\n');
      let found = byRoutes.get(routes);
      if (!found) {
        // What GET /openapi.json serves (openapi.test.ts checks that), built without a request so
        // that tests counting requests, log lines or metrics see only their own.
        found = openApiDocument(app as never, 'http://localhost').then(
          (doc) => new DocumentValidator(doc as unknown as Record<string, unknown>),
        );
        byRoutes.set(routes, found);
      }
      return found;
    };
    // Built now, not on the first answer: tests that time their requests should not time this.
    queueMicrotask(() => void validator().catch(() => undefined));
    return async (request, ...rest) => {
      const response = await fetch(request, ...rest);
      check(validator(), request, response, rest[0]);
      return response;
    };
  },

  /** Checks the responses of a real server at `origin` (a base URL) from now on. */
  track(origin: string): void {
    tracked.add(new URL(origin).origin);
  },

  isTracked: (origin: string): boolean => tracked.has(origin),

  checkReal(origin: string, request: Request, response: Response, fetch: typeof globalThis.fetch): void {
    let validator = byOrigin.get(origin);
    if (!validator) {
      // A server a test has just killed answers nothing: its responses are not checked.
      validator = fetch(`${origin}/openapi.json`)
        .then(async (res) => new DocumentValidator((await res.json()) as Record<string, unknown>))
        .catch(() => undefined);
      byOrigin.set(origin, validator);
    }
    check(validator, request, response);
  },

  /** Waits for the checks still running. */
  async settle(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  },

  /** "METHOD /path status" of every response checked since the last `takeCounts`. */
  seen: (): ReadonlySet<string> => operations,

  takeProblems(): string[] {
    const taken = problems;
    problems = [];
    return taken;
  },

  takeCounts() {
    const counted = { responses, operations: [...operations].sort() };
    responses = 0;
    operations.clear();
    return counted;
  },
};

/** Checks every response of the real server at `baseUrl` that a test fetches. */
export const trackServer = (baseUrl: string): void => conformance.track(baseUrl);
