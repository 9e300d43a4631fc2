import { CompositeTilemap } from '@pixi/tilemap';
import { Container } from 'pixi.js';
import { AnimationClock } from './animationClock';
import type { BoardGeometry } from './boardGeometry';
import { CHUNK_TILES, type ChunkRect, isEmptyRect, type PixelRect } from './chunkRange';
import { inRect, ringRect, scheduleChunks } from './chunkSchedule';
import { Heading } from './heading';
import { destroyTilemap, installSafeTilemapPipe } from './tilemapPipe';
import { placeTile, type ScannedSource } from './tilePlacement';

// Before any renderer exists (module load precedes the app's boot): see tilemapPipe.ts.
installSafeTilemapPipe();

/** Built chunks kept beyond the visible ones before the farthest are freed (GPU memory). */
const MAX_CACHED_CHUNKS = 48;
/** Chunks built ahead of the view on every side (see chunkSchedule.ts). */
const AHEAD_RING = 1;

/**
 * Readies a freshly built tilemap for drawing (its vertex buffer) so the first frame that shows a
 * chunk built ahead of time does not pay for it. Given by the level view, which has the renderer.
 */
export type PrepareTilemap = (map: CompositeTilemap) => void;

interface Chunk {
  readonly cx: number;
  readonly cy: number;
  readonly container: Container;
  /** Non-animated tiles, built once. */
  staticMap: CompositeTilemap | null;
  /** Animated tiles, rebuilt when a frame changes (tiny: usually a few water tiles). */
  animMap: CompositeTilemap | null;
  /** Cell indices (into the layer) of animated tiles in this chunk. */
  animCells: number[];
  built: boolean;
  animKey: number;
}

/**
 * One Tiled tile layer drawn with @pixi/tilemap, cut into CHUNK_TILES-square chunks that are built
 * around the camera and hidden when it does not see them (so a 1024 x 1024 layer costs what a
 * screenful costs). `update` shows the visible chunks, building at once any that is missing;
 * `buildAhead` builds a few of the ring around the view per frame, so crossing a chunk edge finds
 * them ready instead of building a row of chunks in one frame. Flips become groupD8 rotations; tile animations swap frames per chunk on
 * a timer; 2011-style marker tiles are skipped (the sim's entities are drawn instead).
 *
 * The tilemap shader ignores container alpha and tint, so the layer's opacity goes on every tile.
 */
export class TileLayerView {
  readonly container = new Container();
  private readonly chunks = new Map<number, Chunk>();
  private readonly chunksX: number;
  private readonly chunksY: number;
  private readonly margin: number;
  /** The layer's tile animations and which frames they show. */
  private readonly clock: AnimationClock;
  private visible: ChunkRect = { x0: 0, y0: 0, x1: -1, y1: -1 };
  private lastTimeMs = 0;
  /** Whether a chunk in view holds animated tiles (then the layer changes with time). */
  private seesAnimation = false;
  private readonly heading = new Heading();

  constructor(
    private readonly source: ScannedSource,
    private readonly prepare?: PrepareTilemap,
  ) {
    this.chunksX = Math.ceil(source.layer.width / CHUNK_TILES);
    this.chunksY = Math.ceil(source.layer.height / CHUNK_TILES);
    this.margin = source.scan.margin;
    this.clock = new AnimationClock(source.scan.animations);
    // Chunks overlap where tiles reach out of their cells: they are drawn in Tiled's order too.
    this.container.sortableChildren = true;
  }

  /** The chunks whose cells may show in `view` (layer-local pixels), widened by the tiles' reach. */
  private chunksIn(view: PixelRect): ChunkRect {
    const { grid } = this.source;
    const m = this.margin;
    const cells = grid.cellsIn({
      left: view.left - m + grid.left,
      top: view.top - m + grid.top,
      right: view.right + m + grid.left,
      bottom: view.bottom + m + grid.top,
    });
    if (isEmptyRect(cells)) return cells;
    return {
      x0: Math.floor(cells.x0 / CHUNK_TILES),
      y0: Math.floor(cells.y0 / CHUNK_TILES),
      x1: Math.floor(cells.x1 / CHUNK_TILES),
      y1: Math.floor(cells.y1 / CHUNK_TILES),
    };
  }

