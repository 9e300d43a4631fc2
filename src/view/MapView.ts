import { Assets, ColorMatrixFilter, Container, Sprite, type Texture, TilingSprite } from 'pixi.js';
import { kindOfClass } from '../level/kinds/table';
// The module itself, not the package index: the index brings the whole loader into the page.
import { type FlatLayer, flattenLayers, parseColor } from '../tiled/flattenLayers';
import type { ImageLayer, MapObject, ObjectLayer, TiledMap } from '../tiled/types';
import { FLIP_H, FLIP_V } from '../tiled/types';
import type { BoardGeometry } from './boardGeometry';
import { CompositeLayerView, type PaintTexture } from './CompositeLayerView';
import type { PixelRect } from './chunkRange';
import { planComposites } from './compositeGroups';
import { nextTask } from './nextTask';
import { type PrepareTilemap, TileLayerView } from './TileLayerView';
import { type ScannedSource, scanLayer } from './tilePlacement';
import type { ResolveImage, TileTextures } from './tileTextures';

/** Layers of more tiles than this are scanned in a task each (a 256 x 256 layer takes a few ms). */
const BIG_LAYER_TILES = 256 * 256;

/**
 * Chunks built ahead of the camera per frame, across all tile layers. One 64 x 64 chunk costs a
 * few milliseconds on a phone; one a frame keeps a ring of three layers ready well before a cat
 * (about seven tiles a second) walks across a chunk.
 */
export const AHEAD_BUILDS_PER_FRAME = 1;

/** What the renderer offers the map view (given by the level view, which has it). */
export interface MapViewOptions {
  /** Readies a tilemap built ahead of time for drawing. */
  readonly prepare?: PrepareTilemap;
  /** Renders into a texture; without it (or with `composite` false) each tile layer draws alone. */
  readonly paint?: PaintTexture;
  /** False draws each tile layer on its own even where they could be composited (render bench). */
  readonly composite?: boolean;
}

/** Tile layers drawn in chunks around the camera: one layer, or a composited run of layers. */
interface ChunkedLayer {
  readonly container: Container;
  update(view: PixelRect, timeMs: number): number;
  buildAhead(budget: number): number;
  nextChangeIn(timeMs: number): number;
  invalidate(): void;
  destroy(): void;
  readonly builtChunks: number;
  /** GPU bytes held by composite textures (composites only). */
  bytesInUse?(): number;
}

/** How much of the map is built now (render bench). */
export interface ChunkStats {
  /** Chunks built across all tile layers and composites. */
  readonly chunks: number;
  /** GPU bytes of composite textures. */
  readonly compositeBytes: number;
}

interface DrawnLayer {
  readonly flat: FlatLayer;
  readonly container: Container;
  readonly baseX: number;
  readonly baseY: number;
  readonly tiles?: ChunkedLayer;
}

/**
 * Every drawable layer of a Tiled map, in order: tile layers (runs of static ones composited per
 * chunk, see compositeGroups.ts; the others chunked tilemaps), tile objects of
 * object layers (decorations, as sprites; other object kinds are not drawn) and image layers, with
 * group-combined opacity, visibility, offset, tint and parallax. Tiles are where the board's
 * projection puts them (`BoardGeometry`: diamonds, staggered rows or columns, hexagons) and drawn in
 * the order Tiled draws them; composites are for orthogonal maps, whose chunks are rectangles.
 */
export class MapView {
  readonly container = new Container();
  private readonly layers: DrawnLayer[] = [];
  /** The visible tile layers (and composites), which build chunks ahead of the camera. */
  private readonly tileLayers: ChunkedLayer[] = [];
  /** The tile layer that gets the first ahead-of-view build next frame (turns, so all keep up). */
  private aheadTurn = 0;

  private constructor(
    private readonly textures: TileTextures,
    private readonly board: BoardGeometry,
  ) {}

