/**
 * How a tile layer's cells become tilemap tiles, shared by the per-layer chunks (TileLayerView) and
 * the composited chunks of static layers (CompositeLayerView), so both draw a cell the same way.
 */
import type { CompositeTilemap } from '@pixi/tilemap';
import type { TileLayer } from '../tiled/types';
import type { BoardGeometry } from './boardGeometry';
import { tiledFlipsToD8 } from './tileFlips';
import type { AnimationFrameGid, TileTextures } from './tileTextures';

/** What a layer's tiles need to be placed: the layer, its textures and the map's grid. */
export interface TileSource {
  readonly layer: TileLayer;
  readonly textures: TileTextures;
  /**
   * Where the layer's cells are: layer-local pixels are world pixels less the top-left of the
   * layer's box (`grid.left`, `grid.top`), so cell (0, 0)'s box is at (0, 0) on an orthogonal map.
   */
  readonly grid: BoardGeometry;
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** The layer's opacity, put on every tile (the tilemap shader ignores container alpha). */
  readonly alpha: number;
}

/**
 * Adds the tile `gid` at layer cell `cell` to `map`, with the cell's flips and the layer's alpha;
 * `shiftX`/`shiftY` move it (a composite chunk draws from its own top-left). No-op without texture.
 */
export function placeTile(
  map: CompositeTilemap,
  src: TileSource,
  gid: number,
  cell: number,
  shiftX = 0,
  shiftY = 0,
): void {
  const texture = src.textures.texture(gid);
  if (!texture) return;
  const info = src.textures.info(gid);
  const x = cell % src.layer.width;
  const y = (cell - x) / src.layer.width;
  // Tiled anchors a tile image at the bottom-left of its cell's box on every grid (it matters for
  // tall tiles), then moves it by the tileset's tile offset.
  const anchor = src.grid.imageAnchor(x, y);
  const px = anchor.x - src.grid.left + (info?.offsetX ?? 0) + shiftX;
  const py = anchor.y - src.grid.top - texture.frame.height + (info?.offsetY ?? 0) + shiftY;
  const flips = src.layer.flips[cell];
  map.tile(texture, px, py, { rotate: flips === 0 ? 0 : tiledFlipsToD8(flips), alpha: src.alpha });
}

/** What a scan of a layer's gids finds: how far tiles reach out of their cells, and animations. */
export interface LayerScan {
  /** Pixels a tile reaches beyond its own cell (tall or offset tiles); 0 when all fit their cell. */
  readonly margin: number;
  /** The layer's animated gids and their frames. */
  readonly animations: ReadonlyMap<number, readonly AnimationFrameGid[]>;
}

/** A layer's tiles with what a scan of them found: what the chunked views are built from. */
export interface ScannedSource extends TileSource {
  readonly scan: LayerScan;
}

/** Gids this high or lower are marked in a byte table; a higher one (rare) goes to a Set. */
const TABLE_GIDS = 1 << 16;

/**
 * The distinct non-zero gids of a layer, in first-seen order. A typed table rather than a Set per
 * tile: a 1024 x 1024 level's three layers took 0.16 s of the first frame with a Set.
 */
export function distinctGids(gids: ArrayLike<number>): number[] {
  const seenLow = new Uint8Array(TABLE_GIDS);
  const seenHigh = new Set<number>();
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < gids.length; i++) {
    const gid = gids[i];
    if (gid === previous) continue; // runs of one tile (and of empty cells) are the common case
    previous = gid;
    if (gid === 0) continue;
    if (gid < TABLE_GIDS) {
      if (seenLow[gid] === 1) continue;
      seenLow[gid] = 1;
    } else {
      if (seenHigh.has(gid)) continue;
      seenHigh.add(gid);
    }
    out.push(gid);
  }
  return out;
}

/** Scans the distinct gids of a layer once (tile sizes, offsets and animations). */
export function scanLayer(src: Omit<TileSource, 'alpha' | 'grid'>): LayerScan {
  const { layer, textures, tileWidth, tileHeight } = src;
  let margin = 0;
  const animations = new Map<number, readonly AnimationFrameGid[]>();
  for (const gid of distinctGids(layer.gids)) {
    const tex = textures.texture(gid);
    const info = textures.info(gid);
    if (tex && info) {
      margin = Math.max(
        margin,
        tex.frame.width - tileWidth + Math.abs(info.offsetX),
        tex.frame.height - tileHeight + Math.abs(info.offsetY),
      );
    }
    const frames = textures.animation(gid);
    if (frames) animations.set(gid, frames);
  }
  return { margin, animations };
}
