import { CompositeTilemap } from '@pixi/tilemap';
import { Container, RenderTexture, Sprite } from 'pixi.js';
import { AnimationClock } from './animationClock';
import { type ChunkRect, isEmptyRect, type PixelRect, visibleChunks } from './chunkRange';
import { inRect, scheduleChunks } from './chunkSchedule';
import { COMPOSITE_BUDGET_BYTES, chunksToEvict, compositeChunkTiles, textureBytes } from './compositeBudget';
import { isBaked, overlayCells } from './compositeOverlay';
import { Heading } from './heading';
import { type PrepareTilemap, TileLayerView } from './TileLayerView';
import { destroyTilemap } from './tilemapPipe';
import { placeTile, type ScannedSource } from './tilePlacement';
import type { AnimationFrameGid } from './tileTextures';

/**
 * Draws `content` into `target` (cleared first). Given by the level view, which has the renderer;
 * it throws where rendering to a texture fails, and the layers are then drawn one by one.
 */
export type PaintTexture = (content: Container, target: RenderTexture) => void;

/** Composite chunks built ahead of the view on every side (as TileLayerView's ring). */
const AHEAD_RING = 1;

interface CompositeChunk {
  readonly cx: number;
  readonly cy: number;
  /** The chunk's sprite and its overlay tilemap, placed in layer pixels. */
  readonly holder: Container;
  /** The baked static tiles; null when the chunk holds none. */
  texture: RenderTexture | null;
  bytes: number;
  /** Cells drawn over the composite, with the lowest layer drawn there (see compositeOverlay.ts). */
  overlay: ReadonlyMap<number, number>;
  overlayMap: CompositeTilemap | null;
  overlayKey: number;
  visible: boolean;
}

/**
 * A run of static tile layers on one grid (see compositeGroups.ts), baked per chunk into one
 * RenderTexture drawn as one Sprite, so a frame fills each pixel once instead of once per layer.
 * Chunks are small (compositeBudget.ts: 256 KiB each), built around the camera as TileLayerView's
 * are (a visible chunk at once, the ring ahead within the frame's budget) and freed farthest first
 * to stay under COMPOSITE_BUDGET_BYTES. Animated cells and the tiles above them are left out of the
 * bake and drawn by a small tilemap over the chunk. Where the view alone needs more than the budget
 * (a far zoom-out), or rendering to a texture fails, the layers are drawn one by one (TileLayerView)
 * instead.
 */
export class CompositeLayerView {
  readonly container = new Container();
  private readonly composites = new Container();
  /** The layers one by one, for when compositing cannot serve; built only then. */
  private readonly layerViews: TileLayerView[];
  private readonly layered = new Container();
  private readonly chunks = new Map<number, CompositeChunk>();
  private readonly chunkTiles: number;
  private readonly chunksX: number;
  private readonly chunksY: number;
  private readonly width: number;
  private readonly height: number;
  private readonly clock: AnimationClock;
  private readonly heading = new Heading();
  private visible: ChunkRect = { x0: 0, y0: 0, x1: -1, y1: -1 };
  private lastTimeMs = 0;
  private seesAnimation = false;
  /** True while the layers are drawn one by one; `failed` keeps it so for good. */
  private layeredMode = false;
  private failed = false;

  constructor(
    private readonly sources: readonly ScannedSource[],
    private readonly paint: PaintTexture,
    prepare?: PrepareTilemap,
    private readonly budget = COMPOSITE_BUDGET_BYTES,
  ) {
    const { layer, tileWidth, tileHeight } = sources[0];
    this.width = layer.width;
    this.height = layer.height;
    this.chunkTiles = compositeChunkTiles(tileWidth, tileHeight);
    this.chunksX = Math.ceil(layer.width / this.chunkTiles);
    this.chunksY = Math.ceil(layer.height / this.chunkTiles);
    const animations = new Map<number, readonly AnimationFrameGid[]>();
    for (const src of sources) for (const [gid, frames] of src.scan.animations) animations.set(gid, frames);
    this.clock = new AnimationClock(animations);
    this.layerViews = sources.map((s) => new TileLayerView(s, prepare));
    for (const v of this.layerViews) this.layered.addChild(v.container);
    this.layered.visible = false;
    this.container.addChild(this.composites, this.layered);
  }

