/**
 * The benchmark levels: generated Tiled JSON maps of any size on the maze-cat tileset
 * (levels/maze-cat.tsj), with three tile layers (ground, decoration, walls) and the pieces as tile
 * objects. Plain code with no Node or DOM imports, so the Node benches and the browser bench page
 * build the very same map from the same seed.
 *
 * The layout is an open dungeon: a wall border, a lattice of wall pillars every few tiles, patches
 * of grass, mud and animated water on the ground, and decorations on about a fifth of the cells.
 * The cat starts near the top-left corner and the exit sits in the bottom-right one, so a walk
 * between corners crosses the whole map and the camera pans over every chunk row it meets.
 */

import { objectLayerJson } from '../../scripts/levels/tmjWriter';
import { seededRandom } from '../../scripts/seededRandom';

/** Gids (firstgid 1 + tile id) of the maze-cat tileset used here; see docs/tileset.md. */
const FLOORS = [1, 2, 3, 4, 22, 24];
const WALLS = [5, 6, 7, 8];
const GRASS = [9, 10];
const MUD = [11, 12];
/** Animated water (tile 12) and its half-cycle twin (tile 22). */
const WATER = [13, 23];
/** Decorations: moss floor, flowers, puddle, lily pad: drawn over the ground. */
const DECOR = [22, 10, 12, 21];
const GID_CAT = 17;
const GID_BONE = 18;
const GID_EXIT = 20;

/** Pillars stand on cells whose x and y are both multiples of this (and not on the border). */
export const PILLAR_STEP = 4;

/** The cat's start and the exit of a benchmark map of side `size`. */
export function benchEnds(size: number): { cat: [number, number]; exit: [number, number] } {
  return { cat: [1, 1], exit: [size - 2, size - 2] };
}

/** How a tile layer's data is written. */
export type BenchEncoding =
  | { readonly kind: 'array' }
  /** base64 of the layer's little-endian uint32 gids, compressed by `compress` (e.g. zstd). */
  | {
      readonly kind: 'base64';
      readonly compression: 'zstd' | 'zlib' | 'gzip';
      compress(bytes: Uint8Array): Uint8Array;
    };

/** The three tile layers of a benchmark map, as gid arrays (row-major, 0 = empty). */
export interface BenchLayers {
  readonly ground: Uint32Array;
  readonly decoration: Uint32Array;
  readonly walls: Uint32Array;
}

function pick(list: readonly number[], rand: () => number): number {
  return list[Math.floor(rand() * list.length)];
}

/** The gids of the three layers of a `size` x `size` benchmark map. */
export function benchLayers(size: number, seed = 1): BenchLayers {
  const rand = seededRandom(seed);
  const n = size * size;
  const ground = new Uint32Array(n);
  const decoration = new Uint32Array(n);
  const walls = new Uint32Array(n);
  for (let i = 0; i < n; i++) ground[i] = pick(FLOORS, rand);
  // Terrain patches: one per 256 cells, 2-4 tiles across; water animates.
  const patches = Math.max(1, Math.floor(n / 256));
  for (let p = 0; p < patches; p++) {
    const kind = [GRASS, MUD, WATER][p % 3];
    const cx = Math.floor(rand() * size);
    const cy = Math.floor(rand() * size);
    const r = 1 + Math.floor(rand() * 2);
    for (let y = Math.max(0, cy - r); y <= Math.min(size - 1, cy + r); y++)
      for (let x = Math.max(0, cx - r); x <= Math.min(size - 1, cx + r); x++)
        ground[y * size + x] = pick(kind, rand);
  }
  for (let i = 0; i < n; i++) if (rand() < 0.2) decoration[i] = pick(DECOR, rand);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const border = x === 0 || y === 0 || x === size - 1 || y === size - 1;
      const pillar = x % PILLAR_STEP === 0 && y % PILLAR_STEP === 0;
      if (border || pillar) walls[y * size + x] = pick(WALLS, rand);
    }
  }
  // The ends stay open.
  const { cat, exit } = benchEnds(size);
  for (const [x, y] of [cat, exit]) walls[y * size + x] = 0;
  return { ground, decoration, walls };
}

function base64(bytes: Uint8Array): string {
  // btoa exists in Node 16+ and browsers; chunked so String.fromCharCode gets no huge argument list.
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 0x8000)));
  return btoa(text);
}

function layerData(gids: Uint32Array, encoding: BenchEncoding): Record<string, unknown> {
  if (encoding.kind === 'array') return { data: Array.from(gids) };
  const bytes = new Uint8Array(gids.buffer, gids.byteOffset, gids.byteLength);
  return { encoding: 'base64', compression: encoding.compression, data: base64(encoding.compress(bytes)) };
}

/**
 * Bones for a benchmark map: `count` of them spread along the diagonal between the ends, each
 * beside a pillar-free cell (so the solver has that many points of interest to link).
 */
export function benchBones(size: number, count: number): [number, number][] {
  const bones: [number, number][] = [];
  for (let i = 1; i <= count; i++) {
    const t = Math.floor((i * (size - 4)) / (count + 1)) + 2;
    const x = t % PILLAR_STEP === 0 ? t + 1 : t;
    bones.push([x, x]);
  }
  return bones;
}

/**
 * A `size` x `size` benchmark level as Tiled JSON text; its tileset is the external
 * `maze-cat.tsj`, so the map must sit beside it (or be read through a ReadFile that says so).
 * `bones` adds that many bones (benchBones) for benches and tests of the solver.
 */
export function benchMapJson(
  size: number,
  encoding: BenchEncoding = { kind: 'array' },
  seed = 1,
  bones = 0,
): string {
  const layers = benchLayers(size, seed);
  const { cat, exit } = benchEnds(size);
  const tileLayer = (id: number, name: string, gids: Uint32Array) => ({
    id,
    name,
    type: 'tilelayer',
    x: 0,
    y: 0,
    width: size,
    height: size,
    opacity: 1,
    visible: true,
    ...layerData(gids, encoding),
  });
  const object = (id: number, type: string, gid: number, [x, y]: [number, number]) => ({
    id,
    gid,
    name: '',
    type,
    x: x * 32,
    y: (y + 1) * 32,
    width: 32,
    height: 32,
    rotation: 0,
    visible: true,
  });
  const map = {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width: size,
    height: size,
    tilewidth: 32,
    tileheight: 32,
    nextlayerid: 5,
    nextobjectid: 3 + bones,
    properties: [{ name: 'title', type: 'string', value: `Bench ${size} x ${size}` }],
    tilesets: [{ firstgid: 1, source: 'maze-cat.tsj' }],
    layers: [
      tileLayer(1, 'ground', layers.ground),
      tileLayer(2, 'decoration', layers.decoration),
      tileLayer(3, 'walls', layers.walls),
      objectLayerJson(4, 'pieces', [
        object(1, 'Cat', GID_CAT, cat),
        object(2, 'Exit', GID_EXIT, exit),
        ...benchBones(size, bones).map((at, i) => object(3 + i, 'Bone', GID_BONE, at)),
      ]),
    ],
  };
  return JSON.stringify(map);
}
