/**
 * The files a benchmark level needs in the browser: the maze-cat tileset and its image, bundled by
 * Vite from levels/, and a ReadFile that serves the generated map beside them.
 */

import tilesetPng from '../../levels/maze-cat.png?url';
import tilesetText from '../../levels/maze-cat.tsj?raw';
import type { ReadFile } from '../../src/tiled/types';

/** The path the generated map is read under (its tileset `maze-cat.tsj` resolves beside it). */
export const BENCH_MAP_PATH = 'levels/bench.tmj';

/** Reads the generated map for BENCH_MAP_PATH and the bundled tileset for anything named maze-cat.tsj. */
export function benchReadFile(mapText: string): ReadFile {
  return async (path) => {
    if (path === BENCH_MAP_PATH) return mapText;
    if (path.endsWith('maze-cat.tsj')) return tilesetText;
    throw new Error(`bench page has no file ${path}`);
  };
}

/** Maps the tileset image path to its bundled URL. */
export function benchResolveUrl(path: string): string {
  return path.endsWith('maze-cat.png') ? tilesetPng : path;
}