  /**
   * Shows the chunks inside `view` (layer pixels), building any visible one that is missing, and
   * advances the overlays' animations to `timeMs`. Returns how many chunks it built.
   */
  update(view: PixelRect, timeMs: number): number {
    const { tileWidth, tileHeight } = this.sources[0];
    const chunkW = this.chunkTiles * tileWidth;
    const chunkH = this.chunkTiles * tileHeight;
    const next = visibleChunks(view, chunkW, chunkH, this.chunksX, this.chunksY);
    this.lastTimeMs = timeMs;
    this.heading.track((view.left + view.right) / 2, (view.top + view.bottom) / 2);
    if (this.failed || this.bytesFor(next) > this.budget) return this.updateLayered(view, timeMs);
    if (this.layeredMode) {
      this.layeredMode = false;
      this.layered.visible = false;
      for (const v of this.layerViews) v.invalidate();
      this.composites.visible = true;
    }
    const epoch = this.clock.advance(timeMs);
    for (const chunk of this.chunks.values()) {
      chunk.visible = inRect(next, chunk.cx, chunk.cy);
      chunk.holder.visible = chunk.visible;
    }
    this.visible = next;
    this.seesAnimation = false;
    let built = 0;
    for (let cy = next.y0; cy <= next.y1; cy++) {
      for (let cx = next.x0; cx <= next.x1; cx++) {
        let chunk = this.chunks.get(cy * this.chunksX + cx);
        if (!chunk) {
          chunk = this.build(cx, cy);
          built++;
          if (this.failed) return built + this.updateLayered(view, timeMs);
          chunk.visible = true;
          chunk.holder.visible = true;
        }
        if (chunk.overlay.size > 0) {
          this.seesAnimation = true;
          if (chunk.overlayKey !== epoch) this.buildOverlay(chunk, timeMs);
        }
      }
    }
    // Memory grows only by builds (ahead builds stay within the budget themselves).
    if (built > 0) this.evict();
    return built;
  }

  /**
   * Builds at most `budget` chunks of the ring around the view (hidden until the camera reaches
   * them), those the camera is heading for first, while the memory budget has room for them.
   */
  buildAhead(budget: number): number {
    if (this.layeredMode) {
      let built = 0;
      for (const v of this.layerViews) built += v.buildAhead(budget - built);
      return built;
    }
    const full = textureBytes(
      this.chunkTiles * this.sources[0].tileWidth,
      this.chunkTiles * this.sources[0].tileHeight,
    );
    const room = Math.floor((this.budget - this.bytesInUse()) / full);
    const { ahead } = scheduleChunks({
      visible: this.visible,
      ring: AHEAD_RING,
      chunksX: this.chunksX,
      chunksY: this.chunksY,
      budget: Math.min(budget, room),
      isBuilt: (cx, cy) => this.chunks.has(cy * this.chunksX + cx),
      directionX: this.heading.x,
      directionY: this.heading.y,
    });
    for (const { cx, cy } of ahead) {
      const chunk = this.build(cx, cy);
      chunk.holder.visible = false;
      if (this.failed) break;
    }
    return ahead.length;
  }

  /** Ms after `timeMs` until an animated tile in view shows another frame (Infinity: none in view). */
  nextChangeIn(timeMs: number): number {
    if (this.layeredMode) return Math.min(...this.layerViews.map((v) => v.nextChangeIn(timeMs)));
    return this.seesAnimation ? this.clock.nextChangeIn(timeMs) : Number.POSITIVE_INFINITY;
  }

  /** Frees every composite and layer chunk; the next update rebuilds them (WebGL context restored). */
  invalidate(): void {
    for (const chunk of this.chunks.values()) this.free(chunk);
    this.chunks.clear();
    for (const v of this.layerViews) v.invalidate();
    this.visible = { x0: 0, y0: 0, x1: -1, y1: -1 };
    this.heading.reset();
  }

  /** Chunks built (composites, or the layers' chunks while drawn one by one). */
  get builtChunks(): number {
    return this.chunks.size + this.layerViews.reduce((n, v) => n + v.builtChunks, 0);
  }

  /** GPU bytes held by composite textures now. */
  bytesInUse(): number {
    let bytes = 0;
    for (const chunk of this.chunks.values()) bytes += chunk.bytes;
    return bytes;
  }

  destroy(): void {
    this.invalidate();
    for (const v of this.layerViews) v.destroy();
    this.container.destroy({ children: true });
  }

  /** Draws the layers one by one (the view needs more than the budget, or compositing failed). */
  private updateLayered(view: PixelRect, timeMs: number): number {
    if (!this.layeredMode) {
      this.layeredMode = true;
      // The budget is for composites alone: while the layers draw, none is kept.
      for (const chunk of this.chunks.values()) this.free(chunk);
      this.chunks.clear();
      this.composites.visible = false;
      this.layered.visible = true;
      this.seesAnimation = false;
    }
    let built = 0;
    for (const v of this.layerViews) built += v.update(view, timeMs);
    return built;
  }

  /** The bytes the chunks of `rect` take when all are built (edge chunks are smaller). */
  private bytesFor(rect: ChunkRect): number {
    if (isEmptyRect(rect)) return 0;
    const { tileWidth, tileHeight } = this.sources[0];
    let cols = 0;
    for (let cx = rect.x0; cx <= rect.x1; cx++) cols += this.cellsAlong(cx, this.width);
    let rows = 0;
    for (let cy = rect.y0; cy <= rect.y1; cy++) rows += this.cellsAlong(cy, this.height);
    return textureBytes(cols * tileWidth, rows * tileHeight);
  }

