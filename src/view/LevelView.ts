import { Container, type Renderer } from 'pixi.js';
import type { Cell, Level } from '../level/types';
import type { Preview, SimEvent } from '../sim/types';
import { msToBeat } from './animationClock';
import { boardBackground } from './boardBackground';
import { BoardGeometry, reachAbove } from './boardGeometry';
import {
  Camera,
  type CameraView,
  type ScreenInsets,
  type ScreenTransform,
  screenToWorldIn,
  type TileSizes,
  worldToScreenIn,
} from './camera';
import { EntityViews } from './EntityViews';
import { HintMarker } from './HintMarker';
import { type ChunkStats, MapView } from './MapView';
import { markerScale } from './markerScale';
import { nextTask } from './nextTask';
import { Overlays } from './Overlays';
import { PieceGuides } from './PieceGuides';
import { SpriteAtlas } from './spriteAtlas';
import { prepareTilemap } from './tilemapPipe';
import { type ResolveImage, TileTextures } from './tileTextures';
import type { ViewSim } from './viewSim';

/** View settings the app passes in. */
export interface ViewOptions {
  reducedMotion: boolean;
  designer: boolean;
  /** URL of the spritesheet JSON; defaults to `assets/sprites.json` (relative to the page). */
  spritesUrl?: string;
  /** How big tiles must be on screen (bigger on a touch screen); the camera's default otherwise. */
  tileSizes?: TileSizes;
  /**
   * Called when the picture changes outside a frame (a preview, the range, a pan, a resize...), so
   * the app draws a frame: the board is drawn only when something changed.
   */
  onChange?: () => void;
  /** The zoom the player left this level at (kept per level), if any; else the level opens as it fits. */
  view?: CameraView | null;
  /**
   * False draws every tile layer on its own instead of compositing runs of static layers (the
   * render bench's `layers` row compares the two); default true.
   */
  composite?: boolean;
}

/** The longest frame time counted (ms): a stalled tab does not fast-forward the animations much. */
const MAX_FRAME_MS = 1000;

/**
 * The board of one level, drawn with pixi: the Tiled map (chunked tilemaps, culled to the
 * camera), the sim's entities, overlays, and a camera that follows the cat. It reads the sim and
 * its events; it never changes the game. See docs in the client contract for the API.
 */
export class LevelView {
  readonly container = new Container();
  /** The colour the renderer cleared to before this view, given back when it closes. */
  private readonly pageBackground: number;
  private readonly world = new Container();
  private readonly camera: Camera;
  private readonly contextListener = {
    contextChange: (): void => {
      this.map.invalidate();
      this.changed();
    },
  };
  private time = 0;
  private designer: boolean;
  /** Tileset pictures that failed to load (their tiles are plain squares), for the app to say so. */
  failedImages: readonly string[] = [];
  private readonly hint: HintMarker;
  private readonly guides: PieceGuides;
  /** The camera as last applied to the scene, and as the last frame drew it (what the player sees). */
  private applied: ScreenTransform = { x: 0, y: 0, zoom: 1 };
  private drawn: ScreenTransform = this.applied;

  private constructor(
    private readonly renderer: Renderer,
    private readonly level: Level,
    private readonly sim: ViewSim,
    private readonly map: MapView,
    private readonly entities: EntityViews,
    private readonly overlays: Overlays,
    private readonly options: ViewOptions,
    /** Where the level's cells are drawn: taps, markers and the camera go by it too. */
    private readonly board: BoardGeometry,
  ) {
    const { tileWidth, tileHeight } = board;
    // The camera frames the box round every tile's outline: "See all" shows the whole board.
    this.camera = new Camera(board.width, board.height, Math.max(tileWidth, tileHeight), options.tileSizes);
    if (options.view) this.camera.restore(options.view);
    this.designer = options.designer;
    overlays.setDesigner(options.designer);
    this.hint = new HintMarker(board, options.reducedMotion);
    this.guides = new PieceGuides(level.pieces, level.width, board);
    this.container.label = 'LevelView';
    this.pageBackground = renderer.background.color.toNumber();
    this.world.addChild(
      map.container,
      this.guides.container,
      overlays.container,
      entities.container,
      overlays.outcomeLayer,
      overlays.solutionLayer,
      this.hint.container,
    );
    this.container.addChild(this.world);
    // Pixi restores textures and buffers after a lost WebGL context; the tile chunks are rebuilt
    // anyway so no tilemap keeps a stale vertex buffer.
    renderer.runners.contextChange.add(this.contextListener);
    this.resize(renderer.screen.width, renderer.screen.height);
    const cat = board.centre(level.cat.x, level.cat.y);
    this.camera.jumpTo(cat.x, cat.y);
  }

