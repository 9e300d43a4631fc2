import type { MapObject, TiledMap } from '../tiled/types';
import type { PlacedLayer } from './layerPlaces';
import { PIECE_NAMES, type TileFacts } from './tileFacts';

export type PieceKind = 'cat' | 'bone' | 'dog' | 'exit';

/** A piece found in the map, in Tiled tile coordinates, with where it was found for messages. */
export interface FoundPiece {
  readonly kind: PieceKind;
  readonly tileX: number;
  readonly tileY: number;
  readonly place: string;
  /** How to name it in a message: `Dog (object 12 "rex")` or `Dog tile`. */
  readonly label: string;
}

const KIND_BY_FLAG = new Map<number, PieceKind>(
  PIECE_NAMES.map(([flag, name]) => [flag, name.toLowerCase() as PieceKind]),
);
const KIND_BY_CLASS = new Map<string, PieceKind>(
  PIECE_NAMES.map(([, name]) => [name.toLowerCase(), name.toLowerCase() as PieceKind]),
);

/**
 * The centre of an object's box in pixels. Tile objects are anchored at their bottom-left corner
 * in Tiled, points have no size, polygons are measured by their points.
 */
export function objectCentre(object: MapObject): { x: number; y: number } {
  switch (object.shape) {
    case 'tile':
      return { x: object.x + object.width / 2, y: object.y - object.height / 2 };
    case 'point':
      return { x: object.x, y: object.y };
    case 'polygon':
    case 'polyline': {
      const points = object.points ?? [];
      if (points.length === 0) return { x: object.x, y: object.y };
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      return {
        x: object.x + (Math.min(...xs) + Math.max(...xs)) / 2,
        y: object.y + (Math.min(...ys) + Math.max(...ys)) / 2,
      };
    }
    default:
      return { x: object.x + object.width / 2, y: object.y + object.height / 2 };
  }
}

/** The piece an object stands for: its class, or for a tile object without one, its tile's properties. */
function objectKind(object: MapObject, facts: TileFacts): PieceKind | undefined {
  const byClass = KIND_BY_CLASS.get(object.className.trim().toLowerCase());
  if (byClass) return byClass;
  if (object.className.trim() === '' && object.gid !== undefined)
    return pieceKindOfFlags(facts.flags(object.gid));
  return undefined;
}

/** The piece a tile's flags place, if any (the first of Cat, Bone, Dog, Exit it carries). */
export function pieceKindOfFlags(flags: number): PieceKind | undefined {
  for (const [flag] of PIECE_NAMES) if (flags & flag) return KIND_BY_FLAG.get(flag);
  return undefined;
}

/** The pieces placed as objects on the map's object layers, in layer and object order. */
export function objectPieces(
  map: TiledMap,
  layers: readonly PlacedLayer[],
  facts: TileFacts,
  warnings: string[],
): FoundPiece[] {
  const out: FoundPiece[] = [];
  for (const { layer, place } of layers) {
    if (layer.type !== 'object') continue;
    layer.objects.forEach((object, i) => {
      const kind = objectKind(object, facts);
      if (!kind) {
        // A common slip: the piece's name typed into Name instead of Class.
        const named = KIND_BY_CLASS.get(object.name.trim().toLowerCase());
        if (named && object.className.trim() === '') {
          const name = object.name.trim();
          warnings.push(
            `${place}.objects[${i}]: object "${name}" has no class and is ignored; set its class to ${name}`,
          );
        }
        return;
      }
      const centre = objectCentre(object);
      const name = object.name ? ` "${object.name}"` : '';
      out.push({
        kind,
        tileX: Math.floor(centre.x / map.tileWidth),
        tileY: Math.floor(centre.y / map.tileHeight),
        place: `${place}.objects[${i}]`,
        label: `${kind[0].toUpperCase()}${kind.slice(1)} (object ${object.id}${name})`,
      });
    });
  }
  return out;
}
