/** The grid of a map being edited, read from its document the way the loader reads it. */
import { readGridShape } from '../../tiled/gridShape';
import { JsonNode } from '../../tiled/jsonNode';
import { projectionOf, type TileProjection } from '../../tiled/projection';
import type { GridShape } from '../../tiled/types';
import type { MapDoc } from './mapDoc';

/** The map's grid: orientation, tile size and stagger settings, with Tiled's defaults. */
export function docShape(doc: MapDoc): GridShape {
  return readGridShape(new JsonNode('map', '', doc));
}

/** The map's projection (tile <-> screen and object pixels), as the loader and the view use it. */
export function docProjection(doc: MapDoc): TileProjection {
  return projectionOf(docShape(doc), Number(doc.height));
}
