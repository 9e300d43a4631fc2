/**
 * The GPU memory composites may take. Each composite chunk is one RGBA texture of at most
 * COMPOSITE_CHUNK_PX a side (256 x 256 x 4 bytes = 256 KiB), small enough that the chunks a view
 * needs fit a phone's memory; all of a map's composites together stay under
 * COMPOSITE_BUDGET_BYTES. Chunks out of view are freed farthest first to make room; chunks ahead
 * of the view are built only where the budget has room; if the view alone needs more (a far
 * zoom-out on a big screen) the layers are drawn one by one instead, as before compositing.
 *
 * Figures (32 x 32 tiles, 8 x 8 tiles a chunk, visible chunks worst case, plus the ring built
 * ahead): 1280 x 720 at the game's zoom 2: 12 visible (3 MiB), 30 with the ring (7.5 MiB);
 * a 390 x 844 phone at its zoom 1.25: 12 visible (3 MiB), 30 with the ring (7.5 MiB); the
 * farthest zoom-out, 1280 x 720 at 0.5: 77 visible (19.25 MiB). `compositeMemory` computes them
 * and its test pins them.
 */

/** The most pixels a composite chunk spans on a side. */
export const COMPOSITE_CHUNK_PX = 256;
/** The most bytes all composites of a map may hold at once (128 chunks of 256 KiB). */
export const COMPOSITE_BUDGET_BYTES = 32 * 1024 * 1024;
/** Bytes per texel: RGBA, 8 bits a channel. */
const BYTES_PER_TEXEL = 4;

/** Tiles per composite chunk side: as many whole tiles as fit COMPOSITE_CHUNK_PX (at least one). */
export function compositeChunkTiles(tileWidth: number, tileHeight: number): number {
  return Math.max(1, Math.floor(COMPOSITE_CHUNK_PX / Math.max(tileWidth, tileHeight)));
}

/** The GPU bytes of a composite texture of `width` x `height` pixels. */
export function textureBytes(width: number, height: number): number {
  return width * height * BYTES_PER_TEXEL;
}

/** A built composite, as eviction sees it. */
export interface CachedChunk {
  readonly cx: number;
  readonly cy: number;
  readonly bytes: number;
  /** On screen now: never evicted (a hole would show). */
  readonly visible: boolean;
}

/**
 * The chunks to free so that the rest fit `budget` bytes: hidden chunks only, farthest from the
 * centre (`midX`, `midY`, in chunks) first. May leave the total over budget when the visible
 * chunks alone exceed it (the caller then stops compositing).
 */
export function chunksToEvict<T extends CachedChunk>(
  chunks: readonly T[],
  budget: number,
  midX: number,
  midY: number,
): T[] {
  let total = chunks.reduce((n, c) => n + c.bytes, 0);
  if (total <= budget) return [];
  const hidden = chunks
    .filter((c) => !c.visible)
    .sort((a, b) => Math.hypot(b.cx - midX, b.cy - midY) - Math.hypot(a.cx - midX, a.cy - midY));
  const out: T[] = [];
  for (const c of hidden) {
    if (total <= budget) break;
    out.push(c);
    total -= c.bytes;
  }
  return out;
}

/** How many chunks and bytes a view needs at worst (the view straddling chunk edges). */
export interface CompositeMemory {
  readonly visibleChunks: number;
  readonly visibleBytes: number;
  readonly withRingChunks: number;
  readonly withRingBytes: number;
}

/**
 * The composite memory a `width` x `height` screen (CSS pixels) needs at `zoom`, with 'ring'
 * chunks built ahead on every side, for tiles of `tileSize` pixels (a square chunk).
 */
export function compositeMemory(
  width: number,
  height: number,
  zoom: number,
  tileSize: number,
  ring: number,
): CompositeMemory {
  const chunkPx = compositeChunkTiles(tileSize, tileSize) * tileSize;
  const across = Math.ceil(width / zoom / chunkPx) + 1;
  const down = Math.ceil(height / zoom / chunkPx) + 1;
  const bytes = textureBytes(chunkPx, chunkPx);
  const withRing = (across + 2 * ring) * (down + 2 * ring);
  return {
    visibleChunks: across * down,
    visibleBytes: across * down * bytes,
    withRingChunks: withRing,
    withRingBytes: withRing * bytes,
  };
}
