import { createRequire } from 'node:module';
import type { Grid } from '../src/grid';
import type { Peer } from './peers';

/**
 * @2004scape/rsmod-pathfinder (WebAssembly) as a bench:path peer. It is RuneScape's route finder:
 * a breadth-first search over 8-connected moves where a diagonal needs both cells beside it open
 * (our `'8-no-corner-cut'` steps, every step counted as one move), inside a 128 x 128 window
 * centred on the start, over one global world of collision flags kept in 8 x 8 zones. So:
 * - a map is written into that world at `ORIGIN` (walls as the FLOOR flag, which blocks walking),
 *   with a band of blocked tiles round it as wide as the window reaches, so no route leaves the map;
 * - only pairs whose goal lies inside the start's window (`inWindow`) are asked;
 * - its answer is the list of turn points; the moves are added up from them.
 */
const require = createRequire(import.meta.url);

interface RsmodModule {
  findPath(
    level: number,
    srcX: number,
    srcZ: number,
    destX: number,
    destZ: number,
    srcSize: number,
    destWidth: number,
    destHeight: number,
    angle: number,
    shape: number,
    moveNear: boolean,
    blockAccessFlags: number,
    maxWaypoints: number,
    collision: number,
  ): Uint32Array;
  allocateIfAbsent(x: number, z: number, level: number): void;
  __set(x: number, z: number, level: number, flags: number): void;
  readonly CollisionFlag: { readonly FLOOR: number };
  readonly CollisionType: { readonly NORMAL: number };
}

const rsmod = require('@2004scape/rsmod-pathfinder') as RsmodModule;

/** Where maps go in its world (coordinates are 14 bits), far enough from 0 for the band round them. */
const ORIGIN = 1024;
/** How far its search window reaches from the start: 64 tiles back, 63 on. */
const REACH_BACK = 64;
const REACH_ON = 63;
/** Turn points it may return: its most (the count is a byte; 4096 came back as 0, one point). */
const MAX_WAYPOINTS = 255;
/** No loc shape: the route must end on the goal tile itself. */
const NO_SHAPE = -1;

/** The part of the map inside the start's window: columns x0 to x1 and rows y0 to y1, the ends excluded. */
export function windowBounds(
  grid: Grid,
  sx: number,
  sy: number,
): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, sx - REACH_BACK),
    y0: Math.max(0, sy - REACH_BACK),
    x1: Math.min(grid.width, sx + REACH_ON + 1),
    y1: Math.min(grid.height, sy + REACH_ON + 1),
  };
}

/** Whether the goal lies in the 128 x 128 window rsmod searches around the start. */
export function inWindow(sx: number, sy: number, gx: number, gy: number): boolean {
  const dx = gx - sx;
  const dy = gy - sy;
  return dx >= -REACH_BACK && dx <= REACH_ON && dy >= -REACH_BACK && dy <= REACH_ON;
}

export const rsmodPeer: Peer = {
  name: 'rsmod-pathfinder (wasm, BFS)',
  setup(grid: Grid) {
    const { width: w, height: h, walls } = grid;
    const { FLOOR } = rsmod.CollisionFlag;
    for (let z = -REACH_BACK; z < h + REACH_BACK; z++) {
      for (let x = -REACH_BACK; x < w + REACH_BACK; x++) {
        const inside = x >= 0 && z >= 0 && x < w && z < h;
        rsmod.allocateIfAbsent(ORIGIN + x, ORIGIN + z, 0);
        rsmod.__set(ORIGIN + x, ORIGIN + z, 0, inside && walls[z * w + x] === 0 ? 0 : FLOOR);
      }
    }
    const normal = rsmod.CollisionType.NORMAL;
    return (sx, sy, gx, gy) => {
      if (sx === gx && sy === gy) return 0;
      const ox = ORIGIN + sx;
      const oz = ORIGIN + sy;
      // prettier-ignore
      const turns = rsmod.findPath(
        0,
        ox,
        oz,
        ORIGIN + gx,
        ORIGIN + gy,
        1,
        1,
        1,
        0,
        NO_SHAPE,
        false,
        0,
        MAX_WAYPOINTS,
        normal,
      );
      if (turns.length === 0) return -1;
      // Each turn point packs z in bits 0-13 and x in bits 14-27; moves between turns are straight or diagonal.
      let moves = 0;
      let px = ox;
      let pz = oz;
      for (let i = 0; i < turns.length; i++) {
        const x = (turns[i] >>> 14) & 0x3fff;
        const z = turns[i] & 0x3fff;
        moves += Math.max(Math.abs(x - px), Math.abs(z - pz));
        px = x;
        pz = z;
      }
      return px === ORIGIN + gx && pz === ORIGIN + gy ? moves : -1;
    };
  },
};