  /**
   * Shows the chunks inside `view` (layer-local pixels) and hides the rest; advances tile
   * animations to `timeMs`. A visible chunk not built yet is built now (never a hole on screen).
   * Returns how many chunks it built.
   */
  update(view: PixelRect, timeMs: number): number {
    const next = this.chunksIn(view);
    this.lastTimeMs = timeMs;
    this.heading.track((view.left + view.right) / 2, (view.top + view.bottom) / 2);
    const epoch = this.clock.advance(timeMs);
    const old = this.visible;
    for (let cy = old.y0; cy <= old.y1; cy++) {
      for (let cx = old.x0; cx <= old.x1; cx++) {
        if (cx < next.x0 || cx > next.x1 || cy < next.y0 || cy > next.y1) {
          const chunk = this.chunks.get(cy * this.chunksX + cx);
          if (chunk) chunk.container.visible = false;
        }
      }
    }
    this.visible = next;
    this.seesAnimation = false;
    if (isEmptyRect(next)) return 0;
    let built = 0;
    for (let cy = next.y0; cy <= next.y1; cy++) {
      for (let cx = next.x0; cx <= next.x1; cx++) {
        const chunk = this.chunkAt(cx, cy);
        chunk.container.visible = true;
        if (!chunk.built) {
          this.build(chunk, timeMs);
          built++;
        } else if (chunk.animCells.length > 0 && chunk.animKey !== epoch) this.buildAnimated(chunk, timeMs);
        if (chunk.animCells.length > 0) this.seesAnimation = true;
      }
    }
    this.evict();
    return built;
  }

  /**
   * Builds at most `budget` chunks of the ring around the last visible rectangle (hidden until the
   * camera reaches them), those the camera is heading for first. Returns how many it built.
   */
  buildAhead(budget: number): number {
    if (budget <= 0) return 0;
    const { ahead } = scheduleChunks({
      visible: this.visible,
      ring: AHEAD_RING,
      chunksX: this.chunksX,
      chunksY: this.chunksY,
      budget,
      isBuilt: (cx, cy) => this.chunks.get(cy * this.chunksX + cx)?.built === true,
      directionX: this.heading.x,
      directionY: this.heading.y,
    });
    for (const { cx, cy } of ahead) {
      const chunk = this.chunkAt(cx, cy);
      chunk.container.visible = false;
      this.build(chunk, this.lastTimeMs);
      if (chunk.staticMap) this.prepare?.(chunk.staticMap);
    }
    return ahead.length;
  }

  /** Ms after `timeMs` until an animated tile in view shows another frame (Infinity: none in view). */
  nextChangeIn(timeMs: number): number {
    return this.seesAnimation ? this.clock.nextChangeIn(timeMs) : Number.POSITIVE_INFINITY;
  }

  /** Forgets every built chunk so the next update rebuilds them (after a WebGL context restore). */
  invalidate(): void {
    for (const chunk of this.chunks.values()) {
      this.freeChunk(chunk);
      chunk.container.destroy({ children: true });
    }
    this.chunks.clear();
    this.visible = { x0: 0, y0: 0, x1: -1, y1: -1 };
    this.heading.reset();
  }

  /** How many chunks are built right now (for tests and the render bench). */
  get builtChunks(): number {
    return this.chunks.size;
  }

  destroy(): void {
    this.invalidate();
    this.container.destroy({ children: true });
  }

  private chunkAt(cx: number, cy: number): Chunk {
    const key = cy * this.chunksX + cx;
    let chunk = this.chunks.get(key);
    if (!chunk) {
      chunk = {
        cx,
        cy,
        container: new Container(),
        staticMap: null,
        animMap: null,
        animCells: [],
        built: false,
        animKey: -1,
      };
      this.chunks.set(key, chunk);
      chunk.container.zIndex =
        this.source.grid.orientation === 'isometric' ? (cx + cy) * this.chunksX + cx : key;
      this.container.addChild(chunk.container);
    }
    return chunk;
  }

