import { beforeAll, describe, expect, it } from 'vitest';

type Tilemaps = typeof import('@pixi/tilemap');
type Pixi = typeof import('pixi.js');
let tilemaps: Tilemaps;
let pixi: Pixi;
let destroyTilemap: typeof import('./tilemapPipe')['destroyTilemap'];

beforeAll(async () => {
  // pixi.js reads `navigator` when imported; Node 20 has none.
  const g = globalThis as { navigator?: unknown };
  g.navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  tilemaps = await import('@pixi/tilemap');
  ({ destroyTilemap } = await import('./tilemapPipe'));
});

describe('destroyTilemap', () => {
  it("destroys each piece's vertex buffer but not the index buffer all pieces share", () => {
    const shared = new pixi.Buffer({ data: new Uint16Array(6), usage: pixi.BufferUsage.INDEX });
    const map = new tilemaps.CompositeTilemap();
    const piece = new tilemaps.Tilemap([pixi.Texture.WHITE.source]);
    map.addChild(piece);
    // What the render pipe gives a piece when it first draws it.
    piece.vb = new tilemaps.TilemapGeometry(shared);
    const vertices = piece.vb.getBuffer('aVertexPosition');
    destroyTilemap(map);
    expect(vertices.destroyed).toBe(true);
    expect(shared.destroyed).toBe(false);
    expect(map.destroyed).toBe(true);
    expect(piece.destroyed).toBe(true);
  });

  it('destroys a map whose pieces were never drawn', () => {
    const map = new tilemaps.CompositeTilemap();
    map.addChild(new tilemaps.Tilemap([pixi.Texture.WHITE.source]));
    destroyTilemap(map);
    expect(map.destroyed).toBe(true);
  });
});
