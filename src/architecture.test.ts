import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layers of the README's "How it is built", in order: each may import only layers listed before it (and itself). */
const LAYERS: readonly (readonly string[])[] = [
  ['grid'],
  ['tiled'],
  ['level'],
  ['sim'],
  ['solver'],
  ['view', 'input', 'audio'],
  ['app'],
  ['cli'],
];
/** Layers 1 to 5 run in Node and in the browser alike: no DOM libraries, no Node modules. */
const PORTABLE = new Set(['grid', 'tiled', 'level', 'sim', 'solver']);
const BROWSER_ONLY = /^(pixi\.js|@pixi\/|howler|workbox|virtual:pwa)/;

const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function layerOf(folder: string): number {
  return LAYERS.findIndex((names) => names.includes(folder));
}

describe('architecture', () => {
  for (const file of sourceFiles(SRC)) {
    const rel = relative(SRC, file);
    const folder = rel.split('/')[0];
    if (!rel.includes('/')) continue;
    const own = layerOf(folder);
    it(`${rel} imports only earlier layers`, () => {
      for (const spec of imports(file)) {
        if (spec.startsWith('.')) {
          const target = relative(SRC, join(file, '..', spec)).split('/')[0];
          const layer = layerOf(target);
          expect(layer, `${rel} imports ${spec} (layer ${target})`).toBeLessThanOrEqual(own);
          if (layer === own)
            expect(target === folder || LAYERS[own].length === 1, `${rel} imports ${spec}`).toBe(true);
        } else if (PORTABLE.has(folder)) {
          expect(spec.startsWith('node:') || BROWSER_ONLY.test(spec), `${rel} imports ${spec}`).toBe(false);
        }
      }
    });
  }
});

/** The screen modules: one per route, each wiring its screens to the router (docs/architecture.md). */
const SCREEN_MODULES = join(SRC, 'app', 'routes');
/** The app shell that wires every screen module; nothing else names one. */
const SHELL = join(SRC, 'app', 'GameApp.ts');
/** The shell's list of the level's screen modules, fetched on first use (a chunk of their own). */
const LEVEL_ROUTES = join(SRC, 'app', 'levelRoutes.ts');

describe('the app shell', () => {
  for (const file of sourceFiles(join(SRC, 'app'))) {
    const rel = relative(SRC, file);
    const targets = imports(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => join(dirname(file), spec));
    if (dirname(file) === SCREEN_MODULES) {
      it(`${rel} talks to the router, never to another screen module`, () => {
        for (const target of targets)
          expect(dirname(target), `${rel} imports ${relative(SRC, target)}`).not.toBe(SCREEN_MODULES);
      });
    } else if (file !== SHELL && file !== LEVEL_ROUTES) {
      it(`${rel} names no screen module`, () => {
        for (const target of targets)
          expect(dirname(target), `${rel} imports ${relative(SRC, target)}`).not.toBe(SCREEN_MODULES);
      });
    }
    it(`${rel} stays under 400 lines (GameApp.ts under 300)`, () => {
      const lines = readFileSync(file, 'utf8').split('\n').length;
      expect(lines).toBeLessThanOrEqual(file === SHELL ? 300 : 400);
    });
  }
});
