import { describe, expect, it } from 'vitest';
import { classesUsed } from './kindClasses';
import type { TiledLayer, TiledMap } from './tiledApi';

const layer = (fields: Partial<TiledLayer>): TiledLayer => ({
  name: 'pieces',
  isTileLayer: false,
  isObjectLayer: false,
  isGroupLayer: false,
  ...fields,
});

describe("the classes of a map's objects, as the extension finds them in Tiled", () => {
  it("reads Tiled 1.8's type and 1.9's className, a tile's class for an object without one, and groups", () => {
    const objects = layer({
      isObjectLayer: true,
      objects: [
        { id: 1, x: 0, y: 0, type: 'Fish' },
        { id: 2, x: 0, y: 0, className: 'Crocodile', type: 'Crocodile' },
        { id: 3, x: 0, y: 0, type: '', tile: { type: 'Gem' } },
        { id: 4, x: 0, y: 0, type: 'Fish' },
        { id: 5, x: 0, y: 0, type: '', tile: null },
      ],
    });
    const group = layer({
      isGroupLayer: true,
      layers: [layer({ isObjectLayer: true, objects: [{ id: 6, x: 0, y: 0, className: 'GemGate' }] })],
    });
    const map = { layers: [layer({ isTileLayer: true }), objects, group] } as unknown as TiledMap;
    expect(classesUsed(map)).toEqual(['Fish', 'Crocodile', 'Gem', 'GemGate']);
  });
});