  private build(chunk: Chunk, timeMs: number): void {
    const { layer, textures } = this.source;
    const map = new CompositeTilemap();
    const xEnd = Math.min(layer.width, (chunk.cx + 1) * CHUNK_TILES);
    const yEnd = Math.min(layer.height, (chunk.cy + 1) * CHUNK_TILES);
    chunk.animCells = [];
    for (const i of cellsInDrawOrder(
      this.source.grid,
      chunk.cx * CHUNK_TILES,
      chunk.cy * CHUNK_TILES,
      xEnd,
      yEnd,
    )) {
      const gid = layer.gids[i];
      if (gid === 0 || textures.isMarker(gid)) continue;
      if (this.clock.animations.has(gid)) {
        chunk.animCells.push(i);
        continue;
      }
      placeTile(map, this.source, gid, i);
    }
    chunk.staticMap = map;
    chunk.container.addChild(map);
    chunk.built = true;
    if (chunk.animCells.length > 0) this.buildAnimated(chunk, timeMs);
  }

  private buildAnimated(chunk: Chunk, timeMs: number): void {
    // A fresh tilemap per frame change: @pixi/tilemap re-uploads vertices only when the tile count
    // changes, and a frame swap keeps the count. Animated tiles are few, so this is cheap.
    if (chunk.animMap) destroyTilemap(chunk.animMap);
    const map = new CompositeTilemap();
    chunk.animMap = map;
    chunk.container.addChild(map);
    for (const i of chunk.animCells)
      placeTile(map, this.source, this.clock.frameGid(this.source.layer.gids[i], timeMs), i);
    chunk.animKey = this.clock.epoch;
  }

  private evict(): void {
    const v = this.visible;
    // The ring built ahead is never evicted (it would be rebuilt next frame), however large the
    // view is at a low zoom; beyond it, the farthest hidden chunks go first.
    const keep = ringRect(v, AHEAD_RING, this.chunksX, this.chunksY);
    const cap = Math.max(MAX_CACHED_CHUNKS, (keep.x1 - keep.x0 + 1) * (keep.y1 - keep.y0 + 1));
    if (this.chunks.size <= cap) return;
    const midX = (v.x0 + v.x1) / 2;
    const midY = (v.y0 + v.y1) / 2;
    const hidden = [...this.chunks.entries()]
      .filter(([, c]) => !c.container.visible && !inRect(keep, c.cx, c.cy))
      .sort(([, a], [, b]) => Math.hypot(b.cx - midX, b.cy - midY) - Math.hypot(a.cx - midX, a.cy - midY));
    for (const [key, chunk] of hidden.slice(0, this.chunks.size - cap)) {
      this.freeChunk(chunk);
      chunk.container.destroy({ children: true });
      this.chunks.delete(key);
    }
  }

  private freeChunk(chunk: Chunk): void {
    if (chunk.staticMap) destroyTilemap(chunk.staticMap);
    if (chunk.animMap) destroyTilemap(chunk.animMap);
    chunk.staticMap = null;
    chunk.animMap = null;
    chunk.built = false;
  }
}

/**
 * The cells x0 <= x < x1, y0 <= y < y1 of a layer as indices, in the order Tiled draws them
 * (`BoardGeometry.drawRank`): row by row on an orthogonal map, where the loop needs no sorting.
 */
function cellsInDrawOrder(grid: BoardGeometry, x0: number, y0: number, x1: number, y1: number): number[] {
  const cells: number[] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) cells.push(y * grid.columns + x);
  if (grid.orientation === 'orthogonal') return cells;
  const ranks = cells.map((i) => grid.drawRank(i % grid.columns, Math.floor(i / grid.columns)));
  const order = cells.map((_, k) => k).sort((a, b) => ranks[a] - ranks[b]);
  return order.map((k) => cells[k]);
}
