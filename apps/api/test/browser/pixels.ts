/**
 * Checks on screenshots: decoded in a blank chromium page (canvas), so no PNG decoder is needed.
 *
 * @module
 */
import type { BrowserContext } from 'playwright-core';

// Browser globals used inside page.evaluate (the api package compiles without the DOM lib).
declare const createImageBitmap: (blob: Blob) => Promise<{ readonly width: number; readonly height: number }>;
declare class OffscreenCanvas {
  constructor(width: number, height: number);
  getContext(kind: '2d'): {
    drawImage(image: unknown, x: number, y: number): void;
    getImageData(x: number, y: number, w: number, h: number): { readonly data: Uint8ClampedArray };
  } | null;
}

/** Size and ink of an image. */
export interface PixelStats {
  readonly width: number;
  readonly height: number;
  /** Pixels darker than mid-grey (text and rules). */
  readonly dark: number;
  /** Pixels that are not (near) white. */
  readonly nonWhite: number;
}

/** Decodes a PNG and counts dark and non-white pixels. */
export async function pixelStats(context: BrowserContext, png: Buffer): Promise<PixelStats> {
  const page = await context.newPage();
  try {
    return await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let dark = 0;
      let nonWhite = 0;
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i] ?? 255;
        const g = data[i + 1] ?? 255;
        const b = data[i + 2] ?? 255;
        if (r < 128 && g < 128 && b < 128) dark++;
        if (r < 240 || g < 240 || b < 240) nonWhite++;
      }
      return { width: bitmap.width, height: bitmap.height, dark, nonWhite };
    }, png.toString('base64'));
  } finally {
    await page.close();
  }
}

/** Counts the pixels within `tolerance` (per channel) of each of the given `#rrggbb` colours. */
export async function colourCounts(
  context: BrowserContext,
  png: Buffer,
  colours: readonly string[],
  tolerance = 24,
): Promise<number[]> {
  const page = await context.newPage();
  try {
    return await page.evaluate(
      async ({ base64, colours, tolerance }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        const targets = colours.map((c) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)));
        const counts = targets.map(() => 0);
        for (let i = 0; i < data.length; i += 4) {
          targets.forEach((t, k) => {
            if (
              Math.abs((data[i] ?? 0) - t[0]!) <= tolerance &&
              Math.abs((data[i + 1] ?? 0) - t[1]!) <= tolerance &&
              Math.abs((data[i + 2] ?? 0) - t[2]!) <= tolerance
            )
              counts[k]!++;
          });
        }
        return counts;
      },
      { base64: png.toString('base64'), colours, tolerance },
    );
  } finally {
    await page.close();
  }
}