  /** The map's layers drawn on `board` (the level's cells in world pixels). */
  static async create(
    map: TiledMap,
    textures: TileTextures,
    board: BoardGeometry,
    resolveUrl: ResolveImage,
    options: MapViewOptions = {},
  ): Promise<MapView> {
    const view = new MapView(textures, board);
    const flats = flattenLayers(map);
    const orthogonal = board.orientation === 'orthogonal';
    const paint = options.composite === false || !orthogonal ? undefined : options.paint;
    const sources: (ScannedSource | null)[] = [];
    for (const flat of flats) {
      if (flat.layer.type !== 'tile') {
        sources.push(null);
        continue;
      }
      const source = {
        layer: flat.layer,
        textures,
        grid: board.part(flat.layer.originX, flat.layer.originY, flat.layer),
        tileWidth: map.tileWidth,
        tileHeight: map.tileHeight,
        alpha: flat.opacity * tintAlpha(flat.tintColor),
      };
      // A layer's scan is a pass over all its tiles (a million on the largest level): one a task.
      if (sources.length > 0 && source.layer.width * source.layer.height > BIG_LAYER_TILES) await nextTask();
      sources.push({ ...source, scan: scanLayer(source) });
    }
    const traits = flats.map((flat, i) => ({
      compositable: paint !== undefined && isStatic(flat, sources[i]),
      gridKey: gridKey(flat),
    }));
    for (const draw of planComposites(traits)) {
      const flat = flats[draw[0]];
      const layer = flat.layer;
      let drawn: DrawnLayer;
      if (layer.type === 'tile') {
        const group = draw.map((i) => sources[i]).filter((src): src is ScannedSource => src !== null);
        const tiles =
          paint && group.length > 1
            ? new CompositeLayerView(group, paint, options.prepare)
            : new TileLayerView(group[0], options.prepare);
        drawn = {
          flat,
          container: tiles.container,
          baseX: flat.offsetX + group[0].grid.left,
          baseY: flat.offsetY + group[0].grid.top,
          tiles,
        };
      } else {
        const container =
          layer.type === 'object' ? view.objectLayer(layer) : await imageLayer(layer, map, resolveUrl);
        container.alpha = flat.opacity * tintAlpha(flat.tintColor);
        const at = board.projectionToWorld(0, 0);
        drawn = { flat, container, baseX: at.x + flat.offsetX, baseY: at.y + flat.offsetY };
      }
      drawn.container.visible = flat.visible;
      drawn.container.label = `layer:${draw.map((i) => flats[i].layer.name).join('+')}`;
      applyTint(drawn.container, flat.tintColor);
      view.layers.push(drawn);
      if (drawn.tiles && flat.visible) view.tileLayers.push(drawn.tiles);
      view.container.addChild(drawn.container);
    }
    return view;
  }

  /**
   * Places parallax layers for the camera and shows the tile chunks inside `view` (world pixels),
   * then builds chunks ahead of the view within the frame's budget (none when a visible chunk had
   * to be built this frame). `timeMs` drives tile animations. Returns the chunks built.
   */
  update(view: PixelRect, timeMs: number): number {
    let built = 0;
    for (const d of this.layers) {
      if (!d.flat.visible) continue;
      // Tiled's parallax: a layer with factor p moves with the camera by (1 - p).
      const x = d.baseX + view.left * (1 - d.flat.parallaxX);
      const y = d.baseY + view.top * (1 - d.flat.parallaxY);
      d.container.position.set(x, y);
      built +=
        d.tiles?.update(
          { left: view.left - x, top: view.top - y, right: view.right - x, bottom: view.bottom - y },
          timeMs,
        ) ?? 0;
    }
    const tiled = this.tileLayers;
    for (let k = 0; k < tiled.length && built < AHEAD_BUILDS_PER_FRAME; k++) {
      built += tiled[(this.aheadTurn + k) % tiled.length].buildAhead(AHEAD_BUILDS_PER_FRAME - built);
    }
    this.aheadTurn = tiled.length > 0 ? (this.aheadTurn + 1) % tiled.length : 0;
    return built;
  }

  /** Ms after `timeMs` until a tile animation in view moves on (Infinity: none in view). */
  nextChangeIn(timeMs: number): number {
    let next = Number.POSITIVE_INFINITY;
    for (const layer of this.tileLayers) next = Math.min(next, layer.nextChangeIn(timeMs));
    return next;
  }

  /** Drops built tile chunks so they are rebuilt on the next update (WebGL context restored). */
  invalidate(): void {
    for (const d of this.layers) d.tiles?.invalidate();
  }

  /** Chunks built and composite memory held, across all tile layers (render bench). */
  get chunkStats(): ChunkStats {
    let chunks = 0;
    let compositeBytes = 0;
    for (const layer of this.tileLayers) {
      chunks += layer.builtChunks;
      compositeBytes += layer.bytesInUse?.() ?? 0;
    }
    return { chunks, compositeBytes };
  }