  static async create(
    renderer: Renderer,
    level: Level,
    sim: ViewSim,
    resolveUrl: ResolveImage,
    options: ViewOptions,
  ): Promise<LevelView> {
    const [textures, atlas] = await Promise.all([
      TileTextures.load(level.map, resolveUrl),
      SpriteAtlas.load(renderer, options.spritesUrl ?? 'assets/sprites.json'),
    ]);
    const board = BoardGeometry.ofLevel(
      level.map,
      level.originX,
      level.originY,
      level,
      reachAbove(level.map),
    );
    const map = await MapView.create(level.map, textures, board, resolveUrl, {
      prepare: (m) => prepareTilemap(renderer, m),
      paint: (content, target) => renderer.render({ container: content, target, clear: true }),
      composite: options.composite,
    });
    const entities = new EntityViews(sim, atlas, board, options.reducedMotion);
    const overlays = new Overlays(atlas, level.grid, level.pieces, board, options.reducedMotion);
    const view = new LevelView(renderer, level, sim, map, entities, overlays, options, board);
    view.failedImages = textures.failed;
    // The first render bakes the chunks in view: on a big level a task of its own.
    await nextTask();
    view.render(0, 0);
    // The play screen's layout and set-up, once it has the view, are another (issue #39).
    await nextTask();
    return view;
  }

  /**
   * Each frame, after the sim steps; `alpha` = accumulator / STEP_MS. Returns the ms until the
   * picture changes by itself: 0 while the camera eases or a sprite moves, fades or spins; the time
   * to the next tile or sprite animation frame on a still board, rounded up to the animation beat
   * (ANIMATION_BEAT_MS) so that all of them are drawn in one frame; Infinity when nothing animates.
   * (The sim's own steps, and input, ask for frames of their own.)
   */
  render(alpha: number, deltaMs: number): number {
    const dt = Math.max(0, Math.min(MAX_FRAME_MS, deltaMs));
    this.time += dt;
    let next = this.entities.render(alpha, dt);
    this.guides.update(this.sim.world.entities, this.sim.status === 'playing');
    const cat = this.entities.catCenter(alpha);
    if (cat && this.camera.update(cat.x, cat.y, dt, this.options.reducedMotion)) next = 0;
    this.applyCamera();
    // The scene is drawn as it is now: taps are read against this until the next frame.
    this.drawn = this.applied;
    const view = this.camera.viewRect();
    this.map.update(view, this.time);
    const overlays = this.overlays.update(view, dt, this.designer ? this.sim.lastSearchExpanded() : []);
    const hint = this.hint.update(dt);
    // A still board wakes on the animation beat, once for every animation due by then.
    return msToBeat(this.time, Math.min(next, overlays, hint, this.map.nextChangeIn(this.time)));
  }

  /** Bump cue, flourishes, dog animations, camera follow. */
  handleEvents(events: readonly SimEvent[]): void {
    this.entities.handleEvents(events);
    for (const event of events) {
      if (event.kind === 'bumped') this.overlays.bump(event.at);
      else if (event.kind === 'walkStarted' || event.kind === 'restarted' || event.kind === 'undone') {
        this.camera.walkStarted();
      }
    }
  }

  /**
   * The canvas size in CSS pixels, and optionally the edges the HUD covers (kept from the last
   * call when left out), so the map's edges and a small map's middle are framed between the bars.
   */
  resize(width: number, height: number, insets?: ScreenInsets): void {
    this.changed();
    this.camera.resize(width, height, insets);
    this.renderer.background.color = boardBackground(this.level.map.backgroundColor, this.pageBackground);
    this.applyCamera();
  }

  /** Only the HUD changed (a note went away, a hint came up): see `Camera.setInsets`. */
  setInsets(insets: ScreenInsets, now = false): void {
    this.camera.setInsets(insets, now);
    this.applyCamera();
    this.changed();
  }

  /** "See all": the whole board, or a close-up on screen point `at` (else on the cat). */
  toggleWhole(at?: { x: number; y: number }): void {
    this.camera.toggleWhole(at);
    this.applyCamera();
    this.changed();
  }

  /** Whether the whole board is framed now. */
  get showsWhole(): boolean {
    return this.camera.showsWhole;
  }

  /** The zoom the player chose on this level (to keep for next time), or null. */
  get cameraView(): CameraView | null {
    return this.camera.view;
  }

