import { objectCentre } from '../tiled/objectCentre';
import { mapProjection, objectPixelToTile } from '../tiled/projection';
import type { MapObject, TiledMap } from '../tiled/types';
import { didYouMean } from './didYouMean';
import { CLASS_NAMES, KINDS, kindOfClass } from './kinds/table';
import type { FoundPiece } from './kinds/types';
import type { PlacedLayer } from './layerPlaces';
import type { LevelPlace, ProblemList } from './problems';
import type { TileFacts } from './tileFacts';

/** The place of an object, as Tiled shows it. */
function objectPlace(
  layer: PlacedLayer,
  object: MapObject,
  i: number,
  tile?: { x: number; y: number },
): LevelPlace {
  return {
    path: `${layer.place}.objects[${i}]`,
    layer: layer.layer.name,
    object: { id: object.id, className: object.className, name: object.name },
    ...(tile ? { tile } : {}),
  };
}

/**
 * The pieces placed as objects on the map's object layers, in layer and object order: objects whose
 * class names a kind (or tile objects without a class whose tile does). Reports the slips a
 * designer makes: a class or property a typo away from one the game reads, a piece's name typed in
 * the Name field.
 */
export function objectPieces(
  map: TiledMap,
  layers: readonly PlacedLayer[],
  facts: TileFacts,
  problems: ProblemList,
): FoundPiece[] {
  const out: FoundPiece[] = [];
  // Objects are placed by the map's own projection, so a piece is on the tile Tiled draws it over.
  const projection = mapProjection(map);
  const toTile = (px: number, py: number) => objectPixelToTile(projection, px, py);
  for (const placed of layers) {
    if (placed.layer.type !== 'object') continue;
    placed.layer.objects.forEach((object, i) => {
      const className = object.className.trim();
      const byTile = className === '' && object.gid !== undefined ? facts.of(object.gid)?.piece : null;
      const kindName = kindOfClass(className) ?? byTile?.kind;
      const centre = objectCentre(object, projection);
      const tile = projection.tileAt(centre.x, centre.y);
      if (!kindName) {
        reportStranger(objectPlace(placed, object, i, tile), object, problems);
        return;
      }
      const lines = object.shape === 'polyline' || object.shape === 'polygon';
      const points = lines ? (object.points ?? []).map((p) => toTile(object.x + p.x, object.y + p.y)) : null;
      const place = objectPlace(placed, object, i, points?.[0] ?? tile);
      const properties = { ...(byTile?.properties ?? {}), ...object.properties };
      const members = KINDS[kindName].members.map((m) => m.name);
      // Tiled's own spelling is American: both are read.
      const known = members.includes('colour') ? [...members, 'color'] : members;
      for (const name of Object.keys(object.properties)) {
        if (known.includes(name)) continue;
        const guess = didYouMean(name, known);
        if (guess) {
          problems.warning(
            { ...place, property: name },
            `${KINDS[kindName].className} has no property "${name}" and ignores it; did you mean "${guess}"?`,
          );
        }
      }
      out.push({
        kind: kindName,
        tileX: points?.[0]?.x ?? tile.x,
        tileY: points?.[0]?.y ?? tile.y,
        place,
        properties,
        points,
        closed: object.shape === 'polygon',
        objectId: object.id,
      });
    });
  }
  return out;
}

/** An object that places no piece: say so when it looks like a slip. */
function reportStranger(place: LevelPlace, object: MapObject, problems: ProblemList): void {
  const className = object.className.trim();
  if (className !== '') {
    const guess = didYouMean(className, CLASS_NAMES);
    if (guess)
      problems.warning(place, `class "${className}" is no piece and is ignored; did you mean "${guess}"?`);
    return;
  }
  // A common slip: the piece's name typed into Name instead of Class.
  const named = kindOfClass(object.name);
  if (named) {
    const name = object.name.trim();
    problems.warning(
      place,
      `object "${name}" has no class and is ignored; set its class to ${KINDS[named].className}`,
    );
  }
}
