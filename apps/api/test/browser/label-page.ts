/**
 * A label of the render server shown alone in a chromium page, for the tests of what a format draws
 * beside its table (CFIA symbol, UK traffic light, Mexican seals, the ANZ panel): the file's server,
 * the page with its screenshot in test-artifacts/, the front-of-pack block found right of the table,
 * and the pixels of what is on screen.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { colourCounts, type PixelStats, pixelStats } from './pixels';
import { ARTIFACTS, type RenderServer, startRenderServer } from './render-server';

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** Starts the render server before the file's tests and closes it after them. */
export function renderServerOfFile(): () => RenderServer {
  let server: RenderServer | undefined;
  beforeAll(async () => {
    server = await startRenderServer();
  }, 900_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the render server did not start');
    return server;
  };
}

/** A rendered label alone on a white page. */
export interface ShownLabel {
  readonly page: Page;
  /** The screenshot of the whole label (the `<svg>` or the HTML `<figure>`), saved as the artifact. */
  readonly shot: Buffer;
  /**
   * The block `[data-front-of-pack="<scheme>"]`: there is one, and it sits right of the table (its left
   * edge at or past the table's right edge). Gives it with both boxes.
   */
  frontOfPack(scheme: string): Promise<{ block: Locator; box: Box; table: Box }>;
  /** Size and ink of what `locator` shows (absent: the whole label's screenshot). */
  ink(locator?: Locator): Promise<PixelStats>;
  /** Pixels of what `locator` shows within the default tolerance of each `#rrggbb` colour. */
  colours(locator: Locator, colours: readonly string[]): Promise<number[]>;
}

/**
 * Renders `body` as `format`, shows it alone in a new page, writes its screenshot to
 * `test-artifacts/<artifact>-<format>.png`, and runs `check` on it; the page is closed after.
 */
export async function withShownLabel(
  server: RenderServer,
  format: 'svg' | 'html',
  body: object,
  artifact: string,
  check: (label: ShownLabel) => Promise<void>,
): Promise<void> {
  const markup = await server.render(format, body);
  const page = await server.browser.context.newPage();
  try {
    await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${markup}</body>`);
    const whole = format === 'svg' ? page.locator('body > svg') : page.locator('figure');
    const shot = await whole.screenshot();
    writeFileSync(new URL(`${artifact}-${format}.png`, ARTIFACTS), shot);
    const context = server.browser.context;
    await check({
      page,
      shot,
      async frontOfPack(scheme) {
        const block = page.locator(`[data-front-of-pack="${scheme}"]`);
        await expect.poll(() => block.count()).toBe(1);
        const table = await page
          .locator(format === 'svg' ? 'body > svg > rect[stroke]' : 'figure > div > div')
          .first()
          .boundingBox();
        const box = await block.boundingBox();
        expect(table && box).toBeTruthy();
        expect(box!.x).toBeGreaterThanOrEqual(table!.x + table!.width);
        return { block, box: box!, table: table! };
      },
      ink: async (locator) => pixelStats(context, locator ? await locator.screenshot() : shot),
      colours: async (locator, colours) => colourCounts(context, await locator.screenshot(), colours),
    });
  } finally {
    await page.close();
  }
}