  destroy(): void {
    for (const d of this.layers) d.tiles?.destroy();
    this.container.destroy({ children: true });
  }

  private objectLayer(layer: ObjectLayer): Container {
    const container = new Container();
    for (const object of layer.objects) {
      const sprite = this.tileObject(object);
      if (sprite) container.addChild(sprite);
    }
    return container;
  }

  /**
   * A tile object as a sprite: Tiled anchors it at its bottom-left (its bottom centre on an
   * isometric map) and rotates about that point.
   */
  private tileObject(object: MapObject): Container | null {
    if (object.shape !== 'tile' || object.gid === undefined || !object.visible) return null;
    if (kindOfClass(object.className) !== undefined || this.textures.isMarker(object.gid)) return null;
    const texture = this.textures.texture(object.gid);
    if (!texture) return null;
    const holder = new Container();
    const at = this.board.projection.pixelToScreen(object.x, object.y);
    holder.position.set(at.x, at.y);
    holder.angle = object.rotation;
    const sprite = new Sprite(texture);
    sprite.anchor.set(0.5);
    const w = object.width || texture.frame.width;
    const h = object.height || texture.frame.height;
    sprite.position.set(this.board.orientation === 'isometric' ? 0 : w / 2, -h / 2);
    sprite.width = w;
    sprite.height = h;
    const flips = object.flips ?? 0;
    if (flips & FLIP_H) sprite.scale.x *= -1;
    if (flips & FLIP_V) sprite.scale.y *= -1;
    holder.addChild(sprite);
    return holder;
  }
}

async function imageLayer(layer: ImageLayer, map: TiledMap, resolveUrl: ResolveImage): Promise<Container> {
  const container = new Container();
  const url = layer.image ? resolveUrl(layer.image.source) : null;
  if (url === null) return container;
  let texture: Texture;
  try {
    texture = await Assets.load<Texture>(url);
    texture.source.scaleMode = 'nearest';
  } catch (error) {
    console.warn(`Maze Cat: image layer ${layer.name} did not load.`, error);
    return container;
  }
  if (layer.repeatX || layer.repeatY) {
    const worldW = map.width * map.tileWidth;
    const worldH = map.height * map.tileHeight;
    const tiling = new TilingSprite({
      texture,
      width: layer.repeatX ? worldW * 3 : texture.width,
      height: layer.repeatY ? worldH * 3 : texture.height,
    });
    tiling.position.set(layer.repeatX ? -worldW : 0, layer.repeatY ? -worldH : 0);
    container.addChild(tiling);
  } else container.addChild(new Sprite(texture));
  return container;
}

/**
 * True when a tile layer can be baked into a composite: drawn, fixed to the map (no parallax), with
 * no colour tint (a filter; a tint's alpha is opacity and bakes), every tile inside its own cell.
 */
function isStatic(flat: FlatLayer, source: ScannedSource | null): boolean {
  if (!source || !flat.visible || flat.parallaxX !== 1 || flat.parallaxY !== 1) return false;
  return tintFilterColor(flat.tintColor) === null && source.scan.margin <= 0;
}

/** Layers composite together only when their cells coincide: same size, origin and offset. */
function gridKey(flat: FlatLayer): string {
  const layer = flat.layer;
  if (layer.type !== 'tile') return '';
  return `${layer.width}x${layer.height}@${layer.originX},${layer.originY}+${flat.offsetX},${flat.offsetY}`;
}

/** The alpha of a layer tint, which multiplies the layer's opacity in Tiled. */
function tintAlpha(tint: string | undefined): number {
  const argb = tint ? parseColor(tint) : undefined;
  return argb ? argb[0] / 255 : 1;
}

/** The colour (0xRRGGBB) a layer tint multiplies the layer by, or null when it changes no colour. */
function tintFilterColor(tint: string | undefined): number | null {
  const argb = tint ? parseColor(tint) : undefined;
  if (!argb) return null;
  const [, r, g, b] = argb;
  return r === 255 && g === 255 && b === 255 ? null : (r << 16) | (g << 8) | b;
}

/** Tiled's layer tint multiplies the layer's colours. */
function applyTint(container: Container, tint: string | undefined): void {
  const color = tintFilterColor(tint);
  if (color === null) return;
  // The tilemap shader ignores `tint`, so a colour-matrix filter multiplies the drawn layer.
  const filter = new ColorMatrixFilter();
  filter.tint(color, false);
  container.filters = [filter];
}
