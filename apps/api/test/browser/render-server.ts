/**
 * The real app on a loopback port (memory store, no food database) and chromium, for browser tests of
 * what `POST /label/render` draws. Screenshots go to test-artifacts/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMemoryStore } from '@nutrilabel/store';
import { expect } from 'vitest';
import { createApp } from '../../src/app';
import { type Browser, launchChromium } from './chromium';

/** Where browser tests write their screenshots. */
export const ARTIFACTS = new URL('../../../../test-artifacts/', import.meta.url);

/** A render server and its browser. */
export interface RenderServer {
  readonly browser: Browser;
  /** `POST /label/render?format=…` of `body`; the answer must be 200. */
  render(format: 'svg' | 'html', body: object): Promise<string>;
  close(): Promise<void>;
}

/** Starts the app and chromium. */
export async function startRenderServer(): Promise<RenderServer> {
  const store = createMemoryStore();
  const account = await store.accounts.create({ plan: 'team' });
  const { key } = await store.apiKeys.create(account.id);
  const app = createApp({ store, foods: { get: () => undefined, search: () => ({ golden: [], usda: [] }) } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    browser,
    async render(format, body) {
      const response = await fetch(`${base}/api/v1/label/render?format=${format}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return response.text();
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