  /** The part of the canvas the board is framed in (not under the HUD), in canvas CSS pixels. */
  frame(): { left: number; top: number; right: number; bottom: number } {
    const { insets, viewWidth, viewHeight } = this.camera;
    return {
      left: insets.left,
      top: insets.top,
      right: viewWidth - insets.right,
      bottom: viewHeight - insets.bottom,
    };
  }

  /**
   * Canvas CSS pixels to the tile whose drawn outline holds them (the diamond or hexagon, not its
   * box; may be outside the map), on the board as the last frame drew it: a camera moved since (a
   * reframe, the follow easing on) but not yet drawn is not what was tapped.
   */
  screenToTile(x: number, y: number): Cell {
    const w = screenToWorldIn(this.drawn, x, y);
    return this.board.cellAt(w.x, w.y);
  }

  /**
   * The centre of a tile in canvas CSS pixels, with the camera as it is now (the next frame draws it
   * there; on a still board, as the test hook reads it, that is where the last frame drew it too).
   */
  tileToScreen(x: number, y: number): { x: number; y: number } {
    const centre = this.board.centre(x, y);
    return worldToScreenIn(this.applied, centre.x, centre.y);
  }

  /** The corners of a tile's drawn outline in canvas CSS pixels, with the camera as it is now (see `tileToScreen`). */
  tileOutlineOnScreen(x: number, y: number): { x: number; y: number }[] {
    return this.board.outline(x, y).map((p) => worldToScreenIn(this.applied, p.x, p.y));
  }

  showPreview(preview: Preview | null): void {
    this.overlays.showPreview(preview);
    this.changed();
  }

  showRange(range: Float64Array | null): void {
    this.overlays.showRange(range);
    this.changed();
  }

  /** The keyboard cursor's tile (null: none), brought into view clear of the HUD. */
  setFocus(cell: Cell | null): void {
    this.overlays.setFocus(cell);
    if (cell) {
      const centre = this.board.centre(cell.x, cell.y);
      this.camera.reveal(centre.x, centre.y, this.board.tileWidth);
      this.applyCamera();
    }
    this.changed();
  }

  setDesigner(on: boolean): void {
    this.designer = on;
    this.overlays.setDesigner(on);
    this.changed();
  }

  /** The designer overlay's solution: its route, and its taps numbered in order (null: none). */
  setSolution(solution: { readonly taps: readonly Cell[]; readonly path: readonly Cell[] } | null): void {
    this.overlays.setSolution(solution);
    this.changed();
  }

  /** Lights both ends of the pipe at `cell` while the player points at it (null: none). */
  pointAt(cell: Cell | null): void {
    if (this.guides.pointAt(cell)) this.changed();
  }

  /** Marks the tile a hint says to tap next, or hides the mark with null. */
  setHint(cell: Cell | null): void {
    this.hint.set(cell);
    this.changed();
  }

  /** User camera: drag by screen pixels. The camera follows the cat again on the next walk. */
  panBy(dx: number, dy: number): void {
    this.camera.panBy(dx, dy);
    this.applyCamera();
    this.changed();
  }

  /** User camera: zoom by `factor` about screen point (x, y). */
  zoomAt(factor: number, x: number, y: number): void {
    this.camera.zoomAt(factor, x, y);
    this.applyCamera();
    this.changed();
  }

  /** Tile chunks built and composite memory held now (render bench). */
  get chunkStats(): ChunkStats {
    return this.map.chunkStats;
  }

  /** A tile's size on screen, in CSS pixels. */
  get tilePx(): number {
    return this.camera.zoom * this.camera.tileSize;
  }

  /** The current zoom (world pixels to CSS pixels). */
  get zoom(): number {
    return this.camera.zoom;
  }

  destroy(): void {
    this.renderer.background.color = this.pageBackground;
    this.renderer.runners.contextChange.remove(this.contextListener);
    this.entities.destroy();
    this.overlays.destroy();
    this.hint.destroy();
    this.guides.destroy();
    this.map.destroy();
    this.container.destroy({ children: true });
  }

  private changed(): void {
    this.options.onChange?.();
  }

  private applyCamera(): void {
    const t = this.camera.transform(this.renderer.resolution);
    this.applied = t;
    this.world.scale.set(t.zoom);
    this.world.position.set(t.x, t.y);
    const scale = markerScale(this.tilePx);
    this.entities.setMarkerScale(scale);
    this.overlays.setMarkerScale(scale);
  }
}
