import { Container, Graphics, GraphicsContext, Sprite, Text } from 'pixi.js';
import type { Grid } from '../grid';
import type { Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { Preview } from '../sim/types';
import type { Point } from '../tiled/projection';
import type { BoardGeometry } from './boardGeometry';
import { type ChunkRect, isEmptyRect, type PixelRect, rectContains } from './chunkRange';
import { markerCenter, markerStyle } from './overlayStyle';
import { type PreviewMarkerKind, previewMarkers } from './previewMarkers';
import { RangeLayer } from './rangeLayer';
import { solutionRoute } from './solutionRoute';
import type { SpriteAtlas } from './spriteAtlas';

const BUMP_MS = 350;

/** The bump cue's colour: the designer overlay's wall red, so "wall" reads the same everywhere. */
const BUMP_COLOR = 0xff5a4a;
/** Preview markers drawn under the entities (the walk itself); the rest are outcome icons, drawn over. */
const PATH_KINDS: ReadonlySet<PreviewMarkerKind> = new Set(['path', 'pathBeyond', 'end', 'endBeyond']);
/** Extra tiles drawn around the view for range and designer overlays, so small pans need no redraw. */
const OVERSCAN = 8;

/** One bump cue on the board: a red frame and a puff, fading from `start`. */
interface Bump {
  readonly holder: Container;
  readonly sprite: Sprite;
  start: number;
}

/**
 * Everything drawn over the board that is not the map or an entity: the path preview, the
 * movement range, the bump cue, the keyboard focus frame and the designer overlay (walls, costs,
 * last A* expanded cells, solution taps). Range and designer cells are drawn only around the view,
 * so a range over a whole 1024 x 1024 map costs a screenful.
 */
export class Overlays {
  readonly container = new Container();
  private readonly designerLayer = new Graphics();
  private readonly rangeLayer: RangeLayer;
  private readonly previewLayer = new Container();
  /**
   * The solution's numbered taps. Not inside `container`: the level view puts it above the
   * entities, since the taps land on bones, dogs and the exit.
   */
  readonly solutionLayer = new Container();
  private readonly bumpLayer = new Container();
  /** The keyboard cursor's frame: the square sprite, or the diamond or hexagon drawn. */
  private readonly focus: Container;
  /**
   * What would happen on the previewed path (pickup, bribe, danger, too tired, win, a key, a door
   * opening or locked, a pipe). Also above the entities: these icons sit on pieces, and under their
   * sprites they could not be seen.
   */
  readonly outcomeLayer = new Container();
  private readonly pathPool: Sprite[] = [];
  private readonly outcomePool: Sprite[] = [];
  private range: Float64Array | null = null;
  /** The preview shown, and how much bigger than a tile its markers are (a zoomed-out board: markerScale.ts). */
  private preview: Preview | null = null;
  private markerScale = 1;
  private designer = false;
  private expanded: readonly number[] = [];
  private drawn: ChunkRect = { x0: 0, y0: 0, x1: -1, y1: -1 };
  private dirty = true;
  private bumps: Bump[] = [];
  /**
   * Finished bump cues, kept for the next bump: a player bumps thousands of times in a long
   * session, and a new Graphics per bump made pixi keep each one's geometry in its batch pool, so
   * the heap grew with every bump.
   */
  private readonly spareBumps: Bump[] = [];
  /** The bump's red frame, built once and shared by every bump cue. */
  private readonly bumpFrame: GraphicsContext;
  private time = 0;

  constructor(
    private readonly atlas: SpriteAtlas,
    private readonly grid: Grid,
    /** The level's pieces: a jump's marker names the pipe end it comes out of. */
    private readonly pieces: readonly Piece[],
    /** Where the board's cells are: every mark goes on its tile's centre, in its tile's shape. */
    private readonly board: BoardGeometry,
    private readonly reducedMotion: boolean,
  ) {
    const { tileWidth, tileHeight } = board;
    const square = board.orientation === 'orthogonal';
    this.bumpFrame = square
      ? new GraphicsContext().roundRect(
          -tileWidth / 2 + 1,
          -tileHeight / 2 + 1,
          tileWidth - 2,
          tileHeight - 2,
          3,
        )
      : new GraphicsContext().poly(flat(board.shapeAround(1)));
    this.bumpFrame.stroke({ width: 3, color: BUMP_COLOR, alpha: 1 });
    this.focus = square
      ? this.makeSprite('overlay_focus')
      : new Graphics()
          .poly(flat(board.shapeAround(1)))
          .stroke({ width: 4, color: 0x000000, alpha: 0.6 })
          .poly(flat(board.shapeAround(1)))
          .stroke({ width: 2, color: 0xffffff, alpha: 1 });
    this.focus.visible = false;
    // Shape as well as colour: a dot in every reachable tile.
    const dot = Math.max(1.5, Math.min(tileWidth, tileHeight) / 12);
    this.rangeLayer = new RangeLayer(board.shapeAround(1), dot, (x, y) => board.centre(x, y));
    this.container.addChild(this.designerLayer, this.rangeLayer.container, this.previewLayer);
    this.container.addChild(this.bumpLayer, this.focus);
  }

  /** Draws the preview's markers `scale` times their size (1: their own), redrawing them on a change. */
  setMarkerScale(scale: number): void {
    if (scale === this.markerScale) return;
    this.markerScale = scale;
    this.showPreview(this.preview);
  }

  showPreview(preview: Preview | null): void {
    this.preview = preview;
    for (const sprite of this.pathPool) sprite.visible = false;
    for (const sprite of this.outcomePool) sprite.visible = false;
    let paths = 0;
    let outcomes = 0;
    for (const m of previewMarkers(preview, this.pieces)) {
      const onPath = PATH_KINDS.has(m.kind);
      const sprite = onPath
        ? this.pooled(this.pathPool, paths++, this.previewLayer)
        : this.pooled(this.outcomePool, outcomes++, this.outcomeLayer);
      const style = markerStyle(m.kind);
      sprite.texture = this.atlas.texture(style.sprite);
      this.fit(sprite, style.scale * this.markerScale);
      sprite.alpha = style.alpha;
      sprite.tint = style.tint;
      const reach = this.board.orientation === 'orthogonal' ? 1 : 0.5;
      const at = markerCenter(this.board.centre(m.x, m.y), style, this.tileWidth, this.tileHeight, reach);
      sprite.position.set(at.x, at.y);
      sprite.visible = true;
    }
  }

  showRange(range: Float64Array | null): void {
    this.range = range;
    this.dirty = true;
  }

  setFocus(cell: Cell | null): void {
    this.focus.visible = cell !== null;
    if (cell) this.focus.position.copyFrom(this.board.centre(cell.x, cell.y));
  }

  setDesigner(on: boolean): void {
    this.designer = on;
    this.solutionLayer.visible = on;
    this.dirty = true;
  }

  /** Solution taps, numbered in order (designer overlay). */
  setSolution(solution: { readonly taps: readonly Cell[]; readonly path: readonly Cell[] } | null): void {
    for (const child of this.solutionLayer.removeChildren()) child.destroy();
    if (solution) this.solutionLayer.addChild(solutionRoute(solution.path, this.pieces, this.board));
    (solution?.taps ?? []).forEach((cell, i) => {
      const label = new Text({
        text: String(i + 1),
        style: {
          fontFamily: 'monospace',
          fontSize: 14,
          fontWeight: 'bold',
          fill: 0xffffff,
          stroke: { color: 0x000000, width: 3 },
        },
        resolution: 2,
      });
      label.anchor.set(0.5);
      label.position.copyFrom(this.board.centre(cell.x, cell.y));
      this.solutionLayer.addChild(label);
    });
  }

  /**
   * A short puff at a tile the cat cannot go to, inside a red frame that fades with it (the puff
   * alone is pale dust, hard to see on a wall); a tap outside the map shows at the nearest edge tile.
   */
  bump(cell: Cell): void {
    const x = Math.min(this.grid.width - 1, Math.max(0, cell.x));
    const y = Math.min(this.grid.height - 1, Math.max(0, cell.y));
    const bump = this.spareBumps.pop() ?? this.makeBump();
    bump.holder.position.copyFrom(this.board.centre(x, y));
    bump.holder.visible = true;
    bump.start = this.time;
    this.bumps.push(bump);
  }

  /**
   * Per frame: bump animations, and range/designer cells around the view (world pixels). Returns
   * 0 while a bump cue fades (it needs every frame), else Infinity: the rest changes only on input.
   */
  update(view: PixelRect, deltaMs: number, expanded: readonly number[]): number {
    this.time += Math.max(0, deltaMs);
    this.animateBumps();
    const next = this.bumps.length > 0 ? 0 : Number.POSITIVE_INFINITY;
    if (this.designer && expanded !== this.expanded) {
      this.expanded = expanded;
      this.dirty = true;
    }
    const needed = this.board.cellsIn(view);
    if (!this.dirty && rectContains(this.drawn, needed)) return next;
    this.dirty = false;
    this.drawn = {
      x0: Math.max(0, needed.x0 - OVERSCAN),
      y0: Math.max(0, needed.y0 - OVERSCAN),
      x1: Math.min(this.grid.width - 1, needed.x1 + OVERSCAN),
      y1: Math.min(this.grid.height - 1, needed.y1 + OVERSCAN),
    };
    this.drawRange();
    this.drawDesigner();
    return next;
  }

  destroy(): void {
    this.solutionLayer.destroy({ children: true });
    this.outcomeLayer.destroy({ children: true });
    this.container.destroy({ children: true });
    this.bumpFrame.destroy();
  }

  private drawRange(): void {
    this.rangeLayer.draw(this.range, this.grid.width, this.drawn);
  }

  private drawDesigner(): void {
    const g = this.designerLayer;
    g.clear();
    if (!this.designer || isEmptyRect(this.drawn)) return;
    const { x0, y0, x1, y1 } = this.drawn;
    const { walls, costs, width } = this.grid;
    const whole = this.board.shapeAround();
    for (const i of this.expanded) {
      const x = i % width;
      const y = (i - x) / width;
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) g.poly(flat(whole, this.board.centre(x, y)));
    }
    g.fill({ color: 0xc062e0, alpha: 0.3 });
    // A cross over walls: lines between opposite corners (a rectangle's diagonals).
    const inner = this.board.shapeAround(4);
    const half = inner.length >> 1;
    // Pips sit low in the tile: at its bottom edge on a square, nearer the middle on a slanted shape.
    const low = this.board.orientation === 'orthogonal' ? 1 : 0.5;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        const c = this.board.centre(x, y);
        if (walls[i] === 1) {
          for (let k = 0; k < half; k++) {
            g.moveTo(c.x + inner[k].x, c.y + inner[k].y).lineTo(
              c.x + inner[k + half].x,
              c.y + inner[k + half].y,
            );
          }
        } else if (costs[i] !== 1) {
          // One pip per unit of cost (up to 6), so costs read without numbers or colour.
          const pips = Math.min(6, Math.round(costs[i]));
          const left = c.x - (this.tileWidth / 2) * low + 3;
          const top = c.y + (this.tileHeight / 2) * low - 6;
          for (let p = 0; p < pips; p++) g.rect(left + p * 4, top, 3, 3);
        }
      }
    }
    g.stroke({ width: 2, color: 0xff5a4a, alpha: 0.9 });
  }

  private makeBump(): Bump {
    const holder = new Container();
    const sprite = this.makeSprite('overlay_bump');
    sprite.tint = BUMP_COLOR;
    holder.addChild(new Graphics(this.bumpFrame), sprite);
    this.bumpLayer.addChild(holder);
    return { holder, sprite, start: 0 };
  }

  private animateBumps(): void {
    this.bumps = this.bumps.filter((b) => {
      const k = (this.time - b.start) / BUMP_MS;
      if (k >= 1) {
        b.holder.visible = false;
        this.spareBumps.push(b);
        return false;
      }
      this.fit(b.sprite, this.reducedMotion ? 1 : 0.6 + 0.6 * k);
      b.holder.alpha = 1 - k * k;
      return true;
    });
  }

  /** The `i`th sprite of a pool, made (in `layer`) when the pool is shorter. */
  private pooled(pool: Sprite[], i: number, layer: Container): Sprite {
    let sprite = pool[i];
    if (!sprite) {
      sprite = new Sprite();
      sprite.anchor.set(0.5);
      pool.push(sprite);
      layer.addChild(sprite);
    }
    return sprite;
  }

  private makeSprite(name: Parameters<SpriteAtlas['texture']>[0]): Sprite {
    const sprite = new Sprite(this.atlas.texture(name));
    sprite.anchor.set(0.5);
    this.fit(sprite, 1);
    return sprite;
  }

  private get tileWidth(): number {
    return this.board.tileWidth;
  }

  private get tileHeight(): number {
    return this.board.tileHeight;
  }

  /** Scales a sprite to the tile size times `k`. */
  private fit(sprite: Sprite, k: number): void {
    const frame = sprite.texture.orig;
    sprite.scale.set((Math.min(this.tileWidth / frame.width, this.tileHeight / frame.height) || 1) * k);
  }
}

/** A shape's corners as the flat list of numbers `Graphics.poly` takes, moved to `at`. */
function flat(shape: readonly Point[], at: Point = { x: 0, y: 0 }): number[] {
  return shape.flatMap((p) => [at.x + p.x, at.y + p.y]);
}
