import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/cli.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // The web app's static files (src/web/serve.ts reads dist/web next to the bundle) and the label
  // fonts (src/print/print-label.ts reads dist/fonts).
  async onSuccess() {
    await cp('src/web/public', 'dist/web', { recursive: true });
    await cp('src/print/fonts', 'dist/fonts', { recursive: true });
  },
});
