import type { Edit } from '../../level/edit';
import { withDef } from '../../level/kinds/kindTable';
import { builtInKind } from '../../level/kinds/table';
import type { KindName, Piece } from '../../level/kinds/types';
import type { Cell, Level } from '../../level/types';

/**
 * A one-tap edit the design partner tries: what it does to the level (a piece moved, a wall added
 * or taken away) and the editor's own edit that does it (`edit`: one undo step in `LevelEditor`).
 */
export type PartnerEdit =
  | {
      readonly type: 'move';
      /** The piece moved (its id in `Level.pieces`) and its kind. */
      readonly piece: number;
      readonly kind: KindName;
      readonly from: Cell;
      readonly to: Cell;
      /** A patrolling dog's route, moved with it (its lap's tiles), else null. */
      readonly route: readonly Cell[] | null;
      readonly edit: Edit;
    }
  | { readonly type: 'addWall' | 'removeWall'; readonly at: Cell; readonly edit: Edit };

const MOVED_BUILT_IN: ReadonlySet<KindName> = new Set(['bone', 'dog', 'key', 'door', 'exit']);

/**
 * Whether the partner moves pieces of `kind`: those whose place is the piece alone, a level's own
 * kinds included (they neither pair nor walk). A pipe end is also a link in the grid and the cat is
 * the start every measure counts from, so neither is moved.
 */
export function movable(kind: KindName): boolean {
  return MOVED_BUILT_IN.has(kind) || builtInKind(kind) === undefined;
}

/**
 * The editor's edit that moves `piece` so it starts on `to` (a patrolling dog's whole route moved
 * with it, its shape kept), or null when the kind is not moved or the moved route would leave the
 * map, cross a wall, a door or a pipe (what the level's loader refuses).
 */
export function moveEdit(level: Level, piece: Piece, to: Cell): PartnerEdit | null {
  const objectId = piece.place.object?.id;
  if (objectId === undefined || !movable(piece.kind)) return null;
  const route = piece.route === null ? null : movedRoute(level, piece, to);
  if (piece.route !== null && route === null) return null;
  return {
    type: 'move',
    piece: piece.id,
    kind: piece.kind,
    from: { x: piece.x, y: piece.y },
    to,
    route: route ? route.map((c) => ({ x: c % level.width, y: Math.floor(c / level.width) })) : null,
    edit: { type: 'move', objectId, x: to.x + level.originX, y: to.y + level.originY },
  };
}

/** A patrolling dog's lap moved so it starts on `to`, or null where the loader would refuse it. */
function movedRoute(level: Level, piece: Piece, to: Cell): number[] | null {
  const { width, height, grid } = level;
  const dx = to.x - piece.x;
  const dy = to.y - piece.y;
  const blocked = new Set(
    level.pieces.filter((p) => p.kind === 'door' || p.kind === 'pipe').map((p) => p.cell),
  );
  const out: number[] = [];
  for (const c of piece.route ?? []) {
    const x = (c % width) + dx;
    const y = Math.floor(c / width) + dy;
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    const moved = y * width + x;
    if (grid.walls[moved] === 1 || blocked.has(moved)) return null;
    out.push(moved);
  }
  return out;
}

export function wallEdit(level: Level, at: Cell, wall: boolean): PartnerEdit {
  const cell = (at.y + level.originY) * level.map.width + at.x + level.originX;
  return {
    type: wall ? 'addWall' : 'removeWall',
    at,
    edit: { type: 'paint', cells: [cell], terrain: wall ? 'wall' : 'floor' },
  };
}

/**
 * The level the edit makes, without building it from its map again: a grid of its own with the wall
 * added (floor under it) or taken away (plain floor), or the piece on its new tile (a patrolling
 * dog's route moved with it). The same level the editor's map builds after the edit (the partner's
 * tests build it so and compare).
 */
export function levelWith(level: Level, change: PartnerEdit): Level {
  if (change.type !== 'move') {
    const grid = level.grid.clone();
    // A grid of its own: the searches' shared tables hold for the walls of the grid they were made on.
    grid.family = new Map();
    const i = change.at.y * level.width + change.at.x;
    grid.walls[i] = change.type === 'addWall' ? 1 : 0;
    grid.costs[i] = 1;
    grid.touch();
    return { ...level, grid };
  }
  const { to, route } = change;
  const cellOf = (c: Cell) => c.y * level.width + c.x;
  const pieces = level.pieces.map((p) =>
    p.id === change.piece
      ? withDef({ ...p, x: to.x, y: to.y, cell: cellOf(to), route: route ? route.map(cellOf) : null }, p.def)
      : p,
  );
  return { ...level, pieces };
}
