/**
 * Vite config of bench:start's floor page (bench/floor/index.html): a production build like the
 * game's, of a bare pixi page. The bench passes its own outDir.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, emptyOutDir: true },
  logLevel: 'warn',
});
