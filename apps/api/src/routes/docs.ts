/**
 * GET /openapi.json and GET /docs (api.md §11); the document is built by ../openapi/document.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../deps';
import { type DocumentOptions, openApiDocument } from '../openapi/document';

/**
 * The docs routes: GET /openapi.json and GET /docs (Scalar). `app` is the whole API, read
 * lazily on the first request so that every route is mounted by then; `options` what of its
 * configuration the document describes.
 */
export function docsRoutes(app: () => Hono<AppEnv>, options: DocumentOptions = {}) {
  // One document per origin the server was reached at (its `servers` entry); a few at most.
  const documents = new Map<string, Promise<OpenAPIV3_1.Document>>();
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', async (c) => {
    const origin = new URL(c.req.url).origin;
    let document = documents.get(origin);
    if (!document) {
      if (documents.size >= 16) documents.clear();
      document = openApiDocument(app(), origin, options).catch((error: unknown) => {
        documents.delete(origin);
        throw error;
      });
      documents.set(origin, document);
    }
    return c.json(await document);
  });
  let script: Promise<string> | undefined;
  // The reference UI is served from our own dependency: /docs works offline and loads nothing from a CDN.
  routes.get('/docs/scalar.js', async (c) => {
    script ??= readFile(scalarScriptPath(), 'utf8');
    return c.body(await script, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  routes.get(
    '/docs',
    Scalar({
      url: '/openapi.json',
      pageTitle: 'nutrilabel API reference',
      cdn: '/docs/scalar.js',
      // The buttons of Scalar's hosted services (its AI agent, MCP servers, deploy) call scalar.com: off.
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    }),
  );
  return routes;
}

/** The standalone browser build of @scalar/api-reference. */
function scalarScriptPath(): string {
  // The package exports no file path for it: resolve the main entry (dist/index.js) and step beside it.
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(main), 'browser/standalone.js');
}
