import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { watchedLevelsDir } from './scripts/vite/levelsFolder';
import { levelsServer } from './scripts/vite/levelsServer';
import { liveLevels } from './scripts/vite/liveLevels';
import { pixiLazyBlendProbe } from './scripts/vite/pixiLazyBlendProbe';
import { pixiLazySegmenter } from './scripts/vite/pixiLazySegmenter';

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

/** What a generated module's script makes: the module's value, and the files it reports. */
type Generated = Promise<{ entries: unknown; problems: readonly { file: string; message: string }[] }>;

/**
 * A module Vite generates from the levels folder with a script of scripts/levels, run through
 * Vite's module runner like the game's TypeScript (not bundled into this config): loaded once, and
 * again only after a source file changed (a level save must not recompile the loader). The dev
 * server regenerates the module when a file it `watches` is added, changed or removed.
 */
function generatedModule<M>(options: {
  readonly name: string;
  readonly id: string;
  readonly script: string;
  readonly generate: (script: M, levelsDir: string) => Generated;
  readonly watches: (path: string, levelsDir: string) => boolean;
}): Plugin {
  const { id } = options;
  const resolved = `\0${id}`;
  // The folder the game's level files come from (vite.config's `@levels`).
  let levelsDir = '';
  const script = fileURLToPath(new URL(options.script, import.meta.url));
  let generator: ReturnType<typeof runnerImport<M>> | null = null;
  const load = () => {
    generator ??= runnerImport<M>(script, { configFile: false });
    return generator;
  };
  return {
    name: options.name,
    configResolved(config) {
      levelsDir = watchedLevelsDir(config.root);
    },
    // Filtered, so the bundler calls these for this module alone, not for each of the game's modules.
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: () => resolved },
    load: {
      filter: { id: new RegExp(`^\\0${id}$`) },
      async handler() {
        const { entries, problems } = await options.generate((await load()).module, levelsDir);
        // Listed all the same, or left out: the game says what is wrong when the level is opened.
        for (const p of problems) this.warn(`${p.file}: ${p.message}`);
        return `export default ${JSON.stringify(entries)};`;
      },
    },
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        const path = normalizePath(file);
        if (/\/(src|scripts)\//.test(path)) generator = null;
        if (!options.watches(path, levelsDir)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) void server.reloadModule(module);
      });
    },
  };
}

/**
 * `virtual:level-index`: the level list's titles, pars and chapters (src/app/levels/levelIndex.ts), read
 * from levels/ with the game's own loader when the game is built, so the title screen needs no
 * level text.
 */
const levelIndexModule = () =>
  generatedModule<typeof import('./scripts/levels/levelIndex')>({
    name: 'maze-cat-level-index',
    id: 'virtual:level-index',
    script: './scripts/levels/levelIndex.ts',
    generate: (script, levelsDir) => script.buildLevelIndex(levelsDir),
    watches: (path, levelsDir) => dirname(path) === levelsDir && /\.(tmj|json|tsj|tsx|tx|tj)$/i.test(path),
  });

/**
 * `virtual:community-shelf`: the Community screen's manifest (src/app/community/shelfEntry.ts),
 * every level of levels/community/ checked by the solver when the game is built; only the
 * Community screen's chunk imports it.
 */
const communityShelfModule = () =>
  generatedModule<typeof import('./scripts/levels/shelfManifest')>({
    name: 'maze-cat-community-shelf',
    id: 'virtual:community-shelf',
    script: './scripts/levels/shelfManifest.ts',
    generate: (script, levelsDir) => script.buildShelfManifest(`${levelsDir}/community`),
    watches: (path, levelsDir) =>
      (dirname(path) === `${levelsDir}/community` && /\.tmj$/i.test(path)) ||
      path === `${levelsDir}/maze-cat.tsj`,
  });

export default defineConfig({
  base: './',
  // The game's level files (src/app/levels/levels.ts): levels/, or MAZE_CAT_LEVELS_DIR (a test's temporary
  // copy, a designer's own folder), the same folder for the page's files and the level index.
  resolve: { alias: { '@levels': watchedLevelsDir(fileURLToPath(new URL('.', import.meta.url))) } },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  // Module workers (both are started with type: 'module'): a worker's code is split into chunks it
  // shares with the page (the level loader: fetched once on the way to the first level) and chunks
  // it imports only when a job needs them (the solver, the generator).
  worker: { format: 'es' },
  plugins: [
    buildIdMeta(),
    levelIndexModule(),
    communityShelfModule(),
    liveLevels(),
    levelsServer(),
    pixiLazyBlendProbe(),
    pixiLazySegmenter(),
    VitePWA({
      strategies: 'generateSW',
      // We register the worker ourselves (src/app/page/pwa.ts), and keep the hand-written manifest.
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
    // A bound on a stuck test, not a measure of speed: wide enough for the heaviest (a thousand
    // Moving AI scenarios) on a 2-core machine beside two busy loops (`npm run test:load`).
    testTimeout: 180_000,
    // Every core: Vitest's default leaves one for the main process, which on a 2-core machine
    // ran the files one at a time (268 s against 186 s for the whole run).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
