import { Assets, Rectangle, Texture } from 'pixi.js';
import { atlasGrid } from '../tiled/atlasGrid';
import { tileAt } from '../tiled/tileAt';
import type { PropertyMap, TiledMap, TilesetTile } from '../tiled/types';

/** Properties that make a tile a 2011-style entity marker; the sim draws those entities instead. */
const MARKER_PROPERTIES = ['Cat', 'Bone', 'Dog', 'Exit'] as const;

/**
 * The URL to load a map's picture from, or null when it may not be loaded (the app's image
 * policy): its tiles are then drawn as plain squares.
 */
export type ResolveImage = (path: string) => string | null;

/**
 * Colours for tiles whose picture is missing: walls (tiles with a `wall` property) dark, others
 * in muted colours by tile id, so the maze still reads.
 */
const PLAIN_COLOURS = ['#b9a48a', '#6b5a4a', '#4f6b4a', '#4a5f6b', '#6b4a5f', '#7a6a3a'];
const PLAIN_WALL = 0;
const plainStrips = new Map<string, Texture>();

/** A plain square of colour `slot` (one shared strip of them per tile size). */
function plainSquare(width: number, height: number, slot: number): Texture {
  const key = `${width}x${height}`;
  let strip = plainStrips.get(key);
  if (!strip) {
    const canvas = document.createElement('canvas');
    canvas.width = width * PLAIN_COLOURS.length;
    canvas.height = height;
    const g = canvas.getContext('2d');
    PLAIN_COLOURS.forEach((colour, i) => {
      if (!g) return;
      g.fillStyle = '#1d130e';
      g.fillRect(i * width, 0, width, height);
      g.fillStyle = colour;
      g.fillRect(i * width + 1, 1, width - 2, height - 2);
    });
    strip = Texture.from(canvas);
    strip.source.scaleMode = 'nearest';
    plainStrips.set(key, strip);
  }
  return new Texture({ source: strip.source, frame: new Rectangle(slot * width, 0, width, height) });
}

/** One frame of a tile animation, as a gid. */
export interface AnimationFrameGid {
  readonly gid: number;
  readonly durationMs: number;
}

/**
 * The textures of a map's tilesets: loads each atlas (or each image of an image-collection
 * tileset) through pixi `Assets`, and hands out one Texture per gid, cut from its atlas by
 * columns, margin and spacing. An image that may not be loaded, or fails to load (with a console
 * warning), leaves its tiles drawn as plain coloured squares rather than stopping the level.
 */
export class TileTextures {
  private readonly byGid = new Map<number, Texture | null>();
  private readonly images = new Map<string, Texture>();
  /** Picture sources that were refused or failed: their tiles are plain squares. */
  private readonly missing = new Set<string>();
  /** Of those, the ones that failed to load (a refused one was already said by the image policy). */
  readonly failed: string[] = [];

  private constructor(private readonly map: TiledMap) {}

  static async load(map: TiledMap, resolveUrl: ResolveImage): Promise<TileTextures> {
    const textures = new TileTextures(map);
    const sources = new Set<string>();
    for (const tileset of map.tilesets) {
      if (tileset.image) sources.add(tileset.image.source);
      for (const tile of tileset.tiles.values()) if (tile.image) sources.add(tile.image.source);
    }
    await Promise.all(
      [...sources].map(async (source) => {
        const url = resolveUrl(source);
        if (url === null) {
          textures.missing.add(source);
          return;
        }
        try {
          const texture = await Assets.load<Texture>(url);
          // Pixel art: no smoothing when zoomed.
          texture.source.scaleMode = 'nearest';
          textures.images.set(source, texture);
        } catch (error) {
          textures.missing.add(source);
          textures.failed.push(source);
          console.warn(`Maze Cat: tileset image ${source} did not load; its tiles are plain squares.`, error);
        }
      }),
    );
    return textures;
  }

  /** Every loaded tileset image. */
  allImages(): Texture[] {
    return [...this.images.values()];
  }

  /** The texture of a gid (flip bits cleared), or null when no tileset holds it or its image failed. */
  texture(gid: number): Texture | null {
    let texture = this.byGid.get(gid);
    if (texture === undefined) {
      texture = this.cut(gid);
      this.byGid.set(gid, texture);
    }
    return texture;
  }

  /** The tileset data of a gid: drawing offset, size and tile properties. */
  info(gid: number): { offsetX: number; offsetY: number; tile?: TilesetTile } | undefined {
    const ref = tileAt(this.map, gid);
    if (!ref) return undefined;
    return { offsetX: ref.tileset.tileOffsetX, offsetY: ref.tileset.tileOffsetY, tile: ref.tile };
  }

  /** The frames of a gid's tile animation as gids, or undefined when it does not animate. */
  animation(gid: number): readonly AnimationFrameGid[] | undefined {
    const ref = tileAt(this.map, gid);
    const frames = ref?.tile?.animation;
    if (!ref || !frames || frames.length === 0) return undefined;
    return frames.map((f) => ({
      gid: ref.tileset.firstGid + f.tileId,
      durationMs: Math.max(1, f.durationMs),
    }));
  }

  /** True for a 2011-style marker tile (a tileset tile with a Cat, Bone, Dog or Exit property). */
  isMarker(gid: number): boolean {
    const props: PropertyMap | undefined = tileAt(this.map, gid)?.tile?.properties;
    return props !== undefined && MARKER_PROPERTIES.some((name) => Object.hasOwn(props, name));
  }

  private cut(gid: number): Texture | null {
    const ref = tileAt(this.map, gid);
    if (!ref) return null;
    const { tileset, localId, tile } = ref;
    const source = tile?.image?.source ?? tileset.image?.source;
    if (source === undefined) return null;
    if (this.missing.has(source)) {
      const wall = tile?.properties.wall === true;
      const slot = wall ? PLAIN_WALL : 1 + (localId % (PLAIN_COLOURS.length - 1));
      return plainSquare(tileset.tileWidth, tileset.tileHeight, slot);
    }
    if (tile?.image) return this.images.get(tile.image.source) ?? null;
    const atlas = this.images.get(source);
    if (!atlas) return null;
    // A tileset that gave no columns and whose image the loader could not measure: count them now.
    const columns = Math.max(1, tileset.columns || atlasGrid(atlas.source, tileset).columns);
    const col = localId % columns;
    const row = Math.floor(localId / columns);
    const x = tileset.margin + col * (tileset.tileWidth + tileset.spacing);
    const y = tileset.margin + row * (tileset.tileHeight + tileset.spacing);
    if (x + tileset.tileWidth > atlas.source.width || y + tileset.tileHeight > atlas.source.height)
      return null;
    return new Texture({
      source: atlas.source,
      frame: new Rectangle(x, y, tileset.tileWidth, tileset.tileHeight),
    });
  }
}
