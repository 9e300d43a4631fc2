/**
 * Vite config of the bench page (bench/browser/index.html): a production build like the game's,
 * with the game's public/ folder (sprites) and no PWA. The benches pass their own outDir.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, emptyOutDir: true },
  logLevel: 'warn',
});
