import { objectCentre } from '../tiled/objectCentre';
import { mapProjection, objectPixelToTile } from '../tiled/projection';
import type { MapObject, TiledMap } from '../tiled/types';
import { didYouMean } from './didYouMean';
import type { KindTable } from './kinds/kindTable';
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
  kinds: KindTable,
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
      const def = kinds.byClass(className) ?? byTile?.def;
      const centre = objectCentre(object, projection);
      const tile = projection.tileAt(centre.x, centre.y);
      if (!def) {
        reportStranger(objectPlace(placed, object, i, tile), object, kinds, problems);
        return;
      }
      const lines = object.shape === 'polyline' || object.shape === 'polygon';
      const points = lines ? (object.points ?? []).map((p) => toTile(object.x + p.x, object.y + p.y)) : null;
      const place = objectPlace(placed, object, i, points?.[0] ?? tile);
      const properties = { ...(byTile?.properties ?? {}), ...object.properties };
      const members = def.members.map((m) => m.name);
      // Tiled's own spelling is American: both are read.
      const known = members.includes('colour') ? [...members, 'color'] : members;
      for (const name of Object.keys(object.properties)) {
        if (known.includes(name)) continue;
        const guess = didYouMean(name, known);
        if (guess) {
          problems.warning(
            { ...place, property: name },
            `${def.className} has no property "${name}" and ignores it; did you mean "${guess}"?`,
          );
        }
      }
      out.push({
        def,
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
function reportStranger(place: LevelPlace, object: MapObject, kinds: KindTable, problems: ProblemList): void {
  const className = object.className.trim();
  if (className !== '') {
    const guess = didYouMean(className, kinds.classNames);
    if (guess)
      problems.warning(place, `class "${className}" is no piece and is ignored; did you mean "${guess}"?`);
    return;
  }
  // A common slip: the piece's name typed into Name instead of Class.
  const named = kinds.byClass(object.name);
  if (named) {
    const name = object.name.trim();
    problems.warning(
      place,
      `object "${name}" has no class and is ignored; set its class to ${named.className}`,
    );
  }
}
