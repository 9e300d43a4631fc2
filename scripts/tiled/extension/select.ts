import type { LevelPlace } from '../../../src/level';
import { host, type TiledLayer, type TiledMap, type TiledObject } from './tiledApi';

/** Every layer of the map, group layers' children included, in Tiled's order. */
function allLayers(layers: readonly TiledLayer[], out: TiledLayer[] = []): TiledLayer[] {
  for (const layer of layers) {
    out.push(layer);
    if (layer.isGroupLayer) allLayers(layer.layers ?? [], out);
  }
  return out;
}

function findObject(map: TiledMap, id: number): { layer: TiledLayer; object: TiledObject } | null {
  for (const layer of allLayers(map.layers)) {
    const object = layer.isObjectLayer ? layer.objects?.find((o) => o.id === id) : undefined;
    if (object) return { layer, object };
  }
  return null;
}

/** What is selected now, for the extension's test: object ids, the selected tiles' rectangle, the layer. */
export function selection(map: TiledMap): { objects: number[]; area: number[]; layer: string | null } {
  const area = map.selectedArea.boundingRect;
  return {
    objects: map.selectedObjects.map((o) => o.id),
    area: [area.x, area.y, area.width, area.height],
    layer: map.currentLayer?.name ?? null,
  };
}

/**
 * Shows a problem's place in the map, as a double click on its issue does: brings the map to the
 * front, selects the object (on its layer) or the tile (on the named layer), and centres the view
 * on it. A place with neither (a map property, the whole level) only brings the map to the front.
 * A map closed since its check (Tiled then empties the script's handle on it) is opened again from
 * `file`; an open one is never opened again, which crashes Tiled 1.8.
 */
export function selectPlace(checked: TiledMap, file: string, place: LevelPlace): void {
  const tiled = host.tiled();
  const map = checked.fileName ? checked : tiled.open(file);
  if (!map?.isTileMap) return;
  tiled.activeAsset = map;
  const found = place.object ? findObject(map, place.object.id) : null;
  if (found) {
    map.currentLayer = found.layer;
    map.selectedArea.set(host.rect(0, 0, 0, 0));
    map.selectedObjects = [found.object];
  } else if (place.tile) {
    const layer = allLayers(map.layers).find((l) => l.name === place.layer);
    if (layer) map.currentLayer = layer;
    map.selectedObjects = [];
    map.selectedArea.set(host.rect(place.tile.x, place.tile.y, 1, 1));
  } else {
    return;
  }
  const view = tiled.mapEditor.currentMapView;
  const tile = place.tile;
  if (view && tile) view.centerOn((tile.x + 0.5) * map.tileWidth, (tile.y + 0.5) * map.tileHeight);
  else if (view && found) view.centerOn(found.object.x, found.object.y);
}
