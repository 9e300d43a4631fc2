/**
 * Vite config of the bench page (bench/browser/index.html): a production build like the game's,
 * with the game's public/ folder (sprites) and no PWA. The benches pass their own outDir.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * BENCH_CHUNK_TILES=N rebuilds the page with chunks of N tiles a side instead of the game's
 * CHUNK_TILES (src/view/chunkRange.ts), to compare chunk sizes without editing the game.
 */
function chunkSizeOverride(): Plugin {
  const size = Number(process.env.BENCH_CHUNK_TILES ?? 0);
  return {
    name: 'bench-chunk-size',
    transform(code, id) {
      if (!(size > 0) || !id.endsWith('src/view/chunkRange.ts')) return null;
      return code.replace(/export const CHUNK_TILES = \d+;/, `export const CHUNK_TILES = ${size};`);
    },
  };
}

export default defineConfig({
  plugins: [chunkSizeOverride()],
  root: here,
  base: './',
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: { target: 'es2022', chunkSizeWarningLimit: 4000, emptyOutDir: true },
  logLevel: 'warn',
});
