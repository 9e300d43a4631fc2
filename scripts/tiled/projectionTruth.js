/*
 * A Tiled 1.8 script extension that writes what Tiled itself computes for a map's grid, so the
 * projection tests (src/tiled/projection.test.ts) compare Maze Cat's arithmetic with Tiled's own:
 * the screen position of each tile (`tileToScreen`), the tile under points spread over the map
 * (`screenToTile`), and for each object its screen position (`pixelToScreen`) and the tile under the
 * point the level reads it at (the centre of its shape; a tile object's drawn image centre).
 * Run by src/tiled/fixtures/make-orientation-fixtures.py, as:
 *   xvfb-run -a tiled --export-map mazecat-truth map.tmx map.truth.json
 */
/* global tiled, TextFile, MapObject, TileMap */
tiled.registerMapFormat('mazecat-truth', {
  name: 'Maze Cat projection truth',
  extension: 'truth.json',
  write(map, fileName) {
    const pt = (p) => [p.x, p.y];
    const xs = map.infinite ? [-2, 4] : [0, map.width - 1];
    const ys = map.infinite ? [-2, 4] : [0, map.height - 1];
    const tiles = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let y = ys[0]; y <= ys[1]; y++) {
      for (let x = xs[0]; x <= xs[1]; x++) {
        const s = map.tileToScreen(x, y);
        tiles.push([x, y, s.x, s.y]);
        minX = Math.min(minX, s.x);
        minY = Math.min(minY, s.y);
        maxX = Math.max(maxX, s.x);
        maxY = Math.max(maxY, s.y);
      }
    }
    const scan = [];
    const stepX = map.tileWidth / 5;
    const stepY = map.tileHeight / 5;
    for (let y = minY + 0.37; y < maxY; y += stepY) {
      for (let x = minX + 0.37; x < maxX; x += stepX) {
        const t = map.screenToTile(x, y);
        scan.push([Math.round(x * 100) / 100, Math.round(y * 100) / 100, t.x, t.y]);
      }
    }
    const objects = [];
    for (let i = 0; i < map.layerCount; i++) {
      const layer = map.layerAt(i);
      if (!layer.isObjectLayer) continue;
      for (const o of layer.objects) {
        let ref;
        if (o.tile) {
          const at = map.pixelToScreen(o.x, o.y);
          ref =
            map.orientation === TileMap.Isometric
              ? { x: at.x, y: at.y - o.height / 2 }
              : { x: at.x + o.width / 2, y: at.y - o.height / 2 };
        } else {
          let px = o.x;
          let py = o.y;
          if (o.shape === MapObject.Polygon || o.shape === MapObject.Polyline) {
            const qx = o.polygon.map((p) => p.x);
            const qy = o.polygon.map((p) => p.y);
            px += (Math.min(...qx) + Math.max(...qx)) / 2;
            py += (Math.min(...qy) + Math.max(...qy)) / 2;
          } else if (o.shape !== MapObject.Point) {
            px += o.width / 2;
            py += o.height / 2;
          }
          ref = map.pixelToScreen(px, py);
        }
        const tile = map.screenToTile(ref.x, ref.y);
        objects.push({
          id: o.id,
          name: o.name,
          screen: pt(map.pixelToScreen(o.x, o.y)),
          ref: pt(ref),
          tile: [Math.floor(tile.x), Math.floor(tile.y)],
          pixelToTile: pt(map.pixelToTile(o.x, o.y)),
        });
      }
    }
    const file = new TextFile(fileName, TextFile.WriteOnly);
    file.write(`${JSON.stringify({ tiled: tiled.version, tiles, scan, objects })}\n`);
    file.commit();
  },
});
