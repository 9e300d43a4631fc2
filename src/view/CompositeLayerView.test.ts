import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orthogonalShape } from '../tiled/gridShape';
import type { TileLayer } from '../tiled/types';
import { BoardGeometry } from './boardGeometry';
import type { ScannedSource } from './tilePlacement';
import type { AnimationFrameGid, TileTextures } from './tileTextures';

type Pixi = typeof import('pixi.js');
type Module = typeof import('./CompositeLayerView');
let pixi: Pixi;
let CompositeLayerView: Module['CompositeLayerView'];
let scanLayer: typeof import('./tilePlacement')['scanLayer'];

beforeAll(async () => {
  // pixi.js reads `navigator` when imported; Node 20 has none.
  const g = globalThis as { navigator?: unknown };
  g.navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  ({ CompositeLayerView } = await import('./CompositeLayerView'));
  ({ scanLayer } = await import('./tilePlacement'));
});

const TILE = 32;
const SIDE = 20;
const WATER = 9;
const CHUNK_BYTES = 256 * 256 * 4;

/** Tiles of 32 pixels cut from one source; gid 9 is animated (9, 10). */
function fakeTextures(): TileTextures {
  const source = new pixi.TextureSource({ width: 32 * 16, height: 32 });
  const byGid = new Map<number, InstanceType<Pixi['Texture']>>();
  const frames: AnimationFrameGid[] = [
    { gid: WATER, durationMs: 100 },
    { gid: WATER + 1, durationMs: 100 },
  ];
  const fake = {
    texture(gid: number) {
      let t = byGid.get(gid);
      if (!t) {
        t = new pixi.Texture({ source, frame: new pixi.Rectangle(gid * 32, 0, 32, 32) });
        byGid.set(gid, t);
      }
      return t;
    },
    info: () => ({ offsetX: 0, offsetY: 0 }),
    isMarker: () => false,
    animation: (gid: number) => (gid === WATER ? frames : undefined),
  };
  // The view reads only these four methods of TileTextures.
  return fake as unknown as TileTextures;
}

function layer(fill: (x: number, y: number) => number): TileLayer {
  const gids = new Uint32Array(SIDE * SIDE);
  for (let i = 0; i < gids.length; i++) gids[i] = fill(i % SIDE, Math.floor(i / SIDE));
  return {
    type: 'tile',
    width: SIDE,
    height: SIDE,
    originX: 0,
    originY: 0,
    gids,
    flips: new Uint8Array(SIDE * SIDE),
  } as unknown as TileLayer;
}

function sources(): ScannedSource[] {
  const textures = fakeTextures();
  const layers = [layer((x, y) => (x === 1 && y === 1 ? WATER : 1)), layer((x) => (x % 2 === 0 ? 2 : 0))];
  return layers.map((l) => {
    const grid = BoardGeometry.ofLevel({ ...orthogonalShape(TILE, TILE), savedHeight: SIDE }, 0, 0, l);
    const src = { layer: l, textures, grid, tileWidth: TILE, tileHeight: TILE, alpha: 1 };
    return { ...src, scan: scanLayer(src) };
  });
}

/** A view of `w` x `h` pixels at the map's top-left. */
const view = (w: number, h: number) => ({ left: 0, top: 0, right: w, bottom: h });

describe('CompositeLayerView', () => {
  it('bakes each visible chunk once, into one 256 KiB texture', () => {
    const painted: InstanceType<Pixi['RenderTexture']>[] = [];
    const v = new CompositeLayerView(sources(), (_content, target) => painted.push(target));
    expect(v.update(view(300, 300), 0)).toBe(4);
    expect(v.update(view(300, 300), 0)).toBe(0);
    expect(painted).toHaveLength(4);
    expect(painted.every((t) => t.width === 256 && t.height === 256)).toBe(true);
    expect(v.bytesInUse()).toBe(4 * CHUNK_BYTES);
  });

  it('says when an animated tile in view changes, and not when none is in view', () => {
    const v = new CompositeLayerView(sources(), () => {});
    v.update(view(100, 100), 30);
    expect(v.nextChangeIn(30)).toBe(70);
    v.update({ left: 300, top: 300, right: 400, bottom: 400 }, 30);
    expect(v.nextChangeIn(30)).toBe(Number.POSITIVE_INFINITY);
  });

  it('builds ahead only while the budget has room', () => {
    const v = new CompositeLayerView(sources(), () => {}, undefined, 5 * CHUNK_BYTES);
    v.update(view(300, 300), 0);
    expect(v.buildAhead(3)).toBe(1);
    expect(v.buildAhead(3)).toBe(0);
    // The ring's chunks on the map's edge hold 4 x 8 tiles: half a chunk's bytes.
    expect(v.bytesInUse()).toBe(4.5 * CHUNK_BYTES);
  });

  it('draws the layers one by one where the view alone needs more than the budget', () => {
    const v = new CompositeLayerView(sources(), () => {}, undefined, 2 * CHUNK_BYTES);
    v.update(view(300, 300), 0);
    expect(v.bytesInUse()).toBe(0);
    // One 64-tile chunk per layer holds the whole 20 x 20 map.
    expect(v.builtChunks).toBe(2);
  });

  it('draws the layers one by one for good where rendering to a texture fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v = new CompositeLayerView(sources(), () => {
      throw new Error('no render targets here');
    });
    v.update(view(300, 300), 0);
    expect(v.bytesInUse()).toBe(0);
    expect(v.builtChunks).toBe(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('frees every texture it made on invalidate and destroy', () => {
    const painted: InstanceType<Pixi['RenderTexture']>[] = [];
    const v = new CompositeLayerView(sources(), (_content, target) => painted.push(target));
    v.update(view(300, 300), 0);
    v.invalidate();
    expect(v.bytesInUse()).toBe(0);
    expect(painted.every((t) => t.destroyed)).toBe(true);
    v.update(view(300, 300), 0);
    v.destroy();
    expect(painted).toHaveLength(8);
    expect(painted.every((t) => t.destroyed)).toBe(true);
  });
});
