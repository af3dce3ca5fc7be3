/**
 * The browser the browser tests drive: Debian's chromium at /usr/bin/chromium, never a
 * downloaded one. `pnpm test` installs it first on a fresh machine (scripts/ensure-chromium.sh, as
 * root); a missing browser fails the suite with the command to run — it is never skipped, and no
 * test installs anything.
 *
 * @module
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Where Debian installs chromium. */
export const CHROMIUM = '/usr/bin/chromium';

/** The launch flags: quiet, headless, no sandbox (containers run as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless',
];

/** The browser's path; throws with the command to run when it is missing. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  throw new Error(
    `The browser tests need Debian's chromium at ${CHROMIUM}. Install it as root (apt-get update && apt-get install -y chromium fonts-wqy-zenhei) and rerun; the tests never download a browser.`,
  );
}

/** A running browser with a fresh profile, and how to close it and delete the profile. */
export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches chromium with a fresh user-data-dir. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = ensureChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'nutrilabel-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
