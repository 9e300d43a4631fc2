import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  plugins: [
    VitePWA({
      strategies: 'generateSW',
      // We register the worker ourselves (src/app/pwa.ts), and keep the hand-written manifest.
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'favicon.png', 'manifest.webmanifest', 'icons/*.png', 'assets/*'],
      workbox: {
        // The built game: scripts, styles, pages, images, level files bundled by Vite (hashed
        // .png/.tmj assets), sprites and sounds, so a second visit plays offline.
        globPatterns: ['**/*.{js,css,html,png,svg,json,webmanifest,tmj,tsj,tsx,tx,tj,mp3,ogg,webm,m4a,wav}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
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
