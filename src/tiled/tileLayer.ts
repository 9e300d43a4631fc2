/**
 * Tile layers, finite or infinite. An infinite layer's chunks (anywhere, negative coordinates
 * included, any size) are laid into one dense rectangle: the smallest that holds them all.
 */
import { decodeGids } from './decodeData';
import { flipsOf, type GidIndex } from './gidIndex';
import type { JsonNode } from './jsonNode';
import { type LoadContext, spend } from './loadContext';
import { MapError } from './mapError';
import { GID_MASK, type TileLayer } from './types';

/** What a tile layer needs to know of its map. */
export interface TileLayerEnv {
  readonly width: number;
  readonly height: number;
  readonly infinite: boolean;
  readonly gids: GidIndex;
}

function checkCells(ctx: LoadContext, width: number, height: number, node: JsonNode, key: string): number {
  const cells = width * height;
  if (cells > ctx.limits.maxLayerCells) {
    node.fail(
      `${width} x ${height} tiles is over ${ctx.limits.sizeLimitName} of ${ctx.limits.maxLayerCells} tiles per layer`,
      key,
    );
  }
  spend(ctx, 'cellsLeft', cells, node.file, node.at(key), 'the total number of tiles');
  return cells;
}

/** Copies raw gids into the layer at (x0, y0), splitting flips and refusing unknown gids. */
function place(
  raw: Uint32Array,
  rawWidth: number,
  layer: { gids: Uint32Array; flips: Uint8Array; width: number },
  x0: number,
  y0: number,
  env: TileLayerEnv,
  file: string,
  where: string,
): void {
  let lastGood = 0;
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i];
    const gid = value & GID_MASK;
    if (gid !== 0 && gid !== lastGood) {
      if (!env.gids.lookup(gid)) {
        const x = i % rawWidth;
        const y = (i - x) / rawWidth;
        throw new MapError(
          file,
          where,
          `gid ${gid} at tile ${x},${y} matches no tileset; a tileset may be missing or have lost tiles`,
        );
      }
      lastGood = gid;
    }
    const x = i % rawWidth;
    const at = (y0 + (i - x) / rawWidth) * layer.width + x0 + x;
    layer.gids[at] = gid;
    layer.flips[at] = value > GID_MASK ? flipsOf(value) : 0;
  }
}

/** Reads the cells of a `tilelayer`; the common layer fields are read by the caller. */
export function readTileCells(
  node: JsonNode,
  ctx: LoadContext,
  env: TileLayerEnv,
): Pick<TileLayer, 'originX' | 'originY' | 'width' | 'height' | 'gids' | 'flips'> {
  const encoding = node.string('encoding', 'csv');
  const compression = node.string('compression', '');
  if (!env.infinite || (node.has('data') && !node.has('chunks'))) {
    const width = node.count('width', env.width);
    const height = node.count('height', env.height);
    const cells = checkCells(ctx, width, height, node, 'data');
    const layer = { width, height, gids: new Uint32Array(cells), flips: new Uint8Array(cells) };
    if (!node.has('data')) node.fail('a tile layer needs "data" (or "chunks" on an infinite map)');
    const raw = decodeGids(node.get('data'), encoding, compression, cells, ctx, node.file, node.at('data'));
    place(raw, width, layer, 0, 0, env, node.file, node.at('data'));
    return { originX: 0, originY: 0, ...layer };
  }
  const chunks = node.objects('chunks');
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const boxes = chunks.map((chunk) => {
    const box = { x: chunk.int('x'), y: chunk.int('y'), w: chunk.count('width'), h: chunk.count('height') };
    if (box.w * box.h > ctx.limits.maxLayerCells) chunk.fail("the chunk is over the loader's size limit");
    if (box.w > 0 && box.h > 0) {
      minX = Math.min(minX, box.x);
      minY = Math.min(minY, box.y);
      maxX = Math.max(maxX, box.x + box.w);
      maxY = Math.max(maxY, box.y + box.h);
    }
    return box;
  });
  if (minX > maxX) {
    return {
      originX: 0,
      originY: 0,
      width: 0,
      height: 0,
      gids: new Uint32Array(0),
      flips: new Uint8Array(0),
    };
  }
  const width = maxX - minX;
  const height = maxY - minY;
  const cells = checkCells(ctx, width, height, node, 'chunks');
  const layer = { width, height, gids: new Uint32Array(cells), flips: new Uint8Array(cells) };
  chunks.forEach((chunk, i) => {
    const box = boxes[i];
    const cellsIn = box.w * box.h;
    spend(ctx, 'cellsLeft', cellsIn, chunk.file, chunk.place, 'the total number of tiles');
    if (!chunk.has('data')) chunk.fail('a chunk needs "data"');
    const raw = decodeGids(
      chunk.get('data'),
      encoding,
      compression,
      cellsIn,
      ctx,
      chunk.file,
      chunk.at('data'),
    );
    place(raw, box.w, layer, box.x - minX, box.y - minY, env, chunk.file, chunk.at('data'));
  });
  return { originX: minX, originY: minY, ...layer };
}
