import type { Layer, TiledMap } from '../tiled/types';

/** A layer with its place in the file, e.g. `layers[1].layers[0]` for a layer inside a group. */
export interface PlacedLayer {
  readonly layer: Layer;
  readonly place: string;
}

/** Every layer of the map in drawing order, group layers' children included (groups themselves too). */
export function placedLayers(map: TiledMap): PlacedLayer[] {
  const out: PlacedLayer[] = [];
  const visit = (layers: readonly Layer[], prefix: string): void => {
    layers.forEach((layer, i) => {
      const place = `${prefix}layers[${i}]`;
      out.push({ layer, place });
      if (layer.type === 'group') visit(layer.layers, `${place}.`);
    });
  };
  visit(map.layers, '');
  return out;
}