  private cellsAlong(c: number, size: number): number {
    return Math.min(size, (c + 1) * this.chunkTiles) - c * this.chunkTiles;
  }

  private build(cx: number, cy: number): CompositeChunk {
    const { tileWidth, tileHeight } = this.sources[0];
    const cells = {
      x0: cx * this.chunkTiles,
      y0: cy * this.chunkTiles,
      x1: cx * this.chunkTiles + this.cellsAlong(cx, this.width) - 1,
      y1: cy * this.chunkTiles + this.cellsAlong(cy, this.height) - 1,
    };
    const left = cells.x0 * tileWidth;
    const top = cells.y0 * tileHeight;
    const overlay = overlayCells(
      this.sources.map((s) => s.layer.gids),
      this.width,
      cells,
      (gid) => this.clock.animations.has(gid),
    );
    const chunk: CompositeChunk = {
      cx,
      cy,
      holder: new Container(),
      texture: null,
      bytes: 0,
      overlay,
      overlayMap: null,
      overlayKey: -1,
      visible: false,
    };
    chunk.holder.position.set(left, top);
    this.chunks.set(cy * this.chunksX + cx, chunk);
    this.composites.addChild(chunk.holder);
    const map = new CompositeTilemap();
    let tiles = 0;
    this.sources.forEach((src, k) => {
      for (let y = cells.y0; y <= cells.y1; y++) {
        for (let x = cells.x0; x <= cells.x1; x++) {
          const cell = y * this.width + x;
          const gid = src.layer.gids[cell];
          if (gid === 0 || src.textures.isMarker(gid) || !isBaked(overlay, cell, k)) continue;
          placeTile(map, src, gid, cell, -left, -top);
          tiles++;
        }
      }
    });
    // A chunk with no static tile (an empty stretch of an infinite map) needs no texture.
    if (tiles > 0) this.bake(chunk, map, cells.x1 - cells.x0 + 1, cells.y1 - cells.y0 + 1);
    else destroyTilemap(map);
    if (overlay.size > 0) this.buildOverlay(chunk, this.lastTimeMs);
    return chunk;
  }

  private bake(chunk: CompositeChunk, map: CompositeTilemap, cols: number, rows: number): void {
    const { tileWidth, tileHeight } = this.sources[0];
    const width = cols * tileWidth;
    const height = rows * tileHeight;
    // Nearest sampling and whole texels: at any zoom the composite shows the tiles' own pixels.
    const texture = RenderTexture.create({
      width,
      height,
      resolution: 1,
      antialias: false,
      scaleMode: 'nearest',
    });
    const content = new Container();
    content.addChild(map);
    try {
      this.paint(content, texture);
      chunk.texture = texture;
      chunk.bytes = textureBytes(width, height);
      chunk.holder.addChildAt(new Sprite(texture), 0);
    } catch (error) {
      texture.destroy(true);
      this.failed = true;
      console.warn('Maze Cat: tile layers cannot be composited here; they are drawn one by one.', error);
    } finally {
      destroyTilemap(map);
      content.destroy();
    }
  }

  private buildOverlay(chunk: CompositeChunk, timeMs: number): void {
    // A fresh tilemap per frame change, as TileLayerView's animated tiles (few cells, cheap).
    if (chunk.overlayMap) destroyTilemap(chunk.overlayMap);
    const map = new CompositeTilemap();
    const left = chunk.holder.position.x;
    const top = chunk.holder.position.y;
    for (const [cell, from] of chunk.overlay) {
      for (let k = from; k < this.sources.length; k++) {
        const src = this.sources[k];
        const gid = src.layer.gids[cell];
        if (gid === 0 || src.textures.isMarker(gid)) continue;
        placeTile(map, src, this.clock.frameGid(gid, timeMs), cell, -left, -top);
      }
    }
    chunk.overlayMap = map;
    chunk.overlayKey = this.clock.epoch;
    chunk.holder.addChild(map);
  }

  private evict(): void {
    const v = this.visible;
    const evicted = chunksToEvict(
      [...this.chunks.values()],
      this.budget,
      (v.x0 + v.x1) / 2,
      (v.y0 + v.y1) / 2,
    );
    for (const chunk of evicted) {
      this.free(chunk);
      this.chunks.delete(chunk.cy * this.chunksX + chunk.cx);
    }
  }

  private free(chunk: CompositeChunk): void {
    if (chunk.overlayMap) destroyTilemap(chunk.overlayMap);
    chunk.overlayMap = null;
    chunk.texture?.destroy(true);
    chunk.texture = null;
    chunk.bytes = 0;
    chunk.holder.destroy({ children: true });
  }
}
