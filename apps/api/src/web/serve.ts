/**
 * The web app (api.md §11): GET / serves index.html, GET /app/:file the ES modules and CSS
 * beside it. Plain files, no build step; they are read once and kept in memory. In the
 * source tree they live in web/public/, in the build in dist/web/ (tsup.config.ts copies them).
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../deps';
import { notFound } from '../http/errors';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Scripts and styles from this origin only; the rendered label's inline `style` attributes
 * are allowed, scripts inside it never run.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
} as const;

interface WebFile {
  readonly body: string;
  readonly contentType: string;
}

/** The directory of the web files: dist/web next to the bundle, else src/web/public. */
function webDirectory(): string {
  for (const candidate of ['./web/', './public/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}index.html`)) return dir;
  }
  throw new Error('The web app files are missing (expected dist/web or src/web/public).');
}

/** Reads every servable file of the web directory. */
export function loadWebFiles(dir: string = webDirectory()): ReadonlyMap<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const name of readdirSync(dir)) {
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.'))];
    if (type && /^[a-z0-9-]+\.[a-z]+$/.test(name)) {
      files.set(name, { body: readFileSync(`${dir}${name}`, 'utf8'), contentType: type });
    }
  }
  return files;
}

let defaultFiles: ReadonlyMap<string, WebFile> | undefined;

/** The web app routes (public, outside /api/v1). */
export function webRoutes(given?: ReadonlyMap<string, WebFile>) {
  if (!given) defaultFiles ??= loadWebFiles();
  const files = given ?? defaultFiles ?? new Map<string, WebFile>();
  const app = new Hono<AppEnv>();
  // Through the context, so that the x-request-id every response carries (api.md §1) is kept.
  const send = (c: Context<AppEnv>, name: string) => {
    const file = files.get(name);
    if (!file) throw notFound('file');
    return c.body(file.body, 200, { 'content-type': file.contentType, ...SECURITY_HEADERS });
  };
  app.get('/', (c) => send(c, 'index.html'));
  app.get('/app/:file', (c) => send(c, c.req.param('file')));
  return app;
}
