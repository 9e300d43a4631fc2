import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { liveLevels } from './scripts/vite/liveLevels';

/**
 * Which build this is, in `<meta name="maze-cat-build">`: MAZE_CAT_BUILD_ID if set, else the build
 * time. Every build changes index.html, so the service worker sees each deploy as an update.
 */
function buildIdMeta(): Plugin {
  const id = process.env.MAZE_CAT_BUILD_ID || new Date().toISOString();
  const safe = id.replace(/[^\w.:+-]/g, '_');
  return {
    name: 'maze-cat-build-id',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('</head>', `  <meta name="maze-cat-build" content="${safe}" />\n  </head>`),
  };
}

export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  plugins: [
    buildIdMeta(),
    liveLevels(),
    VitePWA({
      strategies: 'generateSW',
      // We register the worker ourselves (src/app/pwa.ts), and keep the hand-written manifest.
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      workbox: {
        // The built game: scripts, styles, pages, images, level files bundled by Vite (hashed
        // .png/.tmj assets), sprites and sounds, so a second visit plays offline. These patterns
        // already cover public/ (icons, manifest, sounds): listing those again as includeAssets made
        // duplicate precache entries, and Workbox then refused to install.
        globPatterns: ['**/*.{js,css,html,png,svg,json,webmanifest,tmj,tsj,tsx,tx,tj,mp3,ogg,webm,m4a,wav}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        // One self-contained worker file: no importScripts of a separate runtime chunk at install time.
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
